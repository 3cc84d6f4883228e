import Data
import Domain
import FeedFeature
import Graft

/// The app-wide scope: what a Factory `Container` registered with the `.singleton` scope, each a
/// `shared` property, one instance for the app's life.
final class AppComponent: BootstrapComponent {
    /// The API client.
    var apiClient: APIClient { shared { APIClient() } }
    /// The article repository, over the API client.
    var articleRepository: ArticleRepository { shared { RemoteArticleRepository(api: apiClient) } }
    /// Fetching articles is the same for every reader.
    var fetchArticles: FetchArticlesUseCase { shared { FetchArticlesUseCase(repository: articleRepository) } }

    /// A new session scope, for a reader who signs in.
    var session: SessionComponent { SessionComponent(parent: self) }
}

/// A signed-in session's scope: what a container would register in a custom "session" scope and
/// reset on sign-out. Releasing the component ends the scope, and its objects with it.
final class SessionComponent: Component<EmptyDependency> {
    /// The reader's bookmarks, one store per session.
    var bookmarkStore: BookmarkRepository { shared { InMemoryBookmarkStore() } }
    /// Bookmarking, over this session's store.
    var bookmarkArticle: BookmarkArticleUseCase { shared { BookmarkArticleUseCase(repository: bookmarkStore) } }

    /// The feed scene.
    var feed: FeedComponent { FeedComponent(parent: self) }
}
