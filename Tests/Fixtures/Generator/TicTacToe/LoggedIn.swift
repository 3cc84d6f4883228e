import Graft

protocol LoggedInDependency: Dependency {
    var playersStream: PlayersStream { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    let player: String
    init(parent: Scope, player: String) {
        self.player = player
        super.init(parent: parent)
    }
    var scoreStream: ScoreStream { shared { ScoreStream() } }
    var game: GameComponent { GameComponent(parent: self) }
    var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

protocol LoggedOutDependency: Dependency {
    var playersStream: PlayersStream { get }
}
final class LoggedOutComponent: Component<LoggedOutDependency> {}

protocol GameDependency: Dependency {
    var playersStream: PlayersStream { get }
    var scoreStream: ScoreStream { get }
}
final class GameComponent: Component<GameDependency> {
    var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}
final class ScoreSheetComponent: Component<ScoreSheetDependency> {}
