import Foundation
import PackagePlugin

/// Runs Graft's generator before a target compiles: reads the target's Swift files and those of
/// every target it depends on that uses Graft (in this package or any other), and writes the
/// dependency providers into a file SwiftPM compiles with the target. A missing dependency fails
/// the build with the generator's `file:line:column: error:` diagnostics.
@main
struct GraftPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let swiftTarget = target as? SwiftSourceModuleTarget else {
            throw GraftPluginError(
                "GraftPlugin generates Swift and can only be applied to a Swift target; '\(target.name)' is not one. "
                    + "Remove GraftPlugin from its 'plugins:' and apply it to the Swift target (usually the app) that links your components."
            )
        }
        let inputs = GraftInputs.collect(for: swiftTarget)
        let workDirectory = context.pluginWorkDirectoryURL
        let sourcesList = workDirectory.appendingPathComponent("\(swiftTarget.name).sources")
        try GraftInputs.writeIfChanged(inputs.sourcesListText, to: sourcesList)
        let output = workDirectory.appendingPathComponent("Graft+\(swiftTarget.name).swift")

        var arguments = [
            "generate",
            "--output", output.path,
            "--sources-list", sourcesList.path,
            "--output-module", swiftTarget.moduleName,
        ]
        let packageModules = Set(context.package.targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.moduleName })
        for module in Set(inputs.files.map(\.module)).intersection(packageModules).sorted() where module != swiftTarget.moduleName {
            arguments += ["--package-module", module]
        }
        for condition in swiftTarget.compilationConditions {
            arguments += ["--define", condition]
        }
        return [
            .buildCommand(
                displayName: "Graft: checking the dependency graph of \(swiftTarget.name)",
                executable: try context.tool(named: "GraftCLI").url,
                arguments: arguments,
                inputFiles: inputs.files.map(\.url) + [sourcesList],
                outputFiles: [output]
            )
        ]
    }
}

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

/// A misuse of the plugin, reported by SwiftPM with the message.
struct GraftPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
