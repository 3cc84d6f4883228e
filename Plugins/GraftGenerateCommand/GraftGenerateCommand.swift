import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory graft-generate [--target NAME]…`
///
/// Writes the generated providers into each target's sources as `Graft+<Target>.swift` — or, for
/// a target that reads 50 Swift files or more, split as GraftPlugin splits them, as
/// `Graft+<Target>-1.swift`, `Graft+<Target>-2.swift`… (files of an earlier split that the new one
/// does not write are deleted) — for projects that cannot use the build-tool plugin. Without
/// `--target`, it generates for every executable target of the package. Do not also apply
/// GraftPlugin to the same target: the providers would be declared twice.
@main
struct GraftGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try GraftCommandTargets.select(names, in: context.package)
        let tool = try context.tool(named: "GraftCLI").url
        for target in targets {
            let stem = "Graft+\(target.name)"
            let list = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).sources")
            let (inputs, options) = try GraftCommandTargets.writeSourcesList(for: target, in: context.package, excludingGenerated: stem, to: list)
            let outputs = GraftBuildCommand.providerFileNames(stem: stem, inputs: inputs).map { target.directoryURL.appendingPathComponent($0) }
            // The record of the run stays in the plugin's folder, out of the user's sources.
            let record = ["--record-dir", context.pluginWorkDirectoryURL.path]
            let status = try GraftCommandTargets.run(tool, ["generate"] + outputs.flatMap { ["--output", $0.path] } + record + options)
            guard status == 0 else {
                let written = outputs.count == 1 ? outputs[0].lastPathComponent : "\(stem)-*.swift"
                throw GraftCommandError("graft-generate: the graph of \(target.name) has errors (see above); \(written) was not written")
            }
            // Files of an earlier run that this one does not write would declare the providers twice.
            let kept = Set(outputs.map(\.lastPathComponent))
            for name in try FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)
            where GraftBuildCommand.isProviderFileName(name, stem: stem) && !kept.contains(name) {
                try FileManager.default.removeItem(at: target.directoryURL.appendingPathComponent(name))
                print("graft-generate: removed \(target.directoryURL.appendingPathComponent(name).path)")
            }
            for output in outputs { print("graft-generate: wrote \(output.path)") }
        }
    }
}
