import Domain

// The data layer: repositories over a network client. The client answers from memory, as a server
// would; it can be taken offline, and it counts its requests so the demo shows it is one instance.

/// The news service's client.
public actor APIClient {
    private struct User {
        let name: String
        let password: String
    }

    private let users = ["ada": User(name: "Ada Lovelace", password: "analytical"), "grace": User(name: "Grace Hopper", password: "cobol")]
    private let stories = [(1, "Hello, world", "ada"), (2, "Scopes in practice", "grace"), (3, "Graft 1.0", "grace")]

    /// How many requests it has served.
    public private(set) var requests = 0
    /// Whether the server can be reached.
    public private(set) var isOnline = true

    /// Creates a client.
    public init() {}

    /// Takes the client offline or back online.
    public func setOnline(_ online: Bool) { isOnline = online }

    /// The account of `user`.
    public func signIn(user: String, password: String) throws -> Account {
        try request()
        guard let found = users[user], found.password == password else { throw DomainError.invalidCredentials }
        return Account(userID: user, name: found.name)
    }

    /// Every article.
    public func articles() throws -> [Article] {
        try request()
        return stories.map { Article(id: $0.0, title: $0.1, authorID: $0.2) }
    }

    /// The profile of `userID`.
    public func profile(userID: String) throws -> Profile {
        try request()
        guard let user = users[userID] else { throw DomainError.notFound }
        return Profile(userID: userID, name: user.name, articleCount: stories.filter { $0.2 == userID }.count)
    }

    private func request() throws {
        guard isOnline else { throw DomainError.offline }
        requests += 1
    }
}
