/// A class found to be a component, before ids are assigned. A class, so the builder's look-ups by
/// symbol share it instead of copying it.
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
        let scope: NamePath
        let context: NameLookup.Context
    }

    let declaration: ActiveDeclaration
    /// The class it is.
    let symbol: SymbolID
    let isRoot: Bool
    let dependency: TypeName?
    let dependencyText: String
    let dependencyLocation: SourceLocation
    let superclass: SymbolID?
    /// Whether it is (or subclasses) a `NonCoreComponent<D>`.
    let isNonCore: Bool
    /// For a pluginized component (or a subclass of one), its plugin extension and non-core component.
    let plugin: Plugin?
    /// Whether its dependency (and plugin types) are read from its own superclass clause — it is
    /// the top of its hierarchy, or its superclass is a generic base whose type parameters it
    /// fills in — rather than inherited as its superclass resolves them.
    let ownsTypes: Bool

    init(
        declaration: ActiveDeclaration, symbol: SymbolID, isRoot: Bool, dependency: TypeName?, dependencyText: String,
        dependencyLocation: SourceLocation, superclass: SymbolID?, isNonCore: Bool = false, plugin: Plugin? = nil, ownsTypes: Bool? = nil
    ) {
        self.declaration = declaration
        self.symbol = symbol
        self.isRoot = isRoot
        self.dependency = dependency
        self.dependencyText = dependencyText
        self.dependencyLocation = dependencyLocation
        self.superclass = superclass
        self.isNonCore = isNonCore
        self.plugin = plugin
        self.ownsTypes = ownsTypes ?? (superclass == nil)
    }

    /// Whether it is a generic base component (`class BaseComponent<D>: Component<D>`): its
    /// dependency or a plugin type is one of its own type parameters, so it is no component of the
    /// graph; its subclasses, which fill the parameters in, are.
    var isGenericBase: Bool {
        let parameters = declaration.declaration.genericParameters
        guard !parameters.isEmpty else { return false }
        return [dependency, plugin?.pluginExtension, plugin?.nonCore].contains { type in
            type.map { Self.parameterIndex(of: $0, in: parameters) != nil } ?? false
        }
    }

    /// The candidate for `subclass` (`symbol`), a class whose superclass (this candidate, `key`) is written
    /// with `arguments` at `location`: it inherits this candidate's dependency and plugin types,
    /// with this candidate's type parameters replaced by the arguments, which are then looked up
    /// from the subclass.
    func inherited(
        by subclass: ActiveDeclaration, symbol: SymbolID, superclass key: SymbolID, arguments: [TypeName], location: SourceLocation
    ) -> ComponentCandidate {
        let parameters = declaration.declaration.genericParameters
        func substitute(_ type: TypeName?) -> TypeName? {
            guard let type, let index = Self.parameterIndex(of: type, in: parameters), index < arguments.count else { return nil }
            return arguments[index]
        }
        let dependency = substitute(self.dependency)
        let pluginExtension = plugin.flatMap { substitute($0.pluginExtension) }
        let nonCore = plugin.flatMap { substitute($0.nonCore) }
        guard dependency != nil || pluginExtension != nil || nonCore != nil else {
            return ComponentCandidate(
                declaration: subclass, symbol: symbol, isRoot: isRoot, dependency: self.dependency, dependencyText: dependencyText,
                dependencyLocation: dependencyLocation, superclass: key, isNonCore: isNonCore, plugin: plugin, ownsTypes: false
            )
        }
        // Filled in: every type is read from the subclass's clause, so each is looked up from there.
        let scope = subclass.inheritanceScope
        let newPlugin = plugin.map { plugin in
            Plugin(
                pluginExtension: pluginExtension ?? plugin.pluginExtension, pluginExtensionText: (pluginExtension ?? plugin.pluginExtension).description,
                nonCore: nonCore ?? plugin.nonCore, nonCoreText: (nonCore ?? plugin.nonCore).description, location: location, scope: scope,
                context: subclass.context
            )
        }
        return ComponentCandidate(
            declaration: subclass, symbol: symbol, isRoot: isRoot, dependency: dependency ?? self.dependency,
            dependencyText: (dependency ?? self.dependency)?.description ?? dependencyText, dependencyLocation: location, superclass: key,
            isNonCore: isNonCore, plugin: newPlugin, ownsTypes: true
        )
    }

    /// The place of `type` among `parameters` when it is one of them, written alone (`D`).
    private static func parameterIndex(of type: TypeName, in parameters: [Name]) -> Int? {
        guard case .nominal(let components) = type, components.count == 1, components[0].arguments.isEmpty else { return nil }
        return parameters.firstIndex(of: components[0].identifier)
    }
}
