import Domain
import Graft

/// What the feed scene needs: the use cases a Factory container would have registered, each
/// injected through the view model's initializer instead of an `@Injected` property wrapper.
public protocol FeedDependency: Dependency {
    /// Fetches the articles (app-wide).
    var fetchArticles: FetchArticlesUseCase { get }
    /// Bookmarks for the signed-in reader (per session).
    var bookmarkArticle: BookmarkArticleUseCase { get }
}

/// The feed scene's scope: the factory of its view model and of the detail scene below it.
public final class FeedComponent: Component<FeedDependency> {
    /// A new view model for the feed screen.
    public func makeViewModel() -> FeedViewModel {
        FeedViewModel(fetchArticles: dependency.fetchArticles, bookmarkArticle: dependency.bookmarkArticle)
    }

    /// The detail scene, a child scope.
    public var detail: ArticleDetailComponent { ArticleDetailComponent(parent: self) }
}

/// The feed screen's state and actions.
public final class FeedViewModel {
    private let fetchArticles: FetchArticlesUseCase
    private let bookmarkArticle: BookmarkArticleUseCase
    /// The articles shown.
    public private(set) var articles: [Article] = []

    /// Creates the view model with its use cases.
    public init(fetchArticles: FetchArticlesUseCase, bookmarkArticle: BookmarkArticleUseCase) {
        self.fetchArticles = fetchArticles
        self.bookmarkArticle = bookmarkArticle
    }

    /// Loads the articles.
    public func load() { articles = fetchArticles() }

    /// Bookmarks the article at `index`.
    public func bookmark(at index: Int) { bookmarkArticle(articles[index]) }

    /// One line per article, a star for bookmarked ones.
    public var lines: [String] {
        articles.map { "\(bookmarkArticle.isBookmarked($0) ? "*" : " ") \($0.title)" }
    }
}

/// What the detail scene needs.
public protocol ArticleDetailDependency: Dependency {
    /// Fetches the articles.
    var fetchArticles: FetchArticlesUseCase { get }
    /// Tells whether an article is bookmarked.
    var bookmarkArticle: BookmarkArticleUseCase { get }
}

/// The detail scene's scope.
public final class ArticleDetailComponent: Component<ArticleDetailDependency> {
    /// A line describing article `id`.
    public func describe(_ id: Int) -> String {
        guard let article = dependency.fetchArticles().first(where: { $0.id == id }) else { return "no article \(id)" }
        return "\(article.title)\(dependency.bookmarkArticle.isBookmarked(article) ? " (bookmarked)" : "")"
    }
}
