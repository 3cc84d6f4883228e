/// The storage behind `shared { }`: one lazily created value per call site.
///
/// A component holds a pointer to its table, created on the first `shared` call, so that a
/// component that never calls `shared` allocates nothing for it. Tables are guarded by a small fixed
/// set of locks shared by all components (`LockStripes`), picked by the component's address: no lock
/// is allocated per component. A lock guards only the table, never user code: a factory runs with
/// no lock held, so it may read other shared properties of the same component or of any ancestor,
/// on any thread. A call site being created by one thread is marked as such; other threads asking
/// for it wait for the value instead of running the factory a second time.
///
/// Values are stored type-erased in memory the table owns, with the identity of their type: reading
/// one back compares two pointers and copies the value out, with no dynamic cast, no generic
/// metadata lookup and no reference counting of the table's own storage.
@usableFromInline
struct SharedTable {
    /// The state of one call site. Trivial (no references), so reading it costs no retain.
    @usableFromInline
    enum Slot {
        case creating(by: ThreadIdentity)
        case ready(pointer: UnsafeMutableRawPointer, type: ObjectIdentifier)
    }

    /// Most components have a handful of shared properties, so call sites are found by a linear
    /// scan (cheaper than hashing); past this many a dictionary index takes over, on the slow path.
    @usableFromInline static let indexThreshold = 16

    /// The call sites and their slots, in memory the table manages itself: reading them through
    /// the table's pointer involves no reference counting.
    @usableFromInline var count = 0
    private var capacity = 0
    @usableFromInline var keys: UnsafeMutablePointer<SharedKey>?
    @usableFromInline var slots: UnsafeMutablePointer<Slot>?
    private var index: [SharedKey: Int]?
    /// What destroys the values when the table goes away, one per ready slot.
    private var owners: [AnyObject] = []

    /// The value stored for `key` in `table` when it is ready and of type `Value`; nil otherwise (the
    /// caller then takes the slow path, which creates, waits, or reports). Call with the lock held.
    @inlinable
    static func readyValue<Value>(in table: UnsafeMutablePointer<SharedTable>, for key: SharedKey, as _: Value.Type) -> Value? {
        let count = table.pointee.count
        guard count <= indexThreshold, let keys = table.pointee.keys, let slots = table.pointee.slots else { return nil }
        var position = 0
        while position < count {
            if keys[position] == key {
                guard case .ready(let pointer, let type) = slots[position], type == ObjectIdentifier(Value.self) else { return nil }
                return pointer.assumingMemoryBound(to: Value.self).pointee
            }
            position += 1
        }
        return nil
    }

    /// The position of `key`'s slot.
    private func position(of key: SharedKey) -> Int? {
        if let index { return index[key] }
        guard let keys else { return nil }
        return (0..<count).first { keys[$0] == key }
    }

    /// Adds a slot for `key` and returns its position.
    private mutating func append(_ key: SharedKey, _ slot: Slot) -> Int {
        if count == capacity {
            let newCapacity = max(4, capacity * 2)
            let newKeys = UnsafeMutablePointer<SharedKey>.allocate(capacity: newCapacity)
            let newSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
            if let keys, let slots {
                newKeys.moveInitialize(from: keys, count: count)
                newSlots.moveInitialize(from: slots, count: count)
                keys.deallocate()
                slots.deallocate()
            }
            keys = newKeys
            slots = newSlots
            capacity = newCapacity
        }
        guard let keys, let slots else { preconditionFailure("allocated above") }
        (keys + count).initialize(to: key)
        (slots + count).initialize(to: slot)
        count += 1
        if index != nil {
            index?[key] = count - 1
        } else if count > Self.indexThreshold {
            index = Dictionary(uniqueKeysWithValues: (0..<count).map { (keys[$0], $0) })
        }
        return count - 1
    }

    /// Returns the value created for `key` in a component's table, running `factory` on first
    /// access only. `table` reads the component's pointer to its table and `setTable` stores a new
    /// one; both are called with `lock` held, which guards the pointer and the table and is held
    /// only while they are read or written.
    ///
    /// - Parameter describe: names the call site for the error raised when a factory reads itself.
    @usableFromInline
    static func value<Value>(
        table: () -> UnsafeMutablePointer<SharedTable>?, setTable: (UnsafeMutablePointer<SharedTable>) -> Void,
        lock: LockStripes.Stripe, for key: SharedKey, describe: () -> String, factory: () -> Value
    ) -> Value {
        lock.lock()
        let storage: UnsafeMutablePointer<SharedTable>
        if let existing = table() {
            storage = existing
        } else {
            storage = .allocate(capacity: 1)
            storage.initialize(to: SharedTable())
            setTable(storage)
        }
        while true {
            guard let position = storage.pointee.position(of: key) else {
                let position = storage.pointee.append(key, .creating(by: .current))
                lock.unlock()
                let value = factory()
                let typed = UnsafeMutablePointer<Value>.allocate(capacity: 1)
                typed.initialize(to: value)
                let owner = ValueOwner(typed)
                lock.lock()
                storage.pointee.slots?[position] = .ready(pointer: UnsafeMutableRawPointer(typed), type: ObjectIdentifier(Value.self))
                storage.pointee.owners.append(owner)
                lock.broadcast()
                lock.unlock()
                return value
            }
            guard let slots = storage.pointee.slots else { preconditionFailure("a table with a position has slots") }
            switch slots[position] {
            case .ready(let pointer, let type):
                // Copied out with the lock held: the table may grow (and move its slots) once it is released.
                guard type == ObjectIdentifier(Value.self) else {
                    lock.unlock()
                    GraftFailure.stop("Graft: \(describe()) was created with a type other than \(Value.self).")
                }
                let value = pointer.assumingMemoryBound(to: Value.self).pointee
                lock.unlock()
                return value
            case .creating(let owner):
                if owner == .current {
                    lock.unlock()
                    GraftFailure.sharedCycle(describe(), acrossThreads: false)
                }
                // Waiting for a thread that waits, directly or not, for this one would hang forever.
                guard WaitGraph.beginWaiting(for: owner) else {
                    lock.unlock()
                    GraftFailure.sharedCycle(describe(), acrossThreads: true)
                }
                lock.wait()
                WaitGraph.endWaiting()
            }
        }
    }

    /// Destroys the table at `table` and every value in it.
    @usableFromInline
    static func destroy(_ table: UnsafeMutablePointer<SharedTable>) {
        let count = table.pointee.count
        table.pointee.keys?.deinitialize(count: count).deallocate()
        table.pointee.slots?.deinitialize(count: count).deallocate()
        table.deinitialize(count: 1)
        table.deallocate()
    }
}

/// Destroys and frees a stored value when the table that holds it goes away.
private final class ValueOwner<Value> {
    let pointer: UnsafeMutablePointer<Value>

    init(_ pointer: UnsafeMutablePointer<Value>) { self.pointer = pointer }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
