// A sample written the way Needle's documentation writes components, with `import NeedleFoundation`
// replaced by `import Graft` and nothing else changed.
import Graft

protocol PlayersStream: AnyObject {
    var names: (String, String)? { get }
}

protocol MutablePlayersStream: PlayersStream {
    func update(player1: String, player2: String)
}

final class PlayersStreamImpl: MutablePlayersStream {
    private(set) var names: (String, String)?
    func update(player1: String, player2: String) { names = (player1, player2) }
}

class RootComponent: BootstrapComponent {

    var playersStream: PlayersStream {
        return mutablePlayersStream
    }

    var mutablePlayersStream: MutablePlayersStream {
        return shared { PlayersStreamImpl() }
    }

    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }

    func loggedInComponent(player1Name: String, player2Name: String) -> LoggedInComponent {
        return LoggedInComponent(parent: self, player1Name: player1Name, player2Name: player2Name)
    }
}
