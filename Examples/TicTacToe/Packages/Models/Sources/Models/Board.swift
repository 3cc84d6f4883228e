/// A tic-tac-toe board: nine cells numbered 1 to 9, left to right, top to bottom.
public struct Board: Sendable {
    /// Why a move was refused.
    public enum MoveError: Error, Equatable, Sendable {
        /// Not a number from 1 to 9.
        case outOfRange
        /// Someone already played there.
        case taken
        /// The game is over.
        case finished
    }

    private var cells: [Mark?] = Array(repeating: nil, count: 9)

    /// Creates an empty board.
    public init() {}

    /// Puts `mark` on `cell` (1…9).
    public mutating func play(_ mark: Mark, at cell: Int) throws(MoveError) {
        guard winner == nil, !isFull else { throw .finished }
        guard (1...9).contains(cell) else { throw .outOfRange }
        guard cells[cell - 1] == nil else { throw .taken }
        cells[cell - 1] = mark
    }

    /// The mark with three in a row, if any.
    public var winner: Mark? {
        let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
        for line in lines {
            if let mark = cells[line[0]], cells[line[1]] == mark, cells[line[2]] == mark { return mark }
        }
        return nil
    }

    /// Whether every cell is taken.
    public var isFull: Bool { cells.allSatisfy { $0 != nil } }

    /// The board as three lines of text, free cells showing their numbers.
    public var rows: [String] {
        (0..<3).map { row in
            (0..<3).map { column in
                let index = row * 3 + column
                return cells[index]?.rawValue ?? String(index + 1)
            }.joined(separator: " | ")
        }
    }
}
