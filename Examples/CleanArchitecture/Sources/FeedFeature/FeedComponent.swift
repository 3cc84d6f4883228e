import Domain
import Graft
import ProfileFeature

/// What the feed scene needs: the use cases a container would have registered, each injected
/// through the view model's initializer instead of an `@Injected` property wrapper.
public protocol FeedDependency: Dependency {
    /// Fetches the articles (app-wide).
    var fetchArticles: any FetchArticlesUseCase { get }
    /// Bookmarks for the signed-in reader (per session).
    var bookmarkArticle: any BookmarkArticleUseCase { get }
}

/// The feed scene's scope: the factory of its view model and of the article scenes it opens.
public final class FeedComponent: Component<FeedDependency> {
    /// A new view model for the feed screen.
    @MainActor
    public func makeViewModel() -> FeedViewModel {
        FeedViewModel(fetchArticles: dependency.fetchArticles, bookmarkArticle: dependency.bookmarkArticle)
    }

    /// The scope of an article's scene, a child of the feed.
    public var article: ArticleComponent { ArticleComponent(parent: self) }
}

/// What an article scene needs.
public protocol ArticleDependency: Dependency {
    /// Bookmarks for the signed-in reader.
    var bookmarkArticle: any BookmarkArticleUseCase { get }
}

/// An article's scene: its view model, and the author's profile, a scene of another feature.
public final class ArticleComponent: Component<ArticleDependency> {
    /// A new view model for the screen of `article`.
    @MainActor
    public func makeViewModel(for article: Article) -> ArticleViewModel {
        ArticleViewModel(article: article, bookmarkArticle: dependency.bookmarkArticle)
    }

    /// The scope of the author's profile scene.
    public var author: ProfileComponent { ProfileComponent(parent: self) }
}
