// The `graft` command line: reads files, calls GraftGenerator, prints, writes, exits.
// Everything else lives in the GraftGenerator library, where it is tested.

import Foundation
import GraftGenerator

/// A failure the command line reports: the text to print on standard error, and exit status 1.
struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Prints to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Reads a file's bytes.
func readFile(_ path: String) throws(Failure) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw Failure("graft: error: cannot read '\(path)'\n")
    }
    return [UInt8](data)
}

/// Reads every input, expanding sources lists.
func readSources(_ files: [Invocation.InputFile], sourcesLists: [String]) throws(Failure) -> [SourceFile] {
    var inputs = files
    for list in sourcesLists {
        inputs += Invocation.parseSourcesList(String(decoding: try readFile(list), as: UTF8.self), defaultModule: nil)
    }
    var sources: [SourceFile] = []
    for input in inputs {
        sources.append(SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path)))
    }
    return sources
}

/// Writes `text` to `path` atomically (a temporary file renamed over it), only when it differs
/// from what is there, so that an unchanged file keeps its modification time.
func writeIfChanged(_ text: String, to path: String) throws(Failure) {
    let data = Data(text.utf8)
    if let existing = FileManager.default.contents(atPath: path), existing == data { return }
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    } catch {
        throw Failure("graft: error: cannot write '\(path)': \(error.localizedDescription)\n")
    }
}

/// Where the fingerprint of the last successful run for `output` is kept: beside it, hidden.
func fingerprintFile(for output: String) -> String {
    let url = URL(fileURLWithPath: output)
    return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".graft-inputs").path
}

/// `graft generate`: writes the providers, or reports why not. Returns the exit status.
func generate(_ arguments: Invocation.GenerateArguments) throws(Failure) -> Int32 {
    let header = try arguments.headerFile.map { path throws(Failure) in String(decoding: try readFile(path), as: UTF8.self) }
    let sources = try readSources(arguments.files, sourcesLists: arguments.sourcesLists)
    let options = GeneratorOptions(
        outputModule: arguments.outputModule, packageModules: Set(arguments.packageModules),
        defines: Set(arguments.defines), header: header, warningsAsErrors: arguments.warningsAsErrors
    )
    // Unchanged inputs since the last successful run: repeat its warnings and stop.
    let fingerprint = Fingerprint.of(sources, options: options, version: Invocation.toolVersion).description
    let record = fingerprintFile(for: arguments.output)
    if FileManager.default.fileExists(atPath: arguments.output),
        let previous = FileManager.default.contents(atPath: record),
        let text = String(data: previous, encoding: .utf8), text.hasPrefix(fingerprint + "\n")
    {
        printError(String(text.dropFirst(fingerprint.count + 1)))
        return 0
    }
    let result = Generator.generate(sources, options: options)
    let rendered = Diagnostic.render(result.diagnostics)
    printError(rendered)
    guard !result.hasErrors else { return 1 }
    try writeIfChanged(result.output, to: arguments.output)
    // Best effort: without the record the next run just generates again.
    try? writeIfChanged(fingerprint + "\n" + rendered, to: record)
    // Done: leave without tearing down the graph of a large app object by object.
    exit(0)
}

/// `graft graph`: prints the resolved graph and reports problems. Returns the exit status.
func graph(_ arguments: Invocation.GraphArguments) throws(Failure) -> Int32 {
    let inputs = arguments.inputs
    let sources = try readSources(inputs.files, sourcesLists: inputs.sourcesLists)
    let options = GeneratorOptions(
        outputModule: inputs.outputModule, packageModules: Set(inputs.packageModules), defines: Set(inputs.defines)
    )
    let (resolved, diagnostics) = Generator.analyze(sources, options: options)
    print(GraphExporter.export(resolved, format: arguments.format, dependencies: arguments.dependencies), terminator: "")
    printError(Diagnostic.render(diagnostics))
    return diagnostics.contains { $0.severity == .error } ? 1 : 0
}

/// `graft dump`: prints what the parser read from each file, one file at a time, so that memory
/// does not grow with the number of files. The document's shape is in docs/dump-schema.md.
func dump(_ files: [Invocation.InputFile]) throws(Failure) {
    // Every input is checked before anything is printed, so a missing file gives an error, not half a document.
    for input in files where !FileManager.default.isReadableFile(atPath: input.path) {
        throw Failure("graft: error: cannot read '\(input.path)'\n")
    }
    print("{\n  \"version\": \(ParsedFile.dumpSchemaVersion),\n  \"files\": [", terminator: files.isEmpty ? "" : "\n")
    for (position, input) in files.enumerated() {
        let source = SourceFile(path: input.path, module: input.module, bytes: try readFile(input.path))
        let rendered = DeclarationParser.parse(source).json.rendered(indentation: 2)
        print(rendered, terminator: position == files.count - 1 ? "\n" : ",\n")
    }
    print(files.isEmpty ? "]\n}" : "  ]\n}")
}

func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    switch Invocation.parse(arguments) {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
        printError("graft: error: \(error.message)\n\n\(Invocation.usage)\n")
        return 64
    }
    do throws(Failure) {
        switch invocation {
        case .help(let command):
            print(Invocation.usage(for: command))
            return 0
        case .version:
            print("graft \(Invocation.toolVersion)")
            return 0
        case .dump(let files):
            try dump(files)
            return 0
        case .graph(let arguments):
            return try graph(arguments)
        case .generate(let arguments):
            return try generate(arguments)
        }
    } catch {
        printError(error.message)
        return 1
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
