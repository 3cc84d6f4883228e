import Graft

final class RootComponent: BootstrapComponent {
    var counter: Counter { shared { Counter() } }
    var session: SessionComponent { SessionComponent(parent: self) }
}

protocol SessionPluginExtension: PluginExtension {
    var greeting: String { get }
    var log: Log { get }
}

/// Pluginized: its core (this class) and its non-core half (SessionNonCoreComponent).
final class SessionComponent: PluginizedComponent<EmptyDependency, SessionPluginExtension, SessionNonCoreComponent> {
    var userName: String { "Ada" }
    var feature: FeatureComponent { FeatureComponent(parent: self) }
    var game: GameComponent { GameComponent(parent: self) }
}

protocol SessionNonCoreDependency: Dependency {
    /// From the owner, which the provider holds unowned.
    var userName: String { get }
    /// From the root.
    var counter: Counter { get }
}

final class SessionNonCoreComponent: NonCoreComponent<SessionNonCoreDependency> {
    var greeting: String { "Hello, \(dependency.userName)" }
    var log: Log { shared { Log() } }
    var badge: BadgeComponent { BadgeComponent(parent: self) }

    override func scopeDidBecomeActive() { log.append("active") }
    override func scopeDidBecomeInactive() { log.append("inactive") }
}

protocol FeatureDependency: Dependency {
    /// A core component below SessionComponent: from its plugin extension.
    var log: Log { get }
    var counter: Counter { get }
}

final class FeatureComponent: Component<FeatureDependency> {}

protocol BadgeDependency: Dependency {
    /// From the non-core parent itself.
    var greeting: String { get }
    var log: Log { get }
}

final class BadgeComponent: Component<BadgeDependency> {}
