/// Writes a test double for each dependency protocol and each plugin extension protocol (for
/// `PluginizedComponent.init(parent:dependency:pluginExtension:)`): a final class that conforms to it and takes
/// every requirement, inherited ones included, in its initializer, in the order they are declared. Nothing is guessed: a test
/// passes each value, so a mock never returns something its test did not choose.
///
/// ```swift
/// final class GameDependencyMock: Game.GameDependency {
///     let playersStream: PlayersStream
///     let scoreStream: ScoreStream
///
///     init(playersStream: PlayersStream, scoreStream: ScoreStream) { … }
/// }
/// ```
///
/// Protocols are named from the output module (a test target) as the providers' emitter names them;
/// a module's internal protocols are reached with `@testable import`.
///
/// A component given a test double may create children: `lookups` are the paths below such
/// components (`Resolver.resolveForTestDoubles(_:)`), in each build configuration (`condition`,
/// empty when there is one). Their providers follow the doubles, under `#if` when configurations
/// differ, and each double whose protocol tops one of them conforms to the runtime's
/// `GeneratedMockDependencyLookup`, through which `Component.init(parent:)` asks the double at the
/// top of a chain for a provider.
///
/// Each configuration has the doubles of its own protocols: a protocol that only some declare
/// (`#if DEBUG … #else … #endif`), or that some declare with other requirements, has its double
/// under `#if` of those configurations, one per distinct body.
enum MockEmitter {
    static func emit(
        lookups: [(condition: String, resolved: ResolvedGraph)], outputModule: String?, packageModules: Set<String>, header: String?
    ) -> GeneratedSource {
        // Each configuration's graph declares its own protocols, and may give one protocol other
        // requirements (`#if DEBUG` inside it): a double is written for every protocol any
        // configuration declares, once per distinct body, under the condition of the configurations
        // that declare it so.
        let graphs = lookups.map(\.resolved.graph)
        var declarations: [String: [(configuration: Int, dependency: DependencyGraph.DependencyProtocol)]] = [:]
        for (configuration, graph) in graphs.enumerated() {
            for dependency in Array(graph.protocols.values) + Array(graph.pluginExtensions.values) {
                declarations[graph.names.key(of: dependency.key), default: []].append((configuration, dependency))
            }
        }
        // By name, then key; each with the configurations that declare it, in order.
        let declared = declarations.sorted {
            ($0.value[0].dependency.qualifiedName, $0.key) < ($1.value[0].dependency.qualifiedName, $1.key)
        }
        var nameCounts: [String: Int] = [:]
        for (_, inConfigurations) in declared { nameCounts[inConfigurations[0].dependency.qualifiedName, default: 0] += 1 }

        // The protocols whose doubles top a path (by key: each configuration's graph numbers its
        // symbols on its own), and the components on the paths, which the lookups name.
        var tops = Set<String>()
        for (_, resolved) in lookups {
            for path in resolved.paths {
                if let dependency = resolved.graph.components[path.components[0]].dependency {
                    tops.insert(resolved.graph.names.key(of: dependency))
                }
            }
        }
        // A double names what its module could not name otherwise through `@testable import`.
        // Doubles never compile into a module they test: unnamed, theirs is none the sources name.
        let visibility = Visibility(outputModule: outputModule ?? "", packageModules: packageModules)
        var imports = ImportPlan(runtime: tops.isEmpty ? .none : .generatedCode)
        for (_, inConfigurations) in declared {
            for (_, dependency) in inConfigurations {
                imports.add(dependency, testable: visibility.isHidden(dependency.module, dependency.accessLevel))
            }
        }
        for (_, resolved) in lookups {
            for id in resolved.componentsOnPaths {
                let component = resolved.graph.components[id]
                imports.add(component.module, testable: visibility.isHidden(component.module, component.accessLevel))
            }
        }
        var out = SourceWriter()
        out.append(Printer.prologue(header: header))
        // Doubles and their lookups are internal: with access levels, `internal`.
        var importDeclarations = imports.declarations(outputModule: outputModule)
        let explicit = Set(graphs.flatMap { $0.explicitlyImported[outputModule ?? ""] ?? [] })
        importDeclarations.accessLevels = ImportPlan.accessLevels(of: importDeclarations, explicit: explicit, interfaceUses: [:])
        Printer.imports(importDeclarations, into: &out)
        let spellings = graphs.map { DeclarationSpelling(graph: $0, outputModule: outputModule) }
        for (key, inConfigurations) in declared {
            var groups: [(conditions: [String], text: SourceWriter, bytes: [UInt8])] = []
            for (configuration, dependency) in inConfigurations {
                let qualifiedName = dependency.qualifiedName
                let name = GeneratedName.testDouble(of: qualifiedName, module: nameCounts[qualifiedName, default: 0] > 1 ? dependency.module ?? "" : nil)
                let text = Printer.testDouble(double(dependency, named: name, spelling: spellings[configuration], looksUp: tops.contains(key)))
                Printer.groupAlike(&groups, condition: lookups[configuration].condition, text: text)
            }
            out += "\n"
            Printer.underConditions(groups.map { ($0.conditions, $0.text) }, coverAll: inConfigurations.count == graphs.count, into: &out)
        }
        guard !tops.isEmpty else { return out.source }
        Printer.testDoubleLookupProtocol(into: &out)
        Printer.mirroring(
            lookups.map { condition, resolved in
                let planner = Planner(resolved: resolved, outputModule: outputModule, packageModules: packageModules, forTestDoubles: true)
                return (condition, Printer.print(planner.plan(files: 1))[0], [], [])
            }, into: &out)
        return out.source
    }

    /// The double of `dependency`: a final class taking every requirement in its initializer.
    private static func double(
        _ dependency: DependencyGraph.DependencyProtocol, named name: String, spelling: DeclarationSpelling, looksUp: Bool
    ) -> EmissionPlan.TestDouble {
        // In the order they are declared: the protocol's own requirements first, then those it
        // inherits, each group as the sources list them.
        let declared = dependency.requirements.sorted { first, second in
            let (firstOwn, secondOwn) = (first.declaringProtocol == dependency.key, second.declaringProtocol == dependency.key)
            return firstOwn != secondOwn ? firstOwn : first.location < second.location
        }
        return EmissionPlan.TestDouble(
            name: name, protocolName: dependency.qualifiedName, conformance: spelling.name(dependency.key), looksUp: looksUp,
            requirements: declared.map { (GeneratedName.identifier($0.name), $0.spelling.text(naming: spelling.name)) },
            mark: dependency.mark, requiresSendable: dependency.isSendable)
    }
}
