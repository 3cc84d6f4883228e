/// A class found to be a component, before ids are assigned. A class, so the builder's look-ups by
/// key share it instead of copying it.
final class ComponentCandidate: Sendable {
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
    let isNonCore: Bool
    /// For a pluginized component (or a subclass of one), its plugin extension and non-core component.
    let plugin: Plugin?

    init(
        declaration: ActiveDeclaration, isRoot: Bool, dependency: TypeName?, dependencyText: String, dependencyLocation: SourceLocation,
        superclass: String?, isNonCore: Bool = false, plugin: Plugin? = nil
    ) {
        self.declaration = declaration
        self.isRoot = isRoot
        self.dependency = dependency
        self.dependencyText = dependencyText
        self.dependencyLocation = dependencyLocation
        self.superclass = superclass
        self.isNonCore = isNonCore
        self.plugin = plugin
    }
}
