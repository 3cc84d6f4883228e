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
enum MockEmitter {
    static func emit(
        _ graph: DependencyGraph, lookups: [(condition: String, resolved: ResolvedGraph)], outputModule: String?, packageModules: Set<String>,
        header: String?
    ) -> String {
        let spelling = DeclarationSpelling(graph: graph, outputModule: outputModule)
        let protocols = (Array(graph.protocols.values) + Array(graph.pluginExtensions.values)).sorted {
            ($0.qualifiedName, graph.names.key(of: $0.key)) < ($1.qualifiedName, graph.names.key(of: $1.key))
        }
        var nameCounts: [String: Int] = [:]
        for dependency in protocols { nameCounts[dependency.qualifiedName, default: 0] += 1 }

        var out = EmitterState.prologue(header: header)
        var imports: [String: Bool] = [:]  // module → needs @testable
        for dependency in protocols {
            guard let module = dependency.module, module != outputModule else { continue }
            imports[module] = (imports[module] ?? false) || dependency.accessLevel < .public
            for declaration in dependency.imports where declaration.condition == nil && declaration.module != outputModule {
                if imports[declaration.module] == nil { imports[declaration.module] = false }
            }
        }
        // The protocols whose doubles top a path (by key: each configuration's graph numbers its
        // symbols on its own), and the components on the paths, which the lookups name.
        var tops = Set<String>()
        for (_, resolved) in lookups {
            var onPaths = Set<Int>()
            for path in resolved.paths {
                if let dependency = resolved.graph.components[path.components[0]].dependency {
                    tops.insert(resolved.graph.names.key(of: dependency))
                }
                onPaths.formUnion(path.components)
            }
            for id in onPaths {
                let component = resolved.graph.components[id]
                guard let module = component.module, module != outputModule else { continue }
                imports[module] = (imports[module] ?? false) || component.accessLevel < .public
            }
        }
        for (module, testable) in imports.sorted(by: { $0.key < $1.key }) where module != "Swift" {
            let spi = module == "Graft" && !tops.isEmpty ? "@_spi(\(RuntimeContract.spi)) " : ""
            out += spi + (testable ? "@testable import " : "import ") + module + "\n"
        }
        // A protocol that only some configurations declare (under `#if DEBUG`) gets its double under
        // the condition of those configurations: elsewhere it names a protocol that does not exist.
        let declaredIn =
            lookups.count < 2
            ? []
            : lookups.map { _, resolved in
                Set((Array(resolved.graph.protocols.keys) + Array(resolved.graph.pluginExtensions.keys)).map(resolved.graph.names.key(of:)))
            }
        for dependency in protocols {
            let name = GeneratedName.testDouble(
                of: dependency.qualifiedName, module: nameCounts[dependency.qualifiedName, default: 0] > 1 ? dependency.module ?? "" : nil)
            let key = graph.names.key(of: dependency.key)
            let conditions = zip(lookups, declaredIn).filter { $1.contains(key) }.map(\.0.condition)
            let condition = declaredIn.isEmpty || conditions.count == lookups.count ? nil : Emitter.anyOf(conditions)
            out += "\n"
            if let condition { out += "#if \(condition)\n" }
            out += "/// A `\(dependency.qualifiedName)` for tests: every requirement is passed to the initializer.\n"
            let looksUp = tops.contains(key)
            out += "final class \(name): \(spelling.name(dependency.key))\(looksUp ? ", \(RuntimeContract.mockDependencyLookup)" : "") {\n"
            // In the order they are declared: the protocol's own requirements first, then those it
            // inherits, each group as the sources list them.
            let declared = dependency.requirements.sorted { first, second in
                let (firstOwn, secondOwn) = (first.declaringProtocol == dependency.key, second.declaringProtocol == dependency.key)
                return firstOwn != secondOwn ? firstOwn : first.location < second.location
            }
            let requirements = declared.map { requirement in
                (name: EmitterState.identifier(requirement.name), type: requirement.spelling.text(naming: spelling.name))
            }
            for requirement in requirements {
                out += "    let \(requirement.name): \(requirement.type)\n"
            }
            if !requirements.isEmpty { out += "\n" }
            let parameters = requirements.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            out += "    init(\(parameters)) {\n"
            for requirement in requirements {
                out += "        self.\(requirement.name) = \(requirement.name)\n"
            }
            out += "    }\n"
            if looksUp {
                out += "\n    /// The provider of a component created below the component this double is given to.\n"
                out += "    func \(RuntimeContract.mockDependencyLookupMethod) {\n"
                out += "        (componentType as? any \(EmitterState.testDoubleLookup).Type)?.graftTestDependency(for: componentType, parent: parent)\n"
                out += "    }\n"
            }
            out += "}\n"
            if condition != nil { out += "#endif\n" }
        }
        guard !tops.isEmpty else { return out }
        out += "\n/// How the test doubles above find the provider of a component created below the component\n"
        out += "/// they are given to: the lookups below conform the components on those paths.\n"
        out += "private protocol \(EmitterState.testDoubleLookup): AnyObject {\n"
        out += "    static func \(EmitterState.testDoubleLookupMethod)\n"
        out += "}\n"
        out += Emitter.mirroring(
            lookups.map { condition, resolved in
                let state = EmitterState(resolved: resolved, outputModule: outputModule, packageModules: packageModules, forTestDoubles: true)
                return (condition, state.emitBodies(files: 1)[0].text, [], [])
            })
        return out
    }
}
