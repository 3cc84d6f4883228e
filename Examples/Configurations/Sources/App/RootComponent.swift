import DesignSystem
import Graft
import Profile
import Services
import Settings

/// The app's root scope.
final class RootComponent: BootstrapComponent {
    /// The users, written module-qualified.
    var users: Services.Store<Services.User> {
        shared {
            let store = Services.Store<Services.User>()
            store.add(User(name: "ada"))
            return store
        }
    }

    /// The environment's settings.
    var config: Env.Config { shared { Env.Config(name: "staging") } }

    #if DEBUG
    /// In debug builds, a verbose logger.
    var logger: Logger { shared { Logger(configuration: "debug") } }
    #else
    /// In release builds, a quiet one.
    var logger: Logger { shared { Logger(configuration: "release") } }
    #endif

    /// The settings screen's palette, for Settings' `SettingsComponent`.
    var palette: Appearance.Palette { Appearance.Palette(name: "dark") }

    /// The profile feature.
    var profile: ProfileComponent { ProfileComponent(parent: self) }

    /// The settings feature: Settings' `SettingsComponent`, written module-qualified because
    /// Profile has one of the same name.
    var settings: Settings.SettingsComponent { Settings.SettingsComponent(parent: self) }

    /// A UI component of the design system: not a Graft component.
    var banner: DesignSystem.Component { DesignSystem.Component(name: "banner") }
}
