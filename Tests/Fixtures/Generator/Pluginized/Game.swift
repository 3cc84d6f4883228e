import Graft

protocol GamePluginExtension: PluginExtension {
    var leaf: LeafComponent { get }
    var edition: String { get }
}

/// A pluginized component below another one.
final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {}

final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
    var leaf: LeafComponent { LeafComponent(parent: self) }
    /// Deprecated: the plugin extension reads it through a member marked deprecated too, so the
    /// build stays free of warnings.
    @available(*, deprecated, message: "editions are gone")
    var edition: String { "classic" }
}

protocol LeafDependency: Dependency {
    /// Below a non-core component: from SessionComponent's non-core component.
    var log: Log { get }
}

final class LeafComponent: Component<LeafDependency> {}
