import Foundation
import Testing

@testable import _GraftGeneratorCore

/// `RunRecord`: its text, and when the output it describes stands for the inputs of a new run.
@Suite("run record")
struct RunRecordTests {
    private static func input(_ content: String, shape: String = "s", places: String = "p", located: Bool = false, stamp: String? = nil)
        -> RunRecord.Input
    {
        var shapeFingerprint = Fingerprint()
        shapeFingerprint.combine(shape)
        var placesFingerprint = Fingerprint()
        placesFingerprint.combine(places)
        return RunRecord.Input(stamp: stamp, content: content, digest: ParsedFileDigest(shape: shapeFingerprint, places: placesFingerprint), located: located)
    }

    private static let record = RunRecord(
        settings: "settings",
        outputs: [RunRecord.Output(content: "0123456789abcdef", stamp: "1,2,3"), RunRecord.Output(content: "fedcba9876543210", stamp: nil)],
        stamp: nil,
        inputs: ["a": input("A", located: true, stamp: "4,5,6"), "b": input("B")],
        warnings: "a.swift:1:1: warning: one\nb.swift:2:1: warning: two\n")

    @Test("the text reads back as the same record; a cut or altered text reads as none")
    func text() {
        let text = Self.record.text
        #expect(RunRecord(text: text) == Self.record)
        #expect(
            text.hasPrefix(
                "graft-run-record 3\nsettings\tsettings\noutputs\t2\n0123456789abcdef\t1,2,3\nfedcba9876543210\t-\nstamp\t-\ninputs\t2\na\t4,5,6\t"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(RunRecord(text: lines.prefix(8).joined(separator: "\n") + "\n") == nil, "an input is missing")
        #expect(RunRecord(text: lines.prefix(3).joined(separator: "\n") + "\n") == nil, "an output is missing")
        #expect(RunRecord(text: text.replacingOccurrences(of: "inputs\t2", with: "inputs\t3")) == nil)
        #expect(RunRecord(text: text.replacingOccurrences(of: "inputs\t2", with: "inputs\t999999999999999")) == nil, "a damaged count, no crash")
        #expect(RunRecord(text: text.replacingOccurrences(of: "outputs\t2", with: "outputs\t3")) == nil)
        #expect(RunRecord(text: text.replacingOccurrences(of: "graft-run-record 3", with: "graft-run-record 2")) == nil)
        #expect(RunRecord(text: "") == nil)
    }

    @Test("the stamp and warnings are read without the inputs: as the whole record reads them, and none without a stamp or from a cut text")
    func stampAndWarnings() throws {
        var record = Self.record
        record.stamp = "9,8,7"
        let text = record.text
        let read = try #require(RunRecord.stampAndWarnings(text: text))
        #expect(read.stamp == "9,8,7")
        #expect(read.warnings == "a.swift:1:1: warning: one\nb.swift:2:1: warning: two\n")
        #expect(RunRecord(text: text)?.stamp == read.stamp)
        #expect(RunRecord(text: text)?.warnings == read.warnings)
        #expect(RunRecord.stampAndWarnings(text: Self.record.text) == nil, "a record without a stamp")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(RunRecord.stampAndWarnings(text: lines.prefix(8).joined(separator: "\n") + "\n") == nil, "an input is missing")
        #expect(RunRecord.stampAndWarnings(text: text.replacingOccurrences(of: "inputs\t2", with: "inputs\t1")) == nil, "a wrong count")
        #expect(RunRecord.stampAndWarnings(text: text.replacingOccurrences(of: "graft-run-record 3", with: "graft-run-record 2")) == nil)
    }

    @Test("the output stands for the same bytes, or for a parse result that differs only in locations no diagnostic prints")
    func stands() {
        let record = Self.record
        #expect(record.stands(for: ["a": Self.input("A"), "b": Self.input("B")], settings: "settings"))
        #expect(record.stands(for: ["a": Self.input("A2"), "b": Self.input("B2", places: "moved")], settings: "settings"))
        #expect(!record.stands(for: ["a": Self.input("A2", places: "moved"), "b": Self.input("B")], settings: "settings"), "a is located")
        #expect(!record.stands(for: ["a": Self.input("A"), "b": Self.input("B2", shape: "other")], settings: "settings"))
        #expect(!record.stands(for: ["a": Self.input("A"), "b": Self.input("B")], settings: "other settings"))
        #expect(!record.stands(for: ["a": Self.input("A")], settings: "settings"), "an input is gone")
        #expect(!record.stands(for: ["a": Self.input("A"), "c": Self.input("B")], settings: "settings"), "another input")
    }

    @Test("a diagnostic's notes count as locations it prints")
    func locatedPaths() {
        let here = SourceLocation(path: "a.swift", line: 1, column: 1)
        let there = SourceLocation(path: "b.swift", line: 2, column: 1)
        let diagnostic = Diagnostic(.unreachableComponent, at: here, "C", notes: [Diagnostic.Note(location: there, message: "m")])
        #expect(RunRecord.locatedPaths([diagnostic]) == ["a.swift", "b.swift"])
    }
}

/// `RunRecord.survey`: what a rerun reads and parses before deciding.
@Suite("run record survey")
struct RunRecordSurveyTests {
    private static let files: [String: String] = [
        "Same.swift": "final class Same {}\n",
        "Touched.swift": "final class Touched {}\n",
        "Body.swift": "final class Body { func f() -> Int { 1 } }\n",
        "New.swift": "final class New {}\n",
    ]

    @Test("an input with its recorded stamp is not read; a touched one is read but keeps its entry; a changed one is parsed; a new one is missing")
    func readsOnlyWhatItMust() throws {
        let known = ["Same.swift", "Touched.swift", "Body.swift"].map { path in
            RunRecord.StampedInput(path: path, module: nil, stamp: "stamp-\(path)")
        }
        let parsed = known.map { DeclarationParser.parse(SourceFile(path: $0.path, text: Self.files[$0.path] ?? "")) }
        let contents = Dictionary(uniqueKeysWithValues: known.map { ($0.identity, RunRecord.contentFingerprint(Array((Self.files[$0.path] ?? "").utf8))) })
        let previous = RunRecord(
            settings: "s", outputs: [], stamp: nil,
            inputs: RunRecord.entries(for: parsed, inputs: known, contents: contents, located: []), warnings: "")

        var disk = Self.files
        disk["Body.swift"] = "final class Body { func f() -> Int { 2 } }\n"
        let now = [
            RunRecord.StampedInput(path: "Same.swift", module: nil, stamp: "stamp-Same.swift"),
            RunRecord.StampedInput(path: "Touched.swift", module: nil, stamp: "touched"),
            RunRecord.StampedInput(path: "Body.swift", module: nil, stamp: nil),
            RunRecord.StampedInput(path: "New.swift", module: nil, stamp: "new"),
        ]
        let reads = ReadLog()
        let files = disk
        let survey = RunRecord.survey(now, previous: previous, settings: "s") { path in
            reads.append(path)
            return Array((files[path] ?? "").utf8)
        }
        // Read on every core: in no particular order.
        #expect(reads.paths.sorted() == ["Body.swift", "New.swift", "Touched.swift"])
        #expect(Set(survey.read.keys) == Set(now.dropFirst().map(\.identity)))
        let same = try #require(survey.inputs[now[0].identity])
        #expect(same == previous.inputs[now[0].identity])
        let touched = try #require(survey.inputs[now[1].identity])
        #expect(touched.stamp == "touched" && touched.content == previous.inputs[now[1].identity]?.content)
        let body = try #require(survey.inputs[now[2].identity])
        #expect(body.content != previous.inputs[now[2].identity]?.content)
        #expect(body.shape == previous.inputs[now[2].identity]?.shape, "a literal in a body is not what the parser reads")
        #expect(survey.inputs[now[3].identity] == nil)
        #expect(!survey.isComplete)
        #expect(!previous.stands(for: survey, settings: "s"), "a new input means a full run")
        let firstThree = RunRecord.survey(Array(now.prefix(3)), previous: previous, settings: "s") { Array((files[$0] ?? "").utf8) }
        #expect(previous.stands(for: firstThree, settings: "s"))

        // Under other settings a changed file is not parsed: the record cannot stand anyway.
        let otherSettings = RunRecord.survey(Array(now.prefix(3)), previous: previous, settings: "t") { path in Array((files[path] ?? "").utf8) }
        #expect(otherSettings.inputs[now[2].identity] == nil)
        #expect(otherSettings.inputs[now[1].identity] != nil)
    }

    /// A read failure naming its file.
    private struct Unreadable: Error, Equatable {
        let path: String
    }

    @Test("when several inputs cannot be read, the first one's failure is thrown, whichever core read it")
    func firstReadFailure() {
        // Many inputs, so that the reads are spread over the cores; the failures are late in the list.
        let inputs = (0..<200).map { RunRecord.StampedInput(path: "F\($0).swift", module: nil, stamp: nil) }
        let failing: Set<String> = ["F150.swift", "F151.swift", "F199.swift"]
        #expect(throws: Unreadable(path: "F150.swift")) {
            try RunRecord.survey(inputs, previous: nil, settings: "s") { (path: String) throws(Unreadable) -> [UInt8] in
                if failing.contains(path) { throw Unreadable(path: path) }
                return Array("final class A {}\n".utf8)
            }
        }
    }
}

/// `Fingerprint`: what tells file contents and parse results apart.
@Suite("fingerprint")
struct FingerprintTests {
    private func fingerprint(_ parts: [String]) -> Fingerprint {
        var fingerprint = Fingerprint()
        for part in parts { fingerprint.combine(part) }
        return fingerprint
    }

    @Test("field boundaries, lengths around a word, trailing zero bytes and one changed byte all count")
    func distinguishes() {
        let cases: [[String]] = [
            ["ab", "c"], ["a", "bc"], ["abc"], ["abc", ""], ["", "abc"],
            ["1234567"], ["12345678"], ["123456789"], ["12345678\0"], ["12345679"], ["22345678"],
            ["a"], ["a\0"], ["\0a"], [String(repeating: "x", count: 64)], [String(repeating: "x", count: 63) + "y"],
        ]
        #expect(Set(cases.map(fingerprint)).count == cases.count)
        #expect(fingerprint(["same"]) == fingerprint(["same"]))
        #expect(fingerprint(["same"]).description.count == 16)
    }

    @Test("bytes and a string with the same UTF-8 give the same fingerprint")
    func bytesAndText() {
        var bytes = Fingerprint()
        bytes.combine(Array("Grüße".utf8))
        #expect(bytes == fingerprint(["Grüße"]))
    }

    @Test("bytes in pieces give the fingerprint of the bytes joined, wherever the pieces split a word")
    func pieces() {
        let bytes = (0..<61).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        var joined = Fingerprint()
        joined.combine(bytes)
        // Cuts before, inside and after words, empty pieces, one-byte pieces, a tail shorter than a word.
        let cutLists: [[Int]] = [[], [0], [61], [3], [8], [13], [1, 2, 3, 4, 5, 6, 7, 9], [8, 8, 16], [5, 21, 22, 40, 59], Array(0...61)]
        for cuts in cutLists {
            let bounds = [0] + cuts + [bytes.count]
            let pieces = zip(bounds, bounds.dropFirst()).map { Array(bytes[$0..<$1]) }
            var pieced = Fingerprint()
            pieced.combine(joining: pieces)
            #expect(pieced == joined, "cut at \(cuts)")
            #expect(RunRecord.contentFingerprint(GeneratedSource(pieces: pieces)) == RunRecord.contentFingerprint(bytes), "cut at \(cuts)")
            #expect(GeneratedSource(pieces: pieces).bytes == bytes)
        }
        var other = Fingerprint()
        other.combine(joining: [Array(bytes.dropLast()), [bytes.last! ^ 1]])
        #expect(other != joined)
        var emptyPieces = Fingerprint()
        emptyPieces.combine(joining: [[], []])
        var noBytes = Fingerprint()
        noBytes.combine([UInt8]())
        #expect(emptyPieces == noBytes)
    }
}

/// The paths a survey read, from whichever cores read them.
private final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ path: String) {
        lock.withLock { recorded.append(path) }
    }

    var paths: [String] {
        lock.withLock { recorded }
    }
}
