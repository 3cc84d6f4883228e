import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

/// The parse results `graft generate` keeps between runs (`ParseCache`), checked against first
/// runs on the same sources.
@Suite("parse results kept between runs")
struct ParseCacheTests {
    private static let record = ".Generated.swift.graft-inputs"
    private static let parsed = ".Generated.swift.graft-parsed"

    private func request(_ paths: [String]) -> GenerateRequest {
        GenerateRequest(
            inputs: paths.map { Invocation.InputFile(path: $0, module: nil) }, outputs: ["Generated.swift"], recordPath: Self.record,
            headerFile: nil, options: GeneratorOptions(), mocks: false, toolIdentity: "test")
    }

    @Test("after each of a sequence of random edits, a run with the record and the kept parse results prints and writes what a first run does")
    func randomEdits() throws {
        var specification = CorpusSpecification(components: 40, files: 8)
        specification.modelTypes = 10
        specification.modelsPerFile = 5
        let files = SyntheticCorpus.generate(specification).map { (path: $0.path, text: $0.text) }
        let request = request(files.map(\.path))
        let disk = MemoryFiles()
        for file in files { disk.put(file.path, file.text) }
        disk.clock += 60
        _ = try GenerateDriver.run(request, files: disk)

        // Each step edits one file of the original sources, so that an edit that breaks a file
        // does not break every later step: the file the step before edited is reverted, another
        // edited. Every other step adds a component, an edit of the graph that keeps the sources
        // valid; the others are random.
        var texts = files.map(\.text)
        var generator = SplitMix64(seed: 2027)
        var previousSucceeded = true
        // The files written since the last run that generated, which wrote the cache.
        var changedSinceCache: Set<String> = []
        var fromCache = 0
        for step in 0..<60 {
            let target = Int.random(in: 0..<files.count, using: &generator)
            let edited =
                step.isMultiple(of: 2)
                ? files[target].text + "\nfinal class Added\(step): Component<EmptyDependency> {}\n"
                : RandomEdit.apply(to: files[target].text, using: &generator)
            let next = files.indices.map { $0 == target ? edited : files[$0].text }
            for index in files.indices where next[index] != texts[index] {
                disk.put(files[index].path, next[index])
                changedSinceCache.insert(files[index].path)
            }
            texts = next
            disk.clock += 60
            _ = disk.takeReads()
            let cached = disk.text(Self.parsed) != nil
            let outcome = try GenerateDriver.run(request, files: disk)
            let reads = disk.takeReads()

            let fresh = MemoryFiles()
            for (file, text) in zip(files, texts) { fresh.put(file.path, text) }
            fresh.clock += 60
            let first = try GenerateDriver.run(request, files: fresh)
            #expect(outcome.rendered == first.rendered, "step \(step), an edit of \(files[target].path)")
            #expect(outcome.hasErrors == first.hasErrors, "step \(step)")
            if !first.hasErrors {
                #expect(disk.text("Generated.swift") == fresh.text("Generated.swift"), "step \(step), an edit of \(files[target].path)")
            }
            if outcome.path == .generated {
                if previousSucceeded, cached {
                    // With the record of a successful run, the sources the cache holds for their
                    // bytes as they are are not read.
                    fromCache += 1
                    #expect(reads == ([Self.record, Self.parsed] + changedSinceCache).sorted(), "step \(step)")
                }
                changedSinceCache = []
            }
            previousSucceeded = !outcome.hasErrors
        }
        // The property says little unless the kept results are used often.
        #expect(fromCache >= 30, "\(fromCache) runs took parse results from the cache")
    }
}
