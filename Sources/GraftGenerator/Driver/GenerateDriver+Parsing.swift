extension GenerateDriver {
    /// The parsed files of a run that generates, with each one's digest (for the record) and the
    /// fingerprint of each input's bytes by identity.
    ///
    /// An input the survey parsed is not parsed again. An input whose parse result the cache
    /// (`ParseCache`) holds for its bytes as they are now is not read or parsed: its summary is
    /// read back. Its bytes are known without reading it when the survey read them, or when the
    /// record vouches for them (its settled stamp is the one recorded). Every other input is read,
    /// unless the survey has read it, and parsed.
    ///
    /// The cache is kept from the second run on (a first run, with no record and no cache, writes
    /// none, so a clean build pays nothing for it). It is written with every input's entry before
    /// the graph is built, whatever the run then reports, since it describes the sources, not the
    /// graph. A cache that cannot be written is left as it was: it only ever makes a run cheaper.
    static func parseInputs(
        _ inputs: [RunRecord.StampedInput], survey: RunRecord.Survey, previous: RunRecord?, request: GenerateRequest,
        files: some GenerateFileSystem
    ) throws(GenerateFailure) -> (parsed: [ParsedFile], digested: [(path: String, module: String?, digest: ParsedFileDigest)], contents: [String: String]) {
        let cachePath = request.parseCachePath
        let cacheExists = files.stamp(cachePath) != nil
        let keepsCache = previous != nil || cacheExists
        var cache = cacheExists ? (try? files.read(cachePath)).flatMap { ParseCache(bytes: $0, toolIdentity: request.toolIdentity) } : nil

        var contents: [String: String] = [:]
        var jobs: [ParseJob] = []
        jobs.reserveCapacity(inputs.count)
        var read = survey.read
        for input in inputs {
            let identity = input.identity
            if let known = read.removeValue(forKey: identity) {
                contents[identity] = known.content
                if let parsed = known.parsed {
                    jobs.append(.parsed(parsed.file, parsed.digest))
                } else {
                    jobs.append(cache?.entry(identity, content: known.content).map { .kept($0, input) } ?? .source(known.source))
                }
            } else if let content = survey.inputs[identity]?.content, let entry = cache?.entry(identity, content: content) {
                // Not read: the record vouches that its bytes are those it fingerprinted.
                contents[identity] = content
                jobs.append(.kept(entry, input))
            } else {
                let source = SourceFile(path: input.path, module: input.module, bytes: try files.read(input.path))
                contents[identity] = RunRecord.contentFingerprint(source.bytes)
                jobs.append(.source(source))
            }
        }
        cache = nil
        var results = ConcurrentMap.map(jobs) { $0.parsed(summarizing: keepsCache) }
        jobs = []
        // A kept summary that does not read back as its file (a damaged entry) is no entry.
        for (index, input) in inputs.enumerated() where results[index] == nil {
            let source = SourceFile(path: input.path, module: input.module, bytes: try files.read(input.path))
            contents[input.identity] = RunRecord.contentFingerprint(source.bytes)
            results[index] = ParseJob.source(source).parsed(summarizing: keepsCache)
        }
        let done = results.compactMap { $0 }
        if keepsCache {
            var kept = ParseCache()
            for (input, result) in zip(inputs, done) {
                guard let content = contents[input.identity], let summary = result.summary else { continue }
                kept.file(ParseCache.Entry(content: content, digest: result.digest, summary: summary), as: input.identity)
            }
            try? files.write([(kept.encoded(toolIdentity: request.toolIdentity), cachePath)])
        }
        return (done.map(\.file), done.map { ($0.file.path, $0.file.module, $0.digest) }, contents)
    }

    /// One input to parse, or to take from the cache.
    private enum ParseJob: Sendable {
        /// The input's bytes, to parse.
        case source(SourceFile)
        /// The input's entry in the cache, for its bytes as they are now.
        case kept(ParseCache.Entry, RunRecord.StampedInput)
        /// The input parsed already (by the survey), with its digest.
        case parsed(ParsedFile, ParsedFileDigest)

        /// The parsed file with its digest, and its summary when `summarizing` (for the cache);
        /// nil when a kept summary does not read back as the input's one file.
        func parsed(summarizing: Bool) -> (file: ParsedFile, digest: ParsedFileDigest, summary: [UInt8]?)? {
            let made: (file: ParsedFile, digest: ParsedFileDigest)
            switch self {
            case .source(let source):
                made = Generator.parseDigesting(source)
            case .parsed(let file, let digest):
                made = (file, digest)
            case .kept(let entry, let input):
                guard let files = try? ModuleSummary.decode(entry.summary, path: input.path), files.count == 1,
                    files[0].path == input.path, files[0].module == input.module
                else { return nil }
                return (files[0], entry.digest, entry.summary)
            }
            return (made.file, made.digest, summarizing ? ModuleSummary.encode([made.file]) : nil)
        }
    }
}
