import Foundation
import Graft
import Testing

private protocol Greeter: AnyObject { var greeting: String { get } }
private final class English: Greeter { let greeting = "hello" }

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
private final class SharedFixture: BootstrapComponent, @unchecked Sendable {
    let runs = Counter()
    var token: Token {
        shared {
            runs.increment()
            return Token("token")
        }
    }
    var otherToken: Token { shared { Token("other") } }
    var maybe: Token? {
        shared {
            runs.increment()
            return nil
        }
    }
    var greeter: any Greeter { shared { English() } }
    /// Reads another shared property of the same component from inside its factory.
    var pair: (Token, Token) { shared { (token, otherToken) } }
}

@Suite("shared { }")
struct SharedTests {
    @Test("one instance per component instance and call site")
    func sameInstanceWithinComponent() {
        let component = SharedFixture()
        #expect(component.token === component.token)
        #expect(component.token !== component.otherToken)
        #expect(component.runs.count == 1)
    }

    @Test("two instances of one component class get their own instances")
    func differentInstancesAcrossComponents() {
        let first = SharedFixture()
        let second = SharedFixture()
        #expect(first.token !== second.token)
    }

    @Test("the factory does not run before the first access")
    func lazy() {
        let component = SharedFixture()
        #expect(component.runs.count == 0)
        _ = component.token
        #expect(component.runs.count == 1)
    }

    @Test("a nil result is cached, not recomputed")
    func nilIsCached() {
        let component = SharedFixture()
        #expect(component.maybe == nil)
        #expect(component.maybe == nil)
        #expect(component.runs.count == 1)
    }

    @Test("existential types are shared")
    func existential() {
        let component = SharedFixture()
        #expect(component.greeter === component.greeter)
        #expect(component.greeter.greeting == "hello")
    }

    @Test("a factory may read other shared properties of its component")
    func reentrantSameComponent() {
        let component = SharedFixture()
        let pair = component.pair
        #expect(pair.0 === component.token)
        #expect(pair.1 === component.otherToken)
    }

    @Test("many call sites on one component each keep their own instance")
    func manyCallSites() {
        let component = SharedFixture()
        // Forty distinct call sites (more than the store scans linearly before indexing them).
        let first = (0..<40).map { site in component.shared(line: UInt(10_000 + site)) { Token("\(site)") } }
        let again = (0..<40).map { site in component.shared(line: UInt(10_000 + site)) { Token("other") } }
        #expect(Set(first.map(ObjectIdentifier.init)).count == 40)
        #expect(zip(first, again).allSatisfy { $0 === $1 })
        #expect(again.map(\.name) == (0..<40).map { "\($0)" })
    }

    @Test("a factory may read shared properties of ancestors")
    func reentrantAncestor() {
        let root = RootComponent()
        let loggedIn = root.loggedIn
        #expect(loggedIn.scores.name == "scores of players")
        #expect(loggedIn.dependency.players === root.players)
    }
}
