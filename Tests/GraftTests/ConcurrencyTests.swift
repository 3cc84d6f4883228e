import Foundation
import Graft
import Testing

/// Runs `body` on `count` threads at once and reports whether all finished within `timeout`.
/// A deadlock makes this return false instead of hanging the test run.
private func runConcurrently(threads count: Int, timeout: TimeInterval, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    return group.wait(timeout: .now() + timeout) == .success
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
private final class CrossRoot: BootstrapComponent, @unchecked Sendable {
    let aStarted = DispatchSemaphore(value: 0)
    let cStarted = DispatchSemaphore(value: 0)
    var child: CrossChild?
    /// Thread 1: initialising `a` reads the child's `b`.
    var a: Token {
        shared {
            aStarted.signal()
            _ = cStarted.wait(timeout: .now() + 5)
            return Token("a+" + (child?.b.name ?? "none"))
        }
    }
    var d: Token { shared { Token("d") } }
}

// @unchecked Sendable: tests hand this component across threads; its only state is the runtime\'s lock-guarded shared table.
private final class CrossChild: Component<any EmptyDependency>, @unchecked Sendable {
    let root: CrossRoot
    init(root: CrossRoot) {
        self.root = root
        super.init(parent: root, dependency: EmptyProvider())
    }
    var b: Token { shared { Token("b") } }
    /// Thread 2: initialising `c` reads the root's `d`.
    var c: Token {
        shared {
            root.cStarted.signal()
            _ = root.aStarted.wait(timeout: .now() + 5)
            return Token("c+" + root.d.name)
        }
    }
}

private final class EmptyProvider: EmptyDependency {}

@Suite("shared { } under concurrency")
struct ConcurrencyTests {
    @Test("many threads reading one shared property run its factory once and see one instance")
    func oneInstanceAcrossThreads() {
        let roots = (0..<20).map { _ in RootComponent() }
        let seen = (0..<roots.count).map { _ in Counter() }
        let identities = IdentitySet()
        let finished = runConcurrently(threads: 8, timeout: 60) { thread in
            for round in 0..<2_000 {
                let index = (round + thread) % roots.count
                identities.insert(roots[index].players, at: index)
                seen[index].increment()
            }
        }
        #expect(finished)
        for (index, root) in roots.enumerated() {
            #expect(root.playersFactoryRuns.count == 1)
            #expect(identities.count(at: index) == 1)
        }
    }

    @Test("threads creating shared objects in two scopes that read each other do not deadlock")
    func crossScopeNoDeadlock() {
        for _ in 0..<20 {
            let root = CrossRoot()
            let child = CrossChild(root: root)
            root.child = child
            let results = Results()
            let finished = runConcurrently(threads: 2, timeout: 30) { thread in
                results.set(thread == 0 ? root.a.name : child.c.name, at: thread)
            }
            #expect(finished, "deadlock between Root.a → Child.b and Child.c → Root.d")
            #expect(results.values == ["a+b", "c+d"])
            root.child = nil
        }
    }

    @Test("threads waiting for values other threads are creating never deadlock, whichever lock stripe a component uses")
    func waitingOnEveryStripe() {
        // 256 roots spread over all of the runtime's lock stripes; on each, one thread creates a
        // slow value while another waits for it (and records its wait with the lock held).
        let roots = (0..<256).map { _ in SlowRoot() }
        let finished = runConcurrently(threads: 2, timeout: 60) { thread in
            for root in roots {
                if thread == 0 {
                    _ = root.slow
                } else {
                    _ = root.started.wait(timeout: .now() + 5)
                    _ = root.slow
                }
            }
        }
        #expect(finished, "a thread waiting for a value being created must be woken")
        #expect(roots.allSatisfy { $0.factoryRuns.count == 1 })
    }

    @Test("many components under many parents, hammered from several threads")
    func hammer() {
        let roots = (0..<8).map { _ in RootComponent() }
        let loggedIns = roots.map(\.loggedIn)
        let wrong = Counter()
        let finished = runConcurrently(threads: 6, timeout: 60) { thread in
            for round in 0..<500 {
                let loggedIn = loggedIns[(round * 7 + thread) % loggedIns.count]
                let game = loggedIn.game
                if game.dependency.scores !== loggedIn.scores { wrong.increment() }
                if game.scoreSheet.dependency.scores !== game.scores { wrong.increment() }
                if loggedIn.scoreSheet.dependency.scores !== loggedIn.scores { wrong.increment() }
                if game.dependency.players !== loggedIn.dependency.players { wrong.increment() }
            }
        }
        #expect(finished)
        #expect(wrong.count == 0)
        // Every root's `players` was read (through Game's provider), and made once.
        #expect(roots.map(\.playersFactoryRuns.count) == Array(repeating: 1, count: roots.count))
    }
}

private final class IdentitySet: @unchecked Sendable {
    // @unchecked Sendable: `sets` is only touched with `lock` held.
    private let lock = NSLock()
    private var sets: [Int: Set<ObjectIdentifier>] = [:]
    func insert(_ object: AnyObject, at index: Int) {
        lock.withLock { _ = sets[index, default: []].insert(ObjectIdentifier(object)) }
    }
    func count(at index: Int) -> Int { lock.withLock { sets[index, default: []].count } }
}

private final class Results: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage = ["", ""]
    func set(_ value: String, at index: Int) { lock.withLock { storage[index] = value } }
    var values: [String] { lock.withLock { storage } }
}

// @unchecked Sendable: handed across threads; its state is the runtime's lock-guarded shared table, a semaphore and a counter.
private final class SlowRoot: BootstrapComponent, @unchecked Sendable {
    let started = DispatchSemaphore(value: 0)
    let factoryRuns = Counter()
    /// Takes a millisecond to make, so that the other thread finds it being created.
    var slow: Token {
        shared {
            factoryRuns.increment()
            started.signal()
            Thread.sleep(forTimeInterval: 0.001)
            return Token("slow")
        }
    }
}
