import FeedFeature

/// Moves between scenes and owns their scopes: the session scope lives while a reader is signed
/// in, scene scopes while their scene is shown.
final class AppCoordinator {
    private let app: AppComponent
    private var session: SessionComponent?
    private(set) var log: [String] = []

    init(app: AppComponent) { self.app = app }

    func signIn() {
        session = app.session
        log.append("signed in")
    }

    /// Shows the feed, bookmarks the article at `index` when given, and returns the feed's scope.
    @discardableResult
    func showFeed(bookmarking index: Int? = nil) -> FeedScene? {
        guard let feed = session?.feed else { return nil }
        let viewModel = feed.makeViewModel()
        viewModel.load()
        if let index { viewModel.bookmark(at: index) }
        log.append("feed:")
        log += viewModel.lines.map { "  \($0)" }
        return FeedScene(component: feed)
    }

    func showDetail(of id: Int, from scene: FeedScene) {
        log.append("detail: \(scene.component.detail.describe(id))")
    }

    func signOut() {
        session = nil
        log.append("signed out")
    }
}

/// A shown feed scene and its scope.
struct FeedScene {
    let component: FeedComponent
}
