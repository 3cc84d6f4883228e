/// The runtime's component classes and the protocol they conform to, as the sources may extend
/// them: a property an extension of one adds (`extension Component { var logger: Logger { … } }`)
/// is a member of every component of that kind, so it provides as the component's own would,
/// below the component's classes.
enum RuntimeComponentType: CaseIterable, Sendable {
    case bootstrapComponent, nonCoreComponent, pluginizedComponent, component, anyComponent, scope

    /// The name the runtime declares it by.
    var name: Name {
        switch self {
        case .bootstrapComponent: Name("BootstrapComponent")
        case .nonCoreComponent: Name("NonCoreComponent")
        case .pluginizedComponent: Name("PluginizedComponent")
        case .component: Name("Component")
        case .anyComponent: Name("AnyComponent")
        case .scope: Name("Scope")
        }
    }

    /// The runtime types a component of this kind is, most derived first.
    static func kinds(isRoot: Bool, isNonCore: Bool, isPluginized: Bool) -> [RuntimeComponentType] {
        var kinds: [RuntimeComponentType] = []
        if isRoot { kinds.append(.bootstrapComponent) }
        if isNonCore { kinds.append(.nonCoreComponent) }
        if isPluginized { kinds.append(.pluginizedComponent) }
        return kinds + [.component, .anyComponent, .scope]
    }
}

extension GraphBuilderState {
    /// The runtime type `active`, an extension whose name reaches no declaration of the sources,
    /// extends (`extension Component`, `extension Graft.Scope`), if any.
    func runtimeComponentType(extendedBy active: ActiveDeclaration) -> RuntimeComponentType? {
        let parts = lookup.parts(of: active.path)
        guard let last = parts.last, let kind = RuntimeComponentType.allCases.first(where: { $0.name == last }) else { return nil }
        let type = TypeName.nominal(parts.map { TypeName.NameComponent($0) })
        return namesRuntimeType(type, last.text, from: nil, in: active.context) ? kind : nil
    }
}
