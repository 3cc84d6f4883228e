import Models

/// The score sheet's screen: the tally of the current session.
public struct ScoreSheetViewModel {
    private let scores: ScoreStream
    private let players: PlayersStream

    /// Creates the screen from the streams it shows.
    public init(scores: ScoreStream, players: PlayersStream) {
        self.scores = scores
        self.players = players
    }

    /// The identity of the score stream shown, so the demo can prove which scope it came from.
    public var scoreStreamIdentity: ObjectIdentifier { ObjectIdentifier(scores) }

    /// `Alice (X) 1 · Bob (O) 0 · draws 0`, or a note when nobody is logged in.
    public var summary: String {
        guard let (first, second) = players.players else { return "nobody is logged in" }
        return "\(first.label) \(scores.wins(of: first)) · \(second.label) \(scores.wins(of: second)) · draws \(scores.draws)"
    }
}
