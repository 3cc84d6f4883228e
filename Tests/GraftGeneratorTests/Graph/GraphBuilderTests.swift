import Testing

@testable import _GraftGeneratorCore

/// Builds the graph of in-memory files, each `(path, module, text)`.
private func build(_ files: [(String, String?, String)], defines: Set<String> = []) -> (DependencyGraph, [Diagnostic]) {
    let parsed = files.map { DeclarationParser.parse(SourceFile(path: $0.0, module: $0.1, text: $0.2)) }
    let modules = Set(files.compactMap(\.1))
    return GraphBuilder.build(parsed, evaluator: IfConfigEvaluator(defines: defines, modules: modules))
}

/// A root in module App that creates a Game component from module GameFeature.
private let app = (
    "App/Root.swift", "App",
    """
    import Graft
    import GameFeature
    final class RootComponent: BootstrapComponent {
        var scores: Scores { Scores() }
        var game: GameComponent { GameComponent(parent: self) }
    }
    """
)

private let game = (
    "Game/Game.swift", "GameFeature",
    """
    import Graft
    public protocol GameDependency: Dependency {
        var scores: Scores { get }
    }
    public final class GameComponent: Component<GameDependency> {}
    """
)

@Suite("GraphBuilder: names are looked up from the file that writes them")
struct GraphBuilderTests {
    private func summary(_ graph: DependencyGraph) -> [String] {
        graph.components.map { "\($0.qualifiedName) \($0.isRoot ? "root" : $0.dependency.map(graph.names.key(of:)) ?? "-")" }
    }

    @Test("a type named Component in a module the file does not import hides nothing")
    func unrelatedComponentType() {
        let ui = (
            "UI/Component.swift", "DesignSystem",
            """
            public struct Component { public init() {} }
            public protocol Dependency {}
            public struct BootstrapComponent {}
            """
        )
        let (graph, diagnostics) = build([app, game, ui])
        #expect(summary(graph) == ["GameComponent GameFeature::GameDependency", "RootComponent root"])
        #expect(graph.edges.count == 1)
        #expect(diagnostics.isEmpty)
    }

    @Test("extensions of Graft's types declare nothing and hide nothing")
    func extensionsOfRuntimeTypes() {
        let helpers = (
            "Game/Helpers.swift", "GameFeature",
            """
            import Graft
            extension Component { func log() {} }
            extension Dependency { var name: String { "" } }
            extension BootstrapComponent {}
            """
        )
        let (graph, diagnostics) = build([app, game, helpers])
        #expect(summary(graph) == ["GameComponent GameFeature::GameDependency", "RootComponent root"])
        #expect(diagnostics.isEmpty)
    }

    @Test("a Component declared in the file's own module is that module's type, as for the compiler")
    func ownModuleShadows() {
        let own = ("Game/Own.swift", "GameFeature", "struct Component<T> {}\n")
        let (graph, _) = build([app, game, own])
        #expect(summary(graph) == ["RootComponent root"])
    }

    @Test("Graft.Component is Graft's even when a module the file imports declares a Component")
    func qualifiedRuntimeName() {
        let ui = ("UI/Component.swift", "DesignSystem", "public struct Component {}\n")
        let qualified = (
            "Game/Game.swift", "GameFeature",
            """
            import Graft
            import DesignSystem
            public protocol GameDependency: Graft.Dependency {
                var scores: Scores { get }
            }
            public final class GameComponent: Graft.Component<GameDependency> {}
            """
        )
        let (graph, diagnostics) = build([app, qualified, ui])
        #expect(summary(graph) == ["GameComponent GameFeature::GameDependency", "RootComponent root"])
        #expect(diagnostics.isEmpty)
    }

    @Test("a user type named Dependency elsewhere does not make dependency protocols plain protocols")
    func unrelatedDependencyType() {
        let other = ("Net/Dependency.swift", "Networking", "public struct Dependency { let name: String }\n")
        let (graph, diagnostics) = build([app, game, other])
        #expect(graph.protocolKeys == ["GameFeature::GameDependency"])
        #expect(graph.protocol(key: "GameFeature::GameDependency")?.requirements.map(\.name) == ["scores"])
        #expect(diagnostics.isEmpty)
    }

    @Test("creating a component in top-level code or a global function is an error at the call; wiring by hand is not")
    func creationOutsideComponents() {
        let main = (
            "App/main.swift", "App",
            """
            import Graft
            import GameFeature
            let root = RootComponent()
            let game = GameComponent(parent: root)
            func makeGame() -> GameComponent { GameComponent(parent: root) }
            let wired = GameComponent(parent: nil, dependency: Mock())
            print(GameComponent(parent: root))
            """
        )
        let (graph, diagnostics) = build([app, game, main])
        #expect(graph.edges.count == 1)
        #expect(
            Diagnostic.render(diagnostics) == """
                App/main.swift:4:12: error: GameComponent is created outside of a component, in 'game'; only its parent component can create it, with 'GameComponent(parent: self)'
                App/main.swift:4:12: note: to wire it by hand, pass the dependency yourself: 'GameComponent(parent: root, dependency: …)'
                App/main.swift:5:36: error: GameComponent is created outside of a component, in 'makeGame'; only its parent component can create it, with 'GameComponent(parent: self)'
                App/main.swift:5:36: note: to wire it by hand, pass the dependency yourself: 'GameComponent(parent: root, dependency: …)'
                App/main.swift:7:7: error: GameComponent is created outside of a component, in top-level code; only its parent component can create it, with 'GameComponent(parent: self)'
                App/main.swift:7:7: note: to wire it by hand, pass the dependency yourself: 'GameComponent(parent: root, dependency: …)'

                """)
    }

    @Test("a component creating a type found nowhere with parent: self gets a warning at the call")
    func unknownCallee() {
        let root = (
            "App/Root.swift", "App",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var settings: SettingsComponent { SettingsComponent(parent: self) }
                var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
                var attached: Void { router.attach(parent: self) }
                var manual: Other { Other(parent: self, dependency: Fake()) }
            }
            """
        )
        let list = (
            "App/List.swift", "App",
            """
            import Graft
            final class ListComponent<Item>: Component<EmptyDependency> {}
            """
        )
        let (graph, diagnostics) = build([root, list])
        #expect(graph.edges.map { graph.components[$0.child].qualifiedName } == ["ListComponent"])
        #expect(
            Diagnostic.render(diagnostics) == """
                App/Root.swift:3:39: warning: cannot find 'SettingsComponent', which RootComponent creates with 'parent: self', in the sources given to the generator; if it is a component, make sure its package depends on Graft so the plugin reads it

                """)
    }

    @Test("a class meant to be a component whose superclass cannot be classified gets a warning; others stay quiet")
    func unclassifiedSuperclasses() {
        let file = (
            "App/Classes.swift", "App",
            """
            import Graft
            import UIKit
            protocol EDependency: Dependency {}
            final class C: Component<X {
                var a: Int { 1 }
            }
            final class E: BaseComponent<EDependency> {}
            final class F: FeatureComponent {}
            final class G: UIViewController {}
            final class H: NSObject, Sendable {}
            """
        )
        let (graph, diagnostics) = build([file])
        #expect(graph.components.isEmpty)
        #expect(
            Diagnostic.render(diagnostics) == """
                App/Classes.swift:4:16: warning: cannot read the superclass 'Component<X' of C; if C is a component, Graft cannot tell its dependency, so it is left out of the graph
                App/Classes.swift:7:16: warning: cannot find 'BaseComponent<EDependency>', the superclass of E, in the sources given to the generator; if E is a component, make sure the package declaring its superclass depends on Graft so the plugin reads it
                App/Classes.swift:8:16: warning: cannot find 'FeatureComponent', the superclass of F, in the sources given to the generator; if F is a component, make sure the package declaring its superclass depends on Graft so the plugin reads it

                """)
    }

    @Test("types compare by the declarations their names resolve to: module-qualified, nested, typealiased")
    func typesByMeaning() throws {
        let services = (
            "Services/Store.swift", "Services",
            """
            public struct User {}
            public final class Store<Value> {}
            public enum Env { public struct Config {} }
            public typealias UserID = String
            """
        )
        let root = (
            "App/Root.swift", "App",
            """
            import Graft
            import Services
            import GameFeature
            final class RootComponent: BootstrapComponent {
                var store: Services.Store<Services.User> { Services.Store() }
                var config: Env.Config { Env.Config() }
                var id: String { "" }
                var game: GameComponent { GameComponent(parent: self) }
            }
            """
        )
        let game = (
            "Game/Game.swift", "GameFeature",
            """
            import Graft
            import Services
            extension Env {
                public protocol GameDependency: Dependency {
                    var store: Store<User> { get }
                    var config: Config { get }
                    var id: UserID { get }
                }
            }
            public final class GameComponent: Component<Env.GameDependency> {}
            """
        )
        let sources = [services, root, game].map { SourceFile(path: $0.0, module: $0.1, text: $0.2) }
        let (resolved, diagnostics) = Generator.analyze(sources)
        #expect(Diagnostic.render(diagnostics) == "")
        let path = try #require(resolved.paths.first { resolved.graph.components[$0.target].qualifiedName == "GameComponent" })
        #expect(
            path.bindings.map { resolved.graph.described($0, on: path) }
                == ["config <- RootComponent.config", "id <- RootComponent.id", "store <- RootComponent.store"])
        let requirements = try #require(resolved.graph.protocol(key: "GameFeature::Env.GameDependency")).requirements
        #expect(requirements.map { resolved.graph.names.text(of: $0.identity) } == ["Services::Env.Config", "String", "Services::Store<Services::User>"])
    }

    @Test("same-named protocols and components of two modules coexist, each found through its module")
    func sameNamesInTwoModules() throws {
        let styleA = ("A/Style.swift", "FeatureA", "protocol Style {}\n")
        let styleB = ("B/Style.swift", "FeatureB", "protocol Style { var color: Int { get } }\n")
        let (graph, diagnostics) = build([app, game, styleA, styleB])
        #expect(summary(graph) == ["GameComponent GameFeature::GameDependency", "RootComponent root"])
        #expect(diagnostics.isEmpty)

        let root = (
            "App/Root.swift", "App",
            """
            import Graft
            import GameFeature
            import OtherFeature
            final class RootComponent: BootstrapComponent {
                var scores: Scores { Scores() }
                var level: Int { 3 }
                var game: GameFeature.GameComponent { GameFeature.GameComponent(parent: self) }
                var other: OtherFeature.GameComponent { OtherFeature.GameComponent(parent: self) }
            }
            """
        )
        let otherGame = (
            "Other/Game.swift", "OtherFeature",
            """
            import Graft
            public protocol GameDependency: Dependency {
                var level: Int { get }
            }
            public final class GameComponent: Component<GameDependency> {}
            """
        )
        let sources = [root, game, otherGame].map { SourceFile(path: $0.0, module: $0.1, text: $0.2) }
        let (resolved, resolution) = Generator.analyze(sources)
        #expect(Diagnostic.render(resolution) == "")
        #expect(
            resolved.graph.components.map { resolved.graph.names.key(of: $0.key) } == [
                "GameFeature::GameComponent", "OtherFeature::GameComponent", "App::RootComponent",
            ])
        #expect(resolved.graph.components.map(\.displayName) == ["GameFeature.GameComponent", "OtherFeature.GameComponent", "RootComponent"])
        #expect(
            resolved.graph.components.map { $0.dependency.map(resolved.graph.names.key(of:)) ?? "-" } == [
                "GameFeature::GameDependency", "OtherFeature::GameDependency", "-",
            ])
        let bindings = resolved.paths.map { path in
            resolved.graph.components[path.target].displayName + ": "
                + path.bindings.map { resolved.graph.described($0, on: path) }.joined(separator: ", ")
        }
        #expect(
            bindings.sorted() == [
                "GameFeature.GameComponent: scores <- RootComponent.scores",
                "OtherFeature.GameComponent: level <- RootComponent.level",
            ])

        let twice = ("Game/Again.swift", "GameFeature", "import Graft\npublic final class GameComponent: Component<GameDependency> {}\n")
        let (_, clash) = build([app, game, twice])
        #expect(
            Diagnostic.render(clash) == """
                Game/Again.swift:2:20: error: duplicate component 'GameComponent'; component names must be unique in a module
                Game/Game.swift:5:20: note: 'GameComponent' is first declared here

                """)
    }

    @Test("a declaration nested in another module's type is named through that type's module in generated code")
    func nestedInAnotherModulesType() {
        let sources = [
            SourceFile(path: "Services/Env.swift", module: "Services", text: "import Graft\npublic enum Env {}\n"),
            SourceFile(
                path: "Profile/Profile.swift", module: "Profile",
                text: """
                    import Graft
                    import Services
                    extension Env {
                        public protocol ProfileDependency: Dependency { var name: String { get } }
                    }
                    public final class ProfileComponent: Component<Env.ProfileDependency> {}
                    """),
            SourceFile(
                path: "App/Root.swift", module: "App",
                text: """
                    import Graft
                    import Profile
                    final class RootComponent: BootstrapComponent {
                        var name: String { "ada" }
                        var profile: ProfileComponent { ProfileComponent(parent: self) }
                    }
                    """),
        ]
        let result = Generator.generate(sources, options: GeneratorOptions(outputModule: "App"))
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output.contains(
                "nonisolated private final class GraftProvider_from_RootComponent: GraftLinks1<RootComponent>, Services.Env.ProfileDependency {}"))
        #expect(GeneratedTable.lines(in: result.output) == ["Profile.ProfileComponent RootComponent > GraftProvider_from_RootComponent 1"])
    }

    @Test("a provider may be isolated when it, its extension or its class carries an attribute other than the few known not to isolate")
    func providersThatMayBeIsolated() {
        let (graph, diagnostics) = build([
            (
                "Root.swift", nil,
                """
                import Graft
                @MainActor final class Screen {}
                final class RootComponent: BootstrapComponent {
                    var plain: Int { 1 }
                    @available(macOS 10.15, *) @objc(named) @inlinable var marked: Int { 2 }
                    @MainActor var screen: Screen { Screen() }
                    @DatabaseActor var custom: Int { 3 }
                    @Published var wrapped: Int = 4
                }
                @MainActor extension RootComponent {
                    var fromExtension: Int { 5 }
                }
                extension RootComponent {
                    nonisolated var fromPlainExtension: Int { 6 }
                }
                """
            )
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let isolated = Dictionary(uniqueKeysWithValues: (graph.components.first?.properties ?? []).map { ($0.name, $0.mayBeIsolated) })
        #expect(
            isolated == [
                "plain": false, "marked": false, "screen": true, "custom": true, "wrapped": true, "fromExtension": true,
                "fromPlainExtension": false,
            ])
    }

    @Test("requirements and providers of two builds are equal by value, with equal hashes; one differing field makes them differ")
    func requirementsAndProvidersCompareByValue() {
        let (first, _) = build([app, game])
        let (second, _) = build([app, game])
        let requirements = first.protocols.values.flatMap(\.requirements)
        let providers = first.components.flatMap(\.properties)
        #expect(!requirements.isEmpty && !providers.isEmpty)
        #expect(second.protocols.values.flatMap(\.requirements) == requirements)
        #expect(second.components.flatMap(\.properties) == providers)
        #expect(Set(requirements + second.protocols.values.flatMap(\.requirements)).count == requirements.count)
        #expect(Set(providers + second.components.flatMap(\.properties)).count == providers.count)
        // The same protocol in another module (symbols are numbers of one graph's table, so the
        // declaring protocols of two builds compare by key), and the property with another type.
        let (moved, _) = build([app, ("Game/Game.swift", "Other", game.2)])
        let movedRequirements = moved.protocols.values.flatMap(\.requirements)
        #expect(movedRequirements.map(\.name) == requirements.map(\.name))
        #expect(
            movedRequirements.map { moved.names.key(of: $0.declaringProtocol) } == ["Other::GameDependency"]
                && requirements.map { first.names.key(of: $0.declaringProtocol) } == ["GameFeature::GameDependency"])
        let (retyped, _) = build([(app.0, app.1, app.2.replacingOccurrences(of: "Scores { Scores() }", with: "Int { 1 }")), game])
        let retypedProviders = retyped.components.flatMap(\.properties)
        #expect(retypedProviders.map(\.name) == providers.map(\.name))
        #expect(retypedProviders != providers)
    }

    @Test("protocols and classes that inherit from each other in a cycle (which the compiler rejects) end the build")
    func inheritanceCycles() {
        let cycle = (
            "Cycle.swift", String?.none,
            """
            import Graft
            protocol LoopDependency: RingDependency {}
            protocol RingDependency: LoopDependency, Dependency {
                var name: String { get }
            }
            class Hen: Egg {}
            class Egg: Hen {}
            final class RootComponent: BootstrapComponent {
                var name: String { "ada" }
                var ring: RingComponent { RingComponent(parent: self) }
            }
            final class RingComponent: Component<LoopDependency> {}
            """
        )
        let (graph, diagnostics) = build([cycle])
        // Each refines Dependency, one through the other, whichever is looked at first.
        #expect(graph.protocolKeys == ["LoopDependency", "RingDependency"])
        #expect(graph.protocol(key: "LoopDependency")?.requirements.map(\.name) == ["name"])
        #expect(summary(graph) == ["RingComponent LoopDependency", "RootComponent root"])
        #expect(diagnostics.isEmpty)
    }
}

extension DependencyGraph {
    /// The keys of the dependency protocols (`Module::Name`), sorted.
    fileprivate var protocolKeys: [String] { protocols.keys.map(names.key(of:)).sorted() }

    /// How a test reads `binding` on `path`: `requirement <- DeclaringComponent.property`.
    fileprivate func described(_ binding: ResolvedPath.Binding, on path: ResolvedPath) -> String {
        let provider = provider(of: binding, on: path.components)
        return "\(requirement(of: binding, on: path.components).name) <- \(provider.declaringComponent).\(provider.name)"
    }

    /// The dependency protocol with `key`.
    fileprivate func `protocol`(key: String) -> DependencyProtocol? {
        protocols.first { names.key(of: $0.key) == key }?.value
    }
}
