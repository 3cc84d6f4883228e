@_spi(GraftGenerated) import Graft
import Foundation

// A small graph written the way generated code wires it, so the runtime can be tested on its own:
// Root → LoggedIn → Game → ScoreSheet, and ScoreSheet also directly under LoggedIn.

final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

final class Token {
    let name: String
    init(_ name: String) { self.name = name }
}

protocol LoggedInDependency: Dependency {
    var players: Token { get }
}

protocol GameDependency: Dependency {
    var players: Token { get }
    var scores: Token { get }
}

protocol ScoreSheetDependency: Dependency {
    var scores: Token { get }
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class RootComponent: BootstrapComponent, @unchecked Sendable {
    let playersFactoryRuns = Counter()
    var players: Token { shared { playersFactoryRuns.increment(); return Token("players") } }
    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class LoggedInComponent: Component<any LoggedInDependency>, @unchecked Sendable {
    var scores: Token { shared { Token("scores of \(dependency.players.name)") } }
    var game: GameComponent { GameComponent(parent: self) }
    var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class GameComponent: Component<any GameDependency>, @unchecked Sendable {
    // Game provides its own `scores`, so a ScoreSheet under Game must see this one.
    var scores: Token { shared { Token("game scores") } }
    var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class ScoreSheetComponent: Component<any ScoreSheetDependency>, @unchecked Sendable {}

/// Created under LoggedIn, but no provider is generated for it.
// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class OrphanComponent: Component<any ScoreSheetDependency>, @unchecked Sendable {}

// MARK: What the generator writes for the graph above.

final class LoggedInDependencyProvider0: LoggedInDependency {
    let root: RootComponent
    init(root: RootComponent) { self.root = root }
    var players: Token { root.players }
}

final class GameDependencyProvider0: GameDependency {
    let loggedIn: LoggedInComponent
    let root: RootComponent
    init(loggedIn: LoggedInComponent, root: RootComponent) {
        self.loggedIn = loggedIn
        self.root = root
    }
    var players: Token { root.players }
    var scores: Token { loggedIn.scores }
}

final class ScoreSheetDependencyProvider0: ScoreSheetDependency {
    let game: GameComponent
    init(game: GameComponent) { self.game = game }
    var scores: Token { game.scores }
}

final class ScoreSheetDependencyProvider1: ScoreSheetDependency {
    let loggedIn: LoggedInComponent
    init(loggedIn: LoggedInComponent) { self.loggedIn = loggedIn }
    var scores: Token { loggedIn.scores }
}

extension LoggedInComponent: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
        if let p1 = parent as? RootComponent { return LoggedInDependencyProvider0(root: p1) }
        return nil
    }
}

extension GameComponent: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
        if let p1 = parent as? LoggedInComponent, let p2 = p1.parent as? RootComponent {
            return GameDependencyProvider0(loggedIn: p1, root: p2)
        }
        return nil
    }
}

extension ScoreSheetComponent: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
        if let p1 = parent as? GameComponent, let p2 = p1.parent as? LoggedInComponent,
            p2.parent is RootComponent
        {
            return ScoreSheetDependencyProvider0(game: p1)
        }
        if let p1 = parent as? LoggedInComponent, p1.parent is RootComponent {
            return ScoreSheetDependencyProvider1(loggedIn: p1)
        }
        return nil
    }
}
