import Domain

// The data layer: repositories over data sources.

/// The news API, answering from memory; it counts its requests so the demo can show it is one
/// shared instance.
public final class APIClient {
    /// How many requests it has served.
    public private(set) var requests = 0

    /// Creates a client.
    public init() {}

    /// The articles the server has, as (id, title) records.
    public func fetchArticles() -> [(Int, String)] {
        requests += 1
        return [(3, "Graft 1.0"), (2, "Scopes in practice"), (1, "Hello, world")]
    }
}

/// Articles from the API.
public final class RemoteArticleRepository: ArticleRepository {
    private let api: APIClient

    /// Creates the repository over an API client.
    public init(api: APIClient) { self.api = api }

    /// Every article, newest first.
    public func articles() -> [Article] { api.fetchArticles().map { Article(id: $0.0, title: $0.1) } }
}

/// Bookmarks kept in memory for one session.
public final class InMemoryBookmarkStore: BookmarkRepository {
    /// The bookmarked identifiers.
    public private(set) var bookmarks: [Int] = []

    /// Creates an empty store.
    public init() {}

    /// Bookmarks an article.
    public func add(_ id: Int) { if !bookmarks.contains(id) { bookmarks.append(id) } }
}
