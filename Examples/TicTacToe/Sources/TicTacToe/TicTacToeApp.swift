import Game
import Graft
import LoggedIn
import Models

/// The app's flow: logged out, then a logged-in session of games and score sheets, then logout.
/// Each screen comes from its feature's component; the app only decides which scope is alive.
final class TicTacToeApp {
    let root = RootComponent()
    private(set) var session: LoggedInComponent?
    private var console: any Console { root.console }

    /// Logs two players in and opens a LoggedIn scope.
    func logIn(_ first: String, _ second: String) -> Bool {
        guard case .success = root.loggedOut.make().logIn(first: first, second: second) else { return false }
        let session = root.makeLoggedIn()
        self.session = session
        session.make().show()
        return true
    }

    /// Plays a game of `moves`; stops when the game ends. Shows the score sheet after it.
    func playGame(_ moves: [Int]) {
        guard let game = session?.game, let interactor = game.make() else {
            console.write("[App] log in first")
            return
        }
        for move in moves {
            switch interactor.play(move) {
            case .won, .draw:
                console.write("[ScoreSheet] after the game: \(game.scoreSheet.make().summary)")
                return
            case .next, .rejected:
                continue
            }
        }
        console.write("[Game] unfinished; it is \(interactor.current.label)'s turn")
    }

    /// Shows the score sheet from the menu.
    func showScores() {
        guard let session else {
            console.write("[App] log in first")
            return
        }
        console.write("[ScoreSheet] \(session.scoreSheet.make().summary)")
    }

    /// Drops the LoggedIn scope; returns whether it was released.
    func logOut() -> Bool {
        guard session != nil else { return false }
        console.write("[LoggedIn] logging out")
        let released = WeakReference(session)
        session = nil
        root.playersStream.clear()
        return released.object == nil
    }
}

/// Holds an object without keeping it alive, to check that a scope was released.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
