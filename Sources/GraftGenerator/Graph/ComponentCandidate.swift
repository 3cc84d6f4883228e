/// A class found to be a component, before ids are assigned.
struct ComponentCandidate {
    /// The plugin extension and non-core component of a pluginized component, as written in its
    /// superclass `PluginizedComponent<D, E, N>`.
    struct Plugin {
        let pluginExtension: TypeName
        let pluginExtensionText: String
        let nonCore: TypeName
        let nonCoreText: String
        /// Where the superclass clause is.
        let location: SourceLocation
        /// Where names in it are looked up from.
        let scope: String
        let context: NameLookup.Context
    }

    let declaration: ActiveDeclaration
    let isRoot: Bool
    let dependency: TypeName?
    let dependencyText: String
    let dependencyLocation: SourceLocation
    let superclass: String?
    /// Whether it is (or subclasses) a `NonCoreComponent<D>`.
    var isNonCore = false
    /// For a pluginized component (or a subclass of one), its plugin extension and non-core component.
    var plugin: Plugin?
}
