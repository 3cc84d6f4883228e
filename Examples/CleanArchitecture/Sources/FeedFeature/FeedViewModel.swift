import Domain

/// The feed screen's state and actions.
@MainActor
public final class FeedViewModel {
    private let fetchArticles: any FetchArticlesUseCase
    private let bookmarkArticle: any BookmarkArticleUseCase
    /// The articles shown.
    public private(set) var articles: [Article] = []
    /// The message shown instead of the articles when loading failed.
    public private(set) var failure: String?
    private var bookmarked: Set<Int> = []

    /// Creates the view model with its use cases.
    public init(fetchArticles: any FetchArticlesUseCase, bookmarkArticle: any BookmarkArticleUseCase) {
        self.fetchArticles = fetchArticles
        self.bookmarkArticle = bookmarkArticle
    }

    /// Loads the articles, or the message to show when that fails; calling it again retries.
    public func load() async {
        do {
            articles = try await fetchArticles()
            failure = nil
            bookmarked = []
            for article in articles where await bookmarkArticle.isBookmarked(article) { bookmarked.insert(article.id) }
        } catch {
            articles = []
            failure = error as? DomainError == .offline ? "You are offline; pull to retry." : "Cannot load the feed."
        }
    }

    /// One line per article, a star for bookmarked ones, or the failure.
    public var lines: [String] {
        if let failure { return [failure] }
        return articles.map { "\(bookmarked.contains($0.id) ? "*" : " ") \($0.title)" }
    }
}

/// An article screen's state and actions.
@MainActor
public final class ArticleViewModel {
    private let article: Article
    private let bookmarkArticle: any BookmarkArticleUseCase
    /// Whether the article is bookmarked.
    public private(set) var isBookmarked = false

    /// Creates the view model of `article`.
    public init(article: Article, bookmarkArticle: any BookmarkArticleUseCase) {
        self.article = article
        self.bookmarkArticle = bookmarkArticle
    }

    /// Reads whether the article is bookmarked.
    public func load() async { isBookmarked = await bookmarkArticle.isBookmarked(article) }

    /// Bookmarks the article, or removes its bookmark.
    public func toggleBookmark() async { isBookmarked = await bookmarkArticle.toggle(article) }

    /// The line the screen shows.
    public var title: String { article.title + (isBookmarked ? " (bookmarked)" : "") }
}
