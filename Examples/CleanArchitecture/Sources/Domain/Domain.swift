// The domain layer: entities, repository protocols and use cases. No framework, no container.

/// A news article.
public struct Article: Sendable, Equatable {
    /// The article's identifier.
    public let id: Int
    /// Its title.
    public let title: String

    /// Creates an article.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Where articles come from.
public protocol ArticleRepository: AnyObject {
    /// Every article, newest first.
    func articles() -> [Article]
}

/// Where a reader's bookmarks are kept.
public protocol BookmarkRepository: AnyObject {
    /// The bookmarked articles' identifiers, in the order they were added.
    var bookmarks: [Int] { get }
    /// Bookmarks an article.
    func add(_ id: Int)
}

/// Fetches the articles to show.
public final class FetchArticlesUseCase {
    private let repository: ArticleRepository

    /// Creates the use case over a repository.
    public init(repository: ArticleRepository) { self.repository = repository }

    /// The articles.
    public func callAsFunction() -> [Article] { repository.articles() }
}

/// Bookmarks articles for the signed-in reader.
public final class BookmarkArticleUseCase {
    private let repository: BookmarkRepository

    /// Creates the use case over a repository.
    public init(repository: BookmarkRepository) { self.repository = repository }

    /// Bookmarks `article`.
    public func callAsFunction(_ article: Article) { repository.add(article.id) }

    /// Whether `article` is bookmarked.
    public func isBookmarked(_ article: Article) -> Bool { repository.bookmarks.contains(article.id) }
}
