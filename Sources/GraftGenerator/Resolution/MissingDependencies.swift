/// The requirements no ancestor provides, reported once per component and requirement.
///
/// A requirement missing on one path to a component is usually missing on many: in a graph where
/// components of a layer each create those of the next (a diamond), the paths double with each
/// layer, and one property missing at the bottom of eight layers was 256 errors at the same line.
/// The report names the first path the walk found (paths are found in the order of their
/// components' names) and counts the others; its notes are those of every path that lacks it:
/// each place the component is created, and each near miss on an ancestor of one of them.
struct MissingDependencies {
    /// One component's requirement, missing on one or more paths.
    private struct Group {
        /// The requirement's index among the component's requirements.
        let requirement: Int
        /// The first path found that lacks it, the component last.
        let firstPath: [Int]
        /// How many paths lack it.
        var pathCount = 0
        /// The last edge of each path that lacks it, each creating edge once, in the order found.
        var creations: [DependencyGraph.Edge] = []
        /// The ancestors on those paths, each once: the first path's nearest first, then those the
        /// following paths add, each path nearest first.
        var ancestors: [Int] = []
        /// Which components are in `ancestors`, a bit per component id: every ancestor of every
        /// path is tested, so a bit, not a hashed set.
        var isAncestor: [UInt64]
    }

    /// How many components the graph has: ids are below it.
    private let components: Int
    /// Each group's position in `groups`, by component id, then by requirement index; made when
    /// the first requirement is found missing.
    private var groupIndex: [[Int: Int]] = []
    private var groups: [Group] = []

    /// Nothing missing yet, in a graph of `components` components.
    init(components: Int) {
        self.components = components
    }

    /// Records that `path` (the component that needs it last), which `edge` ends, lacks the
    /// requirement at `requirement` among its component's requirements.
    mutating func add(requirement: Int, path: [Int], edge: DependencyGraph.Edge) {
        if groupIndex.isEmpty { groupIndex = Array(repeating: [:], count: components) }
        let target = path[path.count - 1]
        let position: Int
        if let known = groupIndex[target][requirement] {
            position = known
        } else {
            position = groups.count
            groupIndex[target][requirement] = position
            groups.append(Group(requirement: requirement, firstPath: path, isAncestor: Array(repeating: 0, count: (components + 63) / 64)))
        }
        groups[position].pathCount += 1
        if !groups[position].creations.contains(where: { $0.parent == edge.parent && $0.location == edge.location }) {
            groups[position].creations.append(edge)
        }
        for ancestor in path.dropLast().reversed() {
            let (word, bit) = (ancestor / 64, UInt64(1) << UInt64(ancestor % 64))
            guard groups[position].isAncestor[word] & bit == 0 else { continue }
            groups[position].isAncestor[word] |= bit
            groups[position].ancestors.append(ancestor)
        }
    }

    /// One `missing-dependency` error per component and requirement, in the order first found.
    func diagnostics(in graph: DependencyGraph) -> [Diagnostic] {
        guard !groups.isEmpty else { return [] }
        // Visible properties of every component by their type's identity, for "matches elsewhere".
        var providersByIdentity: [TypeIdentity: [DependencyGraph.Provider]] = [:]
        for component in graph.components {
            for property in component.properties where property.declaringComponentKey == component.key {
                providersByIdentity[property.identity, default: []].append(property)
            }
        }
        return groups.map { report($0, in: graph, providersByIdentity: providersByIdentity) }
    }

    private func report(
        _ group: Group, in graph: DependencyGraph, providersByIdentity: [TypeIdentity: [DependencyGraph.Provider]]
    ) -> Diagnostic {
        let path = group.firstPath
        let target = graph.components[path[path.count - 1]]
        let requirement = graph.requirements(of: target.id)[group.requirement]
        let described = (["^"] + path.map { graph.components[$0].displayName }).joined(separator: "->")
        let others = group.pathCount - 1
        let otherPaths = others == 0 ? "" : " and \(others) other path\(others == 1 ? "" : "s")"
        var notes = group.creations.map { edge in
            Diagnostic.Note(
                location: edge.location, message: "\(target.displayName) is created here by \(graph.components[edge.parent].displayName)")
        }
        for property in target.properties where property.name == requirement.name && property.declaringComponentKey == target.key {
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message:
                        "'\(target.displayName).\(property.name)' is \(target.displayName)'s own property; a component's dependencies come from its ancestors, so provide it on one of them"
                ))
        }
        for ancestor in group.ancestors.map({ graph.components[$0] }) {
            notes += Self.nearMisses(of: requirement, on: ancestor, names: graph.names)
        }
        let onPaths = Set(group.ancestors.map { graph.components[$0].key })
        let elsewhere = (providersByIdentity[requirement.identity] ?? []).filter {
            $0.name == requirement.name && $0.declaringComponentKey != target.key && !onPaths.contains($0.declaringComponentKey)
        }
        let which = others == 0 ? "this path" : "any of these paths"
        for property in elsewhere.sorted(by: { $0.location < $1.location }).prefix(3) {
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message: "'\(property.declaringComponent).\(property.name)' matches, but \(property.declaringComponent) is not an ancestor on \(which)"
                ))
        }
        return Diagnostic(
            .missingDependency, at: requirement.location, requirement.name.text, requirement.type.description, target.displayName, described,
            otherPaths, notes: notes
        )
    }

    /// The properties of `ancestor` that come close to `requirement`: untyped, of another type,
    /// of another name, or hidden from generated code.
    private static func nearMisses(
        of requirement: DependencyGraph.Requirement, on ancestor: DependencyGraph.Component, names: NameLookup
    ) -> [Diagnostic.Note] {
        // A type identity as a user writes it: `Core::Logger` as `Core.Logger`.
        func written(_ identity: TypeIdentity) -> String {
            names.text(of: identity).split(separator: "::", omittingEmptySubsequences: false).joined(separator: ".")
        }
        var notes: [Diagnostic.Note] = []
        for property in ancestor.untypedProperties where property.name == requirement.name {
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message:
                        "'\(property.declaringComponent).\(property.name)' has no type annotation, so Graft cannot know its type; write 'var \(property.name): \(requirement.type)'"
                ))
        }
        for property in ancestor.properties where property.name == requirement.name && property.identity != requirement.identity {
            // The same words naming different declarations (`Logger` of two modules): say which.
            let sameText = property.type.description == requirement.type.description
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message: "did you mean '\(property.declaringComponent).\(property.name)'? "
                        + (sameText
                            ? "Its type '\(property.type)' means '\(written(property.identity))' there, not '\(written(requirement.identity))'"
                            : "It has type '\(property.type)', not '\(requirement.type)'")
                ))
        }
        for property in ancestor.properties where property.name != requirement.name && property.identity == requirement.identity {
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message: "did you mean '\(property.declaringComponent).\(property.name)'? It has type '\(requirement.type)' but another name"
                ))
        }
        for property in ancestor.hiddenProperties where requirement.isSatisfied(by: property) {
            notes.append(
                Diagnostic.Note(
                    location: property.location,
                    message: "'\(property.declaringComponent).\(property.name)' matches but is "
                        + (property.availability == .unavailable ? "marked unavailable" : property.accessLevel.rawValue) + "; generated code cannot read it"
                ))
        }
        return notes
    }
}
