/// How a class relates to the runtime's component classes.
enum ComponentBase {
    case component(dependency: TypeName, text: String, location: SourceLocation)
    case bootstrap(location: SourceLocation)
    /// `NonCoreComponent<D>`.
    case nonCore(dependency: TypeName, text: String, location: SourceLocation)
    /// `PluginizedComponent<D, E, N>`.
    case pluginized(dependency: TypeName, text: String, location: SourceLocation, plugin: ComponentCandidate.Plugin)
    case subclass(of: SymbolID)
}
