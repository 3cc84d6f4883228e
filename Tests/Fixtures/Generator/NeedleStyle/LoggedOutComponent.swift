import Graft

protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get }
}

class LoggedOutComponent: Component<LoggedOutDependency> {
    func logIn(_ first: String, _ second: String) {
        dependency.mutablePlayersStream.update(player1: first, player2: second)
    }
}
