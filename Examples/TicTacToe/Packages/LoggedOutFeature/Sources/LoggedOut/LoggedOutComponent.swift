import Graft
import Models

/// What the login screen needs from the scopes above it.
public protocol LoggedOutDependency: Dependency {
    /// Where the logged-in players go (root scope).
    var playersStream: PlayersStream { get }
    /// Where the screen reports what happens (root scope).
    var console: Console { get }
}

/// The logged-out feature: the factory of the login screen.
public final class LoggedOutComponent: Component<LoggedOutDependency> {
    /// Builds the login screen.
    public func make() -> LoginViewModel {
        LoginViewModel(players: dependency.playersStream, console: dependency.console)
    }
}
