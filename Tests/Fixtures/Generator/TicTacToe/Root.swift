import Graft

final class PlayersStream {}
final class ScoreStream {}

final class RootComponent: BootstrapComponent {
    var playersStream: PlayersStream { shared { PlayersStream() } }
    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }
    func loggedIn(player: String) -> LoggedInComponent { .init(parent: self, player: player) }
}
