import Graft
import ScoreSheet
import TicTacToeIntegrations

protocol LoggedInPluginExtension: PluginExtension {
    var scoreSheetBuilder: ScoreSheetBuilder { get }
    var mutableScoreStream: MutableScoreStream { get }
}

final class LoggedInComponent: PluginizedComponent<EmptyDependency, LoggedInPluginExtension, LoggedInNonCoreComponent> {
    var screen: Screen {
        shared {
            let screen = Screen(title: "LoggedIn")
            bind(to: screen)
            return screen
        }
    }

    var gameComponent: GameComponent {
        GameComponent(parent: self)
    }
}
