import Domain
import FeedFeature
import LoginFeature

/// Moves between scenes and owns their scopes: the signed-in scope lives while a reader is signed
/// in, a scene's scope while its scene is shown. It logs what each screen shows.
@MainActor
final class AppCoordinator {
    private let app: AppComponent
    private var session: LoggedInComponent?
    private var feed: FeedComponent?
    private(set) var log: [String] = []

    init(app: AppComponent) { self.app = app }

    /// Types credentials into the sign-in screen.
    func signIn(user: String, password: String) async {
        let login = app.loggedOut.makeViewModel { [weak self] account in self?.start(account) }
        await login.submit(user: user, password: password)
        if case .failed(let message) = login.state { log.append("sign-in failed: \(message)") }
    }

    private func start(_ account: Account) {
        session = app.loggedIn(as: account)
        log.append("signed in as \(account.name)")
    }

    /// Shows the feed, or loads it again; returns its articles.
    @discardableResult
    func showFeed() async -> [Article] {
        guard let session else { return [] }
        let scene = feed ?? session.feed
        feed = scene
        let viewModel = scene.makeViewModel()
        await viewModel.load()
        log.append("feed:")
        log += viewModel.lines.map { "  \($0)" }
        return viewModel.articles
    }

    /// Opens `article` from the feed, bookmarks it when asked, and opens its author's profile.
    func open(_ article: Article, bookmarking: Bool) async {
        guard let feed else { return }
        let scene = feed.article
        let viewModel = scene.makeViewModel(for: article)
        await viewModel.load()
        if bookmarking { await viewModel.toggleBookmark() }
        log.append("article: \(viewModel.title)")
        let author = scene.author.makeViewModel(userID: article.authorID)
        await author.load()
        log.append("author: \(author.summary)")
    }

    /// Shows the reader's own profile.
    func showOwnProfile() async {
        guard let session else { return }
        let profile = session.profile.makeViewModel(userID: session.account.userID)
        await profile.load()
        log.append("profile: \(profile.summary)")
    }

    /// Signs out: the signed-in scope ends, and every scene's with it.
    func signOut() {
        feed = nil
        session = nil
        log.append("signed out")
    }
}
