import Testing

@testable import _GraftGeneratorCore

/// What `Planner` decides, read from the plan's values and not from generated text: which
/// provider classes exist and what they are named, which checks each lookup makes in which order,
/// which file holds what, and which conformances are retroactive.
@Suite("Emission planner")
struct PlannerTests {
    /// The plan of `sources`' resolved graph over `files` files, for `outputModule`.
    private func plan(_ sources: [MarkedSource], files: Int = 1, outputModule: String? = nil, packageModules: Set<String> = []) -> EmissionPlan {
        let (resolved, diagnostics) = Resolver.resolve(MarkedSource.graph(sources), outputModule: outputModule, packageModules: packageModules)
        #expect(diagnostics.isEmpty, "\(Diagnostic.render(diagnostics))")
        return Planner(resolved: resolved, outputModule: outputModule, packageModules: packageModules).plan(files: files)
    }

    /// A lookup's checks, one line each: `[nearest, …, farthest] -> Provider(distances)`, merged
    /// checks as `among [[…], …]`, subclasses' under `Subclass:`.
    private func describe(_ lookup: EmissionPlan.LookupExtension, in plan: EmissionPlan) -> String {
        func line(_ check: EmissionPlan.Check) -> String {
            let chain =
                check.among.isEmpty
                ? "[\(check.classes.map { plan.componentNames[$0] }.joined(separator: ", "))]"
                : "among [\(check.among.map { "[\($0.map { plan.componentNames[$0] }.joined(separator: ", "))]" }.joined(separator: ", "))]"
            return "\(chain) -> \(check.provider)(\(check.needed.map(String.init).joined(separator: ", ")))"
        }
        var lines = ["\(plan.componentNames[lookup.component]):"]
        for (subclass, checks) in lookup.subclasses {
            lines.append("  \(plan.componentNames[subclass]):")
            lines += checks.map { "    " + line($0) }
        }
        lines += lookup.checks.map { "  " + line($0) }
        return lines.joined(separator: "\n")
    }

    private static let tree = MarkedSource(
        "App.swift",
        """
        import Graft
        final class RootComponent: BootstrapComponent {
            var name: String { "root" }
            var left: LeftComponent { LeftComponent(parent: self) }
            var right: RightComponent { RightComponent(parent: self) }
        }
        protocol LeftDependency: Dependency { var name: String { get } }
        final class LeftComponent: Component<LeftDependency> {
            var level: Int { 1 }
            var leaf: LeafComponent { LeafComponent(parent: self) }
        }
        protocol RightDependency: Dependency { var name: String { get } }
        final class RightComponent: Component<RightDependency> {
            var level: Int { 2 }
            var leaf: LeafComponent { LeafComponent(parent: self) }
        }
        protocol LeafDependency: Dependency {
            var name: String { get }
            var level: Int { get }
        }
        final class LeafComponent: Component<LeafDependency> {}
        """)

    @Test("one provider class per ancestors read, shared by protocols; each lookup checks the chain its provider reads, most specific first")
    func providersAndChecks() {
        let plan = plan([Self.tree])
        #expect(plan.files.count == 1)
        let file = plan.files[0]
        // Leaf through Left and through Right reads two different ancestors: two providers.
        // Left and Right both read the root at distance 1 with one requirement of one type: one
        // class, named after the ancestor it keeps, conforms to both protocols.
        #expect(
            file.providers.map { provider in
                let protocols = provider.conformances.map { "\($0.protocolName) paths \($0.paths.count)" }.joined(separator: ", ")
                return "\(provider.name): \(protocols) \(provider.ancestors.map { plan.componentNames[$0.component] })"
            }
                == [
                    "GraftProvider_from_LeftComponent_RootComponent: LeafDependency paths 1 [\"LeftComponent\", \"RootComponent\"]",
                    "GraftProvider_from_RightComponent_RootComponent: LeafDependency paths 1 [\"RightComponent\", \"RootComponent\"]",
                    "GraftProvider_from_RootComponent: LeftDependency paths 1, RightDependency paths 1 [\"RootComponent\"]",
                ])
        // Lookups in the order of the components (numbered by name).
        #expect(
            file.lookups.map { describe($0, in: plan) } == [
                "LeafComponent:\n  [LeftComponent, RootComponent] -> GraftProvider_from_LeftComponent_RootComponent(1, 2)\n"
                    + "  [RightComponent, RootComponent] -> GraftProvider_from_RightComponent_RootComponent(1, 2)",
                "LeftComponent:\n  [RootComponent] -> GraftProvider_from_RootComponent(1)",
                "RightComponent:\n  [RootComponent] -> GraftProvider_from_RootComponent(1)",
            ])
        // One module, no plugins: the runtime for generated code and nothing else.
        #expect(file.imports?.runtime == .generatedCode)
        #expect(file.imports?.unconditional.isEmpty == true)
        #expect(file.pluginExtensions.isEmpty)
    }

    @Test("a class sharing its forwarding properties is named after the ancestors it keeps; two lists of ancestors that flatten alike get two names")
    func providerNamesAfterAncestors() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var b: B { B(parent: self) }
                var ab: A_B { A_B(parent: self) }
            }
            final class B: Component<EmptyDependency> {
                var x: Int { 1 }
                var a: A { A(parent: self) }
            }
            final class A: Component<EmptyDependency> {
                var y: String { "y" }
                var leaf: Near { Near(parent: self) }
            }
            protocol NearDependency: Dependency {
                var x: Int { get }
                var y: String { get }
            }
            final class Near: Component<NearDependency> {}
            final class A_B: Component<EmptyDependency> {
                var z: Int { 2 }
                var leaf: Far { Far(parent: self) }
            }
            protocol FarDependency: Dependency { var z: Int { get } }
            final class Far: Component<FarDependency> {}
            """)
        let plan = plan([app])
        let sharing = plan.files[0].providers.filter(\.sharesWitnesses).map { provider in
            "\(provider.name): \(provider.ancestors.map { plan.componentNames[$0.component] }.joined(separator: ", "))"
        }
        // Near reads y from A (link 1) and x from B (link 2); Far reads z from A_B.
        // In the plan's order (by protocol), Far's class comes first and keeps the name.
        #expect(sharing == ["GraftProvider_from_A_B: A_B", "GraftProvider_from_A_B_2: A, B"])
    }

    @Test("a component whose dependency has no requirement is created from any chain: one unconditional check, last")
    func unconditionalCheckIsLast() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var a: AComponent { AComponent(parent: self) }
                var b: BComponent { BComponent(parent: self) }
            }
            final class AComponent: Component<EmptyDependency> {
                var b: BComponent { BComponent(parent: self) }
            }
            protocol BDependency: Dependency {}
            final class BComponent: Component<BDependency> {}
            """)
        let plan = plan([app])
        let lookup = plan.files[0].lookups.first { plan.componentNames[$0.component] == "BComponent" }
        // Both paths share the check of no links; the other paths' checks are never reached.
        #expect(lookup.map { describe($0, in: plan) } == "BComponent:\n  [] -> GraftProvider_BDependency_0()")
        #expect(lookup?.checks.first?.paths.count == 2)
    }

    @Test("subclasses are checked by exact class, most derived first, in the lookup of the class at the top of the hierarchy")
    func subclassesInTheTopClassLookup() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var base: BaseComponent { BaseComponent(parent: self) }
                var middle: MiddleComponent { MiddleComponent(parent: self) }
                var last: LastComponent { LastComponent(parent: self) }
            }
            protocol BaseDependency: Dependency { var name: String { get } }
            class BaseComponent: Component<BaseDependency> {}
            class MiddleComponent: BaseComponent {}
            final class LastComponent: MiddleComponent {}
            """)
        let plan = plan([app])
        #expect(
            plan.files[0].lookups.map { describe($0, in: plan) } == [
                """
                BaseComponent:
                  LastComponent:
                    [RootComponent] -> GraftProvider_from_RootComponent(1)
                  MiddleComponent:
                    [RootComponent] -> GraftProvider_from_RootComponent(1)
                  [RootComponent] -> GraftProvider_from_RootComponent(1)
                """
            ])
        // One provider serves the three classes' paths.
        #expect(plan.files[0].providers.map { $0.conformances.map(\.paths.count) } == [[3]])
    }

    @Test(
        "split output: each hierarchy's lookup in the file its name picks; each provider once, in the first file whose lookups create it, internal when another's do too"
    )
    func splitFiles() {
        let plan = plan([Self.tree], files: 4)
        let planner = Planner(resolved: plan.resolved, outputModule: nil, packageModules: [])
        for (index, file) in plan.files.enumerated() {
            for lookup in file.lookups { #expect(planner.file(of: lookup.component, files: 4) == index) }
        }
        #expect(plan.files.flatMap(\.lookups).count == 3)
        func created(_ file: EmissionPlan.File) -> Set<String> {
            Set(file.lookups.flatMap { lookup in (lookup.subclasses.flatMap(\.checks) + lookup.checks).map(\.provider) })
        }
        let declared = plan.files.indices.flatMap { index in plan.files[index].providers.map { (name: $0.name, file: index, isShared: $0.isShared) } }
        #expect(
            declared.map(\.name).sorted() == [
                "GraftProvider_from_LeftComponent_RootComponent", "GraftProvider_from_RightComponent_RootComponent", "GraftProvider_from_RootComponent",
            ])
        #expect(Set(plan.files.flatMap(created)) == Set(declared.map(\.name)))
        for provider in declared {
            let creating = plan.files.indices.filter { created(plan.files[$0]).contains(provider.name) }
            #expect(creating.first == provider.file, "\(provider.name)")
            #expect(provider.isShared == (creating.count > 1), "\(provider.name)")
        }
        // Of four files, Left's and Right's lookups are in two, and both create the class reading the root.
        #expect(declared.contains { $0.name == "GraftProvider_from_RootComponent" && $0.isShared })
    }

    @Test("a conformance of another package's component is retroactive; of the output module's package it is not")
    func retroactiveConformances() {
        let feature = MarkedSource(
            "Feature.swift", module: "Feature",
            """
            import Graft
            public protocol FeedDependency: Dependency { var name: String { get } }
            public final class FeedComponent: Component<FeedDependency> {}
            """)
        let app = MarkedSource(
            "App.swift", module: "App",
            """
            import Graft
            import Feature
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        func conformance(package: Set<String>) -> String {
            let plan = plan([app, feature], outputModule: "App", packageModules: package)
            let feed = plan.files[0].lookups.first { plan.resolved.graph.components[$0.component].displayName == "FeedComponent" }
            return feed.map { "\($0.conformance)" } ?? "no lookup for FeedComponent in \(plan.componentNames)"
        }
        #expect(conformance(package: []) == "runtime(retroactive: true)")
        #expect(conformance(package: ["Feature"]) == "runtime(retroactive: false)")
        let imports = plan([app, feature], outputModule: "App").files[0].imports
        #expect(imports?.unconditional.map(\.module) == ["Feature"])
    }

    @Test("a pluginized component's plugin extension forwards each requirement to its non-core component; the non-core provider holds its owner unowned")
    func pluginExtensions() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var session: SessionComponent { SessionComponent(parent: self) }
            }
            protocol SessionPluginExtension: PluginExtension {
                var log: String { get }
                var `default`: Int { get }
            }
            final class SessionComponent: PluginizedComponent<EmptyDependency, SessionPluginExtension, SessionNonCoreComponent> {
                var counter: Int { 1 }
            }
            protocol SessionNonCoreDependency: Dependency { var counter: Int { get } }
            final class SessionNonCoreComponent: NonCoreComponent<SessionNonCoreDependency> {
                var log: String { "" }
                var `default`: Int { 0 }
            }
            """)
        let plan = plan([app])
        let plugins = plan.files[0].pluginExtensions
        // Requirements by name, a keyword backticked.
        #expect(
            plugins.map { "\($0.name): \($0.protocolName) of \($0.componentName) to \($0.nonCoreName) \($0.requirements.map { "\($0.property): \($0.type)" })" }
                == [
                    "GraftPluginExtension_SessionComponent: SessionPluginExtension of SessionComponent to SessionNonCoreComponent [\"`default`: Int\", \"log: String\"]"
                ])
        #expect(plugins.first.map { plan.componentNames[$0.component] } == "SessionComponent")
        // The non-core component's provider reads `counter` from its owner, the parent: unowned,
        // as the owner holds the non-core component, which holds the provider.
        let nonCore = plan.files[0].providers.filter { $0.conformances.contains { $0.protocolName == "SessionNonCoreDependency" } }
        #expect(nonCore.map(\.shape.ownerIsUnowned) == [true])
    }
}
