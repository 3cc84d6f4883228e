import Foundation
import PackagePlugin

/// Writes test doubles for a test target: for every dependency protocol in the target and in the
/// targets it depends on that use Graft, a class that conforms to it and takes each requirement in
/// its initializer (`GameDependencyMock(playersStream: …, scoreStream: …)`). Apply it to a test
/// target; nothing is written by hand and nothing is guessed.
@main
struct GraftMocksPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let swiftTarget = target as? SwiftSourceModuleTarget else {
            throw GraftMocksPluginError(
                "GraftMocksPlugin generates Swift and can only be applied to a Swift test target; '\(target.name)' is not one."
            )
        }
        let inputs = GraftInputs.collect(for: swiftTarget)
        let workDirectory = context.pluginWorkDirectoryURL
        let sourcesList = workDirectory.appendingPathComponent("\(swiftTarget.name).mock-sources")
        try GraftInputs.writeIfChanged(inputs.sourcesListText, to: sourcesList)
        let output = workDirectory.appendingPathComponent("GraftMocks+\(swiftTarget.name).swift")
        var arguments = ["generate", "--mocks", "--output", output.path, "--sources-list", sourcesList.path, "--output-module", swiftTarget.moduleName]
        for condition in swiftTarget.compilationConditions { arguments += ["--define", condition] }
        return [
            .buildCommand(
                displayName: "Graft: writing test doubles for \(swiftTarget.name)",
                executable: try context.tool(named: "GraftCLI").url,
                arguments: arguments,
                inputFiles: inputs.files.map(\.url) + [sourcesList],
                outputFiles: [output]
            )
        ]
    }
}

/// A misuse of the plugin, reported by SwiftPM with the message.
struct GraftMocksPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
