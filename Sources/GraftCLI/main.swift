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

    /// The message of a file problem or of a bad command line; empty for `diagnosed`.
    var message: String {
        switch self {
        case .usage(let message), .io(let message): return message
        case .diagnosed: return ""
        }
    }

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

/// The inputs: the files named on the command line and those of the sources lists (a list's `PATH`
/// lines in the `--module` given before the list).
func expandInputs(_ files: [Invocation.InputFile], sourcesLists: [Invocation.InputFile]) throws(Failure) -> [Invocation.InputFile] {
    var inputs = files
    for list in sourcesLists {
        // Relative paths in a list are relative to the list's folder, wherever graft runs (joined
        // as strings: thousands of URL operations would cost more than the rest of an unchanged run).
        let folder = URL(fileURLWithPath: list.path).deletingLastPathComponent().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let text = String(decoding: try readFile(list.path), as: UTF8.self)
        inputs += Invocation.parseSourcesList(text, defaultModule: list.module).map { input in
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

extension DiskStamp {
    /// The stamp of the regular file at `path` — device, inode, size, modification and change
    /// times — or nil when there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let (modification, change) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modification, change) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            values: [
                Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_size), Int64(modification.tv_sec), Int64(modification.tv_nsec),
                Int64(change.tv_sec), Int64(change.tv_nsec),
            ],
            modified: Double(modification.tv_sec) + Double(modification.tv_nsec) / 1e9, size: Int64(info.st_size))
    }
}

/// The disk, as `GenerateDriver` uses it.
struct Disk: GenerateFileSystem {
    func read(_ path: String) throws(GenerateFailure) -> [UInt8] {
        do throws(Failure) {
            return try readFile(path)
        } catch {
            throw .io(error.message)
        }
    }

    func stamp(_ path: String) -> DiskStamp? {
        DiskStamp(path)
    }

    func write(_ outputs: [(source: GeneratedSource, path: String)]) throws(GenerateFailure) {
        do throws(Failure) {
            try writeIfChanged(outputs)
        } catch {
            throw .io(error.message)
        }
    }

    func remove(_ path: String) throws(GenerateFailure) {
        // Nothing to remove when there is no such file, or no such folder.
        if unlink(path) != 0, errno != ENOENT, errno != ENOTDIR {
            throw .io("cannot remove '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    func removeAbandonedTemporaryFiles(of paths: [String]) {
        GraftCLI.removeAbandonedTemporaryFiles(of: paths)
    }

    func now() -> Double {
        Date().timeIntervalSince1970
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

/// `graft generate`: writes the providers, or reports why not (`GenerateDriver` holds the policy).
func generate(_ arguments: Invocation.GenerateArguments) throws(Failure) {
    try checkDistinct(arguments.outputs)
    let request = GenerateRequest(
        inputs: try expandInputs(arguments.files, sourcesLists: arguments.sourcesLists), summaries: arguments.summaries,
        outputs: arguments.outputs,
        recordPath: fingerprintFile(for: arguments.outputs[0], in: arguments.recordDirectory), headerFile: arguments.headerFile,
        options: GeneratorOptions(
            outputModule: arguments.outputModule, packageModules: Set(arguments.packageModules), defines: Set(arguments.defines),
            warningsAsErrors: arguments.warningsAsErrors),
        mocks: arguments.mocks, toolIdentity: toolIdentity())
    let outcome: GenerateOutcome
    do throws(GenerateFailure) {
        outcome = try GenerateDriver.run(request, files: Disk())
    } catch {
        switch error {
        case .io(let message): throw Failure(message)
        }
    }
    printError(outcome.rendered)
    keptUntilExit += outcome.kept
    if outcome.hasErrors { throw .diagnosed }
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

/// `graft summarize`: writes the summary of the inputs, only when its bytes change.
func summarize(_ arguments: Invocation.SummarizeArguments) throws(Failure) {
    let sources = try readSources(try expandInputs(arguments.files, sourcesLists: arguments.sourcesLists))
    try writeIfChanged(ModuleSummary.encode(Generator.parse(sources)), to: arguments.output)
}

/// `graft graph`: prints the resolved graph and reports problems.
func graph(_ arguments: Invocation.GraphArguments) throws(Failure) {
    let inputs = arguments.inputs
    let sources = try readSources(try expandInputs(inputs.files, sourcesLists: inputs.sourcesLists))
    let options = GeneratorOptions(
        outputModule: inputs.outputModule, packageModules: Set(inputs.packageModules), defines: Set(inputs.defines)
    )
    let (resolved, diagnostics) = Generator.analyze(
        parsed: try ModuleSummary.decode(inputs.summaries, read: readFile, failure: Failure.io) + Generator.parse(sources), options: options)
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
        case .summarize(let arguments): try summarize(arguments)
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
