import Graft

protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get }
}

final class LoggedOutComponent: Component<LoggedOutDependency> {
    func logIn(player1: String, player2: String) {
        print("Logged in: \(player1) and \(player2)")
        dependency.mutablePlayersStream.update(player1: player1, player2: player2)
    }
}
