/// Builds the dependency graph from parsed files: finds components, dependency protocols,
/// providers and parent → child edges, and reports what is malformed.
public enum GraphBuilder {
    /// Module names under which the runtime's types may be written (`Graft.Component`, and Needle's
    /// spellings for code being migrated).
    static let runtimeModules: Set<String> = ["Graft", "NeedleFoundation"]

    /// Builds the graph of `files`, deciding `#if` branches with `evaluator`.
    public static func build(_ files: [ParsedFile], evaluator: IfConfigEvaluator) -> (DependencyGraph, [Diagnostic]) {
        var state = GraphBuilderState(files: files, evaluator: evaluator)
        return state.build()
    }
}
