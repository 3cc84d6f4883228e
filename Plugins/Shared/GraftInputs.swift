import Foundation
import PackagePlugin

// Shared by Graft's plugins through symbolic links: plugin targets cannot depend on a library.

/// The Swift files the generator reads for one target, grouped by module.
struct GraftInputs {
    struct Input {
        let module: String
        let url: URL
    }

    let files: [Input]

    /// The target's own files, then those of every target in its dependency closure that depends
    /// on the Graft runtime library, across package boundaries.
    static func collect(for target: SwiftSourceModuleTarget) -> GraftInputs {
        var files: [Input] = []
        var seen = Set<String>()
        let modules = [target] + target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }.filter(usesGraft)
        for module in modules where seen.insert(module.moduleName).inserted {
            let swiftFiles = module.sourceFiles(withSuffix: ".swift").map(\.url).sorted { $0.path < $1.path }
            files += swiftFiles.map { Input(module: module.moduleName, url: $0) }
        }
        return GraftInputs(files: files)
    }

    /// Whether a target depends directly on the Graft runtime (product or target named `Graft`).
    static func usesGraft(_ target: SwiftSourceModuleTarget) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): return product.name == "Graft"
            case .target(let dependencyTarget): return dependencyTarget.name == "Graft"
            @unknown default: return false
            }
        }
    }

    /// The generator options that describe `target`: its module, the other modules of its package
    /// among the inputs, and the compilation conditions it defines (for `#if`).
    func moduleOptions(for target: SwiftSourceModuleTarget, in package: Package) -> [String] {
        var options = ["--output-module", target.moduleName]
        let packageModules = Set(package.targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.moduleName })
        for module in Set(files.map(\.module)).intersection(packageModules).sorted() where module != target.moduleName {
            options += ["--package-module", module]
        }
        for condition in target.compilationConditions {
            options += ["--define", condition]
        }
        return options
    }

    /// One line per file, `MODULE<TAB>PATH`, the format `graft generate --sources-list` reads.
    var sourcesListText: String {
        files.map { "\($0.module)\t\($0.url.path)\n" }.joined()
    }

    /// Writes `text` only when it differs, so an unchanged list does not retrigger the build command.
    static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

/// The build command of the build-tool plugins: `graft generate` over a target's inputs.
enum GraftBuildCommand {
    /// Writes `inputs` to a sources list in `workDirectory` (only when it changed) and returns the
    /// command that runs `tool` with `arguments`, the list, and an `--output` for each of
    /// `outputNames` in `workDirectory`.
    static func make(
        inputs: GraftInputs, tool: URL, workDirectory: URL, listName: String, outputNames: [String], arguments: [String],
        displayName: String
    ) throws -> Command {
        let sourcesList = workDirectory.appendingPathComponent(listName)
        try GraftInputs.writeIfChanged(inputs.sourcesListText, to: sourcesList)
        let outputs = outputNames.map { workDirectory.appendingPathComponent($0) }
        return .buildCommand(
            displayName: displayName,
            executable: tool,
            arguments: ["generate"] + outputs.flatMap { ["--output", $0.path] } + ["--sources-list", sourcesList.path] + arguments,
            inputFiles: inputs.files.map(\.url) + [sourcesList],
            outputFiles: outputs
        )
    }

    /// The files the providers for `inputs` are written to: `STEM.swift`, or, from 50 input files
    /// on, one file per 25 inputs (at most 16) named `STEM-1.swift`, `STEM-2.swift`…, which the
    /// compiler type-checks in parallel and of which a graph edit rewrites only those it changes.
    /// (Debug builds of a 1,000-component corpus of 200 files after a graph edit: 21 s with one
    /// file, 14 s with 2, 11 s with 8, 9–13 s with 16; `Benchmarks/scripts/split-build.sh`.)
    static func providerFileNames(stem: String, inputs: GraftInputs) -> [String] {
        let count = min(16, max(1, inputs.files.count / 25))
        return count == 1 ? ["\(stem).swift"] : (1...count).map { "\(stem)-\($0).swift" }
    }

    /// Whether `name` is one of the files `providerFileNames(stem:inputs:)` writes for some number
    /// of inputs: `STEM.swift` or `STEM-N.swift`.
    static func isProviderFileName(_ name: String, stem: String) -> Bool {
        guard name.hasPrefix(stem), name.hasSuffix(".swift") else { return false }
        let middle = name.dropFirst(stem.count).dropLast(".swift".count)
        return middle.isEmpty || (middle.hasPrefix("-") && middle.count > 1 && middle.dropFirst().allSatisfy { ("0"..."9").contains($0) })
    }
}

/// Target selection and tool runs for the command plugins.
enum GraftCommandTargets {
    /// The Swift targets named by `--target`, or every executable target when none is named.
    static func select(_ names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        let swiftTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard !names.isEmpty else {
            let executables = swiftTargets.filter { $0.kind == .executable }
            guard !executables.isEmpty else {
                throw GraftCommandError("this package has no executable target; name the app target with --target NAME")
            }
            return executables
        }
        return try names.map { name in
            guard let target = swiftTargets.first(where: { $0.name == name }) else {
                let available = swiftTargets.map(\.name).sorted().joined(separator: ", ")
                throw GraftCommandError("no Swift target named '\(name)' in this package; choose from: \(available)")
            }
            return target
        }
    }

    /// Writes the inputs of `target` to `list`, leaving out the files a previous run wrote into the
    /// target's folder (named after `generatedStem`, see `GraftBuildCommand.isProviderFileName`),
    /// and returns the
    /// inputs and the generator options that describe the target.
    static func writeSourcesList(
        for target: SwiftSourceModuleTarget, in package: Package, excludingGenerated generatedStem: String, to list: URL
    ) throws -> (inputs: GraftInputs, options: [String]) {
        let inputs = GraftInputs.collect(for: target)
        let folder = target.directoryURL.standardizedFileURL
        let kept = GraftInputs(
            files: inputs.files.filter { input in
                !(input.url.deletingLastPathComponent().standardizedFileURL == folder
                    && GraftBuildCommand.isProviderFileName(input.url.lastPathComponent, stem: generatedStem))
            })
        try GraftInputs.writeIfChanged(kept.sourcesListText, to: list)
        return (kept, ["--sources-list", list.path] + kept.moduleOptions(for: target, in: package))
    }

    /// Runs the generator and returns its exit status. Its standard output (a graph) goes to this
    /// process's; its diagnostics are passed to SwiftPM as diagnostics, which SwiftPM prints on its
    /// standard error — a plugin's own standard error reaches SwiftPM's standard output, where a
    /// warning would corrupt `graft-graph --format json | …`.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot block the generator.
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: diagnostics, as: UTF8.self).split(separator: "\n") {
            emit(String(line))
        }
        return process.terminationStatus
    }

    /// Passes one line of the generator's standard error to SwiftPM: `path:line:column: severity:
    /// message` as a located diagnostic of that severity, anything else as a remark.
    static func emit(_ line: String) {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 5, let lineNumber = Int(parts[1]), Int(parts[2]) != nil {
            // SwiftPM prints a command plugin's diagnostic without its file: the location leads the message.
            let message = "\(parts[0]):\(parts[1]):\(parts[2]): " + parts[4].drop { $0 == " " }
            switch parts[3].trimmingCharacters(in: .whitespaces) {
            case "error": return Diagnostics.emit(.error, message, file: parts[0], line: lineNumber)
            case "warning": return Diagnostics.emit(.warning, message, file: parts[0], line: lineNumber)
            case "note": return Diagnostics.emit(.remark, "note: " + message, file: parts[0], line: lineNumber)
            default: break
            }
        }
        if line.hasPrefix("graft: error: ") {
            Diagnostics.error(String(line.dropFirst("graft: error: ".count)))
        } else {
            Diagnostics.remark(line)
        }
    }
}

/// A command plugin failure, printed by SwiftPM.
struct GraftCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
