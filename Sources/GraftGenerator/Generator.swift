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
    /// How many files the providers are split over (at least one): the compiler type-checks files
    /// in parallel, and a graph edit changes only the files of the components it touches. See
    /// `Emitter.emit(_:outputModule:packageModules:header:files:)`.
    public var outputFiles: Int

    /// Creates options.
    public init(
        outputModule: String? = nil, packageModules: Set<String> = [], defines: Set<String> = [], header: String? = nil,
        warningsAsErrors: Bool = false, outputFiles: Int = 1
    ) {
        self.outputModule = outputModule
        self.packageModules = packageModules
        self.defines = defines
        self.header = header
        self.warningsAsErrors = warningsAsErrors
        self.outputFiles = outputFiles
    }
}

/// The outcome of one generator run.
public struct GeneratorResult: Sendable {
    /// The generated Swift files as the pieces of UTF-8 the emitter wrote,
    /// `GeneratorOptions.outputFiles` of them (one for mocks); meaningful only when `hasErrors` is
    /// false. A caller that writes files needs neither text nor joined bytes, and making them would
    /// hold a second copy of many megabytes.
    public let sources: [GeneratedSource]
    /// Every problem found, sorted, each once.
    public let diagnostics: [Diagnostic]
    /// The resolved graph, for exports.
    public let resolved: ResolvedGraph
    /// What the run built on the way (the parsed files, the graph builder's tables), freed with
    /// the result: freeing them value by value, while the graph is resolved and emitted, took
    /// about a tenth of a cold run at 10,000 components and lowered the peak by a few megabytes.
    private let kept: [any Sendable]

    init(sources: [GeneratedSource], diagnostics: [Diagnostic], resolved: ResolvedGraph, keeping kept: [any Sendable] = []) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.resolved = resolved
        self.kept = kept
    }

    init(outputs: [String], diagnostics: [Diagnostic], resolved: ResolvedGraph) {
        self.init(sources: outputs.map { GeneratedSource(pieces: [Array($0.utf8)]) }, diagnostics: diagnostics, resolved: resolved)
    }

    /// The generated Swift files as UTF-8, joined from `sources` on each use.
    public var outputBytes: [[UInt8]] {
        sources.map(\.bytes)
    }

    /// The generated Swift files as text, made from `sources` on each use.
    public var outputs: [String] {
        sources.map(\.text)
    }

    /// The generated Swift source of a run that writes one file, as `outputs` holds it.
    public var output: String {
        precondition(sources.count == 1, "the run wrote \(sources.count) files: read 'outputs'")
        return sources[0].text
    }

    /// Whether any diagnostic is an error (after `warningsAsErrors`).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// The generator's one entry point: sources and options in, Swift source and diagnostics out.
///
/// Stages run in order — lex and parse, build the graph, resolve every path, emit — each a
/// function over immutable values that spreads its independent pieces (files, declarations, paths,
/// provider classes) over the cores and puts what they give back in order, so the output does not
/// depend on how the work was split. The result depends only on the sources' paths and
/// contents, never on the order they are given in.
public enum Generator {
    /// The most `#if` conditions the generator cannot decide that one graph may depend on; each
    /// doubles the configurations resolved.
    public static let maximumUndecidedConditions = 6

    /// Runs the whole pipeline.
    ///
    /// When the graph depends on `#if` conditions only the compiler can decide (`DEBUG`, `os(iOS)`,
    /// flags not given), it is resolved in every combination of their values and the output mirrors
    /// them with `#if`, so one file is right in every build configuration. A problem found in some
    /// configurations only is a warning here and, in the file, an `#error` placed with
    /// `#sourceLocation` at the user's line, so building such a configuration fails there.
    public static func generate(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GeneratorResult {
        generate(parsed: parse(sources), options: options)
    }

    /// What `generate(_:options:)` does after parsing, for a caller that parses the files itself
    /// (to digest them, say). The result does not depend on the files' order. The result holds
    /// the files and the graph builder's tables until it is freed itself, so that the run spends
    /// no time freeing them (a graph depending on conditions only the compiler can decide, built
    /// once per configuration, frees each configuration's tables on another thread).
    public static func generate(parsed: consuming [ParsedFile], options: GeneratorOptions = GeneratorOptions()) -> GeneratorResult {
        let ordered = inFileOrder(consume parsed)
        let evaluator = IfConfigEvaluator(defines: options.defines, modules: Set(ordered.compactMap(\.module)))
        let (graph, graphDiagnostics, tables) = GraphBuilder.buildKeepingTables(ordered, evaluator: evaluator)
        let undecided = graph.undecidedConditions
        guard !undecided.isEmpty, undecided.count <= maximumUndecidedConditions else {
            var (resolved, diagnostics) = resolve(graph, graphDiagnostics, options: options)
            if undecided.count > maximumUndecidedConditions {
                diagnostics.append(tooManyConditions(undecided, at: graph.undecidedLocations))
                diagnostics.sort()
            }
            let outputs = Emitter.emitSources(
                resolved, outputModule: options.outputModule, packageModules: options.packageModules, header: options.header,
                files: options.outputFiles)
            return GeneratorResult(sources: outputs, diagnostics: diagnostics, resolved: resolved, keeping: [ordered, tables])
        }
        // Each configuration builds its own graph; the first build's tables are not needed.
        let releasing = BackgroundRelease()
        releasing.release(consume tables)

        var runs: [(condition: String, resolved: ResolvedGraph, diagnostics: [Diagnostic])] = []
        for (condition, values) in configurations(of: undecided) {
            let (configurationGraph, configurationDiagnostics) = GraphBuilder.build(
                ordered, evaluator: evaluator.deciding(values), releasing: releasing)
            let (resolved, diagnostics) = resolve(configurationGraph, configurationDiagnostics, options: options)
            runs.append((condition, resolved, diagnostics))
        }
        // What every configuration reports stands; what only some report is a warning naming them.
        let everywhere = runs.dropFirst().reduce(Set(runs[0].diagnostics)) { $0.intersection($1.diagnostics) }
        var diagnostics = Array(everywhere)
        var partial: [Diagnostic: [String]] = [:]
        for run in runs {
            // A component reachable in some configurations is an ordinary debug-only screen (created
            // under `#if DEBUG`): only one reachable in none is worth a word.
            for diagnostic in run.diagnostics where !everywhere.contains(diagnostic) && diagnostic.id != .unreachableComponent {
                partial[diagnostic, default: []].append(run.condition)
            }
        }
        // An error only some configurations have is the compiler's to report, once per build: the
        // output holds an `#error` at the user's line in those configurations and a `#warning` in
        // the others, so each build shows each problem once. Other partial problems, and errors
        // under --warnings-as-errors, are the generator's own.
        var carried: [Diagnostic: Diagnostic] = [:]
        for (diagnostic, conditions) in partial {
            let place = Emitter.anyOf(conditions)
            let reported = Diagnostic(
                diagnostic.id, diagnostic.severity, at: diagnostic.location, message: "in builds where \(place): \(diagnostic.message)",
                notes: diagnostic.notes)
            if diagnostic.severity == .error && !options.warningsAsErrors {
                carried[diagnostic] = reported
            } else {
                diagnostics.append(reported)
            }
        }
        diagnostics = Array(Set(diagnostics)).sorted()
        let parts = runs.map { run in
            let own = Set(run.diagnostics)
            return (
                condition: run.condition,
                bodies: Emitter.emitBodies(
                    run.resolved, outputModule: options.outputModule, packageModules: options.packageModules, files: options.outputFiles),
                errors: run.diagnostics.filter { $0.severity == .error && !everywhere.contains($0) }.sorted(),
                warnings: carried.filter { !own.contains($0.key) }.map(\.value).sorted()
            )
        }
        let outputs = Emitter.emit(configurations: parts, header: options.header)
        return GeneratorResult(outputs: outputs, diagnostics: diagnostics, resolved: runs[0].resolved)
    }

    /// Every combination of values of `undecided`, in a fixed order, all true first, each as the
    /// condition a generated `#if` tests (`DEBUG && !os(iOS)`) and the values. A build targets one
    /// `os(…)`, one `arch(…)` and one `targetEnvironment(…)`, so combinations that set two of a
    /// kind are left out.
    private static func configurations(of undecided: [IfConfigAtom]) -> [(condition: String, values: [IfConfigAtom: Bool])] {
        var result: [(condition: String, values: [IfConfigAtom: Bool])] = []
        for combination in 0..<(1 << undecided.count) {
            var values: [IfConfigAtom: Bool] = [:]
            var terms: [String] = []
            for (position, atom) in undecided.enumerated() {
                let value = combination & (1 << position) == 0
                values[atom] = value
                terms.append(value ? atom.description : "!\(atom)")
            }
            let chosenKinds = values.filter(\.value).compactMap(\.key.exclusiveKind)
            guard Set(chosenKinds).count == chosenKinds.count else { continue }
            result.append((terms.joined(separator: " && "), values))
        }
        return result
    }

    /// Writes a test double for every dependency protocol of `sources` (see `MockEmitter`), for a
    /// test target whose module is `options.outputModule`. Only problems that make a mock
    /// impossible are reported (a protocol requiring a method, say); a graph that is incomplete on
    /// its own — features without their app — is fine here.
    public static func generateMocks(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GeneratorResult {
        generateMocks(parsed: parse(sources), options: options)
    }

    /// What `generateMocks(_:options:)` does after parsing; the files' order does not matter.
    public static func generateMocks(parsed: consuming [ParsedFile], options: GeneratorOptions = GeneratorOptions()) -> GeneratorResult {
        let parsed = inFileOrder(consume parsed)
        let evaluator = IfConfigEvaluator(defines: options.defines, modules: Set(parsed.compactMap(\.module)))
        let (graph, graphDiagnostics) = GraphBuilder.build(parsed, evaluator: evaluator)
        let diagnostics = Array(Set(graphDiagnostics.filter(\.id.preventsMocks))).sorted()
        // The providers below components given test doubles, in every configuration the graph
        // depends on (as `generate` resolves them), so that the file compiles in each.
        let undecided = graph.undecidedConditions
        let lookups: [(condition: String, resolved: ResolvedGraph)] =
            undecided.isEmpty || undecided.count > maximumUndecidedConditions
            ? [(condition: "", resolved: Resolver.resolveForTestDoubles(graph))]
            : configurations(of: undecided).map { condition, values in
                (condition, Resolver.resolveForTestDoubles(GraphBuilder.build(parsed, evaluator: evaluator.deciding(values)).0))
            }
        let output = MockEmitter.emit(
            lookups: lookups, outputModule: options.outputModule, packageModules: options.packageModules, header: options.header)
        return GeneratorResult(outputs: [output], diagnostics: diagnostics, resolved: lookups[0].resolved)
    }

    /// Parses, builds and resolves the graph without emitting code. Conditions the generator cannot
    /// decide are assumed true, with a warning where the graph uses the assumption.
    public static func analyze(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (ResolvedGraph, [Diagnostic]) {
        analyze(parsed: parse(sources), options: options)
    }

    /// What `analyze(_:options:)` does after parsing; the files' order does not matter.
    public static func analyze(parsed: [ParsedFile], options: GeneratorOptions = GeneratorOptions()) -> (ResolvedGraph, [Diagnostic]) {
        let parsed = inFileOrder(parsed)
        let evaluator = IfConfigEvaluator(defines: options.defines, modules: Set(parsed.compactMap(\.module)))
        let (graph, graphDiagnostics) = GraphBuilder.build(parsed, evaluator: evaluator)
        return resolve(graph, graphDiagnostics, options: options)
    }

    /// Lexes and parses the sources (files concurrently) in a fixed order, whatever order they are
    /// given in.
    public static func parse(_ sources: [SourceFile]) -> [ParsedFile] {
        DeclarationParser.parse(inFileOrder(sources))
    }

    /// `parse(_:)`, with each file's digest made by the core that parsed it, right after parsing
    /// it: what `RunRecord.digested(_:)` would make, without reading every file again later.
    public static func parseDigesting(_ sources: [SourceFile]) -> [(file: ParsedFile, digest: ParsedFileDigest)] {
        ConcurrentMap.map(inFileOrder(sources)) { source in
            let file = DeclarationParser.parse(source)
            return (file, file.digest)
        }
    }

    /// Parsed files in the order `parse(_:)` returns them, whatever order they are given in.
    private static func inFileOrder(_ parsed: [ParsedFile]) -> [ParsedFile] {
        parsed.sorted { precedes(($0.path, $0.module), ($1.path, $1.module)) }
    }

    /// Sources in the order `parse(_:)` returns their files.
    private static func inFileOrder(_ sources: [SourceFile]) -> [SourceFile] {
        sources.sorted { precedes(($0.path, $0.module), ($1.path, $1.module)) }
    }

    /// The fixed order of files: by path, then by module.
    private static func precedes(_ left: (path: String, module: String?), _ right: (path: String, module: String?)) -> Bool {
        (left.path, left.module ?? "") < (right.path, right.module ?? "")
    }

    /// The digest of each parsed file, in order, computed concurrently.
    public static func digests(of parsed: [ParsedFile]) -> [ParsedFileDigest] {
        ConcurrentMap.map(parsed) { $0.digest }
    }

    /// Resolves a built graph and gathers the diagnostics of both stages, sorted, each once.
    private static func resolve(_ graph: DependencyGraph, _ graphDiagnostics: [Diagnostic], options: GeneratorOptions) -> (ResolvedGraph, [Diagnostic]) {
        let (resolved, resolutionDiagnostics) = Resolver.resolve(graph, outputModule: options.outputModule, packageModules: options.packageModules)
        var diagnostics = Array(Set(graphDiagnostics + resolutionDiagnostics)).sorted()
        if options.warningsAsErrors {
            diagnostics = diagnostics.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        return (resolved, diagnostics)
    }

    /// The error for a graph that depends on more undecidable conditions than the generator
    /// resolves: at the first use of the condition found last (in file order), with a note at the
    /// first use of each of the others.
    private static func tooManyConditions(_ conditions: [IfConfigAtom], at locations: [IfConfigAtom: SourceLocation]) -> Diagnostic {
        let unknown = SourceLocation(path: "", line: 1, column: 1)
        let byPlace = conditions.sorted { (locations[$0] ?? unknown, $0) < (locations[$1] ?? unknown, $1) }
        let last = byPlace[byPlace.count - 1]
        return Diagnostic(
            .tooManyConditions, at: locations[last] ?? unknown, "\(conditions.count)", conditions.map(\.description).joined(separator: ", "),
            "\(maximumUndecidedConditions)",
            notes: byPlace.dropLast().map { Diagnostic.Note(location: locations[$0] ?? unknown, message: "'\($0)' is first used here") }
        )
    }
}
