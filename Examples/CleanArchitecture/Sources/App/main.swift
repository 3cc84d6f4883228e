// A scripted run of the app: sign in, browse, bookmark, open a detail, sign out, sign in again.
let app = AppComponent()
let coordinator = AppCoordinator(app: app)
coordinator.signIn()
if let scene = coordinator.showFeed(bookmarking: 1) {
    coordinator.showDetail(of: 2, from: scene)
}
coordinator.signOut()
coordinator.signIn()
coordinator.showFeed()
for line in coordinator.log { print(line) }
// One API client for the whole app: every scene's use case went through the same instance.
print("API requests served by one client: \(app.apiClient.requests)")
