import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

@Suite("SyntheticCorpus")
struct SyntheticCorpusTests {
    private static func sources(_ specification: CorpusSpecification) -> [SourceFile] {
        SyntheticCorpus.generate(specification).map { SourceFile(path: $0.path, text: $0.text) }
    }

    @Test("the same specification gives the same files; another seed gives other files")
    func deterministic() {
        let specification = CorpusSpecification(components: 200, files: 40)
        #expect(SyntheticCorpus.generate(specification) == SyntheticCorpus.generate(specification))
        var other = specification
        other.seed = 2
        #expect(SyntheticCorpus.generate(other) != SyntheticCorpus.generate(specification))
    }

    @Test("the corpus has the requested shape and its graph resolves with no diagnostics")
    func shapeAndResolution() {
        let specification = CorpusSpecification(components: 300, depth: 5, fanOut: 4, files: 60, requirements: 3)
        let files = SyntheticCorpus.generate(specification)
        #expect(files.count == specification.files + 1, "the component and noise files, plus the services file")
        let (resolved, diagnostics) = Generator.analyze(Self.sources(specification))
        #expect(diagnostics.isEmpty)
        #expect(resolved.graph.components.count == 300)
        #expect(resolved.graph.roots.count == 1)
        #expect(resolved.paths.count == 299, "a tree: one path to each non-root component")
        #expect(resolved.paths.allSatisfy { $0.components.count <= specification.depth + 1 })
        #expect(resolved.paths.allSatisfy { $0.bindings.count >= 1 && $0.bindings.count <= 3 })
        let children = Dictionary(grouping: resolved.graph.edges, by: \.parent).values.map(\.count)
        #expect(children.allSatisfy { $0 <= specification.fanOut })
        #expect(files.contains { $0.text.contains("#if DEBUG") && $0.text.contains("/* nested */") })
    }

    @Test("injected missing dependencies are each reported once")
    func missingDependencies() {
        let specification = CorpusSpecification(components: 200, files: 40, missingDependencies: 7)
        let (_, diagnostics) = Generator.analyze(Self.sources(specification))
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 7)
        #expect(errors.allSatisfy { $0.message.hasPrefix("missing dependency 'missing") })
    }
}
