/// How generated code compiled into one module names the sources' declarations: its own
/// declarations and those of sources without modules by their qualified name (its own shadow
/// imported ones), others as `Module.Name`, or `Module::Name` when a type of the module's name
/// would capture `Module.`. A declaration nested in another module's type takes that module
/// (`DependencyGraph.nestingModules`). Shared by the providers' and the mocks' emitters.
struct DeclarationSpelling: Sendable {
    let graph: DependencyGraph
    let outputModule: String?

    /// The spelling of `symbol` in the output module.
    func name(_ symbol: SymbolID) -> String {
        let name = graph.names.qualifiedName(of: symbol)
        let module = graph.nestingModules[symbol] ?? graph.names.module(of: symbol)
        guard !module.isEmpty, module != outputModule else { return name }
        return module + (graph.shadowedModules.contains(module) ? "::" : ".") + name
    }

    /// The spelling of a component's dependency protocol, `EmptyDependency` for none.
    func name(dependency: SymbolID?) -> String {
        // Not `dependency.map(name)`: the method as a value would capture a copy of `self`, the
        // whole graph's fields retained.
        guard let dependency else { return RuntimeContract.emptyDependency }
        return name(dependency)
    }
}
