import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Graft's promise rests on one invariant: every class that inherits, directly or not, from
/// Graft's `Component` is either a component of the graph or the subject of a diagnostic. The
/// compiler is the judge of what inherits from `Component`: a program built from the same sources
/// asks the Swift runtime, for every class, whether it is a Graft `Scope`.
@Suite("Every class inheriting Graft's Component is in the graph or diagnosed")
struct ComponentInvariantTests {
    /// Every class of `Tests/Fixtures/Invariant`, by qualified name, with an expression for its type.
    private static let classes: [(name: String, type: String)] = [
        ("Root", "Root"), ("Direct", "Direct"), ("Qualified", "Qualified"), ("Existential", "Existential"),
        ("Parenthesized", "Parenthesized"), ("Commented", "Commented"), ("Broken", "Broken"),
        ("WithConformances", "WithConformances"), ("Attributed", "Attributed"), ("Empty", "Empty"),
        ("QualifiedRoot", "QualifiedRoot"), ("ThroughAlias", "ThroughAlias"), ("ThroughGenericAlias", "ThroughGenericAlias"),
        ("Intermediate", "Intermediate"), ("Subclass", "Subclass"), ("SubclassThroughAlias", "SubclassThroughAlias"),
        ("SubclassOfLater", "SubclassOfLater"), ("LaterBase", "LaterBase"), ("Aliases.Nested", "Aliases.Nested"),
        ("ThroughNestedAlias", "ThroughNestedAlias"), ("Aliases.InExtension", "Aliases.InExtension"),
        ("Generic", "Generic<Int>"), ("UI.Component", "UI.Component"), ("UI.Widget", "UI.Widget"), ("Plain", "Plain"),
        ("PlainChild", "PlainChild"), ("Unrelated", "Unrelated"),
    ]

    @Test("the compiler's Graft scopes are exactly the graph's components; no class is dropped without a word")
    func everyComponentIsFound() throws {
        let fixture = Repository.fixture("Invariant")
        let files = try FileManager.default.contentsOfDirectory(at: fixture, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        #expect(files.count == 2)

        // What the compiler says.
        let folder = try Repository.temporaryFolder("invariant")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        var program = "import Graft\n\nfunc isScope(_ type: AnyClass) -> Bool { type is any Scope.Type }\n\n"
        for entry in Self.classes { program += "print(\"\(entry.name)\", isScope(\(entry.type).self))\n" }
        try Data(program.utf8).write(to: main)
        let executable = try SwiftBuild.executable(sources: files + [main], in: folder).get()
        let run = try ProcessRunner.run(executable, [])
        try #require(run.status == 0)
        var scopes: Set<String> = []
        for line in run.standardOutput.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[1] == "true" { scopes.insert(String(parts[0])) }
        }
        #expect(run.standardOutput.split(separator: "\n").count == Self.classes.count)

        // What the generator says.
        let sources = try files.map { SourceFile(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
        let (resolved, diagnostics) = Generator.analyze(sources)
        let components = Set(resolved.graph.components.map(\.qualifiedName))
        let diagnosedLines = Set(diagnostics.map { "\($0.location.path):\($0.location.line)" })
        let declarations = DeclarationParser.parse(sources)
        var lines: [String: String] = [:]
        for file in declarations {
            for type in file.types where type.kind == .class {
                lines[type.qualifiedName] = "\(file.path):\(type.location.line)"
            }
        }

        for entry in Self.classes {
            let line = try #require(lines[entry.name], "the parser must see class \(entry.name)")
            if scopes.contains(entry.name) {
                #expect(components.contains(entry.name) || diagnosedLines.contains(line), "\(entry.name) is a Graft scope")
            } else {
                #expect(!components.contains(entry.name), "\(entry.name) is not a Graft scope")
            }
        }
        // This corpus is all well-formed: every scope is in the graph, and nothing else.
        #expect(components == scopes)
        #expect(scopes.count == 22)
    }
}
