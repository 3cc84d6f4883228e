import Graft
import LoggedIn
import LoggedOut
import Models

/// The root of the graph: what lives as long as the app.
nonisolated final class RootComponent: BootstrapComponent {
    /// The players of the current session, shared by the logged-out and logged-in features.
    var playersStream: PlayersStream { shared { PlayersStream() } }

    /// Where everything is reported.
    var console: any Console { shared { StandardConsole() } }

    /// The login screen's scope.
    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }

    /// A new logged-in session's scope.
    func makeLoggedIn() -> LoggedInComponent { .init(parent: self) }
}
