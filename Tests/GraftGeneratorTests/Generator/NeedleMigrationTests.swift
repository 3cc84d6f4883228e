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
}
