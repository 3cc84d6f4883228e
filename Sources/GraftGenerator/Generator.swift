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
    /// in parallel, and a graph edit changes only the files of the components it touches and of the
    /// provider classes it changes (each class is written once, in the first file that creates it). See
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
    /// The problems the output reports itself, in the build configurations that have them: an
    /// `#error` or `#warning` placed with `#sourceLocation` at the user's line and column, so that
    /// the output changes when one of their locations moves.
    public let placed: [Diagnostic]
    /// The resolved graph, for exports.
    public let resolved: ResolvedGraph
    /// What the run built on the way (the parsed files, the graph builder's tables), freed with
    /// the result: freeing them value by value, while the graph is resolved and emitted, took
    /// about a tenth of a cold run at 10,000 components and lowered the peak by a few megabytes.
    private let kept: [any Sendable]

    init(
        sources: [GeneratedSource], diagnostics: [Diagnostic], placed: [Diagnostic] = [], resolved: ResolvedGraph,
        keeping kept: [any Sendable] = []
    ) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.placed = placed
        self.resolved = resolved
        self.kept = kept
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
/// Each function composes the stages of `Pipeline.swift` — parse, build the graph, resolve every
/// path, emit — each a function over immutable values. The result depends only on the sources'
/// paths and contents, never on the order they are given in.
public enum Generator {
    /// The most `#if` conditions the generator cannot decide that one graph may depend on; each
    /// doubles the configurations resolved.
    public static let maximumUndecidedConditions = Configurations.maximum

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
        let program = Program(parsed: parsed, defines: options.defines)
        let built = program.build()
        guard let configurations = Configurations(of: built.graph) else {
            var resolution = built.resolve(options: options)
            if let tooMany = Configurations.tooMany(in: built.graph) {
                resolution.diagnostics = (resolution.diagnostics + [tooMany]).sorted()
            }
            let emitted = resolution.emit(options: options)
            return GeneratorResult(
                sources: emitted.sources, diagnostics: resolution.diagnostics, resolved: resolution.resolved,
                keeping: [program, built.tables, emitted.plan])
        }
        // Each configuration builds its own graph; the first build's tables are not needed.
        let releasing = BackgroundRelease()
        releasing.release(consume built)
        return Configurations.mirrored(configurations.resolve(program, options: options, releasing: releasing), options: options)
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
        let program = Program(parsed: parsed, defines: options.defines)
        let built = program.build(releasing: BackgroundRelease())
        let diagnostics = Array(Set(built.diagnostics.filter(\.id.preventsMocks))).sorted()
        // The providers below components given test doubles, in every configuration the graph
        // depends on (as `generate` resolves them), so that the file compiles in each.
        let lookups =
            Configurations(of: built.graph)?.resolveForTestDoubles(program)
            ?? [(condition: "", resolved: Resolver.resolveForTestDoubles(built.graph))]
        let output = MockEmitter.emit(
            lookups: lookups, outputModule: options.outputModule, packageModules: options.packageModules, header: options.header)
        return GeneratorResult(sources: [output], diagnostics: diagnostics, resolved: lookups[0].resolved)
    }

    /// Parses, builds and resolves the graph without emitting code. Conditions the generator cannot
    /// decide are assumed true, with a warning where the graph uses the assumption.
    public static func analyze(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (ResolvedGraph, [Diagnostic]) {
        analyze(parsed: parse(sources), options: options)
    }

    /// What `analyze(_:options:)` does after parsing; the files' order does not matter.
    public static func analyze(parsed: [ParsedFile], options: GeneratorOptions = GeneratorOptions()) -> (ResolvedGraph, [Diagnostic]) {
        let resolution = Program(parsed: parsed, defines: options.defines).build(releasing: BackgroundRelease()).resolve(options: options)
        return (resolution.resolved, resolution.diagnostics)
    }

    /// Lexes and parses the sources (files concurrently) in a fixed order, whatever order they are
    /// given in.
    public static func parse(_ sources: [SourceFile]) -> [ParsedFile] {
        DeclarationParser.parse(Program.inFileOrder(sources))
    }

    /// `parse(_:)`, with each file's digest made by the core that parsed it, right after parsing
    /// it: what `RunRecord.digested(_:)` would make, without reading every file again later.
    public static func parseDigesting(_ sources: [SourceFile]) -> [(file: ParsedFile, digest: ParsedFileDigest)] {
        ConcurrentMap.map(Program.inFileOrder(sources), parseDigesting)
    }

    /// One file parsed, with its digest: what a run that generates makes of each input it has to
    /// parse (`GenerateDriver.parseInputs`).
    public static func parseDigesting(_ source: SourceFile) -> (file: ParsedFile, digest: ParsedFileDigest) {
        let file = DeclarationParser.parse(source)
        return (file, file.digest)
    }

    /// The digest of each parsed file, in order, computed concurrently.
    public static func digests(of parsed: [ParsedFile]) -> [ParsedFileDigest] {
        ConcurrentMap.map(parsed) { $0.digest }
    }
}
