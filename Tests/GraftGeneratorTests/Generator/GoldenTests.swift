import Foundation
import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

/// Golden tests: fixture sources in `Tests/Fixtures/Generator/<case>/` against the exact expected
/// output in `Expected.swift.golden`. Run with `GRAFT_RECORD=1` to rewrite the goldens (the run then
/// fails, so a recording is never mistaken for a pass).
@Suite("Generator goldens")
struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Module of each file, when the case groups files by module.
        var modules: [String: String] = [:]
        var outputModule: String?
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "TicTacToe"),
        Case(name: "LanguageForms"),
        Case(name: "Modules", modules: ["Feature.swift": "Feature", "App.swift": "App"], outputModule: "App"),
        Case(name: "Empty"),
        Case(name: "NeedleStyle"),
        Case(name: "Pluginized"),
    ]

    /// The fixture's Swift files, with paths relative to the repository so output never holds an
    /// absolute path.
    static func sources(of testCase: Case) throws -> [SourceFile] {
        let folder = Repository.fixture("Generator/\(testCase.name)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return SourceFile(path: "Tests/Fixtures/Generator/\(testCase.name)/\(name)", module: testCase.modules[name], bytes: [UInt8](data))
        }
    }

    @Test("generated providers match the golden file", arguments: cases)
    func golden(_ testCase: Case) throws {
        let result = Generator.generate(try Self.sources(of: testCase), options: GeneratorOptions(outputModule: testCase.outputModule))
        #expect(result.diagnostics.map(\.rendered) == [])
        let goldenURL = Repository.fixture("Generator/\(testCase.name)/Expected.swift.golden")
        if Repository.isRecording {
            try Data(result.output.utf8).write(to: goldenURL)
            Issue.record("recorded \(goldenURL.path); rerun without GRAFT_RECORD to check it")
            return
        }
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(result.output == golden)
    }

    @Test("the same sources in any order give the same bytes", arguments: cases)
    func determinism(_ testCase: Case) throws {
        let sources = try Self.sources(of: testCase)
        let options = GeneratorOptions(outputModule: testCase.outputModule)
        let forward = Generator.generate(sources, options: options)
        let reversed = Generator.generate(sources.reversed(), options: options)
        var generator = SplitMix64(seed: 42)
        let shuffled = Generator.generate(sources.shuffled(using: &generator), options: options)
        #expect(forward.output == reversed.output)
        #expect(forward.output == shuffled.output)
        #expect(forward.diagnostics == reversed.diagnostics)
    }

    @Test("200 files with missing dependencies in any order give the same bytes and the same diagnostics")
    func determinismAtScale() throws {
        let files = SyntheticCorpus.generate(CorpusSpecification(components: 1_000, files: 200, missingDependencies: 12, seed: 7))
        let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
        let forward = Generator.generate(sources)
        #expect(forward.diagnostics.filter { $0.severity == .error }.count == 12)
        var generator = SplitMix64(seed: 99)
        for _ in 0..<3 {
            let shuffled = Generator.generate(sources.shuffled(using: &generator))
            #expect(shuffled.output == forward.output)
            #expect(Diagnostic.render(shuffled.diagnostics) == Diagnostic.render(forward.diagnostics))
        }
    }

    @Test("a Needle-style corpus (model classes beside the components) resolves every component, and compiles with its providers")
    func needleStyleCorpus() throws {
        var specification = CorpusSpecification(components: 60, files: 12)
        specification.modelTypes = 40
        specification.modelsPerFile = 10
        let files = SyntheticCorpus.generate(specification)
        #expect(files.filter { $0.path.contains("/Models") }.count == 4)
        let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
        let result = Generator.generate(sources)
        #expect(result.diagnostics.isEmpty)
        #expect(result.resolved.graph.components.count == 60)
        #expect(result.resolved.paths.count == 59)

        let folder = try Repository.temporaryFolder("needle-style")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (path, text) in files.map({ ($0.path, $0.text) }) + [("Generated.swift", result.output)] {
            let url = folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        if case .failure(let failure) = try SwiftBuild.library("Corpus", sources: urls, in: folder) {
            Issue.record("the corpus and its providers must compile:\n\(failure.output)")
        }
    }

    @Test("the runtime tests' providers (Tests/GraftTests/Graft+GraftTests.swift) are what the generator writes today")
    func runtimeTestProviders() throws {
        let folder = Repository.root.appendingPathComponent("Tests/GraftTests")
        let generatedURL = folder.appendingPathComponent("Graft+GraftTests.swift")
        // LookupTableTests.swift wires its components through lookup tables of its own, written by hand.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != generatedURL.lastPathComponent && $0 != "LookupTableTests.swift" }.sorted()
        let sources = try names.map { name in
            SourceFile(path: "Tests/GraftTests/\(name)", bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let result = Generator.generate(sources)
        #expect(!result.hasErrors)
        if Repository.isRecording {
            try Data(result.output.utf8).write(to: generatedURL)
            Issue.record("recorded \(generatedURL.path); rerun without GRAFT_RECORD to check it")
            return
        }
        #expect(
            result.output == (try String(contentsOf: generatedURL, encoding: .utf8)),
            "regenerate with GRAFT_RECORD=1 swift test --filter runtimeTestProviders")
    }

    @Test("the Modules golden compiles into module App against a module Feature, and wires the feature")
    func modulesGoldenCompilesAndRuns() throws {
        let folder = try Repository.temporaryFolder("golden-modules")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Repository.fixture("Generator/Modules")
        // Feature (against the runtime), then App.
        let feature = try SwiftBuild.library("Feature", sources: [fixture.appendingPathComponent("Feature.swift")], in: folder).get()
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        let generated = folder.appendingPathComponent("Generated.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Expected.swift.golden"), to: generated)
        try SwiftBuild.expectBuildAndRun(
            [fixture.appendingPathComponent("App.swift"), generated, main], in: folder,
            arguments: ["-module-name", "App", feature.path], printing: "OK\n")
    }

    @Test(
        "golden providers compile with the runtime under -warnings-as-errors and wire the right instances",
        arguments: ["TicTacToe", "LanguageForms", "NeedleStyle", "Pluginized"])
    func goldenCompilesAndRuns(_ name: String) throws {
        let folder = try Repository.temporaryFolder("golden-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Repository.fixture("Generator/\(name)")
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        let generated = folder.appendingPathComponent("Generated.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Expected.swift.golden"), to: generated)
        let inputs = try FileManager.default.contentsOfDirectory(at: fixture, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        try SwiftBuild.expectBuildAndRun(inputs + [generated, main], in: folder, printing: "OK\n")
    }
}
