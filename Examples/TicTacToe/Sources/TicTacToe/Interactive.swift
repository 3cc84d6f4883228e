/// The interactive mode: commands on standard input.
enum Interactive {
    static let help = """
        commands:
          login NAME NAME   log two players in (the first plays X)
          play N            the current player marks cell N (1-9, left to right, top to bottom)
          scores            show the session's score sheet
          logout            end the session (its scope is released)
          quit              leave
        """

    static func run(_ app: TicTacToeApp) {
        let console = app.root.console
        console.write("Graft TicTacToe. Type 'help' for commands.")
        var game: GameSession?
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            guard let command = words.first else { continue }
            switch command {
            case "help":
                console.write(help)
            case "login" where words.count == 3:
                _ = app.logIn(words[1], words[2])
            case "play" where words.count == 2:
                guard let cell = Int(words[1]) else {
                    console.write("play takes a cell number from 1 to 9")
                    continue
                }
                if game == nil { game = GameSession(app: app) }
                if game?.play(cell) == true { game = nil }
            case "scores":
                app.showScores()
            case "logout":
                game = nil
                if !app.logOut() { console.write("nobody is logged in") }
            case "quit", "exit":
                return
            default:
                console.write("unknown command; type 'help'")
            }
        }
    }
}
