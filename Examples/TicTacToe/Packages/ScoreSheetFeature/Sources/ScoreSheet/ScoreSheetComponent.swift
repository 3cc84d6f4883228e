import Graft
import Models

/// What the score sheet needs from the scopes above it.
public protocol ScoreSheetDependency: Dependency {
    /// The results of the current session (LoggedIn scope).
    var scoreStream: ScoreStream { get }
    /// The players of the session (root scope).
    var playersStream: PlayersStream { get }
}

/// The score sheet feature. LoggedIn creates it from its menu and Game creates it when a game
/// ends: one component class under two parents, each path with its own generated provider.
public final class ScoreSheetComponent: Component<ScoreSheetDependency> {
    /// Builds the screen.
    public func make() -> ScoreSheetViewModel {
        ScoreSheetViewModel(scores: dependency.scoreStream, players: dependency.playersStream)
    }
}
