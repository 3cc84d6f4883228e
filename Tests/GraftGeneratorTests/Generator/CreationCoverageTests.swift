import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Every `init(parent:)` call the repository's own Swift holds — fixtures and examples, the code
/// users copy — is classified by the generator: an edge of the graph, a hand-wired creation
/// (`parent:` with `dependency:`), or a located diagnostic. One it saw nothing at would be a
/// component the graph lacks with a green build, the worst bug Graft can have.
@Suite("Creation coverage: no init(parent:) call in the fixtures and examples goes unseen")
struct CreationCoverageTests {
    /// The `parent:` calls of `file` as `path:line` (a declaration `init(parent: Scope)` and a
    /// component's own `super.init(parent:)` are not creations), each with whether its argument
    /// list also has `dependency:`.
    static func creationCalls(in file: SourceFile) -> [(line: String, handWired: Bool)] {
        let tokenized = Lexer.tokenize(file)
        let tokens = tokenized.tokens
        var calls: [(String, Bool)] = []
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier && tokenized.text(of: tokens[index]) == "parent" {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .colon, tokens[index - 1].kind == .leftParen else { continue }
            let callee = tokenized.text(of: tokens[index - 2])
            let isDeclaration = callee == "init" && (index < 3 || tokens[index - 3].kind != .period)
            let isSuper = callee == "init" && index >= 4 && tokenized.text(of: tokens[index - 4]) == "super"
            guard !isDeclaration, !isSuper else { continue }
            // The argument list up to its closing parenthesis.
            var depth = 0
            var handWired = false
            for position in index..<tokens.count {
                switch tokens[position].kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .identifier where depth == 0 && tokenized.text(of: tokens[position]) == "dependency":
                    handWired = handWired || tokens[position + 1].kind == .colon
                default: break
                }
                if depth < 0 { break }
            }
            let location = tokenized.location(of: tokens[index])
            calls.append(("\(location.path):\(location.line)", handWired))
        }
        return calls
    }

    /// The Swift files under `folder`, each with its module: the folder under `Sources/` for a
    /// package, none for a fixture.
    static func sources(under folder: URL) throws -> [SourceFile] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && url.lastPathComponent != "Package.swift" {
            let parts = url.path.split(separator: "/")
            let module = parts.firstIndex(of: "Sources").map { String(parts[$0 + 1]) }
            files.append(SourceFile(path: url.path, module: module, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Every example and every fixture folder whose Swift mentions `parent:`, found anew each run,
    /// so that a new example or fixture is checked without being listed here.
    static let folders: [String] = {
        let parents = ["Examples", "Tests/Fixtures/Generator", "Tests/Fixtures"]
        var found: Set<String> = []
        for parent in parents {
            let url = Repository.root.appendingPathComponent(parent)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for child in children where child != "Generator" {
                let folder = url.appendingPathComponent(child)
                guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
                let mentions = files.contains { item in
                    guard let file = item as? URL, file.pathExtension == "swift" else { return false }
                    return (try? String(contentsOf: file, encoding: .utf8))?.contains("parent:") == true
                }
                if mentions { found.insert("\(parent)/\(child)") }
            }
        }
        return found.sorted()
    }()

    @Test("each call is an edge, hand-wired, or at a diagnostic", arguments: folders)
    func everyCreationIsClassified(folder: String) throws {
        let files = try Self.sources(under: Repository.root.appendingPathComponent(folder))
        let result = Generator.generate(files)
        var seen: Set<String> = []
        for edge in result.resolved.graph.edges { seen.insert("\(edge.location.path):\(edge.location.line)") }
        for diagnostic in result.diagnostics {
            seen.insert("\(diagnostic.location.path):\(diagnostic.location.line)")
            for note in diagnostic.notes { seen.insert("\(note.location.path):\(note.location.line)") }
        }
        let calls = files.flatMap(Self.creationCalls)
        #expect(!calls.isEmpty, "\(folder) holds no creation: the check would prove nothing")
        let unseen = calls.filter { !$0.handWired && !seen.contains($0.line) }.map(\.line)
        #expect(unseen.isEmpty, "init(parent:) calls the generator saw nothing at: \(unseen)")
    }

    @Test("the check finds a creation the generator cannot see")
    func checkCanFail() {
        let file = SourceFile(
            path: "A.swift",
            text: """
                final class A: BootstrapComponent {
                    func make(_ type: B.Type) -> B { type.init(parent: self) }
                    init(parent: Scope) { super.init(parent: parent) }
                    var wired: B { B(parent: self, dependency: Mock()) }
                }
                """)
        let calls = Self.creationCalls(in: file)
        #expect(calls.map(\.line) == ["A.swift:2", "A.swift:4"])
        #expect(calls.map(\.handWired) == [false, true])
    }
}
