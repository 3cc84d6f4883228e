/// The two marks on a tic-tac-toe board.
public enum Mark: String, Sendable {
    /// Plays first.
    case x = "X"
    /// Plays second.
    case o = "O"
}

/// A named player with a mark.
public struct Player: Hashable, Sendable {
    /// The player's name.
    public let name: String
    /// The mark the player puts on the board.
    public let mark: Mark

    /// Creates a player.
    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
    }

    /// `Alice (X)`.
    public var label: String { "\(name) (\(mark.rawValue))" }
}
