// libFuzzer entry point for Graft's lexer, parser and whole generate pipeline.
// Built and run by scripts/fuzz.sh with `-sanitize=fuzzer,address`; see Differential/README.md.

import _GraftGeneratorCore

/// Splits a fuzz input into source files at lines that are exactly `//--`, so that one input can
/// hold a component in one file and its parent in another; each file gets a module of its own
/// every other file, to exercise cross-module rules.
func sources(from data: UnsafeBufferPointer<UInt8>) -> [SourceFile] {
    var files: [SourceFile] = []
    var start = 0
    var index = 0
    let separator: [UInt8] = Array("\n//--\n".utf8)
    while index + separator.count <= data.count {
        if data[index] == separator[0], data[index..<index + separator.count].elementsEqual(separator) {
            files.append(SourceFile(path: "f\(files.count).swift", module: "M\(files.count % 2)", bytes: Array(data[start..<index])))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    files.append(SourceFile(path: "f\(files.count).swift", module: "M\(files.count % 2)", bytes: Array(data[start..<data.count])))
    return files
}

/// Runs the lexer, the parser (with JSON rendering, as `graft dump` does) and the generator on
/// one input: libFuzzer's callback. Any trap, sanitizer report or time-out is a finding.
func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    let files = sources(from: UnsafeBufferPointer(start: bytes, count: count))
    for file in files {
        let parsed = DeclarationParser.parse(file)
        _ = parsed.json.rendered
    }
    let options = GeneratorOptions(outputModule: "M0", defines: ["FUZZ"])
    let result = Generator.generate(files, options: options)
    _ = GraphExporter.export(result.resolved, format: .json)
    checkKeptOutput(files, result, options: options)
    checkSplitOutput(files, result, options: options)
    checkSummaries(files, result, options: options)
    checkKeptParseResults(files, damage: UnsafeBufferPointer(start: bytes, count: count))
    return 0
}

/// Parse results kept between runs (`graft generate`'s cache beside its record), damaged, against
/// a first run: the input's files and one more are generated once, then again after an edit of the
/// graph in the extra file (which keeps every file's parse result); the kept results then have one
/// byte changed, at a place and to a value the input picks; the extra file is edited again and the
/// files generated a third time, every input file's parse result taken from the cache. Whatever
/// the damage, that run must write what a first run on the same files writes and report the same:
/// a damaged entry is parsed again, never misread. A difference traps, which libFuzzer reports.
/// Inputs whose first run reports an error keep no record, so no cache: they are skipped.
func checkKeptParseResults(_ sources: [SourceFile], damage input: UnsafeBufferPointer<UInt8>) {
    let extra = "FuzzExtra.swift"
    let inputs = sources + [SourceFile(path: extra, module: "M0", bytes: Array("// edited between runs\n".utf8))]
    let request = GenerateRequest(
        inputs: inputs.map { Invocation.InputFile(path: $0.path, module: $0.module) }, outputs: ["G.swift"], recordPath: ".G.swift.graft-inputs",
        headerFile: nil, options: GeneratorOptions(outputModule: "M0", defines: ["FUZZ"]), mocks: false, toolIdentity: "fuzz")
    func run(_ files: FuzzFiles) -> (output: [UInt8]?, rendered: String) {
        guard let outcome = try? GenerateDriver.run(request, files: files) else { fatalError("a run in memory failed to read or write") }
        files.clock += 60
        return (try? files.read("G.swift"), outcome.rendered)
    }
    let files = FuzzFiles(inputs)
    _ = run(files)
    files.append("protocol FuzzAdded {}\n", to: extra)
    _ = run(files)
    guard var kept = try? files.read(".G.swift.graft-parsed"), !kept.isEmpty else { return }
    var choice: UInt64 = 0
    for byte in input { choice = (choice &* 31) &+ UInt64(byte) }
    kept[Int(choice % UInt64(kept.count))] ^= UInt8(truncatingIfNeeded: choice >> 32) | 1
    files.put(".G.swift.graft-parsed", kept)
    files.append("protocol FuzzAddedToo {}\n", to: extra)
    let after = run(files)
    let first = run(FuzzFiles(inputs.map { SourceFile(path: $0.path, module: $0.module, bytes: (try? files.read($0.path)) ?? []) }))
    if after.output != first.output || after.rendered != first.rendered {
        fatalError("a run with damaged parse results kept differs from a first run")
    }
}

/// Files in memory for `GenerateDriver`, with a clock that a run moves on: each write gives a file
/// a new stamp dated now.
final class FuzzFiles: GenerateFileSystem, @unchecked Sendable {
    // @unchecked Sendable: `files` and `clock` are used under `lock`.
    private let lock = NSLock()
    private var files: [String: (bytes: [UInt8], version: Int64, modified: Double)] = [:]
    private var versions: Int64 = 0
    private var time: Double = 1_000_000

    /// The time now.
    var clock: Double {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }

    /// Files holding `sources`, written long before the first run.
    init(_ sources: [SourceFile]) {
        for source in sources { put(source.path, source.bytes) }
        clock += 60
    }

    func put(_ path: String, _ bytes: [UInt8]) {
        lock.withLock {
            versions += 1
            files[path] = (bytes, versions, time)
        }
    }

    /// Appends `text` to the file at `path` and moves the clock past the two seconds after which a
    /// stamp is trusted.
    func append(_ text: String, to path: String) {
        put(path, ((try? read(path)) ?? []) + Array(text.utf8))
        clock += 60
    }

    func read(_ path: String) throws(GenerateFailure) -> [UInt8] {
        guard let file = lock.withLock({ files[path] }) else { throw .io("cannot read '\(path)'") }
        return file.bytes
    }

    func stamp(_ path: String) -> DiskStamp? {
        lock.withLock { files[path].map { DiskStamp(values: [$0.version], modified: $0.modified, size: Int64($0.bytes.count)) } }
    }

    func write(_ outputs: [(source: GeneratedSource, path: String)]) throws(GenerateFailure) {
        for (source, path) in outputs { put(path, source.bytes) }
    }

    func remove(_ path: String) throws(GenerateFailure) {
        _ = lock.withLock { files.removeValue(forKey: path) }
    }

    func removeAbandonedTemporaryFiles(of paths: [String]) {}

    func now() -> Double { clock }
}

/// The run from module summaries (`graft summarize`, one summary per module, read back) against the
/// run from the sources: every parsed value read back with its digest, and the same outputs and
/// diagnostics. A difference traps, which libFuzzer reports.
func checkSummaries(_ files: [SourceFile], _ whole: GeneratorResult, options: GeneratorOptions) {
    let parsed = Generator.parse(files)
    var written: [ParsedFile] = []
    var read: [ParsedFile] = []
    for module in ["M0", "M1"] {
        let ofModule = parsed.filter { $0.module == module }
        guard let files = try? ModuleSummary.decode(ModuleSummary.encode(ofModule), path: module) else { fatalError("a summary does not read back") }
        written += ofModule
        read += files
    }
    guard read.map(\.digest) == written.map(\.digest) else {
        fatalError("a file read back from a summary differs from the parsed file")
    }
    let fromSummaries = Generator.generate(parsed: read, options: options)
    guard fromSummaries.outputBytes == whole.outputBytes, Diagnostic.render(fromSummaries.diagnostics) == Diagnostic.render(whole.diagnostics) else {
        fatalError("the run from summaries differs from the run from sources")
    }
}

/// The output split over three files (`GeneratorOptions.outputFiles`) against one file: the same
/// diagnostics; the same lookup extensions, each in exactly one file (once per `#if` branch of a
/// graph that depends on build configurations — a file whose part is the same in every
/// configuration has no branches, so the counts may differ from the single file's); and every
/// provider class a file names declared once: in that file, or `internal` in another (a class
/// that the lookups of two files create is written once, in the first; files that mirror `#if`
/// configurations need only declare it somewhere). A difference traps, which libFuzzer reports.
func checkSplitOutput(_ files: [SourceFile], _ whole: GeneratorResult, options: GeneratorOptions) {
    var splitOptions = options
    splitOptions.outputFiles = 3
    let split = Generator.generate(files, options: splitOptions)
    guard split.outputs.count == 3, Diagnostic.render(split.diagnostics) == Diagnostic.render(whole.diagnostics) else {
        fatalError("the split run reports other diagnostics, or writes other than 3 files")
    }
    guard !whole.hasErrors else { return }
    func extensions(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("@_spi(GraftGenerated) extension ") }
    }
    let inFiles = split.outputs.map { Set(extensions($0)) }
    if inFiles.reduce(Set<Substring>(), { $0.union($1) }) != Set(extensions(whole.output)) {
        fatalError("the split files do not hold the lookup extensions of the single file")
    }
    if inFiles.indices.contains(where: { first in inFiles.indices.contains { $0 > first && !inFiles[$0].isDisjoint(with: inFiles[first]) } }) {
        fatalError("a lookup extension is in two split files")
    }
    // Each provider class is declared in one file: private to it when only that file names it,
    // internal when another file names it too. Where the files mirror `#if` configurations, each
    // configuration places its classes on its own (a class may be declared in one branch of a file
    // and another branch of another, or in both branches of one): there, every class named need
    // only be declared in some file.
    let mirrored = split.outputs.contains { $0.contains("#if ") }
    var declaredIn: [Substring: (file: Int, isPrivate: Bool)] = [:]
    for (file, text) in split.outputs.enumerated() {
        for match in text.matches(of: /(private )?final class (GraftProvider_\w+)/) {
            if declaredIn[match.output.2] != nil {
                if !mirrored { fatalError("a provider class is declared twice in the split files") }
            } else {
                declaredIn[match.output.2] = (file, match.output.1 != nil)
            }
        }
    }
    for (file, text) in split.outputs.enumerated() {
        for name in Set(text.matches(of: /GraftProvider_\w+/).map(\.output)) {
            guard let declaration = declaredIn[name] else { fatalError("a split file names a provider class no file declares") }
            if !mirrored, declaration.file != file, declaration.isPrivate {
                fatalError("a split file names a provider class another file declares private")
            }
        }
    }
}

/// The rule by which `graft generate` keeps its output after an edit (`RunRecord`), against
/// generating again: the first file is edited — in its middle a line break, a space, a comment
/// start or a byte deleted; or, moving code without changing it, a space at the start of the line
/// that holds the middle, or a line break at the start of the file; chosen by the input's first
/// byte — and whenever the rule says the previous output stands, generating the edited files must
/// give the same bytes and the same diagnostics. A difference traps, which libFuzzer reports.
func checkKeptOutput(_ files: [SourceFile], _ before: GeneratorResult, options: GeneratorOptions) {
    guard !before.hasErrors, let first = files.first else { return }
    var bytes = first.bytes
    let middle = bytes.count / 2
    switch (bytes.first ?? 0) % 6 {
    case 0: bytes.insert(UInt8(ascii: "\n"), at: middle)
    case 1: bytes.insert(UInt8(ascii: " "), at: middle)
    case 2: bytes.insert(contentsOf: Array("//".utf8), at: middle)
    case 3: if middle < bytes.count { bytes.remove(at: middle) }
    case 4: bytes.insert(UInt8(ascii: " "), at: (bytes[..<middle].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
    default: bytes.insert(UInt8(ascii: "\n"), at: 0)
    }
    var edited = files
    edited[0] = SourceFile(path: first.path, module: first.module, bytes: bytes)
    let located = RunRecord.locatedPaths(of: before)
    func record(_ files: [SourceFile]) -> [String: RunRecord.Input] {
        let stamped = files.map { RunRecord.StampedInput(path: $0.path, module: $0.module, stamp: nil) }
        let contents = Dictionary(uniqueKeysWithValues: zip(stamped, files).map { ($0.identity, RunRecord.contentFingerprint($1.bytes)) })
        return RunRecord.entries(for: files.map(DeclarationParser.parse), inputs: stamped, contents: contents, located: located)
    }
    let previous = RunRecord(settings: "", outputs: [], stamp: nil, inputs: record(files), warnings: "")
    guard previous.stands(for: record(edited), settings: "") else { return }
    let after = Generator.generate(edited, options: options)
    if after.output != before.output || Diagnostic.render(after.diagnostics) != Diagnostic.render(before.diagnostics) {
        fatalError("the output was kept after an edit that changes it")
    }
}

import Foundation

#if GRAFT_FUZZING
/// libFuzzer's driver, from the fuzzer runtime that `-sanitize=fuzzer` links. SwiftPM gives every
/// executable its own entry point, so libFuzzer's `main` is not used; this calls its driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// Runs libFuzzer when built with `-sanitize=fuzzer -DGRAFT_FUZZING` (scripts/fuzz.sh); otherwise
/// replays inputs given as files, so `GraftFuzz crash-…` reproduces a finding under the debugger.
@main
enum GraftFuzzMain {
    static func main() {
        #if GRAFT_FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { bytes, count in fuzz(bytes, count) })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("GraftFuzz: error: cannot read '\(path)'\n".utf8))
                exit(1)
            }
            let bytes = [UInt8](data)
            _ = bytes.withUnsafeBufferPointer { fuzz($0.baseAddress, $0.count) }
            print("\(path): ok")
        }
        #endif
    }
}
