/// What every format shows, computed once from the resolved graph.
struct GraphExportModel {
    /// A consumer reading a requirement from a provider component, on at least one path.
    struct DependencyEdge: Hashable, Comparable {
        let consumer: Int
        let provider: Int
        let label: String

        static func < (lhs: DependencyEdge, rhs: DependencyEdge) -> Bool {
            (lhs.consumer, lhs.provider, lhs.label) < (rhs.consumer, rhs.provider, rhs.label)
        }
    }

    let resolved: ResolvedGraph
    let graph: DependencyGraph
    /// Distinct parent → child pairs, in order.
    let edges: [(parent: Int, child: Int)]
    let dependencyEdges: [DependencyEdge]

    init(_ resolved: ResolvedGraph) {
        self.resolved = resolved
        self.graph = resolved.graph
        var seen = Set<[Int]>()
        edges = resolved.graph.edges.compactMap { edge in
            seen.insert([edge.parent, edge.child]).inserted ? (edge.parent, edge.child) : nil
        }
        var dependencies = Set<DependencyEdge>()
        for path in resolved.paths {
            for binding in path.bindings {
                let requirement = resolved.graph.requirement(of: binding, on: path.components)
                dependencies.insert(
                    DependencyEdge(
                        consumer: path.target, provider: binding.ancestor(on: path.components),
                        label: "\(requirement.name): \(requirement.type)"
                    ))
            }
        }
        dependencyEdges = dependencies.sorted()
    }

    /// Components by module, modules sorted; components without a module under "".
    var componentsByModule: [(module: String, components: [DependencyGraph.Component])] {
        let grouped = Dictionary(grouping: graph.components) { $0.module ?? "" }
        return grouped.keys.sorted().map { ($0, grouped[$0] ?? []) }
    }

    func name(_ id: Int) -> String {
        graph.components[id].displayName
    }

    // MARK: - DOT

    func dot(dependencies: Bool) -> String {
        var out = "digraph Graft {\n"
        out += "    rankdir=TB;\n"
        out += "    node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for group in componentsByModule {
            let indent = group.module.isEmpty ? "    " : "        "
            if !group.module.isEmpty {
                out += "    subgraph \(Self.quoted("cluster_" + group.module)) {\n"
                out += "        label=\(Self.quoted(group.module));\n"
                out += "        style=dashed;\n"
            }
            for component in group.components {
                let style = component.isRoot ? " [style=\"rounded,bold\"]" : ""
                out += "\(indent)\(Self.quoted(component.displayName))\(style);\n"
            }
            if !group.module.isEmpty { out += "    }\n" }
        }
        for edge in edges {
            out += "    \(Self.quoted(name(edge.parent))) -> \(Self.quoted(name(edge.child)));\n"
        }
        if dependencies {
            for edge in dependencyEdges {
                out +=
                    "    \(Self.quoted(name(edge.consumer))) -> \(Self.quoted(name(edge.provider))) [style=dashed, color=gray40, constraint=false, label=\(Self.quoted(edge.label))];\n"
            }
        }
        return out + "}\n"
    }

    /// A DOT string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    // MARK: - Mermaid

    func mermaid(dependencies: Bool) -> String {
        var out = "graph TD\n"
        for group in componentsByModule {
            let indent = group.module.isEmpty ? "    " : "        "
            if !group.module.isEmpty { out += "    subgraph \(Self.mermaidID(group.module))[\"\(group.module)\"]\n" }
            for component in group.components {
                out += "\(indent)\(Self.mermaidID(component.displayName))[\"\(component.displayName)\"]\n"
            }
            if !group.module.isEmpty { out += "    end\n" }
        }
        for edge in edges {
            out += "    \(Self.mermaidID(name(edge.parent))) --> \(Self.mermaidID(name(edge.child)))\n"
        }
        if dependencies {
            for edge in dependencyEdges {
                out +=
                    "    \(Self.mermaidID(name(edge.consumer))) -. \"\(edge.label.replacingAll("\"", with: "'"))\" .-> \(Self.mermaidID(name(edge.provider)))\n"
            }
        }
        return out
    }

    /// A Mermaid node id: letters, digits and underscores only.
    static func mermaidID(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    // MARK: - JSON

    var json: JSONValue {
        func location(_ location: SourceLocation) -> JSONValue {
            .object([("path", .string(location.path)), ("line", .int(location.line)), ("column", .int(location.column))])
        }
        // Superclasses are symbols; one table instead of a search per component. A generic base
        // component, which is no component, is named by its key.
        let displayNames = Dictionary(graph.components.map { ($0.key, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        return .object([
            (
                "components",
                .array(
                    graph.components.map { component in
                        .object([
                            ("name", .string(component.displayName)),
                            ("module", .optional(component.module)),
                            ("root", .bool(component.isRoot)),
                            ("dependency", .optional(component.dependency.map { graph.names.qualifiedName(of: $0) })),
                            (
                                "superclass",
                                .optional(component.superclass.map { displayNames[$0] ?? graph.names.key(of: $0) })
                            ),
                            ("reachable", .bool(!resolved.unreachable.contains(component.id))),
                            ("location", location(component.location)),
                        ])
                    })
            ),
            (
                "edges",
                .array(
                    graph.edges.map { edge in
                        .object([("parent", .string(name(edge.parent))), ("child", .string(name(edge.child))), ("location", location(edge.location))])
                    })
            ),
            (
                "paths",
                .array(
                    resolved.paths.map { path in
                        .object([
                            ("path", .array(path.components.map { .string(name($0)) })),
                            (
                                "bindings",
                                .array(
                                    path.bindings.map { binding in
                                        let requirement = graph.requirement(of: binding, on: path.components)
                                        return .object([
                                            ("requirement", .string(requirement.name.text)),
                                            ("type", .string(requirement.type.description)),
                                            ("provider", .string(name(binding.ancestor(on: path.components)))),
                                            ("property", .string(graph.propertyPath(of: binding, on: path.components))),
                                            ("distance", .int(binding.distance)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    // MARK: - Text

    var text: String {
        var out = ""
        for root in graph.roots {
            out += "^->\(name(root))\n"
        }
        let sorted = resolved.paths.sorted { $0.components.lexicographicallyPrecedes($1.components) }
        for path in sorted {
            out += resolved.describe(path.components) + "\n"
            let written = path.bindings.map { binding in
                let requirement = graph.requirement(of: binding, on: path.components)
                return "\(requirement.name): \(requirement.type)"
            }
            let width = written.map(\.count).max() ?? 0
            for (binding, requirement) in zip(path.bindings, written) {
                let provider = name(binding.ancestor(on: path.components))
                let padding = String(repeating: " ", count: width - requirement.count)
                let up = binding.distance == 1 ? "parent" : "\(binding.distance) up"
                out += "    \(requirement)\(padding)  <- \(provider).\(graph.propertyPath(of: binding, on: path.components)) (\(up))\n"
            }
        }
        for id in resolved.unreachable {
            out += "unreachable: \(name(id))\n"
        }
        return out
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
