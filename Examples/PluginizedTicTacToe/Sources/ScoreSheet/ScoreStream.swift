/// The scores of the players of a session.
public protocol ScoreStream: AnyObject {
    /// Wins per player name.
    var wins: [String: Int] { get }
}

/// A score stream that games can record into.
public protocol MutableScoreStream: ScoreStream {
    /// Counts a win for `player`.
    func recordWin(for player: String)
}

/// The session's scores, in memory.
public final class ScoreStreamImpl: MutableScoreStream {
    public private(set) var wins: [String: Int] = [:]

    public init() {}

    public func recordWin(for player: String) {
        wins[player, default: 0] += 1
    }
}
