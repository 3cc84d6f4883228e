import Foundation
import PackagePlugin

/// `swift package graft-graph [--target NAME] [--format dot|mermaid|json|text|html] [--dependencies]`
///
/// Prints the resolved dependency graph of a target (by default every executable target) as
/// Graphviz DOT, Mermaid, JSON or text. Pipe DOT to `dot -Tsvg` for a picture.
@main
struct GraftGraphCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last ?? "text"
        let dependencies = extractor.extractFlag(named: "dependencies") > 0
        let targets = try GraftCommandTargets.select(names, in: context.package)
        let tool = try context.tool(named: "GraftCLI").url
        for target in targets {
            let list = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).sources")
            let (_, options) = try GraftCommandTargets.writeSourcesList(
                for: target, in: context.package, excludingGenerated: "Graft+\(target.name)", to: list)
            var arguments = ["graph", "--format", format] + options
            if dependencies { arguments.append("--dependencies") }
            let status = try GraftCommandTargets.run(tool, arguments)
            guard status == 0 else {
                throw GraftCommandError("graft-graph: the graph of \(target.name) has errors (see above)")
            }
        }
    }
}
