import Foundation
@_spi(GraftGenerated) import Graft
import Testing

private final class MockScoreSheetDependency: ScoreSheetDependency {
    let scores = Token("mock scores")
}

@Suite("Component")
struct ComponentTests {
    @Test("init(parent:dependency:) takes a hand-written dependency, with or without a parent")
    func explicitDependency() {
        let mock = MockScoreSheetDependency()
        let alone = ScoreSheetComponent(parent: nil, dependency: mock)
        #expect(alone.dependency.scores === mock.scores)
        #expect(alone.parent == nil)
        #expect(alone.path == ["ScoreSheetComponent"])

        let root = RootComponent()
        let wired = ScoreSheetComponent(parent: root, dependency: mock)
        #expect(wired.parent === root)
        #expect(wired.pathDescription == "^->RootComponent->ScoreSheetComponent")
    }

    @Test("one component class under two parents gets the provider of each path")
    func providerPerPath() {
        let root = RootComponent()
        let loggedIn = root.loggedIn
        let game = loggedIn.game
        let underGame = game.scoreSheet
        let underLoggedIn = loggedIn.scoreSheet
        #expect(underGame.dependency.scores === game.scores)
        #expect(underLoggedIn.dependency.scores === loggedIn.scores)
        #expect(underGame.dependency.scores !== underLoggedIn.dependency.scores)
        #expect(game.dependency.players === root.players)
        #expect(underGame.path == ["RootComponent", "LoggedInComponent", "GameComponent", "ScoreSheetComponent"])
    }

    @Test("a root has no parent and an empty dependency")
    func bootstrap() {
        let root = RootComponent()
        #expect(root.parent == nil)
        #expect(root.path == ["RootComponent"])
        #expect(root.pathDescription == "^->RootComponent")
    }

    #if !os(Windows)
    @Test("a component without a generated provider stops at once, naming itself, its path and the fix")
    func missingProviderStopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DetachedComponent(parent: nil, dependency: PlayersMock()).orphan
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Graft: no dependency provider for OrphanComponent at ^->DetachedComponent->OrphanComponent."))
        #expect(stderr.contains("apply the GraftPlugin build plugin to the app target"))
        #expect(stderr.contains("write the type at the call, as OrphanComponent(parent: self) inside the parent component"))
        #expect(stderr.contains("create OrphanComponent with init(parent:dependency:) and pass an object that conforms to ScoreSheetDependency yourself"))
    }

    @Test("a generated provider is chosen by the parent chain up to the farthest ancestor it reads from, not just the parent's class")
    func unmatchedChainStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // A LoggedIn scope wired by hand under no root: Game reads `players` from the root two
            // levels up, so Game's lookup, which checks both classes, finds nothing.
            _ = LoggedInComponent(parent: nil, dependency: PlayersMock()).game
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Graft: no dependency provider for GameComponent at ^->LoggedInComponent->GameComponent."))
    }

    #endif

    @Test("a provider that reads only from the parent checks only the parent: a hand-wired scope's children get theirs")
    func lookupChecksOnlyWhatItReads() {
        // ScoreSheet under LoggedIn reads `scores` from its parent: nothing above it decides the
        // binding (the nearest ancestor providing `scores` is the parent), so no root is needed.
        let loggedIn = LoggedInComponent(parent: nil, dependency: PlayersMock())
        #expect(loggedIn.scoreSheet.dependency.scores === loggedIn.scores)
    }

    @Test("graftAncestorsN returns the chain's links when each has the given class in turn, nil as soon as one has not")
    func ancestorChains() throws {
        let root = RootComponent()
        let game = root.loggedIn.game
        let sheet = game.scoreSheet
        let links = try #require(graftAncestors3(sheet, ScoreSheetComponent.self, GameComponent.self, LoggedInComponent.self))
        #expect(links.0 === sheet && links.1 === game && links.2 === game.parent)
        #expect(graftAncestors4(sheet, ScoreSheetComponent.self, GameComponent.self, LoggedInComponent.self, RootComponent.self)?.3 === root)
        // A wrong class at the first, a middle or the last link; a chain shorter than asked; no start.
        #expect(graftAncestors2(sheet, GameComponent.self, LoggedInComponent.self) == nil)
        #expect(graftAncestors3(sheet, ScoreSheetComponent.self, LoggedInComponent.self, RootComponent.self) == nil)
        #expect(graftAncestors3(sheet, ScoreSheetComponent.self, GameComponent.self, RootComponent.self) == nil)
        #expect(
            graftAncestors5(sheet, ScoreSheetComponent.self, GameComponent.self, LoggedInComponent.self, RootComponent.self, RootComponent.self)
                == nil)
        #expect(graftAncestors1(nil, RootComponent.self) == nil)

        // Five to eight links, matched as four and then the rest: a hand-wired chain of eight
        // LoggedIn components under the root, from the deepest up.
        var chain: [any Scope] = [root]
        for _ in 1...8 { chain.append(LoggedInComponent(parent: chain[chain.count - 1], dependency: PlayersMock())) }
        let upward = Array(chain.reversed())
        /// The tuple's elements, in order, as objects.
        func elements(_ tuple: Any?) -> [AnyObject]? { tuple.map { value in Mirror(reflecting: value).children.map { $0.value as AnyObject } } }
        func same(_ tuple: Any?, _ expected: ArraySlice<any Scope>) -> Bool {
            guard let found = elements(tuple), found.count == expected.count else { return false }
            return zip(found, expected).allSatisfy { $0 === $1 }
        }
        let l = LoggedInComponent.self
        #expect(same(graftAncestors5(upward[0], l, l, l, l, l), upward[0..<5]))
        #expect(same(graftAncestors6(upward[1], l, l, l, l, l, l), upward[1..<7]))
        #expect(same(graftAncestors7(upward[2], l, l, l, l, l, l, RootComponent.self), upward[2..<9]))
        #expect(same(graftAncestors8(upward[0], l, l, l, l, l, l, l, l), upward[0..<8]))
        #expect(graftAncestors8(upward[0], l, l, l, l, l, l, l, RootComponent.self) == nil)
        #expect(graftAncestors7(upward[0], l, l, l, l, l, RootComponent.self, l) == nil)
        #expect(graftAncestors6(upward[3], l, l, l, l, l, l) == nil)
    }

    #if !os(Windows)
    @Test("a shared factory that reads its own property stops with a message instead of hanging")
    func selfReadingSharedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelfReading().loop
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Graft: the shared property 'loop' of SelfReading reads itself while it is being created; a shared factory must not depend on its own value."))
    }

    @Test("shared factories that read each other from two threads stop with a message instead of hanging")
    func crossThreadCycleStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let cycle = CrossThreadCycle()
            let thread = Thread { _ = cycle.first }
            thread.start()
            _ = cycle.second
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "reads itself while it is being created, through shared factories running on other threads; a shared factory must not depend on its own value.")
        )
    }
    #endif
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class SelfReading: BootstrapComponent, @unchecked Sendable {
    var loop: Token { shared { self.loop } }
}

/// `first` needs `second` and `second` needs `first`; each factory waits until the other has
/// started on another thread, so the two threads end up waiting for each other.
// @unchecked Sendable: handed to a second thread; its state is the runtime's lock-guarded shared table and semaphores.
final class CrossThreadCycle: BootstrapComponent, @unchecked Sendable {
    private let firstStarted = DispatchSemaphore(value: 0)
    private let secondStarted = DispatchSemaphore(value: 0)

    var first: Token {
        shared {
            firstStarted.signal()
            secondStarted.wait()
            return second
        }
    }

    var second: Token {
        shared {
            secondStarted.signal()
            firstStarted.wait()
            return first
        }
    }
}
