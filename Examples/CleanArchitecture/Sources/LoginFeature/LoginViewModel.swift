import Domain

/// The sign-in screen's state and actions.
@MainActor
public final class LoginViewModel {
    /// What the screen shows.
    public enum State: Equatable {
        /// Waiting for the reader.
        case idle
        /// The request is under way.
        case signingIn
        /// Signing in failed, with the message to show.
        case failed(String)
        /// The reader is in.
        case signedIn(Account)
    }

    private let signIn: any SignInUseCase
    private let signedIn: @MainActor (Account) -> Void
    /// What the screen shows.
    public private(set) var state = State.idle

    /// Creates the view model with its use case and what to do once a reader is in.
    public init(signIn: any SignInUseCase, signedIn: @escaping @MainActor (Account) -> Void) {
        self.signIn = signIn
        self.signedIn = signedIn
    }

    /// Signs in with the credentials typed.
    public func submit(user: String, password: String) async {
        state = .signingIn
        do {
            let account = try await signIn(user: user, password: password)
            state = .signedIn(account)
            signedIn(account)
        } catch DomainError.invalidCredentials {
            state = .failed("Wrong user name or password.")
        } catch {
            state = .failed("Cannot sign in right now; try again.")
        }
    }
}
