// A scripted run of the app: a failed sign-in, the feed offline and then retried, an article
// bookmarked and its author's profile, the reader's own profile, sign-out, and a new session.
let app = AppComponent()
let coordinator = AppCoordinator(app: app)
await coordinator.signIn(user: "ada", password: "wrong")
await coordinator.signIn(user: "ada", password: "analytical")
await app.api.setOnline(false)
await coordinator.showFeed()
await app.api.setOnline(true)
let articles = await coordinator.showFeed()
if let article = articles.first(where: { $0.title == "Scopes in practice" }) {
    await coordinator.open(article, bookmarking: true)
}
await coordinator.showFeed()
await coordinator.showOwnProfile()
coordinator.signOut()
await coordinator.signIn(user: "ada", password: "analytical")
await coordinator.showFeed()
for line in coordinator.log { print(line) }
// One client for the whole app: every scope's use cases went through the same instance.
print("requests served by one API client: \(await app.api.requests)")
