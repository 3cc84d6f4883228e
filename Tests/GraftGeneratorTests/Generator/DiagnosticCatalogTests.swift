import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The diagnostics reference (docs/GraftCommandLine.docc/Diagnostics.md) is the catalog: one row per diagnostic, with its identifier,
/// severity and message pattern exactly as the generator has them.
@Suite("Diagnostics catalog")
struct DiagnosticCatalogTests {
    /// The rows of the article's tables: identifier → the row's text.
    private func articleRows() throws -> [String: String] {
        let article = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/GraftCommandLine.docc/Diagnostics.md"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in article.split(separator: "\n") where line.hasPrefix("| `") {
            let identifier = line.dropFirst(3).prefix { $0 != "`" }
            #expect(rows[String(identifier)] == nil, "\(identifier) is listed twice")
            rows[String(identifier)] = String(line)
        }
        return rows
    }

    @Test("the reference lists exactly the catalog's diagnostics, each with its severity and message")
    func articleListsTheCatalog() throws {
        let rows = try articleRows()
        #expect(Set(rows.keys) == Set(DiagnosticID.allCases.map(\.rawValue)))
        for id in DiagnosticID.allCases {
            guard let row = rows[id.rawValue] else { continue }
            #expect(row.contains("`\(id.pattern)`"), "\(id.rawValue): the reference's message differs from the catalog's")
            if row.contains("| error: `") || row.contains("| warning: `") {
                #expect(row.contains("| \(id.severity.rawValue): `"), "\(id.rawValue) is a \(id.severity.rawValue)")
            }
        }
    }

    @Test("identifiers are stable words and messages fill every placeholder")
    func identifiersAndPlaceholders() {
        for id in DiagnosticID.allCases {
            #expect(id.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id.rawValue)")
            let placeholders = id.pattern.matches(of: /\{[A-Za-z]+\}/).count
            let filled = id.message((0..<placeholders).map { "<\($0)>" })
            #expect(filled.matches(of: /\{[A-Za-z]+\}/).isEmpty, "\(id.rawValue): \(filled)")
            #expect((0..<placeholders).allSatisfy { filled.contains("<\($0)>") })
        }
        #expect(
            DiagnosticID.missingDependency.message(["theme", "Theme", "Game", "^->Root->Game", ""])
                == "missing dependency 'theme: Theme' of Game at ^->Root->Game: no ancestor provides a property with this name and type")
        #expect(DiagnosticID.missingOpeningBrace.message(["Game"]) == "expected '{' to start the body of 'Game'")
        // Text after a placeholder outside ASCII (the dash), arguments outside ASCII, and a
        // placeholder left without an argument, which stays as written.
        #expect(
            DiagnosticID.tooManyConditions.message(["7", "DEBUG, os(iOS)"])
                == "the graph depends on 7 #if conditions Graft cannot decide before compilation (DEBUG, os(iOS)); it resolves at most {limit} "
                + "— define the others with --define or the target's swiftSettings")
        #expect(DiagnosticID.missingOpeningBrace.message(["Jeu_é"]) == "expected '{' to start the body of 'Jeu_é'")
    }

    @Test("every diagnostic the generator reports carries its catalog identifier")
    func diagnosticsCarryTheirIdentifier() {
        let source = SourceFile(
            path: "A.swift",
            text: """
                import Graft
                protocol D: Dependency { var value: Int { get }; func f() }
                final class Root: BootstrapComponent { var child: Child { Child(parent: self) } }
                final class Child: Component<D> {}
                let stray = Child(parent: Root())
                let text = "unterminated
                """)
        let result = Generator.generate([source])
        #expect(
            result.diagnostics.map(\.id.rawValue).sorted() == [
                "created-outside-component", "dependency-requires-method", "missing-dependency", "unterminated-string",
            ])
        for diagnostic in result.diagnostics where diagnostic.id != .unterminatedString {
            #expect(diagnostic.severity == diagnostic.id.severity)
        }
    }
}
