import Game
import Graft
import Models
import ScoreSheet

/// What the logged-in scope needs from the root.
public protocol LoggedInDependency: Dependency {
    /// Who logged in (root scope).
    var playersStream: PlayersStream { get }
    /// Where the scope reports what happens (root scope).
    var console: Console { get }
}

/// The scope of one logged-in session. It owns the session's score stream: every game and score
/// sheet created under it shares that one instance, and logging out (dropping this component)
/// releases it.
public final class LoggedInComponent: Component<LoggedInDependency> {
    /// Creates the scope under the root; the generated provider supplies `dependency`.
    public override init(parent: any Scope) {
        super.init(parent: parent)
        dependency.console.write("+ scope \(pathDescription)")
    }

    deinit {
        dependency.console.write("- scope \(pathDescription) released")
    }

    /// The results of this session: one per LoggedIn scope.
    public var scoreStream: ScoreStream { shared { ScoreStream() } }

    /// A new game in this session.
    public var game: GameComponent { GameComponent(parent: self) }

    /// The session's score sheet, shown from the menu.
    public var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }

    /// Builds the session's menu screen.
    public func make() -> LoggedInViewModel {
        LoggedInViewModel(players: dependency.playersStream, console: dependency.console)
    }
}
