import Domain
import Testing
@testable import ProfileFeature

/// Profiles from a table; a missing one is `notFound`, and everything fails when offline.
struct ProfilesStub: FetchProfileUseCase {
    var profiles: [String: Profile] = [:]
    var isOnline = true
    func callAsFunction(userID: String) async throws -> Profile {
        guard isOnline else { throw DomainError.offline }
        guard let profile = profiles[userID] else { throw DomainError.notFound }
        return profile
    }
}

/// The profile screen, made by its component from a generated test double of its dependency.
@MainActor
struct ProfileTests {
    func summary(of userID: String, from profiles: ProfilesStub) async -> String {
        let component = ProfileComponent(parent: nil, dependency: ProfileDependencyMock(fetchProfile: profiles))
        let screen = component.makeViewModel(userID: userID)
        await screen.load()
        return screen.summary
    }

    @Test func showsTheReadersArticles() async {
        let profiles = ProfilesStub(profiles: [
            "grace": Profile(userID: "grace", name: "Grace Hopper", articleCount: 2),
            "ada": Profile(userID: "ada", name: "Ada Lovelace", articleCount: 1),
        ])
        #expect(await summary(of: "grace", from: profiles) == "Grace Hopper, 2 articles")
        #expect(await summary(of: "ada", from: profiles) == "Ada Lovelace, 1 article")
    }

    @Test func anUnknownReaderOrNoNetworkSaysSo() async {
        #expect(await summary(of: "alan", from: ProfilesStub()) == "No reader 'alan'.")
        #expect(await summary(of: "alan", from: ProfilesStub(isOnline: false)) == "Cannot load the profile right now.")
    }
}
