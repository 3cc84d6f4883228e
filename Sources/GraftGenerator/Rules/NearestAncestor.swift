/// Which ancestor provides each requirement of a component on a path: the rule behind every
/// binding of the generated providers, and behind every "missing dependency" error.
///
/// On a path `^->Root->…->Parent->Target`, each requirement of `Target`'s dependency protocol is
/// bound to the nearest ancestor (the parent first, the root last) with a visible instance
/// property that satisfies it (`RequirementMatch`). Needle's pluginized components add two cases:
/// on a path through a non-core component, a pluginized ancestor offers its non-core component's
/// properties (except to that non-core component itself); on other paths, it offers its plugin
/// extension's requirements, which the generated code reads from the non-core component. A
/// component given a test double (`init(parent: nil, dependency: …)`) offers the double's
/// properties at the top of its paths, after its own.
struct NearestAncestor: Sendable {
    /// The graph the paths are in.
    let graph: DependencyGraph
    /// For each pluginized component, its plugin extension's requirements as properties it offers
    /// to the core components below it.
    let pluginExtensionProviders: [Int: [DependencyGraph.Provider]]

    /// The rule on `graph`.
    init(graph: DependencyGraph) {
        self.graph = graph
        var extensions: [Int: [DependencyGraph.Provider]] = [:]
        for id in graph.components.indices {
            guard let plugin = graph.components[id].plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { continue }
            extensions[id] = Self.offered(declaration, by: graph.components[id], as: ".pluginExtension", mayBeIsolated: false)
        }
        pluginExtensionProviders = extensions
    }

    /// The properties a test double of the dependency protocol of component `id` offers at the
    /// top of its paths: one per requirement, as the double declares it; nil for a component that
    /// no test may give a double (one without a dependency protocol, a pluginized or a non-core one,
    /// whose plugin extension the app's generated code conforms).
    func testDouble(of id: Int) -> [DependencyGraph.Provider]? {
        let component = graph.components[id]
        guard component.plugin == nil, !component.isNonCore, let name = component.dependency, let declaration = graph.protocols[name] else {
            return nil
        }
        return Self.offered(declaration, by: component, as: ".dependency", mayBeIsolated: true)
    }

    /// The requirements of `declaration` as properties `component` offers through its member
    /// `member` (its plugin extension, or the test double it was given).
    private static func offered(
        _ declaration: DependencyGraph.DependencyProtocol, by component: DependencyGraph.Component, as member: String, mayBeIsolated: Bool
    ) -> [DependencyGraph.Provider] {
        declaration.requirements.map { requirement in
            DependencyGraph.Provider(
                name: requirement.name, type: requirement.type, identity: requirement.identity, accessLevel: declaration.accessLevel,
                module: declaration.module, location: requirement.location, declaringComponent: component.displayName + member,
                declaringComponentKey: component.key, mayBeIsolated: mayBeIsolated
            )
        }
    }

    /// Each requirement of the dependency protocol of the component `path` leads to, bound to the
    /// nearest ancestor providing it, and the requirements none provides. With `topDouble`, the
    /// path's first component was given a test double offering these properties: after the
    /// component's own, they are what it provides.
    func bindings(
        of path: [Int], topDouble: [DependencyGraph.Provider]? = nil
    ) -> (bindings: [ResolvedPath.Binding], missing: [DependencyGraph.Requirement]) {
        let target = path[path.count - 1]
        let requirements = graph.components[target].dependency.flatMap { graph.protocols[$0]?.requirements } ?? []
        var bindings: [ResolvedPath.Binding] = []
        bindings.reserveCapacity(requirements.count)
        var missing: [DependencyGraph.Requirement] = []
        let throughNonCore = path.contains { graph.components[$0].isNonCore }
        for requirement in requirements {
            var found: ResolvedPath.Binding?
            let matches = requirement.isSatisfied
            for distance in 1..<path.count {
                // Read in place: a component is a large value, and this loop runs for every
                // requirement on every path.
                let ancestor = path[path.count - 1 - distance]
                if let property = graph.components[ancestor].properties.first(where: matches) {
                    found = ResolvedPath.Binding(requirement: requirement, distance: distance, provider: property)
                    break
                }
                guard let plugin = graph.components[ancestor].plugin else { continue }
                if throughNonCore {
                    // A non-core component does not provide for itself.
                    if plugin.nonCore != target, let property = graph.components[plugin.nonCore].properties.first(where: matches) {
                        found = ResolvedPath.Binding(requirement: requirement, distance: distance, provider: property, access: .nonCore)
                        break
                    }
                } else if let property = pluginExtensionProviders[ancestor]?.first(where: matches) {
                    found = ResolvedPath.Binding(requirement: requirement, distance: distance, provider: property, access: .pluginExtension)
                    break
                }
            }
            if found == nil, let property = topDouble?.first(where: matches) {
                found = ResolvedPath.Binding(requirement: requirement, distance: path.count - 1, provider: property, access: .dependency)
            }
            if let found {
                bindings.append(found)
            } else {
                missing.append(requirement)
            }
        }
        return (bindings, missing)
    }
}
