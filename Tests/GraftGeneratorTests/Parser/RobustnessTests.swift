import Foundation
import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

/// Every Swift file in the repository, whole, cut short and mutated byte by byte, lexes and parses
/// without a crash or a hang, and what comes out is well formed.
@Suite("Lexer and parser robustness")
struct RobustnessTests {
    /// The repository's Swift files (build folders excluded), as bytes.
    static func repositorySwiftFiles() throws -> [(String, [UInt8])] {
        let root = Repository.root
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, [UInt8])] = []
        for case let url as URL in enumerator {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix(".build") || relative.hasPrefix(".git") || relative.contains("/.build") {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            files.append((relative, [UInt8](try Data(contentsOf: url))))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Checks the invariants a caller relies on: tokens in order and in bounds, ending with
    /// `endOfFile`; every diagnostic inside the file.
    static func checkWellFormed(_ bytes: [UInt8], path: String) -> Bool {
        let source = SourceFile(path: path, bytes: bytes)
        let tokens = Lexer.tokenize(source)
        var previousEnd = 0
        for token in tokens.tokens {
            guard token.start >= previousEnd, token.end >= token.start, token.end <= bytes.count else { return false }
            previousEnd = token.end
        }
        guard tokens.tokens.last?.kind == .endOfFile else { return false }
        let parsed = DeclarationParser.parse(tokens)
        let lines = source.lineStarts.count
        return parsed.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.line <= lines && $0.location.column >= 1 }
    }

    // The limits catch hangs. Alone, the suite takes seconds; in a full run it may wait minutes for
    // a thread while the examples' builds hold the test threads (their tests wait for `swift build`),
    // and the limit counts that wait.
    @Test("every repository file, whole and cut at many points")
    func wholeAndTruncated() throws {
        let files = try Self.repositorySwiftFiles()
        #expect(files.count > 20)
        for (path, bytes) in files {
            #expect(Self.checkWellFormed(bytes, path: path), "\(path)")
            let cuts = stride(from: 1, to: bytes.count, by: max(1, bytes.count / 24))
            for cut in cuts {
                #expect(Self.checkWellFormed(Array(bytes[..<cut]), path: path), "\(path) cut at \(cut)")
            }
        }
    }

    @Test("byte-level mutations of every repository file")
    func mutations() throws {
        let interesting: [UInt8] = Array("\"{}()[]/*#\\`'$@<>?!\n\r".utf8) + [0x00, 0xFF, 0xC3, 0xE2]
        var random = SplitMix64(seed: 2026)
        for (path, bytes) in try Self.repositorySwiftFiles() where !bytes.isEmpty {
            for _ in 0..<24 {
                var mutated = bytes
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let position = Int.random(in: 0..<mutated.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: mutated[position] = interesting.randomElement(using: &random) ?? 0
                    case 1: mutated.insert(interesting.randomElement(using: &random) ?? 0, at: position)
                    default: mutated.remove(at: position)
                    }
                    if mutated.isEmpty { break }
                }
                #expect(Self.checkWellFormed(mutated, path: path), "\(path) mutated")
            }
        }
    }

    @Test("a type with an empty name (struct `` {}, which the compiler rejects) is a declaration like any other, not a crash (a fuzzer finding)")
    func emptyTypeName() {
        let graph = """
            import Graft
            protocol ChildDependency: Dependency { var name: String { get } }
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            final class ChildComponent: Component<ChildDependency> {}

            """
        let plain = Generator.generate([SourceFile(path: "App.swift", text: graph)])
        for (declaration, column) in [("struct `` {}", 8), ("extension `` {}", 11), ("enum `` { struct Inner {} }", 6)] {
            let withEmpty = Generator.generate([SourceFile(path: "App.swift", text: graph + declaration + "\n")])
            #expect(Diagnostic.render(withEmpty.diagnostics) == "App.swift:8:\(column): warning: empty backticked identifier\n", "\(declaration)")
            #expect(withEmpty.output == plain.output, "\(declaration)")
        }
        #expect(plain.diagnostics.isEmpty && plain.output.contains("ChildDependency"))
    }

    @Test("pathological input: deep nesting, long runs, unbalanced everything")
    func pathological() {
        let inputs = [
            String(repeating: "{", count: 100_000),
            String(repeating: "}", count: 100_000),
            String(repeating: "(", count: 50_000) + String(repeating: ")", count: 10),
            String(repeating: "/*", count: 10_000),
            String(repeating: "\"\\(", count: 5_000),
            String(repeating: "#if A\n", count: 5_000),
            String(repeating: "class A { var x: Array<", count: 2_000),
            String(repeating: "#", count: 10_000) + "\"",
            String(repeating: "a.", count: 50_000),
        ]
        for input in inputs {
            #expect(Self.checkWellFormed(Array(input.utf8), path: "p.swift"))
        }
    }
}
