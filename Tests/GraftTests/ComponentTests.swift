import Graft
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
            let root = RootComponent()
            _ = OrphanComponent(parent: root.loggedIn)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Graft: no dependency provider for OrphanComponent at ^->RootComponent->LoggedInComponent->OrphanComponent."
            )
        )
        #expect(stderr.contains("Apply the GraftPlugin build plugin to the app target"))
        #expect(stderr.contains("create OrphanComponent with init(parent:dependency:) and pass an object that conforms to ScoreSheetDependency yourself"))
    }

    @Test("a generated provider is chosen by the whole parent chain, not just the parent's class")
    func unmatchedChainStops() async {
        await #expect(processExitsWith: .failure) {
            // A LoggedIn scope wired by hand under no root: no generated path matches it.
            let detached = LoggedInComponent(parent: nil, dependency: LoggedInDependencyProvider0(root: RootComponent()))
            _ = GameComponent(parent: detached)
        }
    }

    @Test("a shared factory that reads its own property stops with a message instead of hanging")
    func selfReadingSharedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelfReading().loop
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Graft: the shared property 'loop' of SelfReading reads itself while it is being created"))
    }
    #endif
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
final class SelfReading: BootstrapComponent, @unchecked Sendable {
    var loop: Token { shared { self.loop } }
}
