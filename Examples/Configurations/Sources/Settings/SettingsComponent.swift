import Graft
import Services

/// How the settings screen looks.
public enum Appearance {
    /// Colours of the settings screen.
    public struct Palette: Sendable {
        /// The palette's name.
        public let name: String

        /// Creates a palette.
        public init(name: String) { self.name = name }
    }

    /// What the settings feature needs, declared inside `Appearance` and written with short names:
    /// the generated file, in module App, must spell `Palette` as `Settings.Appearance.Palette`.
    public protocol SettingsDependency: Dependency {
        /// The palette, written `Palette`; the root writes `Appearance.Palette`.
        var palette: Palette { get }
        /// The environment's settings.
        var config: Env.Config { get }
    }
}

/// The settings feature's scope. Module Profile has a `SettingsComponent` too, with another
/// dependency protocol of the same name: the two are different components.
public final class SettingsComponent: Component<Appearance.SettingsDependency> {
    /// A line describing what the component was given.
    public var summary: String { "settings: palette \(dependency.palette.name), in \(dependency.config.name)" }
}
