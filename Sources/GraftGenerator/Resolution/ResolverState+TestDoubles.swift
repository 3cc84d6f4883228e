extension ResolverState {
    /// Walks down from every component a test may give a generated test double
    /// (`init(parent: nil, dependency: FeatureDependencyMock(…))`): each path below it is resolved
    /// as a path from a root is, with the double's properties provided at the top after the
    /// component's own. A path that needs what neither provides, or that passes a pluginized or
    /// non-core component (whose plugin extension the app's generated code conforms), is left out:
    /// creating its component in such a test stops with the runtime's message naming the path.
    /// Past `Resolver.maximumPaths` paths in all, none is resolved (the same message for every
    /// child of a component given a double): the test target then sees an app far larger than a
    /// feature, whose own generated code the app's tests use.
    mutating func walkFromTestDoubles() {
        var found: [[Int]] = []
        for top in graph.components.indices where nearestAncestor.takesTestDouble(top) {
            var path = [top]
            collectTestPaths(&path, into: &found)
            guard found.count <= Resolver.maximumPaths else { return }
        }
        let rule = nearestAncestor
        let outcomes = ConcurrentMap.map(found) { path in rule.bindings(of: path, topDouble: true) }
        for (path, outcome) in zip(found, outcomes) where outcome.missing.isEmpty {
            paths.append(ResolvedPath(components: path, bindings: outcome.bindings))
        }
    }

    /// Adds every path that extends `path` (without a cycle, a root, a pluginized or a non-core
    /// component) to `found`, stopping past `Resolver.maximumPaths`.
    private func collectTestPaths(_ path: inout [Int], into found: inout [[Int]]) {
        guard let last = path.last, found.count <= Resolver.maximumPaths else { return }
        for edge in children[last] where !path.contains(edge.child) {
            let child = graph.components[edge.child]
            guard !child.isRoot, child.plugin == nil, !child.isNonCore else { continue }
            path.append(edge.child)
            found.append(path)
            collectTestPaths(&path, into: &found)
            path.removeLast()
        }
    }
}
