import Game

/// A game in progress in the interactive mode.
final class GameSession {
    private let app: TicTacToeApp
    private let game: GameComponent?
    private let interactor: GameInteractor?

    init(app: TicTacToeApp) {
        self.app = app
        self.game = app.session?.game
        self.interactor = game?.make()
    }

    /// Plays one move; returns true when the game is over (or cannot start).
    func play(_ cell: Int) -> Bool {
        guard let game, let interactor else {
            app.root.console.write("[App] log in first")
            return true
        }
        switch interactor.play(cell) {
        case .won, .draw:
            app.root.console.write("[ScoreSheet] after the game: \(game.scoreSheet.make().summary)")
            return true
        case .next(let player):
            for row in interactor.rows { app.root.console.write("         \(row)") }
            app.root.console.write("[Game] \(player.label) to play")
            return false
        case .rejected:
            return false
        }
    }
}
