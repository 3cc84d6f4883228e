import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

/// The rule by which `graft generate` keeps its previous output after an edit (`RunRecord`), checked
/// against what generating again gives.
@Suite("keeping the output after an edit")
struct IncrementalTests {
    /// The record a successful run on `parsed` would keep.
    private func inputs(_ sources: [SourceFile], _ parsed: [ParsedFile], _ result: GeneratorResult) -> [String: RunRecord.Input] {
        let stamped = sources.map { RunRecord.StampedInput(path: $0.path, module: $0.module, stamp: nil) }
        let contents = Dictionary(uniqueKeysWithValues: zip(stamped, sources).map { ($0.identity, RunRecord.contentFingerprint($1.bytes)) })
        return RunRecord.entries(for: parsed, inputs: stamped, contents: contents, located: RunRecord.locatedPaths(of: result))
    }

    @Test("whenever the rule keeps the output after a random edit, generating again gives the same bytes and the same diagnostics")
    func keptOutputIsTheGeneratedOne() {
        var specification = CorpusSpecification(components: 40, files: 8)
        specification.modelTypes = 10
        specification.modelsPerFile = 5
        let extra = """
            import Graft
            final class Lonely: Component<EmptyDependency> {
                #if DEBUG
                var debugName: String { "lonely" }
                #endif
                func describe() -> String { "\\(self)" }
            }
            """
        // A file whose only problem is the compiler's to report, in DEBUG builds: the output places
        // it at the call's line and column, and no diagnostic of the run names the file.
        let debugOnly = """
            import Graft
            final class Menu: BootstrapComponent {
                var kind: Lonely.Type { Lonely.self }
                #if DEBUG
                var lonely: Lonely { kind.init(parent: self) }
                #endif
            }
            """
        let files = SyntheticCorpus.generate(specification).map { ($0.path, $0.text) } + [("Lonely.swift", extra), ("Menu.swift", debugOnly)]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let parsed = Generator.parse(sources)
        let before = Generator.generate(parsed: parsed)
        #expect(!before.hasErrors)
        let reversed = Generator.generate(parsed: parsed.reversed())
        #expect(reversed.output == before.output, "the parsed files' order does not matter")
        #expect(reversed.diagnostics == before.diagnostics)
        #expect(!before.diagnostics.isEmpty, "a located warning, so that moves in its file count")
        let record = RunRecord(
            settings: "s", outputs: [], stamp: nil, inputs: inputs(sources, parsed, before), warnings: Diagnostic.render(before.diagnostics))

        // Random edits of any file; then edits that only move declarations, which a rule that keeps
        // the output on them must get right: a line break at the start of each file, and a space at
        // the start of each line of the two small files.
        var generator = SplitMix64(seed: 2026)
        var edits: [(target: Int, text: String)] = (0..<150).map { _ in
            let target = Int.random(in: 0..<sources.count, using: &generator)
            return (target, RandomEdit.apply(to: files[target].1, using: &generator))
        }
        edits += files.indices.map { ($0, "\n" + files[$0].1) }
        for target in files.indices.suffix(2) {
            let lines = files[target].1.split(separator: "\n", omittingEmptySubsequences: false)
            edits += lines.indices.map { line in
                (target, lines.enumerated().map { $0.offset == line ? " " + $0.element : $0.element }.joined(separator: "\n"))
            }
        }
        var kept = 0
        var generated = 0
        for (target, text) in edits {
            var edited = sources
            edited[target] = SourceFile(path: sources[target].path, text: text)
            let editedParsed = Generator.parse(edited)
            let after = Generator.generate(parsed: editedParsed)
            var current = inputs(edited, editedParsed, after)
            // The rule sees what a run sees: the located flags of the record, not of the new run.
            for (identity, input) in current { current[identity]?.located = record.inputs[identity]?.located ?? input.located }
            if record.stands(for: current, settings: "s") {
                kept += 1
                #expect(after.output == before.output, "edit of \(sources[target].path)")
                #expect(Diagnostic.render(after.diagnostics) == Diagnostic.render(before.diagnostics), "edit of \(sources[target].path)")
            } else {
                generated += 1
            }
        }
        // Both branches are exercised, or the property says little.
        #expect(kept >= 20, "\(kept) kept")
        #expect(generated >= 20, "\(generated) generated")
    }

    @Test("parsing with digests gives the files parse gives, in the same order whatever the order given, each with its own digest")
    func parseDigesting() {
        let sources = SyntheticCorpus.generate(CorpusSpecification(components: 30, files: 6)).map { SourceFile(path: $0.path, text: $0.text) }
        let parsed = Generator.parse(sources)
        for given in [sources, sources.reversed()] {
            let pairs = Generator.parseDigesting(given)
            #expect(pairs.map(\.file.path) == parsed.map(\.path))
            #expect(pairs.map(\.file.types) == parsed.map(\.types))
            #expect(pairs.map(\.digest) == parsed.map(\.digest))
        }
        #expect(Set(parsed.map(\.digest)).count == parsed.count, "each file's digest is its own")
    }
}
