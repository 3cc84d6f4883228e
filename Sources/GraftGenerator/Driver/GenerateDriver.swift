/// What `graft generate` asks for: the inputs, the outputs and the options.
public struct GenerateRequest: Sendable {
    /// The Swift files, each with its module.
    public var inputs: [Invocation.InputFile]
    /// Summaries (`ModuleSummary`) read in place of the sources they were made of.
    public var summaries: [String]
    /// Where the providers go: one file, or the files they are split over.
    public var outputs: [String]
    /// Where the record of the last successful run is kept (`RunRecord`).
    public var recordPath: String
    /// A file whose text goes after the generated files' first line.
    public var headerFile: String?
    /// The generator's options; the header is read from `headerFile`.
    public var options: GeneratorOptions
    /// Whether to write test doubles (`Generator.generateMocks`) instead of the providers.
    public var mocks: Bool
    /// What identifies this build of the generator (its version, its executable's size and date),
    /// so that a rebuilt or updated generator never trusts a record an older one wrote.
    public var toolIdentity: String

    /// Where the parse results of the last runs are kept (`ParseCache`): beside the record, named
    /// after it (`.NAME.graft-inputs` → `.NAME.graft-parsed`).
    public var parseCachePath: String {
        let suffix = ".graft-inputs"
        return (recordPath.hasSuffix(suffix) ? String(recordPath.dropLast(suffix.count)) : recordPath) + ".graft-parsed"
    }

    /// Creates a request.
    public init(
        inputs: [Invocation.InputFile], summaries: [String] = [], outputs: [String], recordPath: String, headerFile: String?,
        options: GeneratorOptions, mocks: Bool, toolIdentity: String
    ) {
        self.inputs = inputs
        self.summaries = summaries
        self.outputs = outputs
        self.recordPath = recordPath
        self.headerFile = headerFile
        self.options = options
        self.mocks = mocks
        self.toolIdentity = toolIdentity
    }
}

/// What a `graft generate` run did.
public struct GenerateOutcome: Sendable {
    /// The diagnostics to print, rendered (the last run's warnings when its output stands).
    public let rendered: String
    /// Whether an error was reported, so that nothing was written.
    public let hasErrors: Bool
    /// How the run went: at once from the record's stamps, from the record after reading the
    /// changed inputs, or by generating.
    public let path: Path
    /// What the run built (the parsed files, the graph, the output): freeing a large app's graph
    /// object by object only delays a process that exits next, so the command line keeps this
    /// until it exits.
    public let kept: [any Sendable]

    /// How a run reached its outcome.
    public enum Path: Equatable, Sendable {
        /// Nothing changed on disk since the last successful run: no file was read.
        case unchanged
        /// The changed inputs were read and parsed, and changed nothing the parser reads: the
        /// output stands.
        case kept
        /// The graph was built and the outputs written (unless an error was reported).
        case generated
    }
}

/// `graft generate`'s policy: when a run may return at once, what it must read, when it writes and
/// in which order, so that a build after no edit, or after an edit inside a function body, costs
/// little, and a run killed at any point leaves no wrong output or record behind.
///
/// Each output file is written only when its bytes change, so that of a graph split over several
/// files, those an edit does not change keep their dates and are not compiled again.
///
/// The record (`RunRecord`) says what the last successful run read and wrote. A rerun whose inputs
/// and outputs have the disk stamps the record names returns at once, without reading a file.
/// Otherwise it reads only the inputs whose stamps changed, parses those whose bytes changed, and
/// keeps the output when none of them changed what the parser extracts (an edit in a function
/// body); else it generates, reading and parsing only the inputs whose parse results were not kept
/// by an earlier run for their bytes as they are now (`parseInputs`). The record is removed before
/// anything is written and written last, so a run killed between the two writes leaves no record,
/// and the next run generates again; a hand-edited or reverted output is rewritten.
public enum GenerateDriver {
    /// Runs `request` against `files`.
    public static func run(_ request: GenerateRequest, files: some GenerateFileSystem) throws(GenerateFailure) -> GenerateOutcome {
        var options = request.options
        options.outputFiles = request.outputs.count
        guard request.summaries.isEmpty else { return try runFromSummaries(request, options: options, files: files) }
        let settings = Fingerprint.settings(of: options, version: request.toolIdentity + (request.mocks ? " mocks" : ""))
        // Stamped before they are read: a file changed after its stamp is seen as changed next time.
        let stamped = request.inputs.map { ($0, files.stamp($0.path)) }
        let headerStamp = request.headerFile.map { ($0, files.stamp($0)) }
        func stamp(settled: Bool) -> String? {
            fingerprint(settings: settings, inputs: stamped, header: headerStamp, outputs: request.outputs, settled: settled, files: files)
        }
        // Whatever this run does, even nothing, it leaves no temporary file of a killed run behind.
        files.removeAbandonedTemporaryFiles(of: request.outputs + [request.recordPath, request.parseCachePath])
        let recordBytes = try? files.read(request.recordPath)
        if let recordBytes, let last = RunRecord.stampAndWarnings(bytes: recordBytes), last.stamp == stamp(settled: false) {
            // Nothing changed on disk since the last successful run: repeat its warnings.
            return GenerateOutcome(rendered: last.warnings, hasErrors: false, path: .unchanged, kept: [])
        }
        let previous = recordBytes.flatMap(RunRecord.init(bytes:))

        options.header = try header(of: request, files: files)
        let settingsFingerprint = RunRecord.settingsFingerprint(settings, header: options.header)
        // A stamp is recorded only for a file that had settled when this run began (`fingerprint`).
        let settledBefore = files.now() - 2
        let surveyed = stamped.map { input, stamp in
            RunRecord.StampedInput(path: input.path, module: input.module, stamp: stamp.flatMap { $0.modified <= settledBefore ? $0.text : nil })
        }
        // Each input as the record would describe it now, reading and parsing only what changed.
        let survey = try RunRecord.survey(surveyed, previous: previous, settings: settingsFingerprint) { path throws(GenerateFailure) in
            try files.read(path)
        }
        if let previous, previous.stands(for: survey, settings: settingsFingerprint),
            outputsAreRecorded(previous, at: request.outputs, files: files)
        {
            // No change that reaches the output or the diagnostics: repeat the warnings, and record the
            // inputs as they are now for the next run.
            var refreshed = previous
            refreshed.inputs = survey.inputs
            for (position, path) in request.outputs.enumerated() { refreshed.outputs[position].stamp = files.stamp(path)?.text }
            refreshed.stamp = stamp(settled: true)
            try write(refreshed, to: request.recordPath, files: files)
            return GenerateOutcome(rendered: previous.warnings, hasErrors: false, path: .kept, kept: [])
        }

        try files.remove(request.recordPath)
        // The sources' bytes are needed only until they are parsed, and the kept parse results
        // until they are read: both are released before the graph is built.
        let (parsed, digested, contents) = try parseInputs(surveyed, survey: survey, previous: previous, request: request, files: files)
        // What the record needs of the parsed files (their digests) was made as each was parsed. A
        // generation's result holds the files (a mocks run frees them).
        let result = generated(consume parsed, mocks: request.mocks, options: options)
        let rendered = Diagnostic.render(result.diagnostics)
        guard !result.hasErrors else { return GenerateOutcome(rendered: rendered, hasErrors: true, path: .generated, kept: [result]) }
        // All outputs are replaced as a set, or none is; the record, removed above, is written only after.
        try files.write(Array(zip(result.sources, request.outputs)))
        let outputs = zip(result.sources, request.outputs).map { source, path in
            RunRecord.Output(content: RunRecord.contentFingerprint(source), stamp: files.stamp(path)?.text)
        }
        let entries = RunRecord.entries(for: digested, inputs: surveyed, contents: contents, located: RunRecord.locatedPaths(of: result))
        let written = RunRecord(
            settings: settingsFingerprint, outputs: outputs, stamp: stamp(settled: true), inputs: entries, warnings: rendered)
        try write(written, to: request.recordPath, files: files)
        return GenerateOutcome(rendered: rendered, hasErrors: false, path: .generated, kept: [result])
    }

    /// A run with summaries among its inputs: it keeps no record, since the build system that made
    /// the summaries decides when to run it (a Bazel action's inputs are its cache key), and it
    /// removes the record of an earlier run from sources, which describes other inputs. Outputs are
    /// written, as a set, only when their bytes change.
    private static func runFromSummaries(
        _ request: GenerateRequest, options: GeneratorOptions, files: some GenerateFileSystem
    ) throws(GenerateFailure) -> GenerateOutcome {
        files.removeAbandonedTemporaryFiles(of: request.outputs + [request.recordPath])
        try files.remove(request.recordPath)
        var options = options
        options.header = try header(of: request, files: files)
        var parsed = try ModuleSummary.decode(request.summaries, read: files.read, failure: GenerateFailure.io)
        var sources: [SourceFile] = []
        for input in request.inputs { sources.append(SourceFile(path: input.path, module: input.module, bytes: try files.read(input.path))) }
        parsed += Generator.parse(sources)
        let result = generated(consume parsed, mocks: request.mocks, options: options)
        let rendered = Diagnostic.render(result.diagnostics)
        if !result.hasErrors { try files.write(Array(zip(result.sources, request.outputs))) }
        return GenerateOutcome(rendered: rendered, hasErrors: result.hasErrors, path: .generated, kept: [result])
    }

    /// The text of the request's header file, if it names one.
    private static func header(of request: GenerateRequest, files: some GenerateFileSystem) throws(GenerateFailure) -> String? {
        try request.headerFile.map { path throws(GenerateFailure) in String(decoding: try files.read(path), as: UTF8.self) }
    }

    /// The providers of `parsed`, or with `mocks` the test doubles of its dependency protocols.
    private static func generated(_ parsed: consuming [ParsedFile], mocks: Bool, options: GeneratorOptions) -> GeneratorResult {
        mocks ? Generator.generateMocks(parsed: parsed, options: options) : Generator.generate(parsed: parsed, options: options)
    }

    /// The stamps of a run, as one fingerprint: `settings` (`Fingerprint.settings`), each input
    /// with its module, the header, then the outputs as they are now; each stamp goes in as its
    /// values' bytes (making each one's text took an eighth of an unchanged run). Nil when a file
    /// is missing, or, with `settled`, when an input or the header changed less than two seconds
    /// ago: a change within the file system's timestamp granularity after it was read would keep
    /// its stamp (git's "racily clean" files), so such a run records no stamp and the next one
    /// reads the files. The outputs are exempt: this run wrote them.
    static func fingerprint(
        settings: [String], inputs: [(Invocation.InputFile, DiskStamp?)], header: (String, DiskStamp?)?, outputs: [String], settled: Bool,
        files: some GenerateFileSystem
    ) -> String? {
        var fingerprint = Fingerprint()
        for setting in settings { fingerprint.combine(setting) }
        let settledBefore = files.now() - 2
        var read = inputs.map { (path: $0.0.path, module: $0.0.module ?? "", stamp: $0.1) }
        if let header { read.append((header.0, "", header.1)) }
        for file in read {
            guard let stamp = file.stamp, !settled || stamp.modified <= settledBefore else { return nil }
            fingerprint.combine(file.path)
            fingerprint.combine(file.module)
            stamp.values.withUnsafeBytes { fingerprint.combine($0) }
        }
        for output in outputs {
            guard let written = files.stamp(output) else { return nil }
            fingerprint.combine(output)
            written.values.withUnsafeBytes { fingerprint.combine($0) }
        }
        return fingerprint.description
    }

    /// Writes `record` to `path`, atomically, when its text changed.
    private static func write(_ record: RunRecord, to path: String, files: some GenerateFileSystem) throws(GenerateFailure) {
        try files.write([(GeneratedSource(pieces: [record.bytes]), path)])
    }

    /// Whether the outputs on disk are the ones `record` describes: for each, its disk stamp is the
    /// recorded one, or its bytes are.
    static func outputsAreRecorded(_ record: RunRecord, at paths: [String], files: some GenerateFileSystem) -> Bool {
        guard record.outputs.count == paths.count else { return false }
        return zip(record.outputs, paths).allSatisfy { recorded, path in
            if let stamp = recorded.stamp, files.stamp(path)?.text == stamp { return true }
            guard let bytes = try? files.read(path) else { return false }
            return RunRecord.contentFingerprint(bytes) == recorded.content
        }
    }
}
