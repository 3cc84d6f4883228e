import Models

/// Plays one game: takes moves, enforces turns, records the result in the score stream.
public final class GameInteractor {
    /// What a move led to.
    public enum Outcome: Equatable {
        /// The game goes on; this player moves next.
        case next(Player)
        /// The player won.
        case won(Player)
        /// The board is full.
        case draw
        /// The move was refused and the same player moves again.
        case rejected(Board.MoveError)
    }

    private let first: Player
    private let second: Player
    private let scores: ScoreStream
    private let console: Console
    private(set) var board = Board()
    /// Whose turn it is.
    public private(set) var current: Player

    /// Creates a game; `first` moves first.
    public init(first: Player, second: Player, scores: ScoreStream, console: Console) {
        self.first = first
        self.second = second
        self.scores = scores
        self.console = console
        self.current = first
        console.write("[Game] new game: \(first.label) vs \(second.label)")
    }

    /// The board as text.
    public var rows: [String] { board.rows }

    /// The current player puts a mark on `cell` (1…9).
    @discardableResult
    public func play(_ cell: Int) -> Outcome {
        do {
            try board.play(current.mark, at: cell)
        } catch {
            console.write("[Game] \(current.label) cannot play \(cell): \(describe(error))")
            return .rejected(error)
        }
        console.write("[Game] \(current.label) plays \(cell)")
        if board.winner != nil {
            scores.record(.won(by: current))
            finish("\(current.label) wins")
            return .won(current)
        }
        if board.isFull {
            scores.record(.draw)
            finish("draw")
            return .draw
        }
        current = current == first ? second : first
        return .next(current)
    }

    private func finish(_ result: String) {
        for row in board.rows { console.write("         \(row)") }
        console.write("[Game] \(result)")
    }

    private func describe(_ error: Board.MoveError) -> String {
        switch error {
        case .outOfRange: "cells are numbered 1 to 9"
        case .taken: "that cell is taken"
        case .finished: "the game is over"
        }
    }
}
