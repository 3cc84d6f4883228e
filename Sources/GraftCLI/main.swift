// The `graft` command line: reads files, calls GraftGenerator, prints, writes, exits.
// Everything else lives in the GraftGenerator library, where it is tested.

import Foundation
import GraftGenerator

/// A failure the command line reports: the text to print on standard error.
struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Prints to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Reads a file's bytes, or reports why not.
func readFile(_ path: String) -> Result<[UInt8], Failure> {
    guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(Failure("graft: error: cannot read '\(path)'\n"))
    }
    return .success([UInt8](data))
}

/// Reads every input, expanding sources lists; returns the files or an error message.
func readSources(_ files: [Invocation.InputFile], sourcesLists: [String], defaultModule: String?) -> Result<[SourceFile], Failure> {
    var inputs = files
    for list in sourcesLists {
        switch readFile(list) {
        case .success(let bytes):
            inputs += Invocation.parseSourcesList(String(decoding: bytes, as: UTF8.self), defaultModule: defaultModule)
        case .failure(let failure):
            return .failure(failure)
        }
    }
    var sources: [SourceFile] = []
    for input in inputs {
        switch readFile(input.path) {
        case .success(let bytes): sources.append(SourceFile(path: input.path, module: input.module, bytes: bytes))
        case .failure(let failure): return .failure(failure)
        }
    }
    return .success(sources)
}

/// Writes `text` to `path` atomically (a temporary file renamed over it), only when it differs
/// from what is there, so that an unchanged file keeps its modification time.
func writeIfChanged(_ text: String, to path: String) -> Result<Bool, Failure> {
    let data = Data(text.utf8)
    if let existing = FileManager.default.contents(atPath: path), existing == data {
        return .success(false)
    }
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return .success(true)
    } catch {
        return .failure(Failure("graft: error: cannot write '\(path)': \(error.localizedDescription)\n"))
    }
}

/// Where the fingerprint of the last successful run for `output` is kept: beside it, hidden.
func fingerprintFile(for output: String) -> String {
    let url = URL(fileURLWithPath: output)
    return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".graft-inputs").path
}

func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    switch Invocation.parse(arguments) {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
        printError("graft: error: \(error.message)\n\n\(Invocation.usage)\n")
        return 64
    }
    switch invocation {
    case .help:
        print(Invocation.usage)
        return 0
    case .version:
        print("graft \(Invocation.toolVersion)")
        return 0
    case .dump(let files):
        switch readSources(files, sourcesLists: [], defaultModule: nil) {
        case .failure(let failure):
            printError(failure.message)
            return 1
        case .success(let sources):
            let parsed = DeclarationParser.parse(sources)
            print(JSONValue.array(parsed.map(\.json)).rendered, terminator: "")
            return 0
        }
    case .graph(let arguments):
        let inputs = arguments.inputs
        let sources: [SourceFile]
        switch readSources(inputs.files, sourcesLists: inputs.sourcesLists, defaultModule: nil) {
        case .success(let read): sources = read
        case .failure(let failure):
            printError(failure.message)
            return 1
        }
        let options = GeneratorOptions(
            outputModule: inputs.outputModule, packageModules: Set(inputs.packageModules), defines: Set(inputs.defines)
        )
        let (resolved, diagnostics) = Generator.analyze(sources, options: options)
        print(GraphExporter.export(resolved, format: arguments.format, dependencies: arguments.dependencies), terminator: "")
        printError(Diagnostic.render(diagnostics))
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    case .generate(let arguments):
        var header: String?
        if let headerFile = arguments.headerFile {
            switch readFile(headerFile) {
            case .success(let bytes): header = String(decoding: bytes, as: UTF8.self)
            case .failure(let failure):
                printError(failure.message)
                return 1
            }
        }
        let sources: [SourceFile]
        switch readSources(arguments.files, sourcesLists: arguments.sourcesLists, defaultModule: nil) {
        case .success(let read): sources = read
        case .failure(let failure):
            printError(failure.message)
            return 1
        }
        let options = GeneratorOptions(
            outputModule: arguments.outputModule, packageModules: Set(arguments.packageModules),
            defines: Set(arguments.defines), header: header,
            warningsAsErrors: arguments.warningsAsErrors
        )
        // Unchanged inputs since the last successful run: reprint its warnings and stop.
        let fingerprint = Fingerprint.of(sources, options: options, version: Invocation.toolVersion).description
        let record = fingerprintFile(for: arguments.output)
        if FileManager.default.fileExists(atPath: arguments.output),
            let previous = FileManager.default.contents(atPath: record),
            let text = String(data: previous, encoding: .utf8), text.hasPrefix(fingerprint + "\n")
        {
            printError(String(text.dropFirst(fingerprint.count + 1)))
            exit(0)
        }
        let result = Generator.generate(sources, options: options)
        let rendered = Diagnostic.render(result.diagnostics)
        printError(rendered)
        guard !result.hasErrors else { return 1 }
        if case .failure(let failure) = writeIfChanged(result.output, to: arguments.output) {
            printError(failure.message)
            return 1
        }
        // Best effort: without the record the next run just regenerates.
        _ = writeIfChanged(fingerprint + "\n" + rendered, to: record)
        // Done: leave without tearing down the graph of a large app object by object.
        exit(0)
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
