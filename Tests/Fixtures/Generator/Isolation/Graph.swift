// Compiled with `-default-isolation MainActor`, as a module with `.defaultIsolation(MainActor.self)`.
// Components are `nonisolated`: Swift requires a subclass's inherited initialisers to keep the
// isolation of Component's. The dependency protocol is explicitly `@MainActor`.
import Graft

final class Session {
    let user = "ada"
}

@MainActor final class Screen {
    let title = "screen"
}

nonisolated final class RootComponent: BootstrapComponent {
    nonisolated var session: Session { shared { Session() } }
    // Isolated: the profile's provider reads it from a member of its own, isolated as the
    // requirement is, not from the members providers share.
    @MainActor var screen: Screen { Screen() }
    nonisolated var profile: ProfileComponent { ProfileComponent(parent: self) }
}

@MainActor
protocol ProfileDependency: Dependency {
    var session: Session { get }
    var screen: Screen { get }
}

nonisolated final class ProfileComponent: Component<ProfileDependency> {
    nonisolated var title: String { "profile" }
    nonisolated var settings: SettingsComponent { SettingsComponent(parent: self) }
}

// A Sendable ancestor is held in a plain `let`: `nonisolated(unsafe)` would be a warning, and the
// test compiles with warnings as errors.
extension ProfileComponent: @unchecked Sendable {}

protocol SettingsDependency: Dependency {
    var session: Session { get }
    var title: String { get }
}

nonisolated final class SettingsComponent: Component<SettingsDependency> {}
