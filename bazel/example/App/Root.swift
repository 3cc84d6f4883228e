import Feed
import Graft
import Settings

/// The app's root scope.
final class RootComponent: BootstrapComponent {
    /// The app's name, for every scope below.
    var appName: String { "Graft on Bazel" }

    /// The scope while no one is signed in.
    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }

    /// A new signed-in scope for `user`.
    func loggedIn(as user: String) -> LoggedInComponent { LoggedInComponent(parent: self, user: user) }
}

/// The signed-out scope.
final class LoggedOutComponent: Component<EmptyDependency> {
    /// Settings, signed out.
    var settings: SettingsComponent { SettingsComponent(parent: self) }
}

/// A signed-in reader's scope.
final class LoggedInComponent: Component<EmptyDependency> {
    /// The reader.
    let user: String

    init(parent: any Scope, user: String) {
        self.user = user
        super.init(parent: parent)
    }

    /// The reader's feed.
    var feed: FeedComponent { FeedComponent(parent: self) }

    /// Settings, signed in.
    var settings: SettingsComponent { SettingsComponent(parent: self) }
}
