import Foundation
import Testing

/// The examples built the way users build them: `swift build` with the plugin applied, features in
/// their own packages. Slow (each builds Graft's generator from source); they run concurrently, each
/// in its own copy or scratch folder, so that one build's single-threaded phases (resolving,
/// planning, linking, running) overlap another's compiling.
@Suite("Examples end to end")
struct ExampleTests {
    private static let buildMarker = "Graft: checking the dependency graph of TicTacToe"

    @Test(
        "TicTacToe (app target on default MainActor isolation, features not) builds with the plugin, runs its demo, rebuilds only when a dependency protocol changes"
    )
    func ticTacToe() throws {
        let package = try SwiftPackage.copyExample("TicTacToe")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }

        let first = try SwiftPackage.build(package)
        try #require(first.status == 0, "the example must build:\n\(first.output)")
        #expect(first.output.contains(Self.buildMarker))

        let demo = try ProcessRunner.run(package.appendingPathComponent(".build/debug/TicTacToe"), ["--demo"])
        #expect(demo.status == 0)
        let lines = demo.standardOutput.split(separator: "\n").map(String.init)
        for expected in [
            "+ scope ^->RootComponent->LoggedInComponent",
            "[Game] Alice (X) wins",
            "[ScoreSheet] after the game: Alice (X) 1 · Bob (O) 0 · draws 0",
            "[ScoreSheet] Alice (X) 1 · Bob (O) 0 · draws 1",
            "- scope ^->RootComponent->LoggedInComponent released",
            "[ScoreSheet] Carol (X) 0 · Dave (O) 0 · draws 0",
            "  ok   players stream: one instance at Root, seen by LoggedOut, LoggedIn and Game",
            "  ok   score stream: one instance at LoggedIn, seen by Game",
            "  ok   score sheet under Game and under LoggedIn: the same LoggedIn score stream",
            "  ok   LoggedIn scope released on logout, with its score stream",
            "  ok   a new session starts with a new score stream",
        ] {
            #expect(lines.contains(expected), "demo output lacks: \(expected)")
        }
        let logout = try #require(lines.firstIndex(of: "[LoggedIn] logging out"))
        #expect(lines[logout + 1] == "- scope ^->RootComponent->LoggedInComponent released", "the scope is released at logout")

        // No change. SwiftPM re-plans a freshly built package once more on its second build and may
        // run the generator again then; the output is byte-identical, so the file keeps its date and
        // nothing recompiles. From then on the generator does not run at all.
        let generated = package.appendingPathComponent(".build/plugins/outputs/tictactoe/TicTacToe/destination/GraftPlugin/Graft+TicTacToe.swift")
        let stamp = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        let settle = try SwiftPackage.build(package)
        #expect(settle.status == 0)
        #expect(!settle.output.contains("Compiling TicTacToe"), "nothing changed, yet the app recompiled:\n\(settle.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date == stamp)
        let second = try SwiftPackage.build(package)
        #expect(second.status == 0)
        #expect(!second.output.contains(Self.buildMarker), "nothing changed, yet the generator ran:\n\(second.output)")
        let recompiled = second.output.split(separator: "\n").filter { $0.contains("Compiling ") && !$0.contains("Compiling plugin") }
        #expect(recompiled.isEmpty, "nothing changed, yet something recompiled:\n\(second.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date == stamp)

        // A feature package's dependency protocol gains a requirement an ancestor provides.
        let scoreSheet = package.appendingPathComponent("Packages/ScoreSheetFeature/Sources/ScoreSheet/ScoreSheetComponent.swift")
        let original = try String(contentsOf: scoreSheet, encoding: .utf8)
        let withConsole = original.replacingOccurrences(
            of: "    var playersStream: PlayersStream { get }\n",
            with: "    var playersStream: PlayersStream { get }\n    var console: Console { get }\n"
        )
        try #require(withConsole != original)
        try Data(withConsole.utf8).write(to: scoreSheet)
        let third = try SwiftPackage.build(package)
        #expect(third.status == 0, "\(third.output)")
        #expect(third.output.contains(Self.buildMarker), "a dependency protocol changed, yet the generator did not run")
        let regenerated = try String(contentsOf: generated, encoding: .utf8)
        // Both paths read LoggedIn and the root (console from the root, the second of the two), so
        // they share one provider class, each passing the two from its own place in the chain; so
        // does Game's provider, which reads the same two: one class conforms to both protocols.
        #expect(
            regenerated.contains("fileprivate extension GraftLinked2 where A2 == RootComponent {\n    var console: Console { graftLink2.console }\n"),
            "console is read from the root, the second of a provider's two ancestors")
        #expect(
            regenerated.contains(
                "nonisolated private final class GraftProvider_from_LoggedIn_LoggedInComponent_RootComponent: GraftLinks2<LoggedIn.LoggedInComponent, RootComponent>, "
                    + "Game.GameDependency, ScoreSheet.ScoreSheetDependency {}\n"),
            "one class serves ScoreSheet's paths and Game's")
        let tableLines = GeneratedTable.lines(in: regenerated)
        #expect(
            tableLines.contains(
                "ScoreSheet.ScoreSheetComponent Game.GameComponent LoggedIn.LoggedInComponent RootComponent > GraftProvider_from_LoggedIn_LoggedInComponent_RootComponent 2 3"
            ),
            "under Game, LoggedIn and the root are the grandparent and the one above it: \(tableLines)")
        #expect(
            tableLines.contains(
                "ScoreSheet.ScoreSheetComponent LoggedIn.LoggedInComponent RootComponent > GraftProvider_from_LoggedIn_LoggedInComponent_RootComponent 1 2"),
            "under LoggedIn, they are the parent and its parent: \(tableLines)")
        #expect(!regenerated.contains("ScoreSheetDependency_"), "no class of ScoreSheet's own")

        // A requirement no ancestor provides fails the build at the requirement.
        let withReferee = withConsole.replacingOccurrences(
            of: "    var console: Console { get }\n", with: "    var console: Console { get }\n    var referee: PlayersStream { get }\n"
        )
        try Data(withReferee.utf8).write(to: scoreSheet)
        let fourth = try SwiftPackage.build(package)
        #expect(fourth.status != 0)
        let line =
            withReferee.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("var referee") }.map { $0 + 1 } ?? 0
        #expect(
            fourth.output.contains(
                "\(scoreSheet.path):\(line):9: error: missing dependency 'referee: PlayersStream' of ScoreSheetComponent at ^->RootComponent->LoggedInComponent->GameComponent->ScoreSheetComponent and 1 other path: no ancestor provides a property with this name and type"
            ), "\(fourth.output)")
        // Reported once, with both places that create ScoreSheet (under Game, and under LoggedIn).
        #expect(fourth.output.components(separatedBy: "error: missing dependency 'referee: PlayersStream'").count == 2, "\(fourth.output)")
        #expect(fourth.output.contains(": note: ScoreSheetComponent is created here by GameComponent\n"), "\(fourth.output)")
        #expect(fourth.output.contains(": note: ScoreSheetComponent is created here by LoggedInComponent\n"), "\(fourth.output)")
    }

    @Test(
        "Configurations: five modules of ordinary app code build and run in debug and release; mistakes fail at the user's line")
    func configurations() throws {
        let package = try SwiftPackage.copyExample("Configurations")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let app = package.appendingPathComponent("Sources/App")
        let profile = package.appendingPathComponent("Sources/Profile/ProfileComponent.swift")

        for configuration in ["debug", "release"] {
            let build = try SwiftPackage.build(package, configuration: configuration)
            try #require(build.status == 0, "the example must build in \(configuration):\n\(build.output)")
            #expect(!build.output.contains("warning: "), "\(configuration): \(build.output)")
            let run = try ProcessRunner.run(package.appendingPathComponent(".build/\(configuration)/App"), [])
            #expect(run.status == 0)
            #expect(
                run.standardOutput == """
                    profile: ada in staging, logger \(configuration)
                    list: logger \(configuration)
                    profile settings: logger \(configuration)
                    settings: palette dark, in staging
                    title: Profile
                    same logger: true
                    same users: true
                    banner: banner

                    """)
        }

        // The release provider removed: debug still builds; release fails at the requirements.
        let root = app.appendingPathComponent("RootComponent.swift")
        let original = try String(contentsOf: root, encoding: .utf8)
        let debugOnly = original.replacingOccurrences(
            of: "    #else\n    /// In release builds, a quiet one.\n    var logger: Logger { shared { Logger(configuration: \"release\") } }\n", with: ""
        )
        try #require(debugOnly != original)
        try Data(debugOnly.utf8).write(to: root)
        let debug = try SwiftPackage.build(package)
        #expect(debug.status == 0, "\(debug.output)")
        #expect(
            debug.output.contains(
                "\(profile.path):12:13: warning: in builds where !DEBUG: missing dependency 'logger: Logger' of ProfileComponent at ^->RootComponent->ProfileComponent"
            ), "the debug build warns, once, about the release configuration:\n\(debug.output)")
        // One message for one problem: the compiler's, at the requirement. A debug build may print
        // it twice, word for word: SwiftPM's separate module-emitting job parses the file too.
        let atRequirement = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("\(profile.path):12:13: ") } }
        #expect(Set(atRequirement(debug.output)).count == 1, "one message for one problem:\n\(debug.output)")
        let release = try SwiftPackage.build(package, configuration: "release")
        #expect(release.status != 0)
        #expect(
            release.output.contains(
                "\(profile.path):12:13: error: missing dependency 'logger: Logger' of ProfileComponent at ^->RootComponent->ProfileComponent"
            ), "the release build fails at the requirement:\n\(release.output)")
        #expect(atRequirement(release.output).count == 1, "one message for one problem:\n\(release.output)")
        try Data(original.utf8).write(to: root)

        // A component created in top-level code.
        let main = app.appendingPathComponent("main.swift")
        let mainText = try String(contentsOf: main, encoding: .utf8)
        try Data((mainText + "let stray = ProfileComponent(parent: root)\n").utf8).write(to: main)
        let stray = try SwiftPackage.build(package)
        #expect(stray.status != 0)
        #expect(
            stray.output.contains(
                "\(main.path):12:13: error: ProfileComponent is created outside of a component, in 'stray'; only its parent component can create it, with 'ProfileComponent(parent: self)'"
            ), "\(stray.output)")
        try Data(mainText.utf8).write(to: main)

        // A misspelt dependency protocol.
        let profileText = try String(contentsOf: profile, encoding: .utf8)
        try Data(profileText.replacingOccurrences(of: "Component<ListDependency>", with: "Component<ListDependncy>").utf8).write(to: profile)
        let misspelt = try SwiftPackage.build(package)
        #expect(misspelt.status != 0)
        #expect(
            misspelt.output.contains(
                "\(profile.path):31:41: error: cannot find dependency protocol 'ListDependncy' of ListComponent in the sources given to the generator"
            ), "\(misspelt.output)")
        #expect(misspelt.output.contains("\(profile.path):37:17: note: did you mean 'ListDependency'?"), "\(misspelt.output)")
    }

    @Test(
        "CleanArchitecture: three features, signed-out and signed-in scopes and async use cases that fail build and run in debug and release; the features' tests pass with generated test doubles; a forgotten registration fails at the requirements"
    )
    func cleanArchitecture() throws {
        let package = try SwiftPackage.copyExample("CleanArchitecture")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        for configuration in ["debug", "release"] {
            let build = try SwiftPackage.build(package, configuration: configuration)
            try #require(build.status == 0, "\(build.output)")
            #expect(!build.output.contains("warning: "), "\(build.output)")
            let run = try ProcessRunner.run(package.appendingPathComponent(".build/\(configuration)/App"), [])
            #expect(run.status == 0, "\(run.standardError)")
            // The bookmark made in the article scene shows in the feed (one session-scoped use case);
            // after signing out and in again it is gone with the old session's scope.
            #expect(
                run.standardOutput == """
                    sign-in failed: Wrong user name or password.
                    signed in as Ada Lovelace
                    feed:
                      You are offline; pull to retry.
                    feed:
                        Graft 1.0
                        Scopes in practice
                        Hello, world
                    article: Scopes in practice (bookmarked)
                    author: Grace Hopper, 2 articles
                    feed:
                        Graft 1.0
                      * Scopes in practice
                        Hello, world
                    profile: Ada Lovelace, 1 article
                    signed out
                    signed in as Ada Lovelace
                    feed:
                        Graft 1.0
                        Scopes in practice
                        Hello, world
                    requests served by one API client: 8

                    """, "\(configuration)")
        }

        // Each feature's tests make its components from generated test doubles; the feed's article
        // scene, a child created with init(parent: self), reads from the feed's double.
        let test = try ProcessRunner.run(SwiftPackage.swift, ["test", "--package-path", package.path], environment: SwiftPackage.environment)
        let tested = test.standardOutput + test.standardError
        #expect(test.status == 0, "\(tested)")
        for target in ["LoginFeatureTests", "FeedFeatureTests", "ProfileFeatureTests"] {
            #expect(tested.contains("Graft: writing test doubles for \(target)"), "\(tested)")
        }
        #expect(tested.contains("Test run with 9 tests in 3 suites passed"), "\(tested)")
        #expect(!tested.contains("warning: "), "\(tested)")

        // The session's bookmarking use case forgotten: the build stops at both requirements.
        let components = package.appendingPathComponent("Sources/App/AppComponent.swift")
        let original = try String(contentsOf: components, encoding: .utf8)
        let forgotten = original.replacingOccurrences(
            of: "    /// Bookmarking, over this session's own store.\n"
                + "    var bookmarkArticle: any BookmarkArticleUseCase { shared { DefaultBookmarkArticleUseCase(repository: InMemoryBookmarkStore()) } }\n",
            with: "")
        try #require(forgotten != original)
        try Data(forgotten.utf8).write(to: components)
        let broken = try SwiftPackage.build(package)
        #expect(broken.status != 0)
        let feed = package.appendingPathComponent("Sources/FeedFeature/FeedComponent.swift").path
        #expect(
            broken.output.contains(
                """
                \(feed):11:9: error: missing dependency 'bookmarkArticle: BookmarkArticleUseCase' of FeedComponent at ^->AppComponent->LoggedInComponent->FeedComponent: no ancestor provides a property with this name and type
                \(components.path):40:31: note: FeedComponent is created here by LoggedInComponent
                """), "\(broken.output)")
        #expect(
            broken.output.contains(
                """
                \(feed):29:9: error: missing dependency 'bookmarkArticle: BookmarkArticleUseCase' of ArticleComponent at ^->AppComponent->LoggedInComponent->FeedComponent->ArticleComponent: no ancestor provides a property with this name and type
                \(feed):23:44: note: ArticleComponent is created here by FeedComponent
                """), "\(broken.output)")
    }

    @Test(
        "PluginizedTicTacToe: Needle's pluginized sample builds and runs in debug and release, its graph is Needle's, and a plugin extension the non-core component lacks fails at the requirement"
    )
    func pluginizedTicTacToe() throws {
        let package = try SwiftPackage.copyExample("PluginizedTicTacToe")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        for configuration in ["debug", "release"] {
            let build = try SwiftPackage.build(package, configuration: configuration)
            try #require(build.status == 0, "the example must build in \(configuration):\n\(build.output)")
            #expect(!build.output.contains("warning: "), "\(configuration): \(build.output)")
            let run = try ProcessRunner.run(package.appendingPathComponent(".build/\(configuration)/TicTacToe"), [])
            #expect(run.status == 0, "\(configuration): \(run.standardError)")
            #expect(
                run.standardOutput == """
                    Logged in: Alice and Bob
                    LoggedIn appears
                    Game appears
                      [game plugins active]
                    Alice wins
                    Score sheet: Alice 1
                    Bob wins
                    Score sheet: Alice 1, Bob 1
                    Alice wins
                    Score sheet: Alice 2, Bob 1
                    Game disappears
                      [game plugins inactive]
                      [the game screen is going away]
                    From the session: Score sheet: Alice 2, Bob 1
                    Same score stream: true
                    Non-core path: ^->RootComponent->LoggedInComponent->LoggedInNonCoreComponent
                    LoggedIn disappears
                    Logged out; LoggedIn released: true, its non-core component released: true

                    """, "\(configuration)")
        }
        // The paths and resolutions of Needle's generated file for the sample.
        let graph = try ProcessRunner.run(
            SwiftPackage.swift, ["package", "--package-path", package.path, "graft-graph", "--target", "TicTacToe", "--format", "text"],
            environment: SwiftPackage.environment)
        #expect(graph.status == 0)
        #expect(
            graph.standardOutput.hasSuffix(
                """
                ^->RootComponent
                ^->RootComponent->LoggedInComponent
                ^->RootComponent->LoggedInComponent->GameComponent
                    mutableScoreStream: MutableScoreStream  <- LoggedInComponent.pluginExtension.mutableScoreStream (parent)
                    playersStream: PlayersStream            <- RootComponent.playersStream (2 up)
                ^->RootComponent->LoggedInComponent->GameComponent->GameNonCoreComponent
                ^->RootComponent->LoggedInComponent->GameComponent->GameNonCoreComponent->ScoreSheetComponent
                    scoreStream: ScoreStream  <- LoggedInComponent.nonCoreComponent.scoreStream (3 up)
                ^->RootComponent->LoggedInComponent->LoggedInNonCoreComponent
                ^->RootComponent->LoggedInComponent->LoggedInNonCoreComponent->ScoreSheetComponent
                    scoreStream: ScoreStream  <- LoggedInNonCoreComponent.scoreStream (parent)
                ^->RootComponent->LoggedOutComponent
                    mutablePlayersStream: MutablePlayersStream  <- RootComponent.mutablePlayersStream (parent)

                """), "\(graph.standardOutput)")

        // The game's non-core component loses the score sheet its plugin extension promises.
        let nonCore = package.appendingPathComponent("Sources/TicTacToeIntegrations/GameNonCoreComponent.swift")
        let original = try String(contentsOf: nonCore, encoding: .utf8)
        let renamed = original.replacingOccurrences(of: "public var scoreSheetBuilder:", with: "public var scoreSheetFactory:")
        try #require(renamed != original)
        try Data(renamed.utf8).write(to: nonCore)
        let broken = try SwiftPackage.build(package)
        #expect(broken.status != 0)
        let game = package.appendingPathComponent("Sources/TicTacToe/GameComponent.swift").path
        #expect(
            broken.output.contains(
                """
                \(game):11:9: error: plugin extension 'GamePluginExtension' of GameComponent requires 'scoreSheetBuilder: ScoreSheetBuilder', which its non-core component GameNonCoreComponent does not have; add the property to GameNonCoreComponent
                \(game):14:28: note: GameComponent declares 'GamePluginExtension' as its plugin extension and GameNonCoreComponent as its non-core component here
                """), "\(broken.output)")
    }

    @Test(
        "CombineMVVM: view models with subjects, @Published state and cancellables; only the dependency's two properties are resolved")
    func combineMVVM() throws {
        let package = Repository.root.appendingPathComponent("Examples/CombineMVVM")
        let scratch = try Repository.temporaryFolder("combine-mvvm")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try SwiftPackage.build(package, scratchPath: scratch)
        try #require(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning: "), "\(build.output)")
        let run = try ProcessRunner.run(scratch.appendingPathComponent("debug/App"), [])
        #expect(run.status == 0)
        #expect(
            run.standardOutput == """
                label: 0 taps
                status: idle
                label: 1 tap
                status: counting
                label: 2 taps
                label: 3 taps
                label: 0 taps
                status: idle
                analytics: status idle, status counting, status idle

                """)
        // What the generator resolved: the two requirements, from the root; none of the view
        // model's or the components' subjects and cancellables.
        let graph = try ProcessRunner.run(
            SwiftPackage.swift,
            ["package", "--package-path", package.path, "--scratch-path", scratch.path, "graft-graph", "--target", "App", "--format", "text"],
            environment: SwiftPackage.environment)
        #expect(graph.status == 0)
        #expect(
            graph.standardOutput.hasSuffix(
                """
                ^->RootComponent
                ^->RootComponent->CounterComponent
                    formatter: CountFormatter               <- RootComponent.formatter (parent)
                    ticks: PassthroughSubject<Void, Never>  <- RootComponent.ticks (parent)

                """), "\(graph.standardOutput)")
    }

    @Test(
        "GraftMocksPlugin on a test target: a component is tested with a generated mock, nothing hand-written, and creates a child that reads from the mock and from the component"
    )
    func mocksPlugin() throws {
        let folder = try Repository.temporaryFolder("mocks-plugin").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Scores",
                dependencies: [.package(name: "Graft", path: "\(Repository.root.path)")],
                targets: [
                    .target(name: "Game", dependencies: [.product(name: "Graft", package: "Graft")]),
                    .testTarget(
                        name: "GameTests", dependencies: ["Game"],
                        plugins: [.plugin(name: "GraftMocksPlugin", package: "Graft")]
                    ),
                ]
            )
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Game"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/GameTests"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(
            """
            import Graft
            public final class PlayersStream { public init() {} }
            public final class ScoreStream { public var scores: [Int] = []; public init() {} }
            public protocol GameDependency: Dependency {
                var playersStream: PlayersStream { get }
                var scoreStream: ScoreStream { get }
            }
            /// Internal: the mock reaches it through @testable import.
            protocol ReplayDependency: GameDependency { var speed: Double { get } }
            public final class GameComponent: Component<GameDependency> {
                public func record(_ score: Int) { dependency.scoreStream.scores.append(score) }
                var round: Int { 1 }
                var sheet: SheetComponent { SheetComponent(parent: self) }
            }
            final class ReplayComponent: Component<ReplayDependency> {}
            protocol SheetDependency: Dependency {
                var scoreStream: ScoreStream { get }
                var round: Int { get }
            }
            final class SheetComponent: Component<SheetDependency> {}
            """.utf8
        ).write(to: folder.appendingPathComponent("Sources/Game/Game.swift"))
        try Data(
            """
            import Testing
            @testable import Game

            @Test func recordsIntoTheGivenStream() {
                let scores = ScoreStream()
                let game = GameComponent(parent: nil, dependency: GameDependencyMock(playersStream: PlayersStream(), scoreStream: scores))
                game.record(3)
                #expect(scores.scores == [3])
                let replay = ReplayComponent(
                    parent: game, dependency: ReplayDependencyMock(speed: 2, playersStream: PlayersStream(), scoreStream: scores))
                #expect(replay.dependency.speed == 2 && replay.dependency.scoreStream === scores)
                let sheet = game.sheet
                #expect(sheet.dependency.scoreStream === scores && sheet.dependency.round == 1)
            }
            """.utf8
        ).write(to: folder.appendingPathComponent("Tests/GameTests/GameTests.swift"))

        let test = try ProcessRunner.run(
            SwiftPackage.swift, ["test", "--package-path", folder.path], environment: SwiftPackage.environment)
        let output = test.standardOutput + test.standardError
        #expect(test.status == 0, "\(output)")
        #expect(output.contains("Graft: writing test doubles for GameTests"), "\(output)")
        #expect(output.contains("Test run with 1 test") && output.contains("passed"), "\(output)")
    }

    @Test(
        "MissingDependency fails to build with the generator's diagnostic at the exact place")
    func missingDependency() throws {
        let package = Repository.root.appendingPathComponent("Examples/MissingDependency")
        let scratch = try Repository.temporaryFolder("missing-dependency")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try SwiftPackage.build(package, scratchPath: scratch)
        #expect(build.status != 0)
        let sources = package.appendingPathComponent("Sources").path
        let expected = """
            \(sources)/Profile/ProfileComponent.swift:16:9: error: missing dependency 'analytics: Analytics' of ProfileComponent at ^->RootComponent->ProfileComponent: no ancestor provides a property with this name and type
            \(sources)/App/RootComponent.swift:8:37: note: ProfileComponent is created here by RootComponent
            \(sources)/App/RootComponent.swift:7:9: note: did you mean 'RootComponent.tracker'? It has type 'Analytics' but another name
            """
        #expect(build.output.contains(expected), "\(build.output)")
    }

    @Test("applying the plugin to a target that is not Swift says how to fix it")
    func pluginOnCTarget() throws {
        let folder = try Repository.temporaryFolder("plugin-misuse")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Misuse",
                dependencies: [.package(name: "Graft", path: "\(Repository.root.path)")],
                targets: [.target(name: "CCode", plugins: [.plugin(name: "GraftPlugin", package: "Graft")])]
            )
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/CCode/include"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("int answer(void);\n".utf8).write(to: folder.appendingPathComponent("Sources/CCode/include/CCode.h"))
        try Data("int answer(void) { return 42; }\n".utf8).write(to: folder.appendingPathComponent("Sources/CCode/answer.c"))
        let build = try SwiftPackage.build(folder)
        #expect(build.status != 0)
        #expect(build.output.contains("GraftPlugin generates Swift and can only be applied to a Swift target; 'CCode' is not one."), "\(build.output)")
    }

    @Test(
        "graft-generate writes providers into the sources that then compile; graft-graph prints the graph")
    func commandPlugins() throws {
        let folder = try Repository.temporaryFolder("command-plugin").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try SwiftPackage.makeApp(named: "Hand", in: folder, settings: "swiftSettings: [.define(\"WITH_CHILD\")]")
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        try Data(
            """
            import Graft
            final class Clock {}
            final class RootComponent: BootstrapComponent {
                var clock: Clock { shared { Clock() } }
                #if WITH_CHILD
                var child: ChildComponent { ChildComponent(parent: self) }
                #endif
            }
            protocol ChildDependency: Dependency { var clock: Clock { get } }
            final class ChildComponent: Component<ChildDependency> {}
            let root = RootComponent()
            print(root.child.dependency.clock === root.clock ? "wired" : "miswired")
            """.utf8
        ).write(to: sources.appendingPathComponent("main.swift"))

        let swift = SwiftPackage.swift
        let generate = try ProcessRunner.run(
            swift, ["package", "--package-path", folder.path, "--allow-writing-to-package-directory", "graft-generate", "--target", "App"])
        #expect(generate.status == 0, "\(generate.standardOutput)\(generate.standardError)")
        // The target's `.define` reaches the generator, which therefore evaluates `#if WITH_CHILD`.
        #expect(!(generate.standardOutput + generate.standardError).contains("could not evaluate"))
        let written = sources.appendingPathComponent("Graft+App.swift")
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(GeneratedTable.lines(in: text).contains { $0.hasPrefix("ChildComponent ") }, "ChildComponent has a lookup")
        // Nothing but the providers lands in the sources: the run's record stays in the plugin's folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() == ["Graft+App.swift", "main.swift"])

        let build = try SwiftPackage.build(folder)
        try #require(build.status == 0, "\(build.output)")
        let run = try ProcessRunner.run(folder.appendingPathComponent(".build/debug/App"), [])
        #expect(run.standardOutput == "wired\n")

        // Generating again reads the sources without the file it wrote, and leaves it unchanged.
        let again = try ProcessRunner.run(
            swift, ["package", "--package-path", folder.path, "--allow-writing-to-package-directory", "graft-generate", "--target", "App"])
        #expect(again.status == 0)
        #expect(try String(contentsOf: written, encoding: .utf8) == text)

        let graph = try ProcessRunner.run(swift, ["package", "--package-path", folder.path, "graft-graph", "--target", "App", "--format", "text"])
        #expect(graph.status == 0)
        #expect(
            graph.standardOutput.hasSuffix(
                """
                ^->RootComponent
                ^->RootComponent->ChildComponent
                    clock: Clock  <- RootComponent.clock (parent)

                """), "\(graph.standardOutput)")

        // A generator warning goes to standard error: standard output stays a JSON document or an
        // HTML page that a pipe can use.
        let flagged = sources.appendingPathComponent("Flagged.swift")
        try Data(
            "import Graft\nextension RootComponent {\n    #if UNDEFINED_FLAG\n    var other: ChildComponent { ChildComponent(parent: self) }\n    #endif\n}\n"
                .utf8
        )
        .write(to: flagged)
        for format in ["json", "html", "dot"] {
            let exported = try ProcessRunner.run(swift, ["package", "--package-path", folder.path, "graft-graph", "--target", "App", "--format", format])
            #expect(exported.status == 0)
            #expect(!exported.standardOutput.contains("could not evaluate"), "\(format): \(exported.standardOutput)")
            #expect(
                exported.standardError.contains("warning: \(flagged.path):3:5: could not evaluate 'UNDEFINED_FLAG'; assumed it is true"),
                "\(format): \(exported.standardError)")
            if format == "json" {
                let document = exported.standardOutput.drop { $0 != "{" }
                #expect(exported.standardOutput.hasPrefix("{"), "nothing before the document")
                #expect((try? JSONSerialization.jsonObject(with: Data(document.utf8))) != nil)
            }
        }
        try FileManager.default.removeItem(at: flagged)

        // From 50 inputs on, the providers are split over one file per 25, as GraftPlugin splits
        // them; the single file goes. And back: the split files go.
        var wide = "import Graft\nfinal class Wide: BootstrapComponent {\n    var base: Int { 1 }\n"
        let features = (1...59).map { "F\($0)" }
        for name in features {
            wide += "    var \(name.lowercased()): \(name) { \(name)(parent: self) }\n"
            try Data(
                "import Graft\nprotocol \(name)Dependency: Dependency { var base: Int { get } }\nfinal class \(name): Component<\(name)Dependency> {}\n".utf8
            )
            .write(to: sources.appendingPathComponent("\(name).swift"))
        }
        try Data((wide + "}\n").utf8).write(to: sources.appendingPathComponent("Wide.swift"))
        let split = try ProcessRunner.run(
            swift, ["package", "--package-path", folder.path, "--allow-writing-to-package-directory", "graft-generate", "--target", "App"])
        #expect(split.status == 0, "\(split.standardOutput)\(split.standardError)")
        let generatedNames = { try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasPrefix("Graft+") }.sorted() }
        #expect(try generatedNames() == ["Graft+App-1.swift", "Graft+App-2.swift"], "61 inputs: two files")
        #expect(split.standardOutput.contains("graft-generate: removed \(written.path)"), "\(split.standardOutput)")
        let splitBuild = try SwiftPackage.build(folder)
        try #require(splitBuild.status == 0, "\(splitBuild.output)")
        #expect(try ProcessRunner.run(folder.appendingPathComponent(".build/debug/App"), []).standardOutput == "wired\n")
        // GraftPlugin recognises split files as committed providers too.
        let splitWithPlugin = manifest.replacingOccurrences(
            of: "swiftSettings: [.define(\"WITH_CHILD\")]",
            with: "swiftSettings: [.define(\"WITH_CHILD\")], plugins: [.plugin(name: \"GraftPlugin\", package: \"Graft\")]")
        try Data(splitWithPlugin.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let splitTwice = try SwiftPackage.build(folder)
        #expect(splitTwice.status != 0)
        #expect(splitTwice.output.contains("holds providers written by 'swift package graft-generate'"), "\(splitTwice.output)")
        #expect(splitTwice.output.contains("Graft+App-"), "\(splitTwice.output)")
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        for name in features + ["Wide"] { try FileManager.default.removeItem(at: sources.appendingPathComponent("\(name).swift")) }
        let single = try ProcessRunner.run(
            swift, ["package", "--package-path", folder.path, "--allow-writing-to-package-directory", "graft-generate", "--target", "App"])
        #expect(single.status == 0, "\(single.standardOutput)\(single.standardError)")
        #expect(try generatedNames() == ["Graft+App.swift"])
        #expect(try String(contentsOf: written, encoding: .utf8) == text)

        // Applying GraftPlugin as well would compile the providers twice: the plugin says what to do.
        let withPlugin = manifest.replacingOccurrences(
            of: "swiftSettings: [.define(\"WITH_CHILD\")]",
            with: "swiftSettings: [.define(\"WITH_CHILD\")], plugins: [.plugin(name: \"GraftPlugin\", package: \"Graft\")]")
        try #require(withPlugin != manifest)
        try Data(withPlugin.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let twice = try SwiftPackage.build(folder)
        #expect(twice.status != 0)
        #expect(
            twice.output.contains(
                "'\(written.path)' holds providers written by 'swift package graft-generate', and GraftPlugin, applied to 'App', generates them on every build: delete the file, or remove GraftPlugin from the target's 'plugins:'."
            ), "\(twice.output)")
    }

    @Test(
        "an app of 220 files builds through the plugin with its providers in eight files, in debug and release; a graph edit rewrites one")
    func splitProviders() throws {
        let folder = try Repository.temporaryFolder("split-plugin").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try SwiftPackage.makeApp(named: "Wide", in: folder, settings: "plugins: [.plugin(name: \"GraftPlugin\", package: \"Graft\")]")
        // A root with 218 features, each in a file of its own: 220 files with main.swift.
        let features = 1...218
        var root = "import Graft\nfinal class Root: BootstrapComponent {\n    var base: Int { 1 }\n"
        var main = "let root = Root()\nvar total = 0\n"
        for number in features {
            root += "    var f\(number): F\(number) { F\(number)(parent: self) }\n"
            main += "total += root.f\(number).value\n"
            let feature = """
                import Graft
                protocol F\(number)Dependency: Dependency { var base: Int { get } }
                final class F\(number): Component<F\(number)Dependency> { var value: Int { dependency.base + \(number) } }

                """
            try Data(feature.utf8).write(to: sources.appendingPathComponent("F\(number).swift"))
        }
        try Data((root + "}\n").utf8).write(to: sources.appendingPathComponent("Root.swift"))
        try Data((main + "print(total)\n").utf8).write(to: sources.appendingPathComponent("main.swift"))
        let expected = "\(features.count + features.reduce(0, +))\n"

        let debug = try SwiftPackage.build(folder)
        try #require(debug.status == 0, "\(debug.output)")
        #expect(try ProcessRunner.run(folder.appendingPathComponent(".build/debug/App"), []).standardOutput == expected)
        // SwiftPM names the folder after the package's identity: its folder's name, lowercased.
        let outputs = folder.appendingPathComponent(".build/plugins/outputs/\(folder.lastPathComponent.lowercased())/App/destination/GraftPlugin")
        let names = try FileManager.default.contentsOfDirectory(atPath: outputs.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names == (1...8).map { "Graft+App-\($0).swift" }, "one file per 25 inputs")
        let files = names.map { outputs.appendingPathComponent($0) }
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(texts.allSatisfy { !GeneratedTable.lines(in: $0).isEmpty }, "every file holds lookups")
        #expect(texts[0].contains("extension Root: GeneratedChildLookup"), "the first file has the conformance through which they are found")

        let release = try SwiftPackage.build(folder, configuration: "release")
        try #require(release.status == 0, "\(release.output)")
        #expect(try ProcessRunner.run(folder.appendingPathComponent(".build/release/App"), []).standardOutput == expected)

        // F7 gains a requirement the root provides (its own factory property): one file changes.
        let feature = sources.appendingPathComponent("F7.swift")
        let text = try String(contentsOf: feature, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "var base: Int { get }", with: "var base: Int { get }\n    var f7: F7 { get }").utf8)
            .write(to: feature)
        let edited = try SwiftPackage.build(folder)
        #expect(edited.status == 0, "\(edited.output)")
        let after = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(zip(texts, after).filter { $0 != $1 }.count == 1, "only the file with F7's lookup changes")
        #expect(try ProcessRunner.run(folder.appendingPathComponent(".build/debug/App"), []).standardOutput == expected)
    }
}
