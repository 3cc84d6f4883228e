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
        var arguments = ["--mocks", "--output-module", swiftTarget.moduleName]
        for condition in swiftTarget.compilationConditions { arguments += ["--define", condition] }
        return [
            try GraftBuildCommand.make(
                inputs: GraftInputs.collect(for: swiftTarget), tool: try context.tool(named: "GraftCLI").url,
                workDirectory: context.pluginWorkDirectoryURL, listName: "\(swiftTarget.name).mock-sources",
                outputNames: ["GraftMocks+\(swiftTarget.name).swift"], arguments: arguments,
                displayName: "Graft: writing test doubles for \(swiftTarget.name)"
            )
        ]
    }
}

/// A misuse of the plugin, reported by SwiftPM with the message.
struct GraftMocksPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
