import Models

/// The logged-in menu: greets the players and says what they can do.
public struct LoggedInViewModel {
    private let players: PlayersStream
    private let console: Console

    /// Creates the menu.
    public init(players: PlayersStream, console: Console) {
        self.players = players
        self.console = console
    }

    /// Writes the greeting and the commands.
    public func show() {
        guard let (first, second) = players.players else { return }
        console.write("[LoggedIn] welcome, \(first.label) and \(second.label)")
    }
}
