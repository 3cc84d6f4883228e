import Graft
import Models
import ScoreSheet

/// What a game needs from the scopes above it.
public protocol GameDependency: Dependency {
    /// Who plays (root scope).
    var playersStream: PlayersStream { get }
    /// Where results go (LoggedIn scope).
    var scoreStream: ScoreStream { get }
    /// Where the game reports moves (root scope).
    var console: Console { get }
}

/// The game feature: a factory for one game's interactor, and the parent of the score sheet
/// shown after a game.
public final class GameComponent: Component<GameDependency> {
    /// Builds a new game between the session's players.
    public func make() -> GameInteractor? {
        guard let (first, second) = dependency.playersStream.players else { return nil }
        return GameInteractor(first: first, second: second, scores: dependency.scoreStream, console: dependency.console)
    }

    /// The score sheet shown when a game ends.
    public var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}
