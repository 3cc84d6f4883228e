/// The imports of a generated file: the one import policy of the providers' files and the test
/// doubles' file.
///
/// A generated file names components and protocols of other modules, and the types their
/// requirements name: it imports each module that declares one, and every module the protocols' own
/// files import, under the same `#if` condition when they import it under one (`#if
/// canImport(FoundationEssentials)`), so that a requirement's type is in scope in each configuration.
/// The runtime comes first, as generated code uses it; the other runtime module (`NeedleFoundation`),
/// `Swift` and the output module itself are never imported.
struct ImportPlan {
    /// How a file imports the runtime.
    enum Runtime: Comparable {
        /// Not at all: nothing in the file names it.
        case none
        /// `import Graft`: the file names public runtime types only.
        case plain
        /// `@_spi(GraftGenerated) import Graft`: the file uses the runtime's declarations for generated code.
        case generatedCode
    }

    /// How the file imports the runtime.
    private(set) var runtime: Runtime
    /// The modules imported in every configuration, each with whether it is imported `@testable`.
    private var modules: [String: Bool] = [:]
    /// The modules imported under a condition, by the condition's text.
    private var conditional: [String: Set<String>] = [:]

    /// A plan importing the runtime as `runtime` and nothing else yet.
    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// Imports `module`, which declares something the file names; `@testable` when `testable` (a
    /// test double of an internal protocol). Nil (sources given without a module) imports nothing.
    mutating func add(_ module: String?, testable: Bool = false) {
        guard let module else { return }
        if module == "Graft" {
            runtime = max(runtime, .plain)
        } else {
            modules[module] = (modules[module] ?? false) || testable
        }
    }

    /// Imports the module declaring `dependency` (`@testable` when `testable`) and what the files
    /// declaring it import, under their conditions.
    mutating func add(_ dependency: DependencyGraph.DependencyProtocol, testable: Bool = false) {
        add(dependency.module, testable: testable)
        for declaration in dependency.imports {
            if let condition = declaration.condition {
                conditional[condition.description, default: []].insert(declaration.module)
            } else {
                add(declaration.module)
            }
        }
    }

    /// Imports what `other` imports too.
    mutating func merge(_ other: ImportPlan) {
        runtime = max(runtime, other.runtime)
        modules.merge(other.modules) { $0 || $1 }
        conditional.merge(other.conditional) { $0.union($1) }
    }

    /// The import declarations of a file of module `outputModule`, as `Printer.imports(_:into:)`
    /// writes them: the runtime, the modules every configuration imports by name (sorted), then
    /// each condition's modules that are not among them (by condition, then module).
    func declarations(outputModule: String?) -> Declarations {
        let excluded: Set<String> = ["Graft", "NeedleFoundation", "Swift", outputModule ?? ""]
        let unconditional = modules.sorted(by: { $0.key < $1.key }).filter { !excluded.contains($0.key) }.map { (module: $0.key, testable: $0.value) }
        let conditional = conditional.sorted(by: { $0.key < $1.key }).map { condition, imported in
            (condition: condition, modules: imported.filter { !excluded.contains($0) && modules[$0] == nil }.sorted())
        }
        return Declarations(runtime: runtime, unconditional: unconditional, conditional: conditional.filter { !$0.modules.isEmpty })
    }

    /// The access levels a file writes before its imports (SE-0409), by module (`Graft` for the
    /// runtime). Once a module's files import a module with an access level (`explicit`, from
    /// `DependencyGraph.explicitlyImported`), a file of it that imports that module without one
    /// is rejected ("ambiguous implicit access level"): the file imports it with one too.
    /// `internal`, unless the file's declarations use the module in the module's interface
    /// (`interfaceUses`: a conformance of a `public` class is public, and needs the protocol's
    /// module and the class's imported `public`; of a `package` class, `package`).
    ///
    /// A module used in the interface `public` is imported `public` even where the module's files
    /// import it plainly: with `InternalImportsByDefault` (an upcoming feature) a plain import is
    /// internal, and a public conformance through it is an error, which the generator cannot
    /// foresee, since the setting is the compiler's; without it, a plain import is public already,
    /// and a `public` one beside it is accepted. (A `package import` beside a plain one is an
    /// error without the feature, so a `package` use is only written where the files write levels.)
    /// Any other module is imported plainly, as before access levels.
    static func accessLevels(
        of declarations: Declarations, explicit: Set<String>, interfaceUses: [String: AccessLevel]
    ) -> [String: AccessLevel] {
        guard !explicit.isEmpty || interfaceUses.values.contains(.public) else { return [:] }
        var modules = declarations.unconditional.map(\.module) + declarations.conditional.flatMap(\.modules)
        if declarations.runtime != .none { modules.append("Graft") }
        var levels: [String: AccessLevel] = [:]
        for module in modules {
            if explicit.contains(module) {
                levels[module] = max(.internal, interfaceUses[module] ?? .internal)
            } else if interfaceUses[module] == .public {
                levels[module] = .public
            }
        }
        return levels
    }

    /// A file's import declarations, decided.
    struct Declarations: Sendable {
        let runtime: Runtime
        /// The modules imported in every configuration, each with whether `@testable`.
        let unconditional: [(module: String, testable: Bool)]
        /// The modules imported under each condition, by the condition's text.
        let conditional: [(condition: String, modules: [String])]
        /// The access level written before each module's import, by module (`accessLevels`);
        /// none for a module absent.
        var accessLevels: [String: AccessLevel] = [:]

        /// What precedes `import` for `module`: its access level and a space, or nothing.
        func accessMark(_ module: String) -> String { accessLevels[module].map { "\($0.rawValue) " } ?? "" }
    }
}
