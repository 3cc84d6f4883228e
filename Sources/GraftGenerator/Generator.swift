/// What the generator needs besides the sources.
public struct GeneratorOptions: Sendable {
    /// The module the generated file compiles into; enables the access-level rule and
    /// `@retroactive` for components of other modules. Nil when all sources are one module.
    public var outputModule: String?
    /// Other modules of the package the output module belongs to: their types need no
    /// `@retroactive`, and their `package` declarations are visible to generated code.
    public var packageModules: Set<String>
    /// Compilation flags that are set (`-D NAME`), for `#if`.
    public var defines: Set<String>
    /// Text placed after the generated file's banner.
    public var header: String?
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool

    /// Creates options.
    public init(
        outputModule: String? = nil, packageModules: Set<String> = [], defines: Set<String> = [], header: String? = nil,
        warningsAsErrors: Bool = false
    ) {
        self.outputModule = outputModule
        self.packageModules = packageModules
        self.defines = defines
        self.header = header
        self.warningsAsErrors = warningsAsErrors
    }
}

/// The outcome of one generator run.
public struct GeneratorResult: Sendable {
    /// The generated Swift source; meaningful only when `hasErrors` is false.
    public let output: String
    /// Every problem found, sorted, each once.
    public let diagnostics: [Diagnostic]
    /// The resolved graph, for exports.
    public let resolved: ResolvedGraph

    /// Whether any diagnostic is an error (after `warningsAsErrors`).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// The generator's one entry point: sources and options in, Swift source and diagnostics out.
///
/// Stages run in order — lex and parse (files concurrently), build the graph, resolve every path,
/// emit — each a function over immutable values. The result depends only on the sources' paths and
/// contents, never on the order they are given in.
public enum Generator {
    /// Runs the whole pipeline.
    public static func generate(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GeneratorResult {
        let (resolved, diagnostics) = analyze(sources, options: options)
        let output = Emitter.emit(resolved, outputModule: options.outputModule, packageModules: options.packageModules, header: options.header)
        return GeneratorResult(output: output, diagnostics: diagnostics, resolved: resolved)
    }

    /// Parses, builds and resolves the graph without emitting code.
    public static func analyze(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (ResolvedGraph, [Diagnostic]) {
        let ordered = sources.sorted { ($0.path, $0.module ?? "") < ($1.path, $1.module ?? "") }
        let parsed = DeclarationParser.parse(ordered)
        let modules = Set(ordered.compactMap(\.module))
        let evaluator = IfConfigEvaluator(defines: options.defines, modules: modules)
        let (graph, graphDiagnostics) = GraphBuilder.build(parsed, evaluator: evaluator)
        let (resolved, resolutionDiagnostics) = Resolver.resolve(graph, outputModule: options.outputModule, packageModules: options.packageModules)
        var diagnostics = Array(Set(graphDiagnostics + resolutionDiagnostics)).sorted()
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        return (resolved, diagnostics)
    }
}
