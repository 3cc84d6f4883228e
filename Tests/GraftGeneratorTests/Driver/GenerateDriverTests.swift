import Foundation
import Testing

@testable import _GraftGeneratorCore

/// `GenerateDriver`: when a run reads, parses and writes what, without a process or a disk.
@Suite("graft generate's policy: what a run reads and writes")
struct GenerateDriverTests {
    private static let root = """
        import Graft
        final class RootComponent: BootstrapComponent {
            var name: String { "root" }
            var child: ChildComponent { ChildComponent(parent: self) }
        }
        final class OrphanComponent: Component<ChildDependency> {}

        """
    private static let child = """
        import Graft
        protocol ChildDependency: Dependency { var name: String { get } }
        final class ChildComponent: Component<ChildDependency> {
            func describe() -> String { "child" }
        }

        """

    private let files = MemoryFiles()
    private let request = GenerateRequest(
        inputs: [Invocation.InputFile(path: "Root.swift", module: nil), Invocation.InputFile(path: "Child.swift", module: nil)],
        outputs: ["Generated.swift"], recordPath: ".Generated.swift.graft-inputs", headerFile: nil, options: GeneratorOptions(), mocks: false,
        toolIdentity: "test")

    init() {
        files.put("Root.swift", Self.root)
        files.put("Child.swift", Self.child)
        // The sources settled long before the first run.
        files.clock += 60
    }

    private func run() throws -> GenerateOutcome {
        let outcome = try GenerateDriver.run(request, files: files)
        files.clock += 60
        return outcome
    }

    @Test("a first run generates and keeps a record; a rerun with nothing changed reads only the record and repeats the warnings")
    func unchangedRerun() throws {
        let first = try run()
        #expect(first.path == .generated && !first.hasErrors)
        #expect(first.rendered.contains("warning: OrphanComponent is not reachable from any BootstrapComponent"))
        #expect(files.text("Generated.swift")?.contains("ChildDependency for ^->RootComponent->ChildComponent") == true)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", "Child.swift", "Root.swift"])

        let second = try run()
        #expect(second.path == .unchanged)
        #expect(second.rendered == first.rendered)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs"])
    }

    @Test("after an edit inside a function body only the edited file is read, and the output is kept as it was")
    func editInBody() throws {
        _ = try run()
        let output = files.stamp("Generated.swift")
        _ = files.takeReads()
        files.put("Child.swift", Self.child.replacingOccurrences(of: "{ \"child\" }", with: "{ \"a child\" }"))
        files.clock += 60
        let edited = try run()
        #expect(edited.path == .kept)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", "Child.swift"])
        #expect(files.stamp("Generated.swift") == output)
        // The record now holds the edited file's stamp: the next run reads nothing else.
        #expect(try run().path == .unchanged)
    }

    @Test("an edit that changes the graph generates again, reading every input")
    func editOfTheGraph() throws {
        _ = try run()
        _ = files.takeReads()
        files.put("Child.swift", Self.child.replacingOccurrences(of: "var name: String { get }", with: "var name: String { get }\n    var count: Int { get }"))
        files.clock += 60
        let edited = try run()
        #expect(edited.path == .generated && edited.hasErrors)
        #expect(edited.rendered.contains("Child.swift:3:9: error: missing dependency 'count: Int' of ChildComponent"))
        #expect(files.text(".Generated.swift.graft-inputs") == nil, "an error leaves no record: the next run generates again")
        files.put(
            "Root.swift", Self.root.replacingOccurrences(of: "var name: String { \"root\" }", with: "var name: String { \"root\" }\n    var count: Int { 1 }"))
        files.clock += 60
        let fixed = try run()
        #expect(fixed.path == .generated && !fixed.hasErrors)
        #expect(files.text("Generated.swift")?.contains("var count: Int") == true)
        #expect(try run().path == .unchanged)
    }

    @Test("an input changed less than two seconds before a run gets no stamp in the record: the next run reads it again")
    func unsettledInput() throws {
        files.put("Child.swift", Self.child)
        files.clock += 1
        _ = try GenerateDriver.run(request, files: files)
        _ = files.takeReads()
        files.clock += 60
        let next = try run()
        #expect(next.path == .kept)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", "Child.swift"])
    }

    @Test("an output edited by hand is written again")
    func editedOutput() throws {
        _ = try run()
        let generated = files.text("Generated.swift")
        files.put("Generated.swift", "// edited\n")
        files.clock += 60
        #expect(try run().path == .generated)
        #expect(files.text("Generated.swift") == generated)
    }

    @Test("an error the output places at the user's column, in the configurations that have it, moves with an edit that moves the line")
    func placedErrorMoves() throws {
        // Only the DEBUG build creates a component through a metatype value: the generated file
        // holds an `#error` there, placed at the call, and this file has no other diagnostic.
        let root = """
            import Graft
            final class RootComponent: BootstrapComponent {
                var screenType: DebugComponent.Type { DebugComponent.self }
                #if DEBUG
                var debugMenu: DebugComponent { screenType.init(parent: self) }
                #endif
            }

            """
        files.put("Root.swift", root)
        files.put("Child.swift", "import Graft\nfinal class DebugComponent: Component<EmptyDependency> {}\n")
        files.clock += 60
        let first = try run()
        #expect(first.path == .generated && !first.hasErrors)
        #expect(!first.rendered.contains("Root.swift"), "the error is the compiler's to report, in DEBUG builds")
        // The column of the line holding the message: its padding, plus one.
        let column = { (text: String?) in
            text?.split(separator: "\n").first { $0.contains("\"RootComponent creates a component through the metatype value 'screenType'") }
                .map { $0.prefix { $0 == " " }.count + 1 }
        }
        #expect(column(files.text("Generated.swift")) == 37)

        // A reformat indents the call: same declarations, the call four columns on.
        files.put("Root.swift", root.replacingOccurrences(of: "    var debugMenu", with: "        var debugMenu"))
        files.clock += 60
        let indented = try run()
        #expect(indented.path == .generated)
        #expect(column(files.text("Generated.swift")) == 41)
        #expect(try run().path == .unchanged)
    }

    /// The output and diagnostics a first run on the files as they are now gives: what every run
    /// must give, whatever it kept from earlier runs.
    private func firstRunOutput() throws -> (output: String?, rendered: String) {
        let fresh = MemoryFiles()
        for path in ["Root.swift", "Child.swift"] { fresh.put(path, files.text(path) ?? "") }
        fresh.clock = files.clock + 60
        let outcome = try GenerateDriver.run(request, files: fresh)
        return (fresh.text("Generated.swift"), outcome.rendered)
    }

    private static let parsed = ".Generated.swift.graft-parsed"

    /// Puts `kept` in place of the parse results, edits the child's graph and runs: a run that must
    /// generate, taking what it can from `kept`. The reads before it are forgotten.
    private func runWithParseResults(_ kept: [UInt8]) throws -> GenerateOutcome {
        files.put(Self.parsed, bytes: kept)
        files.put("Child.swift", Self.child + "protocol UnusedToo {}\n")
        files.clock += 60
        _ = files.takeReads()
        let edited = try run()
        #expect(edited.path == .generated && !edited.hasErrors, "\(edited.rendered)")
        return edited
    }

    /// Expects `outcome`'s output and diagnostics to be a first run's on the files as they are now.
    private func expectFirstRun(_ outcome: GenerateOutcome) throws {
        let expected = try firstRunOutput()
        #expect(files.text("Generated.swift") == expected.output)
        #expect(outcome.rendered == expected.rendered)
    }

    @Test("a first run keeps no parse results; from the next run on, an edit that changes the graph reads and parses only the edited file")
    func parseResultsKept() throws {
        _ = try run()
        #expect(files.text(Self.parsed) == nil, "a clean build pays nothing for the cache")

        // The next edit of the graph reads every input, as it always did, and keeps what it parsed.
        files.put(
            "Root.swift", Self.root.replacingOccurrences(of: "var name: String { \"root\" }", with: "var name: String { \"root\" }\n    var count: Int { 1 }"))
        files.clock += 60
        _ = files.takeReads()
        #expect(try run().path == .generated)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", "Child.swift", "Root.swift"])
        #expect(files.text(Self.parsed) != nil)

        // Then an edit of another file reads that file alone, and the output is a first run's.
        files.put("Child.swift", Self.child.replacingOccurrences(of: "var name: String { get }", with: "var name: String { get }\n    var count: Int { get }"))
        files.clock += 60
        let edited = try run()
        #expect(edited.path == .generated && !edited.hasErrors)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", ".Generated.swift.graft-parsed", "Child.swift"])
        #expect(files.text("Generated.swift")?.contains("var count: Int") == true)
        try expectFirstRun(edited)
    }

    @Test("parse results that are damaged, or were kept by another build of graft, are not used, and are replaced")
    func parseResultsNotUsed() throws {
        _ = try run()
        for kept in ["garbage", "graft-parse-cache 1 0123456789abcdef\n\u{0}"] {
            files.put(Self.parsed, kept)
            files.put("Child.swift", (files.text("Child.swift") ?? "") + "// \(kept.count)\nprotocol Unused\(kept.count) {}\n")
            files.clock += 60
            _ = files.takeReads()
            let edited = try run()
            #expect(edited.path == .generated)
            #expect(files.takeReads() == [".Generated.swift.graft-inputs", ".Generated.swift.graft-parsed", "Child.swift", "Root.swift"])
            #expect(files.text("Generated.swift") == (try firstRunOutput()).output)
            #expect(files.text(Self.parsed) != kept)
        }
        // The cache written in their place is used.
        files.put("Child.swift", (files.text("Child.swift") ?? "") + "protocol UnusedToo {}\n")
        files.clock += 60
        _ = files.takeReads()
        #expect(try run().path == .generated)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", ".Generated.swift.graft-parsed", "Child.swift"])
    }

    @Test("a kept parse result whose bytes were changed after it was written (a property renamed in it) is not used: the file is read and parsed again")
    func parseResultAltered() throws {
        _ = try run()
        files.put("Child.swift", Self.child + "protocol Unused {}\n")
        files.clock += 60
        _ = try run()
        // The cache now holds both files. Rename the root's `name` in it, at the same length, so
        // that the layout still reads: a misread would leave the child's requirement unmet.
        let kept = try #require(try? files.read(Self.parsed))
        let (name, renamed) = (Array("name".utf8), Array("nama".utf8))
        var altered = kept
        var index = 0
        while index + name.count <= altered.count {
            if altered[index..<index + name.count].elementsEqual(name) { altered.replaceSubrange(index..<index + name.count, with: renamed) }
            index += 1
        }
        #expect(altered != kept)
        let edited = try runWithParseResults(altered)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", ".Generated.swift.graft-parsed", "Child.swift", "Root.swift"])
        try expectFirstRun(edited)
    }

    @Test("a kept parse result whose digest was changed after it was written only makes a later run generate where it could have kept its output")
    func parseResultDigestAltered() throws {
        _ = try run()
        // With its digest as written, an edit in the root's getter body keeps the output.
        files.put("Root.swift", Self.root.replacingOccurrences(of: "{ \"root\" }", with: "{ \"the root\" }"))
        files.clock += 60
        #expect(try run().path == .kept)
        files.put("Child.swift", Self.child + "protocol Unused {}\n")
        files.clock += 60
        _ = try run()
        // The root's entry: its identity, its content fingerprint (each a length and its bytes),
        // then its digest's sixteen bytes, of which one is changed.
        var kept = try #require(try? files.read(Self.parsed))
        let identity = Array(RunRecord.identity(path: "Root.swift", module: nil).utf8)
        let entry = [UInt8(identity.count)] + identity
        let start = try #require((0...(kept.count - entry.count)).first { kept[$0..<($0 + entry.count)].elementsEqual(entry) })
        let digest = start + entry.count + 1 + Int(kept[start + entry.count])
        kept[digest + 3] ^= 0x55
        // An edit of the graph elsewhere takes the root's result from the cache, with that digest.
        let edited = try runWithParseResults(kept)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", ".Generated.swift.graft-parsed", "Child.swift"])
        try expectFirstRun(edited)
        // The same kind of edit now generates again: the digest recorded is not the file's.
        files.put("Root.swift", Self.root.replacingOccurrences(of: "{ \"root\" }", with: "{ \"a root\" }"))
        files.clock += 60
        let bodyEdit = try run()
        #expect(bodyEdit.path == .generated && !bodyEdit.hasErrors)
        try expectFirstRun(bodyEdit)
    }

    @Test("parse results that cannot be written leave the run as it is: the output and the record are written, and the next edit reads every input")
    func parseResultsUnwritable() throws {
        _ = try run()
        files.unwritable = [Self.parsed]
        files.put("Child.swift", Self.child + "protocol Unused {}\n")
        files.clock += 60
        let edited = try run()
        #expect(edited.path == .generated && !edited.hasErrors)
        #expect(files.text(Self.parsed) == nil)
        #expect(files.text("Generated.swift") == (try firstRunOutput()).output)
        files.put("Child.swift", Self.child + "protocol UnusedToo {}\n")
        files.clock += 60
        _ = files.takeReads()
        #expect(try run().path == .generated)
        #expect(files.takeReads() == [".Generated.swift.graft-inputs", "Child.swift", "Root.swift"])
    }
}
