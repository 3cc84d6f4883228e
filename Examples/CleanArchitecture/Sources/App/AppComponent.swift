import Data
import Domain
import FeedFeature
import Graft
import LoginFeature
import ProfileFeature

/// The app-wide scope: what a container registered with the `.singleton` scope, each a `shared`
/// property, one instance for the app's life.
final class AppComponent: BootstrapComponent {
    /// The network client.
    var api: APIClient { shared { APIClient() } }
    /// Signing in, over the server's accounts.
    var signIn: any SignInUseCase { shared { DefaultSignInUseCase(repository: RemoteAccountRepository(api: api)) } }
    /// Fetching articles is the same for every reader.
    var fetchArticles: any FetchArticlesUseCase { shared { DefaultFetchArticlesUseCase(repository: RemoteArticleRepository(api: api)) } }
    /// Fetching profiles too.
    var fetchProfile: any FetchProfileUseCase { shared { DefaultFetchProfileUseCase(repository: RemoteProfileRepository(api: api)) } }

    /// The signed-out scope, while no reader is signed in.
    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }

    /// A new signed-in scope for `account`.
    func loggedIn(as account: Account) -> LoggedInComponent { LoggedInComponent(parent: self, account: account) }
}

/// A signed-in reader's scope: what a container would register in a custom "session" scope and reset
/// on sign-out. Releasing the component ends the scope, and its objects with it.
final class LoggedInComponent: Component<EmptyDependency> {
    /// The reader.
    let account: Account

    init(parent: any Scope, account: Account) {
        self.account = account
        super.init(parent: parent)
    }

    /// Bookmarking, over this session's own store.
    var bookmarkArticle: any BookmarkArticleUseCase { shared { DefaultBookmarkArticleUseCase(repository: InMemoryBookmarkStore()) } }

    /// The feed scene.
    var feed: FeedComponent { FeedComponent(parent: self) }

    /// The scope of the profile scene, where readers see their own profile.
    var profile: ProfileComponent { ProfileComponent(parent: self) }
}
