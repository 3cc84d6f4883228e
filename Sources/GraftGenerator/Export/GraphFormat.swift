/// The formats `graft graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// Mermaid, which GitHub and most documentation sites render.
    case mermaid
    /// JSON, for tools (schema in docs/graph-schema.md).
    case json
    /// A plain text list of paths with where each requirement comes from.
    case text
    /// One self-contained HTML page: search a component, see its paths and where each requirement
    /// comes from.
    case html
}
