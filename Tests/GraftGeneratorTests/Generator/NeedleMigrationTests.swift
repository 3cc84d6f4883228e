import Testing
import _GraftGeneratorCore

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
        #expect(
            result.output.contains(
                """
                @_spi(GraftGenerated) extension ProfileComponent: GeneratedDependencyLookup {
                    public static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
                        // ^->RootComponent->ProfileComponent
                        if let a1 = parent as? RootComponent {
                            return GraftProvider_ProfileDependency_0(ancestor1: a1)
                        }
                """))
        #expect(!result.output.contains("NeedleFoundation"), "generated code imports Graft only")
    }

    @Test("Needle's pluginized API is an error at the superclass, not a silent gap or a misleading message")
    func pluginizedComponents() {
        // The shape of Needle's Pluginized TicTacToe sample, with the import changed.
        let source = SourceFile(
            path: "Game.swift",
            text: """
                import Graft
                import NeedleFoundation
                final class RootComponent: BootstrapComponent {
                    var game: GameComponent { GameComponent(parent: self) }
                }
                protocol GameDependency: Dependency {}
                protocol GamePluginExtension: PluginExtension {}
                final class GameComponent: PluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {}
                final class GameNonCoreComponent: NeedleFoundation.NonCoreComponent<EmptyDependency> {
                    var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
                }
                final class ScoreSheetComponent: Component<EmptyDependency> {}
                """)
        let result = Generator.generate([source])
        #expect(result.hasErrors)
        #expect(
            Diagnostic.render(result.diagnostics) == """
                Game.swift:8:28: error: 'PluginizedComponent<GameDependency,GamePluginExtension,GameNonCoreComponent>', the superclass of GameComponent, is Needle's pluginized API, which Graft does not support yet; GameComponent and the components it creates are left out of the graph
                Game.swift:9:35: error: 'NeedleFoundation.NonCoreComponent<EmptyDependency>', the superclass of GameNonCoreComponent, is Needle's pluginized API, which Graft does not support yet; GameNonCoreComponent and the components it creates are left out of the graph
                Game.swift:12:13: warning: ScoreSheetComponent is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)

                """)
    }
}
