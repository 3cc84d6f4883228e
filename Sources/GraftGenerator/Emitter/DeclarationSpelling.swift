/// How generated code compiled into one module names the sources' declarations, by key: its own
/// declarations and those of sources without modules by their qualified name (its own shadow
/// imported ones), others as `Module.Name`, or `Module::Name` when a type of the module's name
/// would capture `Module.`. A declaration nested in another module's type takes that module
/// (`DependencyGraph.nestingModules`). Shared by the providers' and the mocks' emitters.
struct DeclarationSpelling: Sendable {
    let graph: DependencyGraph
    let outputModule: String?

    /// The spelling of the declaration with `key` in the output module.
    func name(_ key: String) -> String {
        let name = DeclarationKey.qualifiedName(of: key)
        guard let module = graph.nestingModules[key] ?? DeclarationKey.module(of: key), !module.isEmpty, module != outputModule
        else { return name }
        return module + (graph.shadowedModules.contains(module) ? "::" : ".") + name
    }
}
