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

/// The identity of the calling thread, comparable across calls.
@usableFromInline
struct ThreadIdentity: Equatable {
    private let thread: pthread_t

    static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    @usableFromInline static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
