import Domain

/// Accounts checked by the server.
public struct RemoteAccountRepository: AccountRepository {
    private let api: APIClient

    /// Creates the repository over a client.
    public init(api: APIClient) { self.api = api }

    /// The account of `user`.
    public func account(user: String, password: String) async throws -> Account {
        try await api.signIn(user: user, password: password)
    }
}

/// Articles from the server.
public struct RemoteArticleRepository: ArticleRepository {
    private let api: APIClient

    /// Creates the repository over a client.
    public init(api: APIClient) { self.api = api }

    /// Every article.
    public func articles() async throws -> [Article] { try await api.articles() }
}

/// Profiles from the server.
public struct RemoteProfileRepository: ProfileRepository {
    private let api: APIClient

    /// Creates the repository over a client.
    public init(api: APIClient) { self.api = api }

    /// The profile of `userID`.
    public func profile(userID: String) async throws -> Profile { try await api.profile(userID: userID) }
}

/// Bookmarks kept in memory for one session.
public actor InMemoryBookmarkStore: BookmarkRepository {
    private var bookmarks: Set<Int> = []

    /// Creates an empty store.
    public init() {}

    /// Whether article `id` is bookmarked.
    public func contains(_ id: Int) -> Bool { bookmarks.contains(id) }

    /// Bookmarks article `id`, or removes its bookmark.
    public func toggle(_ id: Int) -> Bool {
        if bookmarks.remove(id) != nil { return false }
        bookmarks.insert(id)
        return true
    }
}
