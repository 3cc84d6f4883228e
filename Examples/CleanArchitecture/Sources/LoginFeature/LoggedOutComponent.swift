import Domain
import Graft

/// What the signed-out scope needs from the app.
public protocol LoggedOutDependency: Dependency {
    /// Signs a reader in.
    var signIn: any SignInUseCase { get }
}

/// The signed-out scope: the factory of the sign-in screen.
public final class LoggedOutComponent: Component<LoggedOutDependency> {
    /// A new view model for the sign-in screen, which calls `signedIn` once a reader is in.
    @MainActor
    public func makeViewModel(signedIn: @escaping @MainActor (Account) -> Void) -> LoginViewModel {
        LoginViewModel(signIn: dependency.signIn, signedIn: signedIn)
    }
}
