import Testing

@testable import _GraftGeneratorCore

/// The rule in `Rules/ComponentClassification.swift`: which classes are components, and of which
/// kind.
@Suite("Component classification")
struct ComponentClassificationTests {
    /// Each component of `sources` as `Name: kind, dependency`, by name.
    private func components(_ sources: [MarkedSource]) -> [String] {
        let graph = MarkedSource.graph(sources)
        return graph.components.map { component in
            let kind =
                component.isRoot ? "root" : component.isNonCore ? "non-core" : component.plugin != nil ? "pluginized" : "component"
            let dependency = component.dependency.map { graph.names.qualifiedName(of: $0) } ?? "none"
            return "\(component.displayName): \(kind), \(dependency)"
        }
    }

    @Test("the runtime's bases, a typealias of one, and subclasses; a generic base is no component, its subclasses are")
    func kinds() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {}
            protocol DetailDependency: Dependency {}
            protocol SessionPluginExtension: PluginExtension {}
            typealias FeatureComponent<D> = Component<D>
            final class RootComponent: BootstrapComponent {}
            final class FeedComponent: Graft.Component<FeedDependency> {}
            class BaseComponent<D>: Component<D> {}
            final class DetailComponent: BaseComponent<DetailDependency> {}
            final class AliasedComponent: FeatureComponent<FeedDependency> {}
            final class SessionComponent: PluginizedComponent<EmptyDependency, SessionPluginExtension, SessionNonCoreComponent> {}
            final class SessionNonCoreComponent: NonCoreComponent<EmptyDependency> {}
            final class ViewModel: NSObject {}
            """)
        #expect(
            components([app]) == [
                "AliasedComponent: component, FeedDependency",
                "DetailComponent: component, DetailDependency",
                "FeedComponent: component, FeedDependency",
                "RootComponent: root, none",
                "SessionComponent: pluginized, none",
                "SessionNonCoreComponent: non-core, none",
            ])
    }

    @Test("a declaration of the sources' own named like a runtime base shadows it")
    func shadowedRuntimeName() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            class Component<T> {}
            final class Widget: Component<Int> {}
            final class RootComponent: BootstrapComponent {}
            """)
        #expect(components([app]) == ["RootComponent: root, none"])
    }

    @Test("a superclass that looks meant to be a component but cannot be classified is a warning at it; others stay quiet")
    func unclassified() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            import UIKit
            protocol GameDependency: Dependency {}
            final class GameComponent: 1️⃣FeatureBaseComponent<GameDependency> {}
            final class ScoreComponent: 2️⃣SomeBase<GameDependency> {}
            final class ViewController: UIViewController {}
            final class RootComponent: BootstrapComponent {}
            // A generic parameter named like a protocol, and a protocol that is no dependency.
            protocol Value {}
            final class LockStorage<Value>: ManagedBuffer<Value, Int> {}
            protocol Routing {}
            final class Coordinator: BaseCoordinator<Routing> {}
            """)
        let warning = { (superclass: String, component: String) in
            "warning: cannot find '\(superclass)', the superclass of \(component), in the sources given to the generator; if \(component) "
                + "is a component, make sure the package declaring its superclass depends on Graft so the plugin reads it\n"
        }
        #expect(
            MarkedSource.diagnose([app])
                == MarkedSource.expand(
                    "1️⃣: " + warning("FeatureBaseComponent<GameDependency>", "GameComponent") + "2️⃣: "
                        + warning("SomeBase<GameDependency>", "ScoreComponent"), in: [app]))
        #expect(components([app]) == ["RootComponent: root, none"])
    }

    @Test("two components of one name in one module are an error at the second, with a note at the first")
    func duplicate() {
        let first = MarkedSource("A.swift", module: "App", "import Graft\nfinal class 1️⃣RootComponent: BootstrapComponent {}\n")
        let second = MarkedSource("B.swift", module: "App", "import Graft\nfinal class 2️⃣RootComponent: BootstrapComponent {}\n")
        #expect(
            MarkedSource.diagnose([first, second])
                == MarkedSource.expand(
                    "2️⃣: error: duplicate component 'RootComponent'; component names must be unique in a module\n1️⃣: note: 'RootComponent' is first declared here\n",
                    in: [first, second]))
    }

    @Test("two classes of one name that are not components are no duplicate component (Swift reports the redeclaration)")
    func duplicateNonComponent() {
        let base = MarkedSource("Base.swift", module: "App", "import Graft\nclass Formatter {}\n")
        let first = MarkedSource("A.swift", module: "App", "import Graft\nfinal class Quote: Formatter {}\n")
        let second = MarkedSource("B.swift", module: "App", "import Graft\nfinal class Quote: Formatter {}\n")
        #expect(MarkedSource.diagnose([base, first, second]) == "")
    }
}
