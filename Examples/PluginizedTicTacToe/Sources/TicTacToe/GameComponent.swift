import Graft
import ScoreSheet
import TicTacToeIntegrations

protocol GameDependency: Dependency {
    var mutableScoreStream: MutableScoreStream { get }
    var playersStream: PlayersStream { get }
}

protocol GamePluginExtension: PluginExtension {
    var scoreSheetBuilder: ScoreSheetBuilder { get }
}

final class GameComponent: UberPluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {
    var game: Game {
        shared { Game(scores: dependency.mutableScoreStream, players: dependency.playersStream, scoreSheets: pluginExtension.scoreSheetBuilder) }
    }

    // Not the provider of GameDependency: a component's dependencies come from its ancestors.
    var mutableScoreStream: MutableScoreStream {
        ScoreStreamImpl()
    }

    override func scopeWillDeinit() {
        print("  [the game screen is going away]")
    }
}

/// A game whose result goes into the session's scores.
final class Game {
    let scores: MutableScoreStream
    let players: PlayersStream
    let scoreSheets: ScoreSheetBuilder

    init(scores: MutableScoreStream, players: PlayersStream, scoreSheets: ScoreSheetBuilder) {
        self.scores = scores
        self.players = players
        self.scoreSheets = scoreSheets
    }

    func play(winner index: Int) {
        guard let (first, second) = players.names else { return print("No players") }
        let winner = index == 0 ? first : second
        print("\(winner) wins")
        scores.recordWin(for: winner)
        print(scoreSheets.scoreSheet.render())
    }
}
