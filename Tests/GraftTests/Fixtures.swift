import Foundation
import Graft

// A small graph, wired by generated code like an app's (Graft+GraftTests.swift):
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
    var players: Token {
        shared {
            playersFactoryRuns.increment()
            return Token("players")
        }
    }
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

/// Wired by hand (`init(parent:dependency:)`), so the generator sees no path to it; the components
/// it creates have no generated provider.
// @unchecked Sendable: tests hand this component across threads; its only state is the runtime's lock-guarded shared table.
final class DetachedComponent: Component<any LoggedInDependency>, @unchecked Sendable {
    var orphan: OrphanComponent { OrphanComponent(parent: self) }
}

/// Created only under `DetachedComponent`: no provider is generated for it.
// @unchecked Sendable: tests hand this component across threads; its only state is the runtime's lock-guarded shared table.
final class OrphanComponent: Component<any ScoreSheetDependency>, @unchecked Sendable {}

/// A hand-written `LoggedInDependency`, for scopes wired by hand.
final class PlayersMock: LoggedInDependency {
    let players = Token("mock players")
}

// The providers and lookups for this graph are generated: Graft+GraftTests.swift.
