import Domain
import Testing
@testable import FeedFeature

/// Articles that come after the failures it is made with, one failure per call.
actor ArticlesStub: FetchArticlesUseCase {
    private var failures: [DomainError]
    private let articles: [Article]
    private(set) var calls = 0

    init(_ articles: [Article], failingFirst failures: [DomainError] = []) {
        self.articles = articles
        self.failures = failures
    }

    func callAsFunction() async throws -> [Article] {
        calls += 1
        if !failures.isEmpty { throw failures.removeFirst() }
        return articles
    }
}

/// Bookmarks in memory.
actor BookmarksStub: BookmarkArticleUseCase {
    private(set) var bookmarked: Set<Int> = []

    func toggle(_ article: Article) async -> Bool {
        if bookmarked.remove(article.id) != nil { return false }
        bookmarked.insert(article.id)
        return true
    }

    func isBookmarked(_ article: Article) async -> Bool { bookmarked.contains(article.id) }
}

/// The feed and article screens, made by their components from generated test doubles.
@MainActor
struct FeedTests {
    let articles = [Article(id: 2, title: "Scopes in practice", authorID: "grace"), Article(id: 1, title: "Hello, world", authorID: "ada")]

    @Test func offlineThenRetried() async {
        let fetch = ArticlesStub(articles, failingFirst: [.offline])
        let feed = FeedViewModel(fetchArticles: fetch, bookmarkArticle: BookmarksStub())
        await feed.load()
        #expect(feed.lines == ["You are offline; pull to retry."])
        #expect(feed.articles.isEmpty)
        await feed.load()
        #expect(feed.lines == ["  Scopes in practice", "  Hello, world"])
        #expect(await fetch.calls == 2)
    }

    @Test func anyOtherFailureIsNotCalledOffline() async {
        let feed = FeedViewModel(fetchArticles: ArticlesStub(articles, failingFirst: [.notFound]), bookmarkArticle: BookmarksStub())
        await feed.load()
        #expect(feed.lines == ["Cannot load the feed."])
    }

    /// The article scene is the feed component's child: created with `init(parent: self)`, it reads
    /// the bookmarking use case from the feed's test double, so a bookmark made there shows in the feed.
    @Test func anArticleOpenedFromTheFeedBookmarksIntoTheFeedsUseCase() async {
        let bookmarks = BookmarksStub()
        let component = FeedComponent(parent: nil, dependency: FeedDependencyMock(fetchArticles: ArticlesStub(articles), bookmarkArticle: bookmarks))
        let article = component.article.makeViewModel(for: articles[0])
        await article.load()
        #expect(article.title == "Scopes in practice")
        await article.toggleBookmark()
        #expect(article.title == "Scopes in practice (bookmarked)")
        #expect(await bookmarks.bookmarked == [2])

        let feed = component.makeViewModel()
        await feed.load()
        #expect(feed.lines == ["* Scopes in practice", "  Hello, world"])
    }

    @Test func anArticleTogglesItsBookmark() async {
        let component = ArticleComponent(parent: nil, dependency: ArticleDependencyMock(bookmarkArticle: BookmarksStub()))
        let article = component.makeViewModel(for: articles[1])
        await article.toggleBookmark()
        await article.toggleBookmark()
        #expect(article.title == "Hello, world")
    }
}
