import Graft
final class App: BootstrapComponent {
    #if DEBUG
    var logger: Logger { shared { Logger() } }
    #endif
    var game: Game { Game(parent: self) }
}
protocol GameDependency: Dependency {
    var logger: Logger { get }
}
final class Game: Component<GameDependency> {}
final class Logger {}
