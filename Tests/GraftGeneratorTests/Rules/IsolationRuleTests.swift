import Testing

@testable import _GraftGeneratorCore

/// The rule in `Rules/Isolation.swift`: which providing properties may be isolated to a global
/// actor, which components are `Sendable`, and how generated providers hold their ancestors.
@Suite("Isolation rule")
struct IsolationRuleTests {
    private let app = MarkedSource(
        "App.swift",
        """
        import Graft
        @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
        final class RootComponent: BootstrapComponent {
            @MainActor var mainActor: Int { 1 }
            @DatabaseActor var customActor: Int { 1 }
            @available(macOS 10.15, *) @inlinable var available: Int { 1 }
            var plain: Int { 1 }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        @MainActor extension RootComponent {
            var inIsolatedExtension: Int { 1 }
        }
        protocol FeedDependency: Dependency {
            var plain: Int { get }
        }
        final class FeedComponent: Component<FeedDependency>, @unchecked Sendable {
            var other: Int { 1 }
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        @MainActor protocol DetailDependency: Dependency {
            var mainActor: Int { get }
            var other: Int { get }
        }
        final class DetailComponent: Component<DetailDependency> {}
        """)

    @Test("an attribute of the property or of the declaration holding it may isolate it, unless it is one known not to")
    func mayBeIsolated() {
        let graph = MarkedSource.graph([app])
        let root = graph.components.first { $0.displayName == "RootComponent" }
        #expect(
            root?.properties.filter(\.mayBeIsolated).map(\.name) == ["customActor", "inIsolatedExtension", "mainActor"])
        // Of those, certainly on the main actor: what `isolated-provider` looks at.
        #expect(root?.properties.filter(\.isMainActor).map(\.name) == ["inIsolatedExtension", "mainActor"])
        #expect(Isolation.mayIsolate(["@objc", "@_spi(Tools)", "@discardableResult", "@usableFromInline"]) == false)
    }

    @Test("a provider holds a Sendable ancestor as a plain let, others nonisolated(unsafe)")
    func ancestorStorage() {
        let graph = MarkedSource.graph([app])
        #expect(graph.components.filter(\.isSendable).map(\.displayName) == ["FeedComponent"])
        let result = Generator.generate([app.source])
        #expect(result.diagnostics.isEmpty)
        // DetailComponent's provider reads `mainActor`, which may be isolated: it writes its
        // members out and keeps its ancestors, FeedComponent (Sendable) and RootComponent.
        #expect(
            result.output.contains(
                """
                private final class GraftProvider_DetailDependency_0: DetailDependency, GraftLinksConstructible {
                    nonisolated static var graftLinkTypes: [AnyObject.Type] { [FeedComponent.self, RootComponent.self] }

                    private let ancestor1: FeedComponent
                    private nonisolated(unsafe) let ancestor2: RootComponent
                """))
    }
}
