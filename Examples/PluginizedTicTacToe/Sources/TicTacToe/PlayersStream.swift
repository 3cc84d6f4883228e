/// The names of the two players, once they have logged in.
protocol PlayersStream: AnyObject {
    var names: (String, String)? { get }
}

/// A players stream the login screen can write.
protocol MutablePlayersStream: PlayersStream {
    func update(player1: String, player2: String)
}

final class PlayersStreamImpl: MutablePlayersStream {
    private(set) var names: (String, String)?

    func update(player1: String, player2: String) {
        names = (player1, player2)
    }
}
