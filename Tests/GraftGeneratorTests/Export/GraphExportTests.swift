import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Golden tests for `graft graph`: each format of the TicTacToe fixture graph (and the Modules
/// fixture, for grouping by module) against `Tests/Fixtures/Graph/`. `GRAFT_RECORD=1` rewrites them.
@Suite("Graph export goldens")
struct GraphExportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        let format: GraphFormat
        let dependencies: Bool
        var golden: String { "\(fixture).\(format.rawValue)\(dependencies ? "-dependencies" : "")" }
        var testDescription: String { golden }
    }

    static let cases: [Case] =
        GraphFormat.allCases.map { Case(fixture: "TicTacToe", format: $0, dependencies: false) } + [
            Case(fixture: "TicTacToe", format: .dot, dependencies: true),
            Case(fixture: "TicTacToe", format: .mermaid, dependencies: true),
            Case(fixture: "Modules", format: .dot, dependencies: false),
            Case(fixture: "Modules", format: .mermaid, dependencies: false),
        ]

    @Test("each format matches its golden file", arguments: cases)
    func golden(_ testCase: Case) throws {
        let goldenCase = GoldenTests.cases.first { $0.name == testCase.fixture } ?? GoldenTests.Case(name: testCase.fixture)
        let sources = try GoldenTests.sources(of: goldenCase)
        let (resolved, diagnostics) = Generator.analyze(sources, options: GeneratorOptions(outputModule: goldenCase.outputModule))
        #expect(diagnostics.isEmpty)
        let output = GraphExporter.export(resolved, format: testCase.format, dependencies: testCase.dependencies)
        let url = Repository.fixture("Graph/\(testCase.golden)")
        if Repository.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url)
            Issue.record("recorded \(url.path); rerun without GRAFT_RECORD to check it")
            return
        }
        #expect(output == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test("the HTML page is one self-contained file: no network, the JSON export inline and safe inside its script")
    func htmlIsSelfContained() throws {
        let source = SourceFile(
            path: "A.swift",
            text: """
                final class Root: BootstrapComponent {
                    var note: String { "</script><b>" }
                    var child: Child { Child(parent: self) }
                }
                protocol ChildDependency: Dependency { var note: String { get } }
                final class Child: Component<ChildDependency> {}
                """)
        let (resolved, diagnostics) = Generator.analyze([source])
        #expect(diagnostics.isEmpty)
        let page = GraphExporter.export(resolved, format: .html)
        for external in ["http://", "https://", " src=", "<link", "@import", "url("] {
            #expect(!page.contains(external), "the page must not load \(external)")
        }
        let json = GraphExporter.export(resolved, format: .json)
        #expect(page.contains("const graph = " + json.replacingOccurrences(of: "</", with: "<\\/") + ";"))
        // Exactly the page's own two script elements: nothing in the data closes one.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</html>\n"))
    }

    @Test("the export shows what could be built and leaves out unresolved paths")
    func partialGraph() {
        let source = SourceFile(
            path: "A.swift",
            text: """
                final class Root: BootstrapComponent {
                    var value: Int { 1 }
                    var good: Good { Good(parent: self) }
                    var bad: Bad { Bad(parent: self) }
                }
                protocol GoodDependency: Dependency { var value: Int { get } }
                final class Good: Component<GoodDependency> {}
                protocol BadDependency: Dependency { var missing: Int { get } }
                final class Bad: Component<BadDependency> {}
                """)
        let (resolved, diagnostics) = Generator.analyze([source])
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(
            GraphExporter.export(resolved, format: .text) == """
                ^->Root
                ^->Root->Good
                    value: Int  <- Root.value (parent)

                """)
        #expect(GraphExporter.export(resolved, format: .dot).contains("\"Root\" -> \"Bad\";"))
    }

    @Test("DOT and Mermaid escape what their syntax needs")
    func escaping() {
        #expect(GraphExportModel.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(GraphExportModel.mermaidID("Features.Catalog") == "Features_Catalog")
    }
}
