import Graft

protocol GamePluginExtension: PluginExtension {
    var leaf: LeafComponent { get }
}

/// A pluginized component below another one.
final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {}

final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
    var leaf: LeafComponent { LeafComponent(parent: self) }
}

protocol LeafDependency: Dependency {
    /// Below a non-core component: from SessionComponent's non-core component.
    var log: Log { get }
}

final class LeafComponent: Component<LeafDependency> {}
