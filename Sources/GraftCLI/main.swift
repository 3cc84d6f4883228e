// The `graft` command line: reads files, calls the generator (_GraftGeneratorCore), prints, writes, exits.
// Everything else lives in that library, where it is tested.

import Foundation
import _GraftGeneratorCore

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
    FileHandle.standardError.write(Data(text.utf8))
}

/// Reads a file's bytes; a failure names the reason (`No such file or directory`, `Is a directory`).
func readFile(_ path: String) throws(Failure) -> [UInt8] {
    try checkReadable(path)
    do {
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        throw Failure("cannot read '\(path)': \(describe(error))")
    }
}

/// Reads every input, expanding sources lists.
func readSources(_ files: [Invocation.InputFile], sourcesLists: [String]) throws(Failure) -> [SourceFile] {
    var inputs = files
    for list in sourcesLists {
        // Relative paths in a list are relative to the list's folder, wherever graft runs.
        let folder = URL(fileURLWithPath: list).deletingLastPathComponent()
        inputs += Invocation.parseSourcesList(String(decoding: try readFile(list), as: UTF8.self), defaultModule: nil).map { input in
            input.path.hasPrefix("/") ? input : Invocation.InputFile(path: folder.appendingPathComponent(input.path).path, module: input.module)
        }
    }
    var sources: [SourceFile] = []
    for input in inputs {
        sources.append(SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path)))
    }
    return sources
}

/// Writes `data` to `path` atomically, only when it differs from what is there, so that an
/// unchanged file keeps its modification time. The bytes go to a temporary file beside it, named
/// after it (`.NAME.graft-tmp`), which is renamed over it: a run killed midway leaves the old file
/// whole and a temporary file that the next run overwrites.
func writeIfChanged(_ data: Data, to path: String) throws(Failure) {
    if let existing = FileManager.default.contents(atPath: path), existing == data { return }
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".graft-tmp").path
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: temporary))
    } catch {
        throw Failure("cannot write '\(path)': \(describe(error))")
    }
    guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw Failure("cannot write '\(path)': \(reason)")
    }
}

/// Fails, naming the reason, unless `path` is a file that can be read.
func checkReadable(_ path: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let problem = !exists ? ENOENT : isDirectory.boolValue ? EISDIR : FileManager.default.isReadableFile(atPath: path) ? 0 : EACCES
    if problem != 0 { throw Failure("cannot read '\(path)': \(String(cString: strerror(problem)))") }
}

/// The reason of a file-system error in words (`No such file or directory`), not an error domain and code.
func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    return nsError.localizedDescription
}

/// Where the record of the last successful run for `output` is kept: in `directory` when given
/// (`graft-generate` keeps it out of the user's sources), else beside the output, hidden.
func fingerprintFile(for output: String, in directory: String?) -> String {
    let url = URL(fileURLWithPath: output)
    let folder = directory.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent()
    return folder.appendingPathComponent("." + url.lastPathComponent + ".graft-inputs").path
}

/// What identifies this build of the generator: its version and its executable's size and date, so
/// that a rebuilt or updated generator never trusts a record an older one wrote.
func toolIdentity() -> String {
    guard let executable = Bundle.main.executablePath,
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    else { return Invocation.toolVersion }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(Invocation.toolVersion) \(size) \(date)"
}

/// The hash of an output file's bytes, as the record keeps it.
func outputHash(_ bytes: [UInt8]) -> String {
    var hash = Fingerprint()
    hash.combine(bytes)
    return hash.description
}

/// `graft generate`: writes the providers, or reports why not.
///
/// The record beside the output holds the inputs' fingerprint, the output's hash and the run's
/// warnings. It is removed before anything is written and written last, so a run killed between
/// the two writes leaves no record, and the next run generates again; a record is trusted only
/// while the output still has the hash it names (a hand-edited or reverted output is rewritten).
func generate(_ arguments: Invocation.GenerateArguments) throws(Failure) {
    let header = try arguments.headerFile.map { path throws(Failure) in String(decoding: try readFile(path), as: UTF8.self) }
    let sources = try readSources(arguments.files, sourcesLists: arguments.sourcesLists)
    let options = GeneratorOptions(
        outputModule: arguments.outputModule, packageModules: Set(arguments.packageModules),
        defines: Set(arguments.defines), header: header, warningsAsErrors: arguments.warningsAsErrors
    )
    let fingerprint = Fingerprint.of(sources, options: options, version: toolIdentity() + (arguments.mocks ? " mocks" : "")).description
    let record = fingerprintFile(for: arguments.output, in: arguments.recordDirectory)
    if let previous = FileManager.default.contents(atPath: record),
        let output = FileManager.default.contents(atPath: arguments.output)
    {
        let text = String(decoding: previous, as: UTF8.self)
        let prefix = fingerprint + "\n" + outputHash([UInt8](output)) + "\n"
        if text.hasPrefix(prefix) {
            // Unchanged inputs and output since the last successful run: repeat its warnings.
            printError(String(text.dropFirst(prefix.count)))
            return
        }
    }
    if FileManager.default.fileExists(atPath: record) {
        do { try FileManager.default.removeItem(atPath: record) } catch {
            throw Failure("cannot remove '\(record)': \(describe(error))")
        }
    }
    let result = arguments.mocks ? Generator.generateMocks(sources, options: options) : Generator.generate(sources, options: options)
    let rendered = Diagnostic.render(result.diagnostics)
    printError(rendered)
    keptUntilExit.append(result)
    guard !result.hasErrors else { throw .diagnosed }
    let output = Data(result.output.utf8)
    try writeIfChanged(output, to: arguments.output)
    try writeIfChanged(Data((fingerprint + "\n" + outputHash([UInt8](output)) + "\n" + rendered).utf8), to: record)
}

/// `graft graph`: prints the resolved graph and reports problems.
func graph(_ arguments: Invocation.GraphArguments) throws(Failure) {
    let inputs = arguments.inputs
    let sources = try readSources(inputs.files, sourcesLists: inputs.sourcesLists)
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
