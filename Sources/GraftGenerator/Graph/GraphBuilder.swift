/// Builds the dependency graph from parsed files: finds components, dependency protocols,
/// providers and parent → child edges, and reports what is malformed.
public enum GraphBuilder {
    /// Module names under which the runtime's types may be written (`Graft.Component`, and Needle's
    /// spellings for code being migrated).
    static let runtimeModules: Set<String> = ["Graft", "NeedleFoundation"]

    /// Whether a name is written the way the runtime's types can be: plainly (`Component`) or
    /// qualified by a runtime module (`Graft.Component`).
    static func isRuntimeSpelling(_ components: [TypeName.NameComponent]) -> Bool {
        components.count == 1 || (components.count == 2 && runtimeModules.contains(components[0].name))
    }

    /// Builds the graph of `files`, deciding `#if` branches with `evaluator`.
    public static func build(_ files: [ParsedFile], evaluator: IfConfigEvaluator) -> (DependencyGraph, [Diagnostic]) {
        build(files, evaluator: evaluator, releasing: BackgroundRelease())
    }

    /// `build(_:evaluator:)`, with the working tables it built the graph from, for a caller that
    /// keeps them rather than spend time freeing them (`GeneratorResult` holds them).
    static func buildKeepingTables(_ files: [ParsedFile], evaluator: IfConfigEvaluator) -> (
        graph: DependencyGraph, diagnostics: [Diagnostic], tables: any Sendable
    ) {
        var state = GraphBuilderState(files: files, evaluator: evaluator)
        let (graph, diagnostics) = state.build()
        return (graph, diagnostics, state)
    }

    /// `build(_:evaluator:)`, whose working tables `releasing` frees on another thread.
    static func build(_ files: [ParsedFile], evaluator: IfConfigEvaluator, releasing: BackgroundRelease) -> (DependencyGraph, [Diagnostic]) {
        var state = GraphBuilderState(files: files, evaluator: evaluator)
        let built = state.build()
        // Its tables are released while the caller resolves the graph.
        releasing.release(consume state)
        return built
    }
}
