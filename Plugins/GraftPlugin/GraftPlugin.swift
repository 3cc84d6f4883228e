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
        let stem = "Graft+\(swiftTarget.name)"
        if let file = swiftTarget.sourceFiles(withSuffix: ".swift").first(where: {
            GraftBuildCommand.isProviderFileName($0.url.lastPathComponent, stem: stem)
        }) {
            throw GraftPluginError(
                "'\(file.url.path)' holds providers written by 'swift package graft-generate', and GraftPlugin, applied to "
                    + "'\(swiftTarget.name)', generates them on every build: delete the file, or remove GraftPlugin from the target's 'plugins:'."
            )
        }
        let inputs = GraftInputs.collect(for: swiftTarget)
        return [
            try GraftBuildCommand.make(
                inputs: inputs, tool: try context.tool(named: "GraftCLI").url,
                workDirectory: context.pluginWorkDirectoryURL, listName: "\(swiftTarget.name).sources",
                outputNames: GraftBuildCommand.providerFileNames(stem: "Graft+\(swiftTarget.name)", inputs: inputs),
                arguments: inputs.moduleOptions(for: swiftTarget, in: context.package),
                displayName: "Graft: checking the dependency graph of \(swiftTarget.name)"
            )
        ]
    }
}

/// A misuse of the plugin, reported by SwiftPM with the message.
struct GraftPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same build step for a target of an Xcode project (Xcode ▸ target ▸ Build Phases ▸ Run Build
/// Tool Plug-ins ▸ GraftPlugin): the target's Swift files, and those of the Swift packages it links
/// that depend on Graft, are read; the providers are compiled with the target.
extension GraftPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // Xcode names a target's module after its product, with characters a module name cannot
        // hold replaced by underscores.
        let rawName = target.product?.name ?? target.displayName
        let module = String(rawName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        var files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map { GraftInputs.Input(module: module, url: $0.url) }.sorted { $0.url.path < $1.url.path }
        for dependency in target.dependencies {
            guard case .product(let product) = dependency else { continue }
            for case let packageTarget as SwiftSourceModuleTarget in product.targets {
                // The product's target when it uses Graft, and the targets it depends on that do.
                files += GraftInputs.collect(for: packageTarget).files
                    .filter { GraftInputs.usesGraft(packageTarget) || $0.module != packageTarget.moduleName }
            }
        }
        let inputs = GraftInputs(files: files)
        return [
            try GraftBuildCommand.make(
                inputs: inputs, tool: try context.tool(named: "GraftCLI").url, workDirectory: context.pluginWorkDirectoryURL,
                listName: "\(module).sources", outputNames: GraftBuildCommand.providerFileNames(stem: "Graft+\(module)", inputs: inputs),
                arguments: ["--output-module", module], displayName: "Graft: checking the dependency graph of \(target.displayName)"
            )
        ]
    }
}
#endif
