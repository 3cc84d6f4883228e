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
enum MockEmitter {
    static func emit(_ graph: DependencyGraph, outputModule: String?, header: String?) -> String {
        let spelling = DeclarationSpelling(graph: graph, outputModule: outputModule)
        let protocols = (Array(graph.protocols.values) + Array(graph.pluginExtensions.values)).sorted {
            ($0.qualifiedName, $0.key) < ($1.qualifiedName, $1.key)
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
        for (module, testable) in imports.sorted(by: { $0.key < $1.key }) where module != "Swift" {
            out += (testable ? "@testable import " : "import ") + module + "\n"
        }
        for dependency in protocols {
            let name = GeneratedName.testDouble(
                of: dependency.qualifiedName, module: nameCounts[dependency.qualifiedName, default: 0] > 1 ? dependency.module ?? "" : nil)
            out += "\n/// A `\(dependency.qualifiedName)` for tests: every requirement is passed to the initializer.\n"
            out += "final class \(name): \(spelling.name(dependency.key)) {\n"
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
            out += "    }\n}\n"
        }
        return out
    }
}
