// The `graft` command line: reads files, calls the generator (_GraftGeneratorCore), prints, writes, exits.
// Everything else lives in that library, where it is tested.

import _GraftGeneratorCore

#if canImport(FoundationEssentials)
// The part of Foundation a command-line tool needs: it loads in half the time of the whole, which
// every build pays once (a third of an unchanged rerun).
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a run of `graft` stops early: the one error every command throws, rendered and turned into
/// an exit status in one place, `run`.
enum Failure: Error {
    /// The command line cannot be used: the message and the usage, exit 64.
    case usage(String)
    /// A file cannot be read or written: `graft: error: …`, exit 1.
    case io(String)
    /// The generator reported errors, already printed as diagnostics: exit 1.
    case diagnosed

    /// A file problem, as `graft: error: MESSAGE`.
    init(_ message: String) { self = .io(message) }

    /// The exit status.
    var status: Int32 {
        switch self {
        case .usage: return 64
        case .io, .diagnosed: return 1
        }
    }

    /// What to print on standard error.
    var rendered: String {
        switch self {
        case .usage(let message): return "graft: error: \(message)\n\n\(Invocation.usage)\n"
        case .io(let message): return "graft: error: \(message)\n"
        case .diagnosed: return ""
        }
    }
}

/// Values kept alive until the process exits: freeing the graph of a large app object by object
/// only delays the exit.
nonisolated(unsafe) var keptUntilExit: [Any] = []

/// Prints to standard error.
func printError(_ text: String) {
    var text = text
    _ = text.withUTF8 { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
}

/// Writes all of `bytes` to `descriptor`; the error number when it cannot.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        guard count >= 0 else {
            if errno == EINTR { continue }
            return errno
        }
        written += count
    }
    return nil
}

/// Reads a file's bytes; a failure names the reason (`No such file or directory`, `Is a directory`).
/// With the system calls themselves: a build reads thousands of files, and going through `URL` and
/// `Data` cost more per file than the reading.
func readFile(_ path: String) throws(Failure) -> [UInt8] {
    func failure(_ code: Int32) -> Failure { Failure("cannot read '\(path)': \(String(cString: strerror(code)))") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw failure(EISDIR) }
    // The size is a hint: a pipe (`<(…)`) reports none, and a file may grow while it is read.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var count = 0
    while true {
        if count == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 65_536)) }
        let received = bytes.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
        if received == 0 { break }
        guard received > 0 else {
            if errno == EINTR { continue }
            throw failure(errno)
        }
        count += received
    }
    bytes.removeLast(bytes.count - count)
    return bytes
}

/// The inputs: the files named on the command line and those of the sources lists.
func expandInputs(_ files: [Invocation.InputFile], sourcesLists: [String]) throws(Failure) -> [Invocation.InputFile] {
    var inputs = files
    for list in sourcesLists {
        // Relative paths in a list are relative to the list's folder, wherever graft runs (joined
        // as strings: thousands of URL operations would cost more than the rest of an unchanged run).
        let folder = URL(fileURLWithPath: list).deletingLastPathComponent().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        inputs += Invocation.parseSourcesList(String(decoding: try readFile(list), as: UTF8.self), defaultModule: nil).map { input in
            input.path.hasPrefix("/") ? input : Invocation.InputFile(path: prefix + input.path, module: input.module)
        }
    }
    return inputs
}

/// Reads every input.
func readSources(_ inputs: [Invocation.InputFile]) throws(Failure) -> [SourceFile] {
    var sources: [SourceFile] = []
    sources.reserveCapacity(inputs.count)
    for input in inputs {
        sources.append(SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path)))
    }
    return sources
}

/// What the file system says about a file without reading it — device, inode, size, modification
/// and change times — which changes whenever its bytes may have; nil when it cannot be read.
struct DiskStamp: Equatable {
    let values: [Int64]
    /// The modification time, in seconds since 1970.
    let modified: Double
    /// The size in bytes.
    var size: Int64 { values[2] }

    /// The stamp as the record keeps it: the values, comma-separated.
    var text: String { values.map(String.init).joined(separator: ",") }

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let (modification, change) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modification, change) = (info.st_mtim, info.st_ctim)
        #endif
        values = [
            Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_size), Int64(modification.tv_sec), Int64(modification.tv_nsec),
            Int64(change.tv_sec), Int64(change.tv_nsec),
        ]
        modified = Double(modification.tv_sec) + Double(modification.tv_nsec) / 1e9
    }

    /// The stamps of a run, as one fingerprint: `settings` (`Fingerprint.settings`), each input
    /// with its module, the header, then the outputs as they are now; each stamp goes in as its
    /// values' bytes (making each one's text took an eighth of an unchanged run). Nil when a file
    /// is missing, or, with `settled`, when an input or the header changed less than two seconds
    /// ago: a change within the file system's timestamp granularity after it was read would keep
    /// its stamp (git's "racily clean" files), so such a run records no stamp and the next one
    /// reads the files. The outputs are exempt: this run wrote them.
    static func fingerprint(
        settings: [String], inputs: [(Invocation.InputFile, DiskStamp?)], header: (String, DiskStamp?)?, outputs: [String], settled: Bool
    ) -> String? {
        var fingerprint = Fingerprint()
        for setting in settings { fingerprint.combine(setting) }
        let settledBefore = Date().timeIntervalSince1970 - 2
        var read = inputs.map { (path: $0.0.path, module: $0.0.module ?? "", stamp: $0.1) }
        if let header { read.append((header.0, "", header.1)) }
        for file in read {
            guard let stamp = file.stamp, !settled || stamp.modified <= settledBefore else { return nil }
            fingerprint.combine(file.path)
            fingerprint.combine(file.module)
            stamp.values.withUnsafeBytes { fingerprint.combine($0) }
        }
        for output in outputs {
            guard let written = DiskStamp(output) else { return nil }
            fingerprint.combine(output)
            written.values.withUnsafeBytes { fingerprint.combine($0) }
        }
        return fingerprint.description
    }
}

/// Writes `bytes` to `path` atomically, only when they differ from what is there, so that an
/// unchanged file keeps its modification time (`writeIfChanged(_:)`).
func writeIfChanged(_ bytes: [UInt8], to path: String) throws(Failure) {
    try writeIfChanged([(GeneratedSource(pieces: [bytes]), path)])
}

/// Writes each source to its path as a set: every changed file is first written whole to a
/// temporary file beside it, named after it and this process (`.NAME.graft-tmp-PID`), and only
/// when all are written are they renamed over their files. A failure before that (a full disk)
/// removes the temporary files and leaves every output as it was; two runs at once each rename
/// a complete file, and the last rename wins. A file whose bytes are unchanged is not written and keeps its date; the
/// file on disk is read only when its size is the new one.
func writeIfChanged(_ outputs: [(source: GeneratedSource, path: String)]) throws(Failure) {
    var written: [(temporary: String, path: String)] = []
    func failure(_ path: String, _ code: Int32) -> Failure {
        for file in written { unlink(file.temporary) }
        return Failure("cannot write '\(path)': \(String(cString: strerror(code)))")
    }
    for (source, path) in outputs {
        if isUnchanged(path, source) { continue }
        let url = URL(fileURLWithPath: path)
        let temporary = temporaryPath(of: path, process: getpid())
        if let problem = makeFolders(url.deletingLastPathComponent().path) { throw failure(path, problem) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        written.append((temporary, path))
        if let problem = source.pieces.lazy.compactMap({ piece in piece.withUnsafeBytes { writeAll(descriptor, $0) } }).first {
            close(descriptor)
            throw failure(path, problem)
        }
        guard close(descriptor) == 0 else { throw failure(path, errno) }
    }
    for (index, file) in written.enumerated() where rename(file.temporary, file.path) != 0 {
        let problem = errno
        for later in written[index...] { unlink(later.temporary) }
        throw Failure("cannot write '\(file.path)': \(String(cString: strerror(problem)))")
    }
}

/// Whether the file at `path` holds exactly the bytes of `source`.
private func isUnchanged(_ path: String, _ source: GeneratedSource) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0, Int(status.st_size) == source.count, let existing = try? readFile(path) else { return false }
    return existing.withUnsafeBytes { old in
        var offset = 0
        return source.pieces.allSatisfy { piece in
            defer { offset += piece.count }
            return piece.isEmpty || piece.withUnsafeBytes { memcmp(old.baseAddress! + offset, $0.baseAddress!, piece.count) == 0 }
        }
    }
}

/// Where process `process` writes `path` before renaming it: `.NAME.graft-tmp-PID` beside it.
private func temporaryPath(of path: String, process: pid_t) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".graft-tmp-\(process)").path
}

/// Removes the temporary files of `paths` that runs no longer alive left (killed while writing),
/// and the single-name ones (`.NAME.graft-tmp`) that earlier generators wrote: one listing of each
/// folder, since an unchanged rerun pays for it too.
func removeAbandonedTemporaryFiles(of paths: [String]) {
    var prefixes: [String: Set<String>] = [:]  // folder → `.NAME.graft-tmp` of each path in it
    for path in paths {
        let url = URL(fileURLWithPath: path)
        prefixes[url.deletingLastPathComponent().path, default: []].insert("." + url.lastPathComponent + ".graft-tmp")
    }
    for (folder, folderPrefixes) in prefixes {
        guard let directory = opendir(folder) else { continue }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let prefix = folderPrefixes.first(where: { name.hasPrefix($0) }) else { continue }
            let suffix = name.dropFirst(prefix.count)
            let abandoned =
                suffix.isEmpty
                || (suffix.first == "-" && pid_t(suffix.dropFirst()).map { $0 != getpid() && kill($0, 0) != 0 && errno == ESRCH } == true)
            if abandoned { unlink(folder + "/" + name) }
        }
    }
}

/// Creates the folder `path` and those above it that are missing; the error number when one
/// cannot be made.
func makeFolders(_ path: String) -> Int32? {
    guard !path.isEmpty, path != "/", mkdir(path, 0o777) != 0, errno != EEXIST else { return nil }
    guard errno == ENOENT else { return errno }
    if let problem = makeFolders(URL(fileURLWithPath: path).deletingLastPathComponent().path) { return problem }
    return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : errno
}

/// Fails, naming the reason, unless `path` is a file that can be read.
func checkReadable(_ path: String) throws(Failure) {
    var status = stat()
    let problem = stat(path, &status) != 0 ? errno : status.st_mode & S_IFMT == S_IFDIR ? EISDIR : access(path, R_OK) != 0 ? errno : 0
    if problem != 0 { throw Failure("cannot read '\(path)': \(String(cString: strerror(problem)))") }
}

/// Where the record of the last successful run for `output` (a run's first output) is kept: in
/// `directory` when given (`graft-generate` keeps it out of the user's sources), else beside the
/// output, hidden.
func fingerprintFile(for output: String, in directory: String?) -> String {
    let url = URL(fileURLWithPath: output)
    let folder = directory.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent()
    return folder.appendingPathComponent("." + url.lastPathComponent + ".graft-inputs").path
}

/// What identifies this build of the generator: its version and its executable's size and date, so
/// that a rebuilt or updated generator never trusts a record an older one wrote.
func toolIdentity() -> String {
    guard let executable = executablePath(), let stamp = DiskStamp(executable) else { return Invocation.toolVersion }
    return "\(Invocation.toolVersion) \(stamp.size) \(stamp.modified)"
}

/// The path of the running executable.
func executablePath() -> String? {
    #if canImport(Darwin)
    var size: UInt32 = 0
    _ = _NSGetExecutablePath(nil, &size)
    var buffer = [CChar](repeating: 0, count: Int(size) + 1)
    guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
    return String(cString: buffer)
    #else
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
    guard count > 0, count < buffer.count else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
    #endif
}

/// `graft generate`: writes the providers, or reports why not.
///
/// Each output file is written only when its bytes change, so that of a graph split over several
/// files, those an edit does not change keep their dates and are not compiled again.
///
/// The record beside the first output (`RunRecord`) says what the last successful run read and
/// wrote. A rerun whose inputs and outputs have the disk stamps the record names returns at once, without
/// reading a file. Otherwise it reads only the inputs whose stamps changed, parses those whose bytes
/// changed, and keeps the output when none of them changed what the parser extracts (an edit in a
/// function body); else it reads everything and generates. The record is removed before anything
/// is written and written last, so a run killed between the two writes leaves no record, and the
/// next run generates again; a hand-edited or reverted output is rewritten.
func generate(_ arguments: Invocation.GenerateArguments) throws(Failure) {
    try checkDistinct(arguments.outputs)
    let inputs = try expandInputs(arguments.files, sourcesLists: arguments.sourcesLists)
    let version = toolIdentity() + (arguments.mocks ? " mocks" : "")
    var options = GeneratorOptions(
        outputModule: arguments.outputModule, packageModules: Set(arguments.packageModules), defines: Set(arguments.defines),
        warningsAsErrors: arguments.warningsAsErrors, outputFiles: arguments.outputs.count
    )
    let settings = Fingerprint.settings(of: options, version: version)
    // Stamped before they are read: a file changed after its stamp is seen as changed next time.
    let stamped = inputs.map { ($0, DiskStamp($0.path)) }
    let headerStamp = arguments.headerFile.map { ($0, DiskStamp($0)) }
    func stamp(settled: Bool) -> String? {
        DiskStamp.fingerprint(settings: settings, inputs: stamped, header: headerStamp, outputs: arguments.outputs, settled: settled)
    }
    let recordPath = fingerprintFile(for: arguments.outputs[0], in: arguments.recordDirectory)
    // Whatever this run does, even nothing, it leaves no temporary file of a killed run behind.
    removeAbandonedTemporaryFiles(of: arguments.outputs + [recordPath])
    let recordText = (try? readFile(recordPath)).map { String(decoding: $0, as: UTF8.self) }
    if let recordText, let last = RunRecord.stampAndWarnings(text: recordText), last.stamp == stamp(settled: false) {
        // Nothing changed on disk since the last successful run: repeat its warnings.
        printError(last.warnings)
        return
    }
    let previous = recordText.flatMap(RunRecord.init(text:))

    options.header = try arguments.headerFile.map { path throws(Failure) in String(decoding: try readFile(path), as: UTF8.self) }
    let settingsFingerprint = RunRecord.settingsFingerprint(settings, header: options.header)
    // A stamp is recorded only for a file that had settled when this run began (see `DiskStamp`).
    let settledBefore = Date().timeIntervalSince1970 - 2
    let surveyed = stamped.map { input, stamp in
        RunRecord.StampedInput(path: input.path, module: input.module, stamp: stamp.flatMap { $0.modified <= settledBefore ? $0.text : nil })
    }
    // Each input as the record would describe it now, reading and parsing only what changed.
    let survey = try RunRecord.survey(surveyed, previous: previous, settings: settingsFingerprint, read: readFile)
    if let previous, previous.stands(for: survey, settings: settingsFingerprint), outputsAreRecorded(previous, at: arguments.outputs) {
        // No change that reaches the output or the diagnostics: repeat the warnings, and record the
        // inputs as they are now for the next run.
        printError(previous.warnings)
        var refreshed = previous
        refreshed.inputs = survey.inputs
        for (position, path) in arguments.outputs.enumerated() { refreshed.outputs[position].stamp = DiskStamp(path)?.text }
        refreshed.stamp = stamp(settled: true)
        try writeIfChanged(Array(refreshed.text.utf8), to: recordPath)
        return
    }

    // Nothing to remove when there is no such file, or no such folder.
    if unlink(recordPath) != 0, errno != ENOENT, errno != ENOTDIR {
        throw Failure("cannot remove '\(recordPath)': \(String(cString: strerror(errno)))")
    }
    // The sources' bytes are needed only until they are parsed: they are released before the
    // graph is built, which lowers the peak by their size.
    var contents: [String: String] = [:]
    let parsed: [ParsedFile]
    let digested: [(path: String, module: String?, digest: ParsedFileDigest)]
    do {
        var read = survey.read
        var sources: [SourceFile] = []
        sources.reserveCapacity(inputs.count)
        for input in surveyed {
            if let known = read.removeValue(forKey: input.identity) {
                sources.append(known.source)
                contents[input.identity] = known.content
            } else {
                let source = SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path))
                contents[input.identity] = RunRecord.contentFingerprint(source.bytes)
                sources.append(source)
            }
        }
        let parsedAndDigested = Generator.parseDigesting(sources)
        parsed = parsedAndDigested.map(\.file)
        digested = parsedAndDigested.map { ($0.file.path, $0.file.module, $0.digest) }
    }
    // What the record needs of the parsed files (their digests) was made as each was parsed. A
    // generation's result holds the files (a mocks run frees them), and the result is kept until
    // the process exits.
    let result =
        arguments.mocks
        ? Generator.generateMocks(parsed: consume parsed, options: options) : Generator.generate(parsed: consume parsed, options: options)
    let rendered = Diagnostic.render(result.diagnostics)
    printError(rendered)
    keptUntilExit.append(result)
    guard !result.hasErrors else { throw .diagnosed }
    // All outputs are replaced as a set, or none is; the record, removed above, is written only after.
    try writeIfChanged(Array(zip(result.sources, arguments.outputs)))
    let outputs = zip(result.sources, arguments.outputs).map { source, path in
        RunRecord.Output(content: RunRecord.contentFingerprint(source), stamp: DiskStamp(path)?.text)
    }

    let entries = RunRecord.entries(for: digested, inputs: surveyed, contents: contents, diagnostics: result.diagnostics)
    let written = RunRecord(
        settings: settingsFingerprint, outputs: outputs, stamp: stamp(settled: true), inputs: entries, warnings: rendered)
    try writeIfChanged(Array(written.text.utf8), to: recordPath)
}

/// Fails when two outputs name one file (`a.swift` and `./a.swift`, or through a symbolic link):
/// the second would overwrite the first, and the components whose lookups it held would have none.
func checkDistinct(_ outputs: [String]) throws(Failure) {
    guard outputs.count > 1 else { return }
    var seen: [String: String] = [:]
    for output in outputs {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let file = url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
        if let first = seen[file] { throw Failure("--output '\(first)' and '\(output)' name the same file") }
        seen[file] = output
    }
}

/// Whether the outputs on disk are the ones `record` describes: for each, its disk stamp is the
/// recorded one, or its bytes are.
func outputsAreRecorded(_ record: RunRecord, at paths: [String]) -> Bool {
    guard record.outputs.count == paths.count else { return false }
    return zip(record.outputs, paths).allSatisfy { recorded, path in
        if let stamp = recorded.stamp, DiskStamp(path)?.text == stamp { return true }
        guard let bytes = try? readFile(path) else { return false }
        return RunRecord.contentFingerprint(bytes) == recorded.content
    }
}

/// `graft graph`: prints the resolved graph and reports problems.
func graph(_ arguments: Invocation.GraphArguments) throws(Failure) {
    let inputs = arguments.inputs
    let sources = try readSources(try expandInputs(inputs.files, sourcesLists: inputs.sourcesLists))
    let options = GeneratorOptions(
        outputModule: inputs.outputModule, packageModules: Set(inputs.packageModules), defines: Set(inputs.defines)
    )
    let (resolved, diagnostics) = Generator.analyze(sources, options: options)
    print(GraphExporter.export(resolved, format: arguments.format, dependencies: arguments.dependencies), terminator: "")
    printError(Diagnostic.render(diagnostics))
    keptUntilExit.append(resolved)
    if diagnostics.contains(where: { $0.severity == .error }) { throw .diagnosed }
}

/// `graft dump`: prints what the parser read from each file, one file at a time, so that memory
/// does not grow with the number of files. The document's shape is in docs/dump-schema.md.
func dump(_ files: [Invocation.InputFile]) throws(Failure) {
    // Every input is checked before anything is printed, so a missing file gives an error, not half a document.
    for input in files { try checkReadable(input.path) }
    print("{\n  \"version\": \(ParsedFile.dumpSchemaVersion),\n  \"files\": [", terminator: files.isEmpty ? "" : "\n")
    for (position, input) in files.enumerated() {
        let source = SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path))
        let rendered = DeclarationParser.parse(source).json.rendered(indentation: 2)
        print(rendered, terminator: position == files.count - 1 ? "\n" : ",\n")
    }
    print(files.isEmpty ? "]\n}" : "  ]\n}")
}

/// Runs one command line: the only place that prints a failure and picks the exit status.
func run(_ arguments: [String]) -> Int32 {
    do throws(Failure) {
        let invocation: Invocation
        switch Invocation.parse(arguments) {
        case .success(let parsed): invocation = parsed
        case .failure(let error): throw .usage(error.message)
        }
        switch invocation {
        case .help(let command): print(Invocation.usage(for: command))
        case .version: print("graft \(Invocation.toolVersion)")
        case .dump(let files): try dump(files)
        case .graph(let arguments): try graph(arguments)
        case .generate(let arguments): try generate(arguments)
        }
        return 0
    } catch {
        printError(error.rendered)
        return error.status
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
