import Models

/// The login screen: two players enter their names.
public final class LoginViewModel {
    /// Why a login was refused.
    public enum LoginError: Error, Equatable {
        /// A name is empty.
        case emptyName
        /// Both players chose the same name.
        case sameName
    }

    private let players: PlayersStream
    private let console: Console

    /// Creates the screen.
    public init(players: PlayersStream, console: Console) {
        self.players = players
        self.console = console
    }

    /// Logs two players in; the first plays X.
    public func logIn(first: String, second: String) -> Result<Void, LoginError> {
        let firstName = first.trimmingWhitespace
        let secondName = second.trimmingWhitespace
        guard !firstName.isEmpty, !secondName.isEmpty else {
            console.write("[LoggedOut] both players need a name")
            return .failure(.emptyName)
        }
        guard firstName != secondName else {
            console.write("[LoggedOut] the players need different names")
            return .failure(.sameName)
        }
        let x = Player(name: firstName, mark: .x)
        let o = Player(name: secondName, mark: .o)
        players.update(first: x, second: o)
        console.write("[LoggedOut] \(x.label) and \(o.label) logged in")
        return .success(())
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
