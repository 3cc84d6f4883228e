import Graft

final class RootComponent: BootstrapComponent {
    var playersStream: PlayersStream {
        mutablePlayersStream
    }

    var mutablePlayersStream: MutablePlayersStream {
        shared { PlayersStreamImpl() }
    }

    var loggedOutComponent: LoggedOutComponent {
        LoggedOutComponent(parent: self)
    }

    var loggedInComponent: LoggedInComponent {
        LoggedInComponent(parent: self)
    }
}
