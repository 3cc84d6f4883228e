import Graft
import Services

extension Env {
    /// What the profile feature needs, declared inside another type and written with short names.
    public protocol ProfileDependency: Dependency {
        /// The users, as `Store<User>`; the root writes `Services.Store<Services.User>`.
        var users: Store<User> { get }
        /// The environment's settings, as `Config` inside `Env`; the root writes `Env.Config`.
        var config: Env.Config { get }
        /// A logger whose provider differs between debug and release builds.
        var logger: Logger { get }
    }
}

/// The profile feature's scope.
public final class ProfileComponent: Component<Env.ProfileDependency> {
    /// A line describing what the component was given.
    public var summary: String {
        "profile: \(dependency.users.values.map(\.name).joined(separator: ",")) in \(dependency.config.name), logger \(dependency.logger.configuration)"
    }

    /// The profile's own settings scope: Profile's `SettingsComponent`, not Settings'.
    public var settings: SettingsComponent { SettingsComponent(parent: self) }

    /// A list of items under the profile, created with explicit generic arguments.
    public var favourites: ListComponent<String> { ListComponent<String>(parent: self) }
}

/// A list scope, generic over its items.
public final class ListComponent<Item>: Component<ListDependency> {
    /// A line describing what the list was given.
    public var summary: String { "list: logger \(dependency.logger.configuration)" }
}

/// What a list needs.
public protocol ListDependency: Dependency {
    /// The logger, from the nearest ancestor that has one.
    var logger: Logger { get }
}

/// The profile's settings: same name as the component of module Settings, other dependency.
public final class SettingsComponent: Component<SettingsDependency> {
    /// A line describing what the component was given.
    public var summary: String { "profile settings: logger \(dependency.logger.configuration)" }
}

/// What the profile's settings need: same name as Settings' protocol, other requirements.
public protocol SettingsDependency: Dependency {
    /// The logger.
    var logger: Logger { get }
}

// Helpers that extend Graft's own types: they declare nothing and hide nothing.
extension Component {
    /// The scope's path, for logs.
    public var logName: String { path.joined(separator: "->") }
}

extension Dependency {
    /// A description of any dependency.
    public var kind: String { "\(Self.self)" }
}
