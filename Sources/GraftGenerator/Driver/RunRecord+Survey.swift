extension RunRecord {
    /// One input of a run: where it is, and its disk stamp when it had settled before the run
    /// began (nil when it had not, or cannot be stamped), so that a change within the file system's
    /// timestamp granularity is never trusted away.
    public struct StampedInput: Sendable {
        /// The file's path.
        public let path: String
        /// The file's module, when the inputs are grouped by module.
        public let module: String?
        /// The settled disk stamp, or nil.
        public let stamp: String?

        /// Creates a stamped input.
        public init(path: String, module: String?, stamp: String?) {
            self.path = path
            self.module = module
            self.stamp = stamp
        }

        /// The input's key in a record (`RunRecord.identity(path:module:)`).
        public var identity: String { RunRecord.identity(path: path, module: module) }
    }

    /// What a rerun learns of its inputs before it decides whether the last output stands.
    public struct Survey {
        /// Each input the record knew, as the record would describe it now. An input the record did
        /// not know is missing, and so is one whose bytes changed under changed settings (parsing
        /// it would not help): the record cannot stand for either.
        public var inputs: [String: Input]
        /// The files that had to be read, by identity, with the fingerprints of their bytes, and
        /// what the parser made of those it parsed, with their digests: a run that generates
        /// parses none of them again.
        public var read: [String: (source: SourceFile, content: String, parsed: (file: ParsedFile, digest: ParsedFileDigest)?)]
        /// How many inputs were surveyed, named twice or not.
        public let surveyed: Int

        /// Whether every input surveyed has an entry in `inputs`: only then can a record stand for
        /// them (an input named twice counts twice, so such a run always generates).
        public var isComplete: Bool { inputs.count == surveyed }
    }

    /// Whether the output this record describes stands for the surveyed inputs under `settings`
    /// (`stands(for:settings:)`), which the survey must cover completely.
    public func stands(for survey: Survey, settings: String) -> Bool {
        survey.isComplete && stands(for: survey.inputs, settings: settings)
    }

    /// Surveys `inputs` against `previous`, reading only what it must: an input whose settled stamp
    /// is the recorded one is trusted without reading it; any other is read (`read` gets its path),
    /// and parsed on its own only when its bytes differ from the recorded ones. The files are read,
    /// fingerprinted and parsed on every core; when reads fail, the first failing input's error is
    /// thrown.
    public static func survey<Failure: Error>(
        _ inputs: [StampedInput], previous: RunRecord?, settings: String, read: @Sendable (String) throws(Failure) -> [UInt8]
    ) throws(Failure) -> Survey {
        var survey = Survey(inputs: [:], read: [:], surveyed: inputs.count)
        var unread: [(input: StampedInput, known: Input?)] = []
        for input in inputs {
            let known = previous?.inputs[input.identity]
            if let known, let stamp = input.stamp, known.stamp == stamp {
                survey.inputs[input.identity] = known
            } else {
                unread.append((input, known))
            }
        }
        let sameSettings = previous?.settings == settings
        let outcomes = ConcurrentMap.map(unread) { input, known -> Result<Surveyed, Failure> in
            do throws(Failure) {
                let source = SourceFile(path: input.path, module: input.module, bytes: try read(input.path))
                let content = contentFingerprint(source.bytes)
                // Changed bytes: what the parser makes of them decides whether the output stands.
                let changed = known.map { $0.content != content } ?? false
                let parsed = changed && sameSettings ? DeclarationParser.parse(source) : nil
                return .success(Surveyed(source: source, content: content, parsed: parsed.map { ($0, $0.digest) }))
            } catch {
                return .failure(error)
            }
        }
        for ((input, known), outcome) in zip(unread, outcomes) {
            let surveyed = try outcome.get()
            survey.read[input.identity] = (surveyed.source, surveyed.content, surveyed.parsed)
            if var known, known.content == surveyed.content {
                known.stamp = input.stamp
                survey.inputs[input.identity] = known
            } else if let known, let parsed = surveyed.parsed {
                survey.inputs[input.identity] = Input(stamp: input.stamp, content: surveyed.content, digest: parsed.digest, located: known.located)
            }
        }
        return survey
    }

    /// One input the survey read: its bytes, their fingerprint, and what the parser made of it,
    /// with its digest, when it had to be parsed.
    private struct Surveyed: Sendable {
        let source: SourceFile
        let content: String
        let parsed: (file: ParsedFile, digest: ParsedFileDigest)?
    }

    /// The entries a successful run records for its parsed files: each file's settled stamp (from
    /// `inputs`), the fingerprint of its bytes (from `contents`, by identity), its digest, and
    /// whether its path is among `located` (`locatedPaths(of:)`). A file missing from `contents`
    /// gets no entry, which only makes the next run a full one.
    public static func entries(
        for parsed: [ParsedFile], inputs: [StampedInput], contents: [String: String], located: Set<String>
    ) -> [String: Input] {
        entries(for: digested(parsed), inputs: inputs, contents: contents, located: located)
    }

    /// Each parsed file's path, module and digest (computed concurrently): what `entries` needs of
    /// them, so that a caller can take it before handing the files over to the generator, which
    /// then releases them once the graph is built.
    public static func digested(_ parsed: [ParsedFile]) -> [(path: String, module: String?, digest: ParsedFileDigest)] {
        zip(parsed, Generator.digests(of: parsed)).map { file, digest in (file.path, file.module, digest) }
    }

    /// `entries(for:inputs:contents:located:)` for files already digested (`digested(_:)`).
    public static func entries(
        for files: [(path: String, module: String?, digest: ParsedFileDigest)], inputs: [StampedInput], contents: [String: String],
        located: Set<String>
    ) -> [String: Input] {
        let stamps = Dictionary(inputs.map { ($0.identity, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: Input] = [:]
        entries.reserveCapacity(files.count)
        for file in files {
            let identity = RunRecord.identity(path: file.path, module: file.module)
            guard let content = contents[identity] else { continue }
            entries[identity] = Input(stamp: stamps[identity] ?? nil, content: content, digest: file.digest, located: located.contains(file.path))
        }
        return entries
    }
}
