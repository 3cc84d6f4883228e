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
        var bindings: [ResolvedPath.Binding] = []
        bindings.reserveCapacity(requirements.count)
        var missing: [Int] = []
        let throughNonCore = path.contains { graph.components[$0].isNonCore }
        let double = topDouble ? graph.offeringProtocol(of: path[0], .dependency)?.requirements : nil
        for index in requirements.indices {
            var found: ResolvedPath.Binding?
            // The rule is applied to every property of every ancestor until one satisfies it.
            let requirement = requirements[index]
            let provides = { (property: DependencyGraph.Provider) in requirement.isSatisfied(by: property) }
            let offers = { (offered: DependencyGraph.Requirement) in requirement.isSatisfied(by: offered) }
            for distance in 1..<path.count {
                let ancestor = path[path.count - 1 - distance]
                if let property = graph.components[ancestor].properties.firstIndex(where: provides) {
                    found = ResolvedPath.Binding(requirement: index, distance: distance, provider: property)
                    break
                }
                guard let plugin = graph.components[ancestor].plugin else { continue }
                if throughNonCore {
                    // A non-core component does not provide for itself.
                    if plugin.nonCore != target, let property = graph.components[plugin.nonCore].properties.firstIndex(where: provides) {
                        found = ResolvedPath.Binding(requirement: index, distance: distance, provider: property, access: .nonCore)
                        break
                    }
                } else if let offered = graph.offeringProtocol(of: ancestor, .pluginExtension)?.requirements.firstIndex(where: offers) {
                    found = ResolvedPath.Binding(requirement: index, distance: distance, provider: offered, access: .pluginExtension)
                    break
                }
            }
            if found == nil, let offered = double?.firstIndex(where: offers) {
                found = ResolvedPath.Binding(requirement: index, distance: path.count - 1, provider: offered, access: .dependency)
            }
            if let found {
                bindings.append(found)
            } else {
                missing.append(index)
            }
        }
        return (bindings, missing)
    }
}
