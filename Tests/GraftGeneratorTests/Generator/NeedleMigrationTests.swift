import Testing

@testable import _GraftGeneratorCore

/// Needle code moves to Graft by changing its import; these check the spellings it brings along.
/// (The NeedleStyle golden compiles and runs a migrated sample.)
@Suite("Needle migration")
struct NeedleMigrationTests {
    @Test("NeedleFoundation-qualified spellings are understood while a codebase migrates")
    func needleFoundationSpellings() {
        let source = SourceFile(
            path: "Needle.swift",
            text: """
                import NeedleFoundation

                class RootComponent: NeedleFoundation.BootstrapComponent {
                    var session: Session { return shared { Session() } }
                    var profile: ProfileComponent { return .init(parent: self) }
                }

                protocol ProfileDependency: NeedleFoundation.Dependency {
                    var session: Session { get }
                }

                class ProfileComponent: NeedleFoundation.Component<ProfileDependency> {}
                """)
        let result = Generator.generate([source])
        #expect(result.diagnostics.isEmpty)
        #expect(GeneratedTable.lines(in: result.output) == ["ProfileComponent RootComponent > GraftProvider_from_RootComponent 1"])
        #expect(result.output.contains("@_spi(GraftGenerated) extension RootComponent: GeneratedChildLookup {"))
        #expect(!result.output.contains("NeedleFoundation"), "generated code imports Graft only")
    }

    /// The shape of Needle's Pluginized TicTacToe sample (three modules), with the import changed.
    static let pluginizedSample = [
        SourceFile(
            path: "ScoreSheet.swift", module: "ScoreSheet",
            text: """
                import NeedleFoundation
                public protocol ScoreStream: AnyObject {}
                public protocol MutableScoreStream: ScoreStream {}
                public final class ScoreStreamImpl: MutableScoreStream { public init() {} }
                public protocol ScoreSheetDependency: Dependency {
                    var scoreStream: ScoreStream { get }
                }
                public protocol ScoreSheetBuilder {}
                public class ScoreSheetComponent: Component<ScoreSheetDependency>, ScoreSheetBuilder {}
                """),
        SourceFile(
            path: "Integrations.swift", module: "TicTacToeIntegrations",
            text: """
                import NeedleFoundation
                import ScoreSheet
                public protocol GameNonCoreDependency: Dependency {
                    var mutableScoreStream: MutableScoreStream { get }
                }
                public class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                    public var scoreSheetBuilder: ScoreSheetBuilder { return ScoreSheetComponent(parent: self) }
                    var mutableScoreStream: MutableScoreStream { return ScoreStreamImpl() }
                }
                public class LoggedInNonCoreComponent: NonCoreComponent<EmptyDependency> {
                    public var scoreSheetBuilder: ScoreSheetBuilder { return ScoreSheetComponent(parent: self) }
                    public var mutableScoreStream: MutableScoreStream { return shared { ScoreStreamImpl() } }
                    public var scoreStream: ScoreStream { return mutableScoreStream }
                }
                """),
        SourceFile(
            path: "Core.swift", module: "TicTacToeCore",
            text: """
                import NeedleFoundation
                import ScoreSheet
                import TicTacToeIntegrations
                class RootComponent: BootstrapComponent {
                    public var playersStream: PlayersStream { return mutablePlayersStream }
                    public var mutablePlayersStream: MutablePlayersStream { return shared { PlayersStreamImpl() } }
                    var loggedOutComponent: LoggedOutComponent { return LoggedOutComponent(parent: self) }
                    var loggedInComponent: LoggedInComponent { return LoggedInComponent(parent: self) }
                }
                protocol LoggedOutDependency: Dependency {
                    var mutablePlayersStream: MutablePlayersStream { get }
                }
                class LoggedOutComponent: Component<LoggedOutDependency> {}
                protocol LoggedInPluginExtension: PluginExtension {
                    var scoreSheetBuilder: ScoreSheetBuilder { get }
                    var mutableScoreStream: MutableScoreStream { get }
                }
                class LoggedInComponent: PluginizedComponent<EmptyDependency, LoggedInPluginExtension, LoggedInNonCoreComponent> {
                    var gameComponent: GameComponent { return GameComponent(parent: self) }
                }
                protocol GameDependency: Dependency {
                    var mutableScoreStream: MutableScoreStream { get }
                    var playersStream: PlayersStream { get }
                }
                protocol GamePluginExtension: PluginExtension {
                    var scoreSheetBuilder: ScoreSheetBuilder { get }
                }
                class GameComponent: PluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {
                    var mutableScoreStream: MutableScoreStream { return ScoreStreamImpl() }
                }
                """),
    ]

    @Test("Needle's Pluginized TicTacToe: the same paths and the same resolutions as Needle's generated file")
    func pluginizedSample() {
        let (resolved, diagnostics) = Generator.analyze(Self.pluginizedSample, options: GeneratorOptions(outputModule: "TicTacToeCore"))
        #expect(diagnostics.map(\.rendered) == [])
        // Each path, and each requirement with the ancestor and the way it is read, as Needle's
        // NeedleGenerated.swift for the sample has them (its root's EmptyDependency provider aside).
        let described = resolved.paths.map { path in
            ([resolved.describe(path.components)]
                + path.bindings.map { binding in
                    let ancestor = resolved.graph.components[binding.ancestor(on: path.components)]
                    let requirement = resolved.graph.requirement(of: binding, on: path.components).name
                    let property = resolved.graph.provider(of: binding, on: path.components).name
                    return "  \(requirement) <- \(ancestor.displayName) \(binding.access) \(property)"
                }).joined(separator: "\n")
        }
        #expect(
            Set(described) == [
                "^->RootComponent->LoggedOutComponent\n  mutablePlayersStream <- RootComponent direct mutablePlayersStream",
                "^->RootComponent->LoggedInComponent->GameComponent->GameNonCoreComponent->ScoreSheetComponent\n"
                    + "  scoreStream <- LoggedInComponent nonCore scoreStream",
                "^->RootComponent->LoggedInComponent->LoggedInNonCoreComponent->ScoreSheetComponent\n"
                    + "  scoreStream <- LoggedInNonCoreComponent direct scoreStream",
                "^->RootComponent->LoggedInComponent->GameComponent->GameNonCoreComponent",
                "^->RootComponent->LoggedInComponent->LoggedInNonCoreComponent",
                "^->RootComponent->LoggedInComponent->GameComponent\n"
                    + "  mutableScoreStream <- LoggedInComponent pluginExtension mutableScoreStream\n"
                    + "  playersStream <- RootComponent direct playersStream",
                "^->RootComponent->LoggedInComponent",
            ])
        #expect(resolved.paths.count == 7)
    }

    @Test(
        "a pluginized component's mistakes are located errors: arguments that are not a plugin extension or a non-core component, a plugin extension its non-core component does not provide, a non-core component created by hand"
    )
    func pluginizedMistakes() {
        let source = SourceFile(
            path: "Game.swift",
            text: """
                import Graft
                final class RootComponent: BootstrapComponent {
                    var game: GameComponent { GameComponent(parent: self) }
                    var broken: BrokenComponent { BrokenComponent(parent: self) }
                }
                protocol GamePluginExtension: PluginExtension {
                    var scoreSheet: ScoreSheet { get }
                    var title: String { get }
                }
                final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {
                    var other: GameNonCoreComponent { GameNonCoreComponent(parent: self) }
                }
                final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                    var scoreSheet: ScoreSheet { ScoreSheet() }
                    var title: Int { 1 }
                }
                protocol NotAnExtension: Dependency {}
                final class BrokenComponent: PluginizedComponent<EmptyDependency, NotAnExtension, RootComponent> {}
                """)
        let result = Generator.generate([source])
        #expect(
            Diagnostic.render(result.diagnostics) == """
                Game.swift:8:9: error: plugin extension 'GamePluginExtension' of GameComponent requires 'title: String', which its non-core component GameNonCoreComponent does not have; add the property to GameNonCoreComponent
                Game.swift:10:28: note: GameComponent declares 'GamePluginExtension' as its plugin extension and GameNonCoreComponent as its non-core component here
                Game.swift:15:9: note: did you mean 'GameNonCoreComponent.title'? It has type 'Int', not 'String'
                Game.swift:11:39: error: GameNonCoreComponent is a non-core component, which GameComponent creates along with itself; do not create it with 'GameNonCoreComponent(parent:)'
                Game.swift:18:30: error: 'NotAnExtension', the plugin extension of BrokenComponent, is not a plugin extension protocol; declare it as 'protocol NotAnExtension: PluginExtension'
                Game.swift:18:30: error: 'RootComponent', the non-core component of BrokenComponent, is not a non-core component; declare it as 'class RootComponent: NonCoreComponent<D>'

                """)
    }
}
