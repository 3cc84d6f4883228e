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
/// properties at the top of its paths, after its own. A requirement no ancestor provides is
/// missing unless an extension of the protocol implements it where the generated code can use it
/// (`Requirement.defaultImplementation`): then the provider conforms through that default.
struct NearestAncestor: Sendable {
    /// The graph the paths are in.
    let graph: DependencyGraph
    /// Who can use a requirement's default implementation: the generated code's module.
    var visibility = Visibility(outputModule: nil, packageModules: [])

    /// Whether a test may give component `id` a test double of its dependency protocol, which
    /// then offers the protocol's requirements at the top of its paths as properties the double
    /// declares: not for a component without a dependency protocol, nor for a pluginized or a
    /// non-core one, whose plugin extension the app's generated code conforms.
    func takesTestDouble(_ id: Int) -> Bool {
        let component = graph.components[id]
        return component.plugin == nil && !component.isNonCore && graph.offeringProtocol(of: id, .dependency) != nil
    }

    /// Each requirement of the dependency protocol of the component `path` leads to, bound to the
    /// nearest ancestor providing it, and the requirements none provides (their indices in
    /// `DependencyGraph.requirements(of:)`). With `topDouble`, the path's first component was given
    /// a test double offering its protocol's requirements: after the component's own properties,
    /// they are what it provides.
    func bindings(of path: [Int], topDouble: Bool = false) -> (bindings: [ResolvedPath.Binding], missing: [Int]) {
        let target = path[path.count - 1]
        let requirements = graph.requirements(of: target)
        // The nearest binding of each requirement found so far. The ancestors are visited nearest
        // first, each once, and each is asked for the requirements no nearer one provides: the
        // nearest provider of each, as if each requirement walked the path itself.
        var found = [ResolvedPath.Binding?](repeating: nil, count: requirements.count)
        var unbound = requirements.count
        let throughNonCore = path.contains { graph.components[$0].isNonCore }
        for distance in 1..<path.count where unbound > 0 {
            let ancestor = path[path.count - 1 - distance]
            // The two fields read, not the component: a copy of it would retain all its fields.
            let properties = graph.components[ancestor].properties
            // What the ancestor offers besides its own properties (Needle's pluginized cases).
            var nonCoreProperties: ArraySlice<DependencyGraph.Provider> = []
            var offered: [DependencyGraph.Requirement] = []
            if let plugin = graph.components[ancestor].plugin {
                if throughNonCore {
                    // A non-core component does not provide for itself.
                    if plugin.nonCore != target { nonCoreProperties = graph.components[plugin.nonCore].properties }
                } else {
                    offered = graph.offeringProtocol(of: ancestor, .pluginExtension)?.requirements ?? []
                }
            }
            for index in requirements.indices where found[index] == nil {
                // The rule is applied to every property the ancestor offers until one satisfies it.
                let requirement = requirements[index]
                if let property = requirement.firstSatisfying(in: properties) {
                    found[index] = ResolvedPath.Binding(requirement: index, distance: distance, provider: property)
                } else if let property = requirement.firstSatisfying(in: nonCoreProperties) {
                    found[index] = ResolvedPath.Binding(requirement: index, distance: distance, provider: property, access: .nonCore)
                } else if let property = requirement.firstSatisfying(in: offered) {
                    found[index] = ResolvedPath.Binding(requirement: index, distance: distance, provider: property, access: .pluginExtension)
                } else {
                    continue
                }
                unbound -= 1
            }
        }
        if unbound > 0, topDouble, let double = graph.offeringProtocol(of: path[0], .dependency)?.requirements {
            for index in requirements.indices where found[index] == nil {
                let requirement = requirements[index]
                guard let offered = requirement.firstSatisfying(in: double) else { continue }
                found[index] = ResolvedPath.Binding(requirement: index, distance: path.count - 1, provider: offered, access: .dependency)
            }
        }
        var bindings: [ResolvedPath.Binding] = []
        bindings.reserveCapacity(requirements.count)
        var missing: [Int] = []
        for index in requirements.indices {
            if let binding = found[index] {
                bindings.append(binding)
            } else if !usesDefault(requirements[index]) {
                missing.append(index)
            }
        }
        return (bindings, missing)
    }

    /// Whether the provider of a requirement no ancestor provides conforms through its default
    /// implementation: there is one, and the generated code can see it.
    func usesDefault(_ requirement: DependencyGraph.Requirement) -> Bool {
        guard let implementation = requirement.defaultImplementation else { return false }
        return !visibility.isHidden(implementation.module, implementation.accessLevel)
    }
}
