// The generator's stages and the values that pass between them. `Generator` composes them:
//
//     [SourceFile] ─parse─▶ Program ─build─▶ BuiltGraph ─resolve─▶ Resolution ─emit─▶ [GeneratedSource]
//
// and when the graph depends on `#if` conditions only the compiler can decide, `Configurations`
// maps build and resolve over each combination of their values and mirrors the results with `#if`.
// Each stage is a function of the value before it and the options, and spreads its independent
// pieces (files, declarations, paths, provider classes) over the cores, putting what they give back
// in order, so that no output depends on how the work was split.

/// The first stage's value: the parsed files in the generator's fixed order (by path, then by
/// module), whatever order they came in, and the `#if` evaluator of the run's flags and modules.
struct Program: Sendable {
    /// The parsed files, in order.
    let files: [ParsedFile]
    /// Decides `#if` conditions from the flags given and the modules among the files.
    let evaluator: IfConfigEvaluator

    /// The program of `parsed`, for a run where `defines` are the flags set.
    init(parsed: consuming [ParsedFile], defines: Set<String>) {
        files = Self.inFileOrder(consume parsed)
        evaluator = IfConfigEvaluator(defines: defines, modules: Set(files.compactMap(\.module)))
    }

    /// Parsed files in the fixed order.
    static func inFileOrder(_ parsed: consuming [ParsedFile]) -> [ParsedFile] {
        parsed.sorted { precedes(($0.path, $0.module), ($1.path, $1.module)) }
    }

    /// Sources in the order their parsed files take.
    static func inFileOrder(_ sources: [SourceFile]) -> [SourceFile] {
        sources.sorted { precedes(($0.path, $0.module), ($1.path, $1.module)) }
    }

    /// The fixed order of files: by path, then by module.
    private static func precedes(_ left: (path: String, module: String?), _ right: (path: String, module: String?)) -> Bool {
        (left.path, left.module ?? "") < (right.path, right.module ?? "")
    }

    /// The second stage: the graph of the files in the configuration `values` decide (the flags
    /// alone when there are none). The graph builder's working tables are kept in the value, or
    /// freed on another thread by `releasing`.
    func build(deciding values: [IfConfigAtom: Bool] = [:], releasing: BackgroundRelease? = nil) -> BuiltGraph {
        let evaluator = values.isEmpty ? evaluator : evaluator.deciding(values)
        if let releasing {
            let (graph, diagnostics) = GraphBuilder.build(files, evaluator: evaluator, releasing: releasing)
            return BuiltGraph(graph: graph, diagnostics: diagnostics, tables: nil)
        }
        let (graph, diagnostics, tables) = GraphBuilder.buildKeepingTables(files, evaluator: evaluator)
        return BuiltGraph(graph: graph, diagnostics: diagnostics, tables: tables)
    }
}

/// The second stage's value: one configuration's graph and what building it reported.
struct BuiltGraph: Sendable {
    /// The graph.
    let graph: DependencyGraph
    /// The graph builder's diagnostics.
    let diagnostics: [Diagnostic]
    /// The graph builder's working tables, when the caller keeps them to free them later.
    let tables: (any Sendable)?

    /// The third stage: every path resolved, with the diagnostics of both stages.
    func resolve(options: GeneratorOptions) -> Resolution {
        let (resolved, resolutionDiagnostics) = Resolver.resolve(
            graph, outputModule: options.outputModule, packageModules: options.packageModules)
        var diagnostics = Array(Set(self.diagnostics + resolutionDiagnostics)).sorted()
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        return Resolution(resolved: resolved, diagnostics: diagnostics)
    }
}

/// The third stage's value: one configuration's resolved graph, and every problem its build and
/// resolution found, sorted, each once (warnings made errors under `warningsAsErrors`).
struct Resolution: Sendable {
    /// The resolved graph.
    let resolved: ResolvedGraph
    /// The diagnostics.
    var diagnostics: [Diagnostic]

    /// The last stage: the generated files, each with the prologue, and the plan they were
    /// printed from (see `Emitter.emitSources`).
    func emit(options: GeneratorOptions) -> (sources: [GeneratedSource], plan: EmissionPlan) {
        Emitter.emitSources(
            resolved, outputModule: options.outputModule, packageModules: options.packageModules, header: options.header,
            files: options.outputFiles)
    }

    /// The last stage for one of several configurations: each file's text after the prologue.
    func emitBodies(options: GeneratorOptions) -> [SourceWriter] {
        Emitter.emitBodies(resolved, outputModule: options.outputModule, packageModules: options.packageModules, files: options.outputFiles)
    }
}
