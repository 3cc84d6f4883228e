#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("Graft's runtime needs pthreads on this platform.")
#endif

/// A mutex with a condition variable, over pthreads.
///
/// The mutex and condition live in heap memory of their own, because pthread objects must not move
/// and Swift does not promise a stable address for a class's stored properties.
///
/// `@unchecked Sendable`: every access to the protected state happens between `lock()` and
/// `unlock()`, which is what pthread mutexes exist to make safe across threads.
final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Releases the mutex, waits for a broadcast, and takes the mutex again. Call with the mutex held.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting on the condition.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
