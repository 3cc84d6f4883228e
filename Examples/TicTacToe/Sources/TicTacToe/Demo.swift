/// The scripted session `--demo` plays, with checks that each shared object came from its scope.
enum Demo {
    typealias Check = (name: String, passed: Bool)

    static func run(_ app: TicTacToeApp) -> Bool {
        let console = app.root.console
        console.write("Graft TicTacToe: scripted demo")
        console.write("+ scope \(app.root.pathDescription)")

        guard app.logIn("Alice", "Bob") else { return false }
        app.playGame([1, 4, 2, 5, 3])
        app.playGame([1, 2, 3, 5, 4, 6, 8, 7, 9])
        app.showScores()
        var checks = sharing(in: app)

        let firstScores = WeakReference(app.session?.scoreStream)
        let released = app.logOut()
        checks.append(("LoggedIn scope released on logout, with its score stream", released && firstScores.object == nil))

        guard app.logIn("Carol", "Dave") else { return false }
        app.showScores()
        checks.append(("a new session starts with a new score stream", app.session?.scoreStream.results.isEmpty == true))
        _ = app.logOut()

        console.write("checks:")
        for check in checks {
            console.write("  \(check.passed ? "ok  " : "FAIL") \(check.name)")
        }
        return checks.allSatisfy(\.passed)
    }

    /// Which instance each scope's dependency resolved to. Holds the session only while it runs.
    private static func sharing(in app: TicTacToeApp) -> [Check] {
        guard let session = app.session else { return [("logged in", false)] }
        let root = app.root
        let game = session.game
        return [
            ("players stream: one instance at Root, seen by LoggedOut, LoggedIn and Game",
             root.loggedOut.dependency.playersStream === root.playersStream
                && session.dependency.playersStream === root.playersStream
                && game.dependency.playersStream === root.playersStream),
            ("score stream: one instance at LoggedIn, seen by Game", game.dependency.scoreStream === session.scoreStream),
            ("score sheet under Game and under LoggedIn: the same LoggedIn score stream",
             game.scoreSheet.dependency.scoreStream === session.scoreStream
                && session.scoreSheet.dependency.scoreStream === session.scoreStream),
        ]
    }
}
