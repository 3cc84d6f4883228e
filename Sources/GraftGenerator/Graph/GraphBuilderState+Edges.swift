extension GraphBuilderState {
    /// Turns instantiation sites that create components into parent → child edges. A subclass
    /// inherits the edges of its superclasses, whose code it runs. Reports `parent:` arguments
    /// other than `self` and components created outside of any component.
    mutating func findEdges(
        components: [DependencyGraph.Component], byName: [String: ComponentCandidate]
    ) -> [DependencyGraph.Edge] {
        var ids: [String: Int] = [:]
        for component in components { ids[component.qualifiedName] = component.id }

        var sitesByOwner: [String: [(child: Int, location: SourceLocation)]] = [:]
        for active in declarations {
            let declaration = active.declaration
            guard !declaration.instantiations.isEmpty else { continue }
            let scope = scope(of: active)
            let owner = ids[scope] != nil && (declaration.kind == .class || declaration.kind == .extension) ? scope : nil
            for site in declaration.instantiations {
                guard isActive(site.condition, used: false), let created = site.createdType,
                    let childName = lookup.resolve(created, from: scope, in: active.context), let child = ids[childName]
                else { continue }
                _ = isActive(site.condition, used: true)
                guard let owner else {
                    diagnostics.append(Diagnostic(
                        .error, at: site.location,
                        "\(childName) is created outside of a component, in '\(scope)'; only its parent component can create it, with '\(created.lastName ?? childName)(parent: self)'"
                    ))
                    continue
                }
                guard site.parentArgument == "self" else {
                    diagnostics.append(Diagnostic(
                        .error, at: site.argumentLocation,
                        "'parent:' of \(childName) must be 'self', the component that creates it; found '\(site.parentArgument)'"
                    ))
                    continue
                }
                sitesByOwner[owner, default: []].append((child, site.location))
            }
        }

        var edges = Set<DependencyGraph.Edge>()
        for component in components {
            var owner: String? = component.qualifiedName
            var seen: Set<String> = []
            while let current = owner, seen.insert(current).inserted {
                for site in sitesByOwner[current] ?? [] {
                    edges.insert(DependencyGraph.Edge(parent: component.id, child: site.child, location: site.location))
                }
                owner = byName[current]?.superclass
            }
        }
        return edges.sorted { ($0.parent, $0.child, $0.location) < ($1.parent, $1.child, $1.location) }
    }
}
