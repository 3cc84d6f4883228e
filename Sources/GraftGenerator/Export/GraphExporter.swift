/// Writes a resolved graph for people and tools: Graphviz DOT, Mermaid, JSON, text or an HTML page.
///
/// Every format lists components (grouped by module when modules are known), the parent → child
/// edges, and optionally each resolved dependency from consumer to provider. Output is sorted and
/// deterministic. Paths that could not be resolved are left out; the diagnostics say why.
public enum GraphExporter {
    /// Renders `resolved` in `format`; `dependencies` adds consumer → provider edges to DOT and Mermaid.
    public static func export(_ resolved: ResolvedGraph, format: GraphFormat, dependencies: Bool = false) -> String {
        let model = GraphExportModel(resolved)
        switch format {
        case .dot: return model.dot(dependencies: dependencies)
        case .mermaid: return model.mermaid(dependencies: dependencies)
        case .json: return model.json.rendered
        case .text: return model.text
        case .html: return model.html
        }
    }
}
