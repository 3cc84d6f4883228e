import Domain
import Testing
@testable import LoginFeature

/// A sign-in use case that gives the answer it was made with.
struct SignInStub: SignInUseCase {
    let answer: Result<Account, DomainError>
    func callAsFunction(user: String, password: String) async throws -> Account { try answer.get() }
}

/// The sign-in screen, made by its component from a generated test double of its dependency.
@MainActor
struct LoginTests {
    let ada = Account(userID: "ada", name: "Ada Lovelace")

    func screen(answering answer: Result<Account, DomainError>, signedIn: @escaping @MainActor (Account) -> Void = { _ in }) -> LoginViewModel {
        let loggedOut = LoggedOutComponent(parent: nil, dependency: LoggedOutDependencyMock(signIn: SignInStub(answer: answer)))
        return loggedOut.makeViewModel(signedIn: signedIn)
    }

    @Test func signingInHandsTheAccountOn() async {
        var signedIn: [Account] = []
        let login = screen(answering: .success(ada)) { signedIn.append($0) }
        await login.submit(user: "ada", password: "analytical")
        #expect(login.state == .signedIn(ada))
        #expect(signedIn == [ada])
    }

    @Test func aWrongPasswordSaysSo() async {
        var signedIn: [Account] = []
        let login = screen(answering: .failure(.invalidCredentials)) { signedIn.append($0) }
        await login.submit(user: "ada", password: "wrong")
        #expect(login.state == .failed("Wrong user name or password."))
        #expect(signedIn.isEmpty)
    }

    @Test func anUnreachableServerAsksToTryAgain() async {
        let login = screen(answering: .failure(.offline))
        await login.submit(user: "ada", password: "analytical")
        #expect(login.state == .failed("Cannot sign in right now; try again."))
    }
}
