import Testing

@testable import _GraftGeneratorCore

/// The rules in `Rules/NearestAncestor.swift` and `Rules/RequirementMatch.swift`: which ancestor's
/// property each requirement of a component is bound to on a path.
@Suite("Nearest ancestor and requirement match")
struct NearestAncestorTests {
    /// The graph of `sources`, and what the rule binds on the path through the components named
    /// `path` (root first): one line per requirement, `name <- Declaring.name at position (access,
    /// distance)`, or `name missing`. `doubled` gives the path's first component a test double.
    private func bindings(_ sources: [MarkedSource], path names: [String], doubled: Bool = false) -> String {
        let graph = MarkedSource.graph(sources)
        let path = names.map { name in graph.components.first { $0.displayName == name }?.id ?? -1 }
        guard !path.contains(-1) else { return "no component among \(names) in \(graph.components.map(\.displayName))" }
        let rule = NearestAncestor(graph: graph)
        let outcome = rule.bindings(of: path, topDouble: doubled && rule.takesTestDouble(path[0]))
        let bound = outcome.bindings.map { binding in
            let provider = graph.provider(of: binding, on: path)
            return "\(graph.requirement(of: binding, on: path).name) <- \(provider.declaringComponent).\(provider.name) at \(provider.location.description)"
                + " (\(binding.access), \(binding.distance))"
        }
        return (bound + outcome.missing.map { "\(graph.requirements(of: path[path.count - 1])[$0].name) missing" }).joined(separator: "\n")
    }

    private func expect(_ sources: [MarkedSource], path: [String], doubled: Bool = false, _ expected: String) {
        #expect(bindings(sources, path: path, doubled: doubled) == MarkedSource.expand(expected, in: sources))
    }

    @Test("each requirement comes from the nearest ancestor that has it, never from the component itself")
    func nearestFirst() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var 1️⃣name: String { "root" }
                var 2️⃣level: Int { 0 }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var name: String { get } }
            final class FeedComponent: Component<FeedDependency> {
                var 3️⃣name: String { "feed" }
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol DetailDependency: Dependency {
                var level: Int { get }
                var name: String { get }
            }
            final class DetailComponent: Component<DetailDependency> {
                var level: Int { 2 }
            }
            """)
        expect([app], path: ["RootComponent", "FeedComponent"], "name <- RootComponent.name at 1️⃣ (direct, 1)")
        expect(
            [app], path: ["RootComponent", "FeedComponent", "DetailComponent"],
            """
            level <- RootComponent.level at 2️⃣ (direct, 2)
            name <- FeedComponent.name at 3️⃣ (direct, 1)
            """)
    }

    @Test("a superclass's and an extension's properties are the component's; private ones are not offered")
    func inheritedAndExtended() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            class BaseRootComponent: BootstrapComponent {
                var 1️⃣clock: Clock { Clock() }
            }
            final class RootComponent: BaseRootComponent {
                private var secret: String { "" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            extension RootComponent {
                var 2️⃣name: String { "root" }
            }
            struct Clock {}
            protocol FeedDependency: Dependency {
                var clock: Clock { get }
                var name: String { get }
                var secret: String { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent"],
            """
            clock <- BaseRootComponent.clock at 1️⃣ (direct, 1)
            name <- RootComponent.name at 2️⃣ (direct, 1)
            secret missing
            """)
    }

    @Test("an extension of a typealias adds to the component it names: its property is the nearest, not a farther one of the same name")
    func extendedThroughTypealias() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var feed: Feed { Feed(parent: self) }
            }
            typealias Feed = FeedComponent
            protocol FeedDependency: Dependency { var name: String { get } }
            final class FeedComponent: Component<FeedDependency> {
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            extension Feed {
                var 1️⃣name: String { "feed" }
            }
            protocol DetailDependency: Dependency { var name: String { get } }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect([app], path: ["RootComponent", "FeedComponent", "DetailComponent"], "name <- FeedComponent.name at 1️⃣ (direct, 1)")
    }

    @Test("a property matches by name and by the declarations its type names, not by spelling")
    func requirementMatch() {
        let core = MarkedSource(
            "Core.swift", module: "Core",
            """
            import Graft
            public struct Logger {}
            public protocol FeedDependency: Dependency {
                var id: String { get }
                var logger: Logger { get }
                var count: Int { get }
            }
            public final class FeedComponent: Component<FeedDependency> {}
            """)
        let app = MarkedSource(
            "App.swift", module: "App",
            """
            import Graft
            import Core
            struct Logger {}
            typealias UserID = String
            final class RootComponent: BootstrapComponent {
                var 1️⃣id: UserID { "ada" }
                var logger: Logger { Logger() }
                var total: Int { 0 }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        expect(
            [core, app], path: ["RootComponent", "FeedComponent"],
            """
            id <- RootComponent.id at 1️⃣ (direct, 1)
            count missing
            logger missing
            """)
    }

    @Test("what an extension of a protocol a component conforms to adds is the component's, below its classes' own members")
    func protocolExtensionMembers() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol Naming: Counting {}
            extension Naming {
                var 1️⃣name: String { "mixin" }
                var level: Int { 1 }
            }
            protocol Counting {}
            extension Counting where Self: AnyObject {
                var 2️⃣count: Int { 2 }
            }
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var count: Int { 0 }
                var flag: Bool { false }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            class BaseFeed: Component<FeedDependency> {
                var 3️⃣level: Int { 3 }
            }
            protocol FeedDependency: Dependency {}
            final class FeedComponent: BaseFeed, Naming {
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            extension FeedComponent: Flagging {}
            protocol Flagging {}
            extension Flagging {
                var 4️⃣flag: Bool { true }
            }
            protocol DetailDependency: Dependency {
                var name: String { get }
                var count: Int { get }
                var level: Int { get }
                var flag: Bool { get }
            }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent", "DetailComponent"],
            """
            count <- FeedComponent.count at 2️⃣ (direct, 1)
            flag <- FeedComponent.flag at 4️⃣ (direct, 1)
            level <- BaseFeed.level at 3️⃣ (direct, 1)
            name <- FeedComponent.name at 1️⃣ (direct, 1)
            """)
    }

    @Test("a protocol composition, written or through a typealias, is each of its members: refined by a dependency protocol, conformed to by a component")
    func compositions() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol HasName { var name: String { get } }
            protocol HasCount { var count: Int { get } }
            protocol HasFlag { var flag: Bool { get } }
            typealias Needs = HasName & HasCount
            protocol Naming {}
            protocol Counting {}
            extension Counting { var 1️⃣level: Int { 1 } }
            typealias Mixins = Naming & Counting
            final class RootComponent: BootstrapComponent {
                var 2️⃣name: String { "root" }
                var 3️⃣count: Int { 2 }
                var 4️⃣flag: Bool { true }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency, Needs, HasFlag & AnyObject {}
            final class FeedComponent: Component<FeedDependency>, Mixins {
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol DetailDependency: Dependency { var level: Int { get } }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent"],
            """
            count <- RootComponent.count at 3️⃣ (direct, 1)
            flag <- RootComponent.flag at 4️⃣ (direct, 1)
            name <- RootComponent.name at 2️⃣ (direct, 1)
            """)
        expect([app], path: ["RootComponent", "FeedComponent", "DetailComponent"], "level <- FeedComponent.level at 1️⃣ (direct, 1)")
        #expect(MarkedSource.diagnose([app]) == "")
    }

    @Test("a constrained protocol extension adds its properties only to the components its `where Self:` clause admits")
    func constrainedProtocolExtension() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol Themed {}
            protocol Branded {}
            extension Themed where Self: LoggedInComponent {
                var 1️⃣theme: String { "dark" }
            }
            extension Themed where Self: Branded {
                var 2️⃣brand: String { "branded" }
            }
            extension Themed where Self: Undeclared {
                var 3️⃣label: String { "assumed" }
            }
            final class RootComponent: BootstrapComponent {
                var 4️⃣theme: String { "light" }
                var 5️⃣brand: String { "plain" }
                var label: String { "root" }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                var settings: SettingsComponent { SettingsComponent(parent: self) }
            }
            protocol EmptyDependency2: Dependency {}
            final class LoggedInComponent: Component<EmptyDependency2>, Themed, Branded {
                var page: PageComponent { PageComponent(parent: self) }
            }
            final class SettingsComponent: Component<EmptyDependency2>, Themed {
                var page: PageComponent { PageComponent(parent: self) }
            }
            protocol PageDependency: Dependency {
                var theme: String { get }
                var brand: String { get }
                var label: String { get }
            }
            final class PageComponent: Component<PageDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "LoggedInComponent", "PageComponent"],
            """
            brand <- LoggedInComponent.brand at 2️⃣ (direct, 1)
            label <- LoggedInComponent.label at 3️⃣ (direct, 1)
            theme <- LoggedInComponent.theme at 1️⃣ (direct, 1)
            """)
        // SettingsComponent is neither a LoggedInComponent nor Branded; a requirement on a type
        // Graft does not find counts as met.
        expect(
            [app], path: ["RootComponent", "SettingsComponent", "PageComponent"],
            """
            brand <- RootComponent.brand at 5️⃣ (direct, 2)
            label <- SettingsComponent.label at 3️⃣ (direct, 1)
            theme <- RootComponent.theme at 4️⃣ (direct, 2)
            """)
    }

    @Test("an extension of a protocol the sources do not declare adds to the components that conform to it, written, through an alias or a refinement")
    func foreignProtocolExtension() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            typealias Describing = CustomStringConvertible
            protocol Named: Describing {}
            extension Swift.CustomStringConvertible where Self: AnyObject {
                var 1️⃣tag: String { description }
            }
            extension Identifiable where Self: LoggedInComponent {
                var 2️⃣label: String { "only logged in" }
            }
            final class RootComponent: BootstrapComponent {
                var 3️⃣tag: String { "root" }
                var 4️⃣label: String { "root" }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                var settings: SettingsComponent { SettingsComponent(parent: self) }
                var profile: ProfileComponent { ProfileComponent(parent: self) }
            }
            protocol NoNeeds: Dependency {}
            final class LoggedInComponent: Component<NoNeeds>, CustomStringConvertible, Identifiable {
                var description: String { "logged in" }
                var page: PageComponent { PageComponent(parent: self) }
            }
            final class SettingsComponent: Component<NoNeeds>, Named, Identifiable {
                var description: String { "settings" }
                var page: PageComponent { PageComponent(parent: self) }
            }
            final class ProfileComponent: Component<NoNeeds>, Describing {
                var description: String { "profile" }
                var page: PageComponent { PageComponent(parent: self) }
            }
            protocol PageDependency: Dependency {
                var tag: String { get }
                var label: String { get }
            }
            final class PageComponent: Component<PageDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "LoggedInComponent", "PageComponent"],
            """
            label <- LoggedInComponent.label at 2️⃣ (direct, 1)
            tag <- LoggedInComponent.tag at 1️⃣ (direct, 1)
            """)
        expect(
            [app], path: ["RootComponent", "SettingsComponent", "PageComponent"],
            """
            label <- RootComponent.label at 4️⃣ (direct, 2)
            tag <- SettingsComponent.tag at 1️⃣ (direct, 1)
            """)
        expect(
            [app], path: ["RootComponent", "ProfileComponent", "PageComponent"],
            """
            label <- RootComponent.label at 4️⃣ (direct, 2)
            tag <- ProfileComponent.tag at 1️⃣ (direct, 1)
            """)
        #expect(MarkedSource.diagnose([app]) == "")
    }

    @Test("a requirement an unconstrained extension of its protocol implements is no missing dependency: the nearest ancestor first, else the default")
    func defaultImplementations() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol Sizing {}
            extension Sizing {
                var count: Int { 0 }
            }
            protocol PageDependency: Dependency, Sizing {
                var title: String { get }
                var size: Int { get }
                var count: Int { get }
                var flag: Bool { get }
                var label: String { get }
            }
            extension PageDependency {
                var size: Int { 20 }
                var label: Int { 1 }
            }
            extension PageDependency where Self: AnyObject {
                var flag: Bool { true }
            }
            final class RootComponent: BootstrapComponent {
                var 1️⃣title: String { "root" }
                var 2️⃣size: Int { 50 }
                var page: PageComponent { PageComponent(parent: self) }
            }
            final class PageComponent: Component<PageDependency> {}
            """)
        // `count` is implemented by an extension of a protocol PageDependency refines; `flag`'s
        // extension is constrained, and `label`'s has another type: both are missing.
        expect(
            [app], path: ["RootComponent", "PageComponent"],
            """
            size <- RootComponent.size at 2️⃣ (direct, 1)
            title <- RootComponent.title at 1️⃣ (direct, 1)
            flag missing
            label missing
            """)
    }

    @Test("what an extension of the runtime's Component, BootstrapComponent or Scope adds is a member of every component of that kind")
    func runtimeTypeExtensions() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            extension Component {
                var 1️⃣clock: Int { 1 }
            }
            extension Graft.BootstrapComponent {
                var 2️⃣region: String { "eu" }
            }
            extension Scope {
                var 3️⃣tag: String { "scope" }
                var 4️⃣name: String { "scope" }
            }
            final class RootComponent: BootstrapComponent {
                var 5️⃣name: String { "root" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var region: String { get }
                var name: String { get }
            }
            final class FeedComponent: Component<FeedDependency> {
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol DetailDependency: Dependency {
                var clock: Int { get }
                var region: String { get }
                var tag: String { get }
                var name: String { get }
            }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent", "DetailComponent"],
            """
            clock <- FeedComponent.clock at 1️⃣ (direct, 1)
            name <- FeedComponent.name at 4️⃣ (direct, 1)
            region <- RootComponent.region at 2️⃣ (direct, 2)
            tag <- FeedComponent.tag at 3️⃣ (direct, 1)
            """)
        // A component's own member hides what an extension of `Scope` adds.
        expect(
            [app], path: ["RootComponent", "FeedComponent"],
            """
            name <- RootComponent.name at 5️⃣ (direct, 1)
            region <- RootComponent.region at 2️⃣ (direct, 1)
            """)
    }

    @Test("a type a component names is looked up among its superclass's nested types before the enclosing scopes, as in Swift")
    func superclassNestedType() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            struct Config {}
            struct Theme {}
            class BaseRoot: BootstrapComponent {
                struct Config {}
            }
            final class RootComponent: BaseRoot {
                var 1️⃣config: Config { Config() }
                var 3️⃣theme: Theme { Theme() }
                var feed: FeedComponent { FeedComponent(parent: self) }
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var config: BaseRoot.Config { get }
                var theme: Theme { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            protocol DetailDependency: Dependency { var 2️⃣config: Config { get } }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent"],
            """
            config <- RootComponent.config at 1️⃣ (direct, 1)
            theme <- RootComponent.theme at 3️⃣ (direct, 1)
            """)
        expect([app], path: ["RootComponent", "DetailComponent"], "config missing")
        // Where Swift would reject the generated file, the generator says why at the requirement.
        #expect(
            MarkedSource.diagnose([app]).contains(
                MarkedSource.expand(
                    "2️⃣: error: missing dependency 'config: Config' of DetailComponent at ^->RootComponent->DetailComponent", in: [app])))
        #expect(MarkedSource.diagnose([app]).contains("Its type 'Config' means 'BaseRoot.Config' there, not 'Config'"))
    }

    @Test("`Sub.Nested` names a superclass's nested type, and a protocol nested in a component sees its superclass's nested types")
    func superclassNestedTypeQualified() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            struct Config {}
            class BaseRoot: BootstrapComponent {
                struct Config {}
            }
            final class RootComponent: BaseRoot {
                var 1️⃣config: RootComponent.Config { Config() }
                var feed: FeedComponent { FeedComponent(parent: self) }
                var page: PageComponent { PageComponent(parent: self) }
                var detail: DetailComponent { 3️⃣DetailComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var config: BaseRoot.Config { get } }
            final class FeedComponent: Component<FeedDependency> {}
            class BasePage: Component<PageComponent.Needs> {}
            final class PageComponent: BasePage {
                protocol Needs: Dependency { var config: BaseRoot.Config { get } }
            }
            class BaseDetail: Component<DetailComponent.Needs> {
                struct Config {}
            }
            final class DetailComponent: BaseDetail {
                protocol Needs: Dependency { var 2️⃣config: Config { get } }
            }
            """)
        expect([app], path: ["RootComponent", "FeedComponent"], "config <- RootComponent.config at 1️⃣ (direct, 1)")
        expect([app], path: ["RootComponent", "PageComponent"], "config <- RootComponent.config at 1️⃣ (direct, 1)")
        // The nested protocol's `Config` is BaseDetail's, which no ancestor provides.
        #expect(
            MarkedSource.diagnose([app])
                == MarkedSource.expand(
                    "2️⃣: error: missing dependency 'config: Config' of DetailComponent at ^->RootComponent->DetailComponent: no ancestor "
                        + "provides a property with this name and type\n3️⃣: note: DetailComponent is created here by RootComponent\n"
                        + "1️⃣: note: did you mean 'RootComponent.config'? It has type 'RootComponent.Config', not 'Config'\n", in: [app]))
    }

    @Test("an opaque type provides the existential of its constraint, as Swift converts it")
    func opaqueProvider() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol Service {}
            protocol Other {}
            struct Real: Service {}
            final class RootComponent: BootstrapComponent {
                var 1️⃣service: some Service { Real() }
                var 2️⃣plain: some Service { Real() }
                var other: some Service { Real() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var service: any Service { get }
                var plain: Service { get }
                var other: any Other { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "FeedComponent"],
            """
            plain <- RootComponent.plain at 2️⃣ (direct, 1)
            service <- RootComponent.service at 1️⃣ (direct, 1)
            other missing
            """)
    }

    @Test("pluginized ancestors: their plugin extension below the core, their non-core component below the non-core")
    func pluginized() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var 1️⃣counter: Int { 0 }
                var session: SessionComponent { SessionComponent(parent: self) }
            }
            protocol SessionPluginExtension: PluginExtension {
                var 2️⃣log: String { get }
            }
            final class SessionComponent: PluginizedComponent<EmptyDependency, SessionPluginExtension, SessionNonCoreComponent> {
                var feature: FeatureComponent { FeatureComponent(parent: self) }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol SessionNonCoreDependency: Dependency { var counter: Int { get } }
            final class SessionNonCoreComponent: NonCoreComponent<SessionNonCoreDependency> {
                var 3️⃣log: String { "" }
                var badge: BadgeComponent { BadgeComponent(parent: self) }
            }
            protocol FeatureDependency: Dependency {
                var counter: Int { get }
                var log: String { get }
            }
            final class FeatureComponent: Component<FeatureDependency> {}
            protocol BadgeDependency: Dependency { var log: String { get } }
            final class BadgeComponent: Component<BadgeDependency> {}
            protocol GamePluginExtension: PluginExtension {}
            final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {}
            final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                var leaf: LeafComponent { LeafComponent(parent: self) }
            }
            protocol LeafDependency: Dependency {
                var counter: Int { get }
                var log: String { get }
            }
            final class LeafComponent: Component<LeafDependency> {}
            """)
        expect(
            [app], path: ["RootComponent", "SessionComponent", "FeatureComponent"],
            """
            counter <- RootComponent.counter at 1️⃣ (direct, 2)
            log <- SessionComponent.pluginExtension.log at 2️⃣ (pluginExtension, 1)
            """)
        expect(
            [app], path: ["RootComponent", "SessionComponent", "SessionNonCoreComponent"],
            "counter <- RootComponent.counter at 1️⃣ (direct, 2)")
        expect(
            [app], path: ["RootComponent", "SessionComponent", "SessionNonCoreComponent", "BadgeComponent"],
            "log <- SessionNonCoreComponent.log at 3️⃣ (direct, 1)")
        expect(
            [app], path: ["RootComponent", "SessionComponent", "GameComponent", "GameNonCoreComponent", "LeafComponent"],
            """
            counter <- RootComponent.counter at 1️⃣ (direct, 4)
            log <- SessionNonCoreComponent.log at 3️⃣ (nonCore, 3)
            """)
    }

    @Test("a test double at the top provides what the component it is given to does not")
    func testDouble() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {
                var 1️⃣name: String { get }
                var level: Int { get }
            }
            final class FeedComponent: Component<FeedDependency> {
                var 3️⃣level: Int { 1 }
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol DetailDependency: Dependency {
                var level: Int { get }
                var name: String { get }
                var other: Int { get }
            }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        expect(
            [app], path: ["FeedComponent", "DetailComponent"], doubled: true,
            """
            level <- FeedComponent.level at 3️⃣ (direct, 1)
            name <- FeedComponent.dependency.name at 1️⃣ (dependency, 1)
            other missing
            """)
        expect([app], path: ["FeedComponent", "DetailComponent"], "level <- FeedComponent.level at 3️⃣ (direct, 1)\nname missing\nother missing")
    }
}
