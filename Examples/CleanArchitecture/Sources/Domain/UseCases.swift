/// Signs a reader in.
public protocol SignInUseCase: Sendable {
    /// The account of `user`, or `DomainError.invalidCredentials`, or `.offline`.
    func callAsFunction(user: String, password: String) async throws -> Account
}

/// Fetches the articles to show.
public protocol FetchArticlesUseCase: Sendable {
    /// Every article, newest first, or `DomainError.offline`.
    func callAsFunction() async throws -> [Article]
}

/// Bookmarks articles for the signed-in reader.
public protocol BookmarkArticleUseCase: Sendable {
    /// Bookmarks `article`, or removes its bookmark; returns whether it is now bookmarked.
    func toggle(_ article: Article) async -> Bool
    /// Whether `article` is bookmarked.
    func isBookmarked(_ article: Article) async -> Bool
}

/// Fetches a reader's profile.
public protocol FetchProfileUseCase: Sendable {
    /// The profile of `userID`, or `DomainError.notFound`, or `.offline`.
    func callAsFunction(userID: String) async throws -> Profile
}

/// Signs in through the account repository.
public struct DefaultSignInUseCase: SignInUseCase {
    private let repository: any AccountRepository

    /// Creates the use case over a repository.
    public init(repository: any AccountRepository) { self.repository = repository }

    /// The account of `user`.
    public func callAsFunction(user: String, password: String) async throws -> Account {
        try await repository.account(user: user, password: password)
    }
}

/// Fetches articles from the article repository.
public struct DefaultFetchArticlesUseCase: FetchArticlesUseCase {
    private let repository: any ArticleRepository

    /// Creates the use case over a repository.
    public init(repository: any ArticleRepository) { self.repository = repository }

    /// Every article, newest first.
    public func callAsFunction() async throws -> [Article] {
        try await repository.articles().sorted { $0.id > $1.id }
    }
}

/// Bookmarks in the bookmark repository.
public struct DefaultBookmarkArticleUseCase: BookmarkArticleUseCase {
    private let repository: any BookmarkRepository

    /// Creates the use case over a repository.
    public init(repository: any BookmarkRepository) { self.repository = repository }

    /// Bookmarks `article`, or removes its bookmark.
    public func toggle(_ article: Article) async -> Bool { await repository.toggle(article.id) }

    /// Whether `article` is bookmarked.
    public func isBookmarked(_ article: Article) async -> Bool { await repository.contains(article.id) }
}

/// Fetches profiles from the profile repository.
public struct DefaultFetchProfileUseCase: FetchProfileUseCase {
    private let repository: any ProfileRepository

    /// Creates the use case over a repository.
    public init(repository: any ProfileRepository) { self.repository = repository }

    /// The profile of `userID`.
    public func callAsFunction(userID: String) async throws -> Profile {
        try await repository.profile(userID: userID)
    }
}
