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
        // A file `graft-generate` wrote into the sources would be compiled beside the plugin's own
        // output of the same name: SwiftPM's "multiple producers" error, and the providers twice.
        let committed = "Graft+\(swiftTarget.name).swift"
        if let file = swiftTarget.sourceFiles(withSuffix: ".swift").first(where: { $0.url.lastPathComponent == committed }) {
            throw GraftPluginError(
                "'\(file.url.path)' holds providers written by 'swift package graft-generate', and GraftPlugin, applied to "
                    + "'\(swiftTarget.name)', generates them on every build: delete the file, or remove GraftPlugin from the target's 'plugins:'."
            )
        }
        let inputs = GraftInputs.collect(for: swiftTarget)
        let workDirectory = context.pluginWorkDirectoryURL
        let sourcesList = workDirectory.appendingPathComponent("\(swiftTarget.name).sources")
        try GraftInputs.writeIfChanged(inputs.sourcesListText, to: sourcesList)
        let output = workDirectory.appendingPathComponent("Graft+\(swiftTarget.name).swift")

        let arguments =
            ["generate", "--output", output.path, "--sources-list", sourcesList.path]
            + inputs.moduleOptions(for: swiftTarget, in: context.package)
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

/// A misuse of the plugin, reported by SwiftPM with the message.
struct GraftPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
