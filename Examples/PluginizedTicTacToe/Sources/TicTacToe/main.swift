import Graft
import ScoreSheet

// A scripted session: log in, play two games, look at the score sheet, leave.
let root = RootComponent()
root.loggedOutComponent.logIn(player1: "Alice", player2: "Bob")

weak var releasedLoggedIn: LoggedInComponent?
weak var releasedNonCore: AnyObject?
do {
    let loggedIn = root.loggedInComponent
    releasedLoggedIn = loggedIn
    releasedNonCore = loggedIn.nonCoreComponent
    loggedIn.screen.appear()

    let gameComponent = loggedIn.gameComponent
    var gameScreen: Screen? = Screen(title: "Game")
    gameComponent.bind(to: gameScreen!)
    gameScreen?.appear()
    gameComponent.game.play(winner: 0)
    gameComponent.game.play(winner: 1)
    gameComponent.game.play(winner: 0)
    gameScreen?.disappear()
    gameScreen = nil

    // The game's score sheet (created by GameNonCoreComponent) and the session's (created by
    // LoggedInNonCoreComponent) read one score stream: LoggedInNonCoreComponent's shared one.
    print("From the session: " + loggedIn.pluginExtension.scoreSheetBuilder.scoreSheet.render())
    print("Same score stream: \(loggedIn.pluginExtension.mutableScoreStream === gameComponent.game.scores)")
    print("Non-core path: \(loggedIn.nonCoreComponent.pathDescription)")
    loggedIn.screen.disappear()
}
print("Logged out; LoggedIn released: \(releasedLoggedIn == nil), its non-core component released: \(releasedNonCore == nil)")
