/// The players of the current session. One instance lives at the root scope, so the logged-out
/// feature writes it and every logged-in feature reads it.
public final class PlayersStream {
    /// The players, once someone has logged in.
    public private(set) var players: (first: Player, second: Player)?

    /// Creates an empty stream.
    public init() {}

    /// Sets the players of the session.
    public func update(first: Player, second: Player) {
        players = (first, second)
    }

    /// Forgets the players, on logout.
    public func clear() {
        players = nil
    }
}
