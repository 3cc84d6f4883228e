import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory graft-generate [--target NAME]…`
///
/// Writes the generated providers into each target's sources as `Graft+<Target>.swift`, for
/// projects that cannot use the build-tool plugin. Without `--target`, it generates for every
/// executable target of the package. Do not also apply GraftPlugin to the same target: the
/// providers would be declared twice.
@main
struct GraftGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try GraftCommandTargets.select(names, in: context.package)
        let tool = try context.tool(named: "GraftCLI").url
        for target in targets {
            let output = target.directoryURL.appendingPathComponent("Graft+\(target.name).swift")
            let list = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).sources")
            let options = try GraftCommandTargets.writeSourcesList(for: target, in: context.package, excluding: output, to: list)
            // The record of the run stays in the plugin's folder, out of the user's sources.
            let record = ["--record-dir", context.pluginWorkDirectoryURL.path]
            let status = try GraftCommandTargets.run(tool, ["generate", "--output", output.path] + record + options)
            guard status == 0 else {
                throw GraftCommandError("graft-generate: the graph of \(target.name) has errors (see above); \(output.lastPathComponent) was not written")
            }
            print("graft-generate: wrote \(output.path)")
        }
    }
}
