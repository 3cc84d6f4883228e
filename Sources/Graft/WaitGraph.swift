/// Which thread waits for which, across every component's `shared` table, to find cycles.
///
/// A thread that needs a shared value another thread is creating waits for it. When that other
/// thread, directly or through others, is itself waiting for a value the first thread is creating,
/// nobody would ever wake up: the factories depend on their own values through other threads. Before
/// waiting, a thread records whom it waits for and follows the chain; finding itself at the end, it
/// stops the process with the message a factory reading itself on one thread gets.
///
/// Only waiting threads touch this table, so the common path (a value already created) never does.
enum WaitGraph {
    private static let lock = LockStripes.waitGraph
    /// For each waiting thread, the thread creating the value it waits for.
    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    private nonisolated(unsafe) static var waits: [(waiter: ThreadIdentity, owner: ThreadIdentity)] = []

    /// Records that the current thread is about to wait for `owner`; false, recording nothing, when
    /// `owner` already waits, directly or not, for the current thread.
    static func beginWaiting(for owner: ThreadIdentity) -> Bool {
        let current = ThreadIdentity.current
        lock.lock()
        defer { lock.unlock() }
        var next = owner
        var steps = 0
        while steps <= waits.count {
            if next == current { return false }
            guard let edge = waits.first(where: { $0.waiter == next }) else { break }
            next = edge.owner
            steps += 1
        }
        waits.append((current, owner))
        return true
    }

    /// Removes the current thread's wait.
    static func endWaiting() {
        let current = ThreadIdentity.current
        lock.lock()
        waits.removeAll { $0.waiter == current }
        lock.unlock()
    }
}
