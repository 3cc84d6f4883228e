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

// Everything of the runtime that touches pthreads: the lock stripes of `shared` tables, the
// identity of threads and each thread's cache of generated lookups.

/// A fixed set of mutexes, each with a condition variable, shared by every component's `shared`
/// table: a component uses the stripe its address picks. No lock is allocated per component, and
/// with 64 stripes two components rarely share one (a shared stripe only means brief waits, never a
/// wrong result: every stripe's waiters re-check their own slot when woken).
///
/// The pthread objects live in memory allocated once, because they must not move.
@usableFromInline
enum LockStripes {
    /// One mutex and its condition.
    @usableFromInline
    struct Stripe: @unchecked Sendable {
        // @unchecked Sendable: pthread objects exist to be used from several threads.
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
        let condition: UnsafeMutablePointer<pthread_cond_t>

        /// Takes the mutex.
        @inlinable func lock() { pthread_mutex_lock(mutex) }
        /// Releases the mutex.
        @inlinable func unlock() { pthread_mutex_unlock(mutex) }

        /// Releases the mutex, waits for a broadcast, and takes the mutex again. Call with the mutex held.
        func wait() { pthread_cond_wait(condition, mutex) }

        /// Wakes every thread waiting on the condition.
        func broadcast() { pthread_cond_broadcast(condition) }
    }

    @usableFromInline static let count = 64
    /// The stripes, in memory that is never freed: reading one costs no reference counting.
    // nonisolated(unsafe): written once, when first used (Swift makes that thread-safe), then only read.
    @usableFromInline nonisolated(unsafe) static let stripes: UnsafeMutablePointer<Stripe> = {
        // One more than the components use: the wait graph's own, never a component's.
        let stripes = UnsafeMutablePointer<Stripe>.allocate(capacity: count + 1)
        for position in 0...count {
            let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            condition.initialize(to: pthread_cond_t())
            pthread_cond_init(condition, nil)
            (stripes + position).initialize(to: Stripe(mutex: mutex, condition: condition))
        }
        return stripes
    }()

    /// The stripe of `object`, picked by its address.
    @inlinable
    static func stripe(for object: AnyObject) -> Stripe {
        // Objects are 16-byte aligned; the bits above pick the stripe.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return stripes[Int(truncatingIfNeeded: (address >> 4) & UInt(count - 1))]
    }

    /// The wait graph's lock, which no component uses: it is taken while a component's stripe is
    /// held, so it must never be one of them (a non-recursive mutex taken twice never returns).
    static let waitGraph = stripes[count]
}

/// The identity of the calling thread, comparable across calls.
@usableFromInline
struct ThreadIdentity: Equatable {
    private let thread: pthread_t

    static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    @usableFromInline static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}

/// The generated lookups of the component classes a thread created last, by class, one table per
/// thread: asking the Swift runtime whether a class conforms hashes the class and the protocol and
/// searches its conformance cache on every `init(parent:)` (PERFORMANCE.md, "The runtime"). Each
/// entry also remembers how the last provider its lookup returned became the component's
/// dependency (ProviderCast.swift), which would otherwise be a second search of that cache.
///
/// A slot holds the last class whose address picked it; another class replaces it. Only found
/// lookups are kept: a class that has none may gain one from a library loaded later.
enum LookupCache {
    /// A class, its lookup, and the witness table of the provider its lookup returned last.
    struct Entry {
        /// The component class.
        var type: ObjectIdentifier?
        /// The class's generated lookup, when it has a conformance of its own.
        var lookup: (any GeneratedDependencyLookup.Type)?
        /// The class's checks from the generated lookup table (`LookupTable.swift`), which lives
        /// as long as the process.
        var checks: Unmanaged<LookupChecks>?
        /// The class of the provider the lookup returned last, when its cast is remembered.
        var providerType: ObjectIdentifier?
        /// The witness table that makes a provider of `providerType` the component's dependency.
        var witnessTable: UnsafeRawPointer?
    }

    /// Slots per thread (a power of two).
    static let count = 64

    /// The key of each thread's table, which the thread's exit frees.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { table in free(table) }
        precondition(status == 0, "Graft could not create a thread-specific key (pthread_key_create: \(status))")
        return key
    }()

    /// The calling thread's slot for `type`, which may hold another class's entry.
    static func slot(of type: AnyObject.Type) -> UnsafeMutablePointer<Entry> {
        let table: UnsafeMutablePointer<Entry>
        if let existing = pthread_getspecific(key) {
            table = existing.assumingMemoryBound(to: Entry.self)
        } else {
            // malloc, not Swift's allocator: the key's destructor frees it with free().
            guard let memory = malloc(count * MemoryLayout<Entry>.stride) else {
                preconditionFailure("Graft could not allocate a thread's table of generated lookups")
            }
            table = memory.bindMemory(to: Entry.self, capacity: count)
            table.initialize(repeating: Entry(), count: count)
            pthread_setspecific(key, memory)
        }
        // Metadata addresses are pointer-aligned: the bits above the three zero ones pick the slot.
        return table + Int(truncatingIfNeeded: (UInt(bitPattern: ObjectIdentifier(type)) >> 3) & UInt(count - 1))
    }

    /// The calling thread's entry for `type`, holding its generated lookup: its checks in the
    /// lookup table that `parent`'s chain leads to, else the class's own conformance (the
    /// generator writes one only for a class it cannot put in a table, one with type parameters,
    /// and never lines for it); `nil` when it has neither. The entry stays this thread's, and
    /// `type`'s until another class takes its slot.
    static func entry(of type: AnyObject.Type, parent: any Scope) -> UnsafeMutablePointer<Entry>? {
        let slot = slot(of: type)
        let id = ObjectIdentifier(type)
        if slot.pointee.type == id { return slot }
        // The table first: the first cast of a class to a protocol searches every conformance in
        // the process, per superclass (PERFORMANCE.md, "The table's walk and its start-up").
        if let checks = tableChecks(of: type, parent: parent) {
            slot.pointee = Entry(type: id, checks: Unmanaged.passUnretained(checks))
            return slot
        }
        guard let found = type as? any GeneratedDependencyLookup.Type else { return nil }
        slot.pointee = Entry(type: id, lookup: found)
        return slot
    }
}
