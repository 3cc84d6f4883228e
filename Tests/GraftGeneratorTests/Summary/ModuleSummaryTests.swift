import Foundation
import SyntheticCorpus
import Testing

@testable import _GraftGeneratorCore

/// `ModuleSummary`: a module's parsed files stored by `graft summarize` and read back by
/// `graft generate --summary`, which must then give the bytes and diagnostics of a run from the
/// sources themselves.
@Suite("Module summaries")
struct ModuleSummaryTests {
    /// Every Swift file of this repository (sources, tests, fixtures, examples, benchmarks), with
    /// paths relative to its root: a few hundred files of real code, `#if` blocks, generics,
    /// attributes and malformed fixtures among them.
    static func repositoryFiles() throws -> [SourceFile] {
        let root = Repository.root.path + "/"
        var files: [SourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard relative.hasSuffix(".swift") || relative.hasSuffix(".swift.txt") else { continue }
            files.append(SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + relative)))))
        }
        return files
    }

    @Test("every file of this repository reads back from a summary with every value the parser extracted")
    func roundTrip() throws {
        let parsed = Generator.parse(try Self.repositoryFiles())
        #expect(parsed.count > 200)
        let bytes = ModuleSummary.encode(parsed)
        let read = try ModuleSummary.decode(bytes, path: "all.graftsummary")
        // The digest covers every stored property (a test checks each type's count), locations included.
        #expect(read.map(\.digest) == parsed.map(\.digest))
        #expect(read.map(\.path) == parsed.map(\.path))
        #expect(ModuleSummary.encode(read) == bytes)
        // The same files given in another order make the same bytes.
        var generator = SplitMix64(seed: 5)
        #expect(ModuleSummary.encode(Generator.parse(try Self.repositoryFiles().shuffled(using: &generator))) == bytes)
        let sourceSize = try Self.repositoryFiles().reduce(0) { $0 + $1.bytes.count }
        #expect(bytes.count * 4 < sourceSize, "a summary is a small part of its sources: \(bytes.count) of \(sourceSize) bytes")
    }

    @Test("the #if blocks a file's declarations share are shared again when read")
    func sharedBlocks() throws {
        let text = "#if DEBUG\nimport A\n#if os(iOS)\nimport B\n#endif\nimport C\n#else\nimport D\n#endif\n"
        let parsed = DeclarationParser.parse(SourceFile(path: "F.swift", text: text))
        let read = try ModuleSummary.decode(ModuleSummary.encode([parsed]), path: "F.graftsummary")[0]
        let conditions = read.imports.map { $0.condition! }
        #expect(conditions.map(\.description) == parsed.imports.map { $0.condition!.description })
        #expect(conditions[0].identity == conditions[2].identity)
        #expect(conditions[1].outer?.identity == conditions[0].identity)
        #expect(conditions[3].identity != conditions[0].identity)
    }

    /// Runs the generator from the sources and from summaries of them (`groups` summaries, files
    /// dealt out in turn), and expects the same outputs and diagnostics.
    private func expectSameRun(_ sources: [SourceFile], groups: Int, options: GeneratorOptions = GeneratorOptions()) throws {
        let fromSources = Generator.generate(sources, options: options)
        var summaries = Array(repeating: [SourceFile](), count: groups)
        for (position, source) in sources.enumerated() { summaries[position % groups].append(source) }
        var read: [ParsedFile] = []
        for (number, group) in summaries.enumerated() {
            read += try ModuleSummary.decode(ModuleSummary.encode(Generator.parse(group)), path: "\(number).graftsummary")
        }
        let fromSummaries = Generator.generate(parsed: read, options: options)
        #expect(fromSummaries.outputBytes == fromSources.outputBytes)
        #expect(Diagnostic.render(fromSummaries.diagnostics) == Diagnostic.render(fromSources.diagnostics))
    }

    @Test("a run from summaries gives the bytes of a run from sources", arguments: GoldenTests.cases)
    func goldens(_ testCase: GoldenTests.Case) throws {
        try expectSameRun(try GoldenTests.sources(of: testCase), groups: 2, options: GeneratorOptions(outputModule: testCase.outputModule))
    }

    @Test("a backticked name that is not valid UTF-8 reads back from a summary as the same name: the same digest and the same run")
    func namesNotValidUTF8() throws {
        // `a` followed by a lone continuation byte, different in the requirement and the property:
        // both read as `a\u{FFFD}`, which is also what a summary stores.
        var bytes = Array("protocol ChildDependency: Dependency { var `a".utf8) + [0x87] + Array("`: Int { get } }\n".utf8)
        bytes += Array("final class Root: BootstrapComponent {\n    var `a".utf8) + [0x88] + Array("`: Int { 1 }\n".utf8)
        bytes += Array("    var child: Child { Child(parent: self) }\n}\nfinal class Child: Component<ChildDependency> {}\n".utf8)
        let source = SourceFile(path: "Names.swift", bytes: bytes)
        let parsed = DeclarationParser.parse(source)
        let read = try ModuleSummary.decode(ModuleSummary.encode([parsed]), path: "Names.graftsummary")
        #expect(read.map(\.digest) == [parsed.digest])
        let repaired = Name("a\u{FFFD}")
        let fromBytes = [UInt8(0x87), 0x88].map { byte in [0x61, byte].withUnsafeBufferPointer { Name(bytes: $0) } }
        #expect(fromBytes == [repaired, repaired])
        try expectSameRun([source], groups: 1)
    }

    @Test("two spellings of a name that Unicode holds equivalent (é as one scalar, e and U+0301) stay two names in a summary, as in the sources")
    func canonicallyEquivalentNames() throws {
        // Swift, like the parser, tells identifiers apart by their scalars: the requirement is not
        // the root's property. A summary that numbered its strings by `String` equality (which is
        // canonical equivalence) stored both as the first spelling, and the run from it resolved a
        // requirement that the compiler then found missing.
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        let text = """
            protocol ChildDependency: Dependency { var \(decomposed): Int { get } }
            final class Root: BootstrapComponent {
                var \(composed): Int { 1 }
                var child: Child { Child(parent: self) }
            }
            final class Child: Component<ChildDependency> {}

            """
        let source = SourceFile(path: "Accents.swift", text: text)
        let parsed = DeclarationParser.parse(source)
        let read = try ModuleSummary.decode(ModuleSummary.encode([parsed]), path: "Accents.graftsummary")
        #expect(read.map(\.types) == [parsed.types])
        #expect(read.map(\.digest) == [parsed.digest])
        #expect(Generator.generate([source]).diagnostics.map(\.id) == [.missingDependency])
        try expectSameRun([source], groups: 1)
    }

    @Test("a backticked type name holding a dot reads back from a summary as one name: the same file, digest and run")
    func backtickedNameWithADot() throws {
        // `Child.Dependency` is one name, not `Dependency` nested in `Child`: read back as two
        // parts, the protocol would move into `Child` and the component would find no protocol.
        let text = """
            protocol `Child.Dependency`: Dependency { var name: String { get } }
            final class Root: BootstrapComponent {
                var name: String { "root" }
                var child: Child { Child(parent: self) }
            }
            final class Child: Component<`Child.Dependency`> {}
            struct Outer { struct `c.d` {}; typealias `e.f` = Int }

            """
        let source = SourceFile(path: "Dot.swift", text: text)
        let parsed = DeclarationParser.parse(source)
        let read = try ModuleSummary.decode(ModuleSummary.encode([parsed]), path: "Dot.graftsummary")
        #expect(read.map(\.types) == [parsed.types])
        #expect(read.map(\.typealiases) == [parsed.typealiases])
        #expect(read.map(\.digest) == [parsed.digest])
        #expect(parsed.types.map(\.namePath) == [["Child.Dependency"], ["Root"], ["Child"], ["Outer"], ["Outer", "c.d"]].map { $0.map { Name($0) } })
        #expect(parsed.typealiases.map(\.namePath) == [[Name("Outer"), Name("e.f")]])
        let run = Generator.generate([source], options: GeneratorOptions())
        #expect(run.diagnostics.isEmpty, "\(Diagnostic.render(run.diagnostics))")
        try expectSameRun([source], groups: 1)
    }

    @Test("a graph that differs between build configurations: the same #if-mirrored output from summaries")
    func buildConfigurations() throws {
        let path = "Tests/Fixtures/Generator/BuildConfigurations/Graph.swift"
        let bytes = [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent(path)))
        try expectSameRun([SourceFile(path: path, bytes: bytes)], groups: 1)
    }

    @Test("1,000 components with missing dependencies over four summaries: the same output and located errors")
    func corpusWithErrors() throws {
        let files = SyntheticCorpus.generate(CorpusSpecification(components: 1_000, files: 200, missingDependencies: 12, seed: 11))
        try expectSameRun(files.map { SourceFile(path: $0.path, text: $0.text) }, groups: 4, options: GeneratorOptions(outputFiles: 3))
    }

    /// A summary of one small file, whose exact bytes a test pins.
    private static let pinned = """
        #if DEBUG
        import Graft
        #endif
        protocol LogDependency: Dependency { var log: (String) -> Void { get } }
        final class LogComponent: Component<LogDependency> {}
        """

    @Test("the layout is pinned: a change to the stream must come with a new ModuleSummary.formatVersion")
    func pinnedBytes() {
        let bytes = ModuleSummary.encode([DeclarationParser.parse(SourceFile(path: "Log.swift", module: "Log", text: Self.pinned))])
        let header = "graft-summary 7 \(Invocation.toolVersion)\n"
        #expect(Array(bytes.prefix(header.utf8.count)) == Array(header.utf8))
        // Recorded when format 7 was made (the `@available` attributes of the extensions enclosing
        // a type, after its `where` clause); format 6 did not have them and wrote an import's
        // access level after its condition as format 7 does; format 5
        // had format 4's bytes and read a creation site's
        // context type as the parser now infers it (format 3 had no `where` clause of a type declaration;
        // format 2 no check after the first line, nor a property's getter effects; format 1 wrote a
        // name path as its dotted text); if this fails,
        // bump `formatVersion` (and this header) and record again. The first eight bytes are the
        // check.
        let body = bytes.dropFirst(header.utf8.count).map { String($0, radix: 16) }.joined(separator: " ")
        #expect(body == Self.pinnedBody, "\(body)")
        // And a summary written in format 7 reads back as the file it was made of.
        let recorded = Array(header.utf8) + Self.pinnedBody.split(separator: " ").map { UInt8($0, radix: 16)! }
        let file = DeclarationParser.parse(SourceFile(path: "Log.swift", module: "Log", text: Self.pinned))
        #expect((try? ModuleSummary.decode(recorded, path: "Log.graftsummary"))?.map(\.digest) == [file.digest])
    }

    /// The body of `pinned`'s summary as format 7 lays it out, in hexadecimal.
    static let pinnedBody = [
        "b5 8b ac ff 57 63 f5 db 16 9 4c 6f 67 2e 73 77 69 66 74 3 4c 6f 67 5",
        "47 72 61 66 74 5 44 45 42 55 47 4 61 74 6f 6d 8 70 72 6f 74 6f 63 6f",
        "6c d 4c 6f 67 44 65 70 65 6e 64 65 6e 63 79 a 44 65 70 65 6e 64 65 6e",
        "63 79 7 6e 6f 6d 69 6e 61 6c 8 69 6e 74 65 72 6e 61 6c 3 6c 6f 67 e",
        "28 53 74 72 69 6e 67 29 2d 3e 56 6f 69 64 8 66 75 6e 63 74 69 6f 6e 6",
        "53 74 72 69 6e 67 4 56 6f 69 64 8 63 6f 6d 70 75 74 65 64 3 67 65 74",
        "5 63 6c 61 73 73 c 4c 6f 67 43 6f 6d 70 6f 6e 65 6e 74 5 66 69 6e 61",
        "6c 18 43 6f 6d 70 6f 6e 65 6e 74 3c 4c 6f 67 44 65 70 65 6e 64 65 6e 63",
        "79 3e 9 43 6f 6d 70 6f 6e 65 6e 74 1 0 1 1 1 0 1 2 0 0 2 1",
        "1 1 1 1 3 4 3 0 0 0 1 1 0 2 5 6 1 6 0 4 a 0 0 0",
        "1 7 8 1 7 0 0 4 19 0 9 1 a 1 b 1 6 2 2 e 2 14 1c 1",
        "c 0 1 8 1 d 0 0 0 8 1 e 0 0 0 f 9 0 1 10 0 0 0 0",
        "0 4 2a 0 0 0 0 0 0 0 0 0 11 12 1 12 0 5 d 1 13 0 0 1",
        "14 8 1 15 1 8 1 6 0 0 5 1b 0 9 0 0 0 0 0 0 0 0 0 0",
        "0 0",
    ].joined(separator: " ")

    @Test("a file that is not a summary, one from another version and a damaged one are refused with a message")
    func refusals() throws {
        let summary = ModuleSummary.encode([DeclarationParser.parse(SourceFile(path: "Log.swift", module: "Log", text: Self.pinned))])
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try ModuleSummary.decode(bytes, path: "Log.graftsummary")
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(Array("import Graft\n".utf8)) == "'Log.graftsummary' is not a Graft summary (made by 'graft summarize')")
        let older = Array("graft-summary 0 0.0.9\n".utf8) + summary.drop { $0 != UInt8(ascii: "\n") }.dropFirst()
        #expect(
            message(older)
                == "'Log.graftsummary' was written by graft 0.0.9 (summary format 0); this is graft \(Invocation.toolVersion), "
                + "which reads summary format 7: summarize the module again with it")
        let damaged = "'Log.graftsummary' is damaged (its bytes do not match the check written with them): summarize the module again"
        // Every truncation, a byte added, and a byte changed anywhere after the first line are
        // refused by the check: a summary is never read as other declarations.
        let header = summary.firstIndex(of: UInt8(ascii: "\n"))! + 1
        for length in header..<summary.count {
            #expect(message(Array(summary.prefix(length))) == damaged)
        }
        #expect(message(summary + [0]) == damaged)
        for position in header..<summary.count {
            var changed = summary
            changed[position] ^= 0x55
            #expect(message(changed) == damaged, "byte \(position)")
        }
        // Beneath the check, the reader stands on its own (for bytes a faulty writer could make),
        // the check made again each time: every truncation is refused, none crashes or is read as
        // a shorter module; a byte changed anywhere is refused or reads as files (another name,
        // another flag) that write a summary which reads back as the same files: never a crash,
        // never half a file.
        let body = header + MemoryLayout<UInt64>.size
        for length in body..<summary.count {
            #expect(message(Self.resealed(Array(summary.prefix(length))))?.hasPrefix("'Log.graftsummary' is damaged (unreadable at byte ") == true)
        }
        #expect(message(Self.resealed(summary + [0])) == "'Log.graftsummary' is damaged (unreadable at byte \(summary.count)): summarize the module again")
        var refused = 0
        for position in body..<summary.count {
            var changed = summary
            changed[position] ^= 0x55
            guard let read = try? ModuleSummary.decode(Self.resealed(changed), path: "x") else {
                refused += 1
                continue
            }
            #expect((try? ModuleSummary.decode(ModuleSummary.encode(read), path: "y"))?.map(\.digest) == read.map(\.digest))
        }
        #expect(refused > 0)
    }

    /// `bytes` with the check after the first line made again for the bytes that follow it: a
    /// summary changed as if its writer had written it so, to test what the reader does beneath
    /// the check.
    private static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), bytes.count >= newline + 1 + MemoryLayout<UInt64>.size else { return bytes }
        var sealed = bytes
        ModuleSummary.seal(&sealed, newline: newline)
        return sealed
    }

    @Test("a modifier or an accessor whose text is not one of Swift's words is damage, not a value dropped")
    func wordsOutsideTheirSets() throws {
        let summary = ModuleSummary.encode([DeclarationParser.parse(SourceFile(path: "Log.swift", module: "Log", text: Self.pinned))])
        #expect(try ModuleSummary.decode(summary, path: "Log.graftsummary").count == 1)
        // In the string table, a string is its length and its bytes: `final` (the class's modifier)
        // and `get` (the requirement's accessor) become words of the same length outside their sets
        // (the check made again, so that what refuses them is the reader's rule, not the check).
        for (word, replacement) in [("final", "fynal"), ("get", "gat")] {
            let entry = [UInt8(word.utf8.count)] + Array(word.utf8)
            let start = try #require((0...(summary.count - entry.count)).first { summary[$0..<($0 + entry.count)].elementsEqual(entry) })
            var changed = summary
            changed.replaceSubrange((start + 1)..<(start + entry.count), with: Array(replacement.utf8))
            var message = "read as a summary"
            do { _ = try ModuleSummary.decode(Self.resealed(changed), path: "Log.graftsummary") } catch { message = error.message }
            #expect(message.hasPrefix("'Log.graftsummary' is damaged (unreadable at byte "), "\(message)")
        }
    }

    @Test("one word of the string table read as two sets' values: a modifier that is no access level is damage where an access level is read")
    func wordReadAsTwoSets() throws {
        let source = SourceFile(path: "C.swift", module: "C", text: "public class C {\n    static var x: Int { 1 }\n    public var y: Int { 2 }\n}\n")
        let summary = ModuleSummary.encode([DeclarationParser.parse(source)])
        // `public` is one entry, read as the class's modifier, then as its access level, then as
        // the property's modifier and access level: each read gives the value of the set asked for.
        #expect(try ModuleSummary.decode(summary, path: "C.graftsummary").map(\.digest) == [DeclarationParser.parse(source).digest])
        // Made `static` (a modifier of the same length), the entry still reads as the class's
        // modifier, and then is no access level: damage, not the access level at the same position
        // (the check made again, so that what refuses it is the reader's rule, not the check).
        let entry = [UInt8(6)] + Array("public".utf8)
        let start = try #require((0...(summary.count - entry.count)).first { summary[$0..<($0 + entry.count)].elementsEqual(entry) })
        var changed = summary
        changed.replaceSubrange((start + 1)..<(start + entry.count), with: Array("static".utf8))
        var message = "read as a summary"
        do { _ = try ModuleSummary.decode(Self.resealed(changed), path: "C.graftsummary") } catch { message = error.message }
        #expect(message.hasPrefix("'C.graftsummary' is damaged (unreadable at byte "), "\(message)")
    }
}

/// A build system hands the generator a summary of every module the app depends on, Graft's runtime
/// among them: its sources must not change the graph.
@Suite("Graft's own sources among the inputs")
struct RuntimeSourcesTests {
    @Test("the runtime's files (module Graft) among the inputs leave the output as it is without them")
    func runtimeModuleIgnored() throws {
        let folder = Repository.root.appendingPathComponent("Sources/Graft")
        let runtime = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map { name in
            SourceFile(path: "Sources/Graft/\(name)", module: "Graft", bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        #expect(runtime.count > 10)
        let app = try GoldenTests.sources(of: GoldenTests.Case(name: "TicTacToe"))
        let without = Generator.generate(app)
        let with = Generator.generate(app + runtime)
        #expect(GeneratedTable.lines(in: without.output).contains { $0.hasPrefix("GameComponent ") }, "GameComponent has a lookup")
        #expect(with.output == without.output)
        #expect(with.diagnostics == without.diagnostics)
    }
}
