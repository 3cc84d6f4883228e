/// Resolves every path from a root: each requirement of a component's dependency protocol binds
/// to the nearest ancestor on that path (never the component itself) with a property of the same
/// name and an equivalent type. Reports what cannot be resolved, cycles, unreachable components
/// and, when the output module is known, what generated code in that module could not see.
public enum Resolver {
    /// The most paths the resolver follows before it reports the graph as too large.
    static let maximumPaths = 2_000_000

    /// Resolves `graph`; `outputModule` is the module the generated code compiles into, if known,
    /// and `packageModules` the other modules of its package, whose `package` declarations it sees.
    public static func resolve(
        _ graph: DependencyGraph, outputModule: String?, packageModules: Set<String> = []
    ) -> (ResolvedGraph, [Diagnostic]) {
        var state = ResolverState(graph: graph, outputModule: outputModule, packageModules: packageModules)
        state.walkFromRoots()
        return state.finish()
    }

    /// The paths below every component a test may give a generated test double, resolved with the
    /// double's properties at the top (`ResolverState.walkFromTestDoubles()`), sorted as
    /// `resolve(_:outputModule:packageModules:)` sorts its paths. Nothing is reported: a graph that is
    /// incomplete on its own (features without their app) is what the mocks are for.
    static func resolveForTestDoubles(_ graph: DependencyGraph) -> ResolvedGraph {
        var state = ResolverState(graph: graph, outputModule: nil, packageModules: [])
        state.walkFromTestDoubles()
        return ResolvedGraph(graph: graph, paths: ResolvedPath.sorted(state.paths), unreachable: [])
    }
}
