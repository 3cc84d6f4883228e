import Domain
import Graft

/// What a profile screen's scope needs.
public protocol ProfileDependency: Dependency {
    /// Fetches profiles.
    var fetchProfile: any FetchProfileUseCase { get }
}

/// The scope of a profile screen; the signed-in scope creates it for the reader, an article's scope
/// for its author.
public final class ProfileComponent: Component<ProfileDependency> {
    /// A new view model for the screen of `userID`'s profile.
    @MainActor
    public func makeViewModel(userID: String) -> ProfileViewModel {
        ProfileViewModel(userID: userID, fetchProfile: dependency.fetchProfile)
    }
}

/// A profile screen's state and actions.
@MainActor
public final class ProfileViewModel {
    private let userID: String
    private let fetchProfile: any FetchProfileUseCase
    /// The line the screen shows.
    public private(set) var summary = ""

    /// Creates the view model of `userID`'s profile.
    public init(userID: String, fetchProfile: any FetchProfileUseCase) {
        self.userID = userID
        self.fetchProfile = fetchProfile
    }

    /// Loads the profile.
    public func load() async {
        do {
            let profile = try await fetchProfile(userID: userID)
            summary = "\(profile.name), \(profile.articleCount) article\(profile.articleCount == 1 ? "" : "s")"
        } catch DomainError.notFound {
            summary = "No reader '\(userID)'."
        } catch {
            summary = "Cannot load the profile right now."
        }
    }
}
