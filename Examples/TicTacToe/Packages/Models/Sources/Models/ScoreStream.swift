/// The results of one logged-in session. It lives at the LoggedIn scope: a new session starts
/// from zero, and logging out releases it.
public final class ScoreStream {
    /// The outcome of one game.
    public enum Result: Equatable, Sendable {
        /// The player won.
        case won(by: Player)
        /// The board filled up.
        case draw
    }

    /// Every result, oldest first.
    public private(set) var results: [Result] = []

    /// Creates an empty stream.
    public init() {}

    /// Records a finished game.
    public func record(_ result: Result) {
        results.append(result)
    }

    /// How many games `player` won.
    public func wins(of player: Player) -> Int {
        results.filter { $0 == .won(by: player) }.count
    }

    /// How many games ended in a draw.
    public var draws: Int {
        results.filter { $0 == .draw }.count
    }
}
