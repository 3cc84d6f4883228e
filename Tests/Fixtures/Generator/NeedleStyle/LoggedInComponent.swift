import Graft

protocol LoggedInDependency: Dependency {
    var playersStream: PlayersStream { get }
}

final class ScoreStreamImpl {
    var scores: [String: Int] = [:]
}

class LoggedInComponent: Component<LoggedInDependency> {

    let player1Name: String
    let player2Name: String

    init(parent: Scope, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(parent: parent)
    }

    var scoreStream: ScoreStreamImpl {
        return shared { ScoreStreamImpl() }
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol GameDependency: Dependency {
    var playersStream: PlayersStream { get }
    var scoreStream: ScoreStreamImpl { get }
}

class GameComponent: Component<GameDependency> {
    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStreamImpl { get }
}

class ScoreSheetComponent: Component<ScoreSheetDependency> {}
