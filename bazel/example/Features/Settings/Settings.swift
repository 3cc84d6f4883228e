import Graft

/// What the settings screen needs.
public protocol SettingsDependency: Dependency {
    /// The app's name, from the root.
    var appName: String { get }
}

/// The settings screen's scope, opened signed in or out.
public final class SettingsComponent: Component<SettingsDependency> {
    /// The screen's title.
    public func title() -> String {
        "\(dependency.appName) settings"
    }
}
