/// The per-component storage behind `shared { }`: one lazily created value per call site.
///
/// The lock guards only the table, never user code: a factory runs with no lock held, so a factory
/// may read other shared properties of the same component or of any ancestor, on any thread, without
/// the lock-order deadlock a lock held around factories causes. A call site being created by one
/// thread is marked as such; other threads asking for it wait for the value instead of running the
/// factory a second time.
///
/// Most components have a handful of shared properties, so call sites are found by a linear scan of
/// a small array (cheaper than hashing); past `indexThreshold` entries a dictionary index takes over.
///
/// `@unchecked Sendable`: `keys`, `slots` and `index` are read and written only with `lock` held.
final class SharedStore: @unchecked Sendable {
    private enum Slot {
        case creating(by: ThreadIdentity)
        case ready(AnyObject)
    }

    /// Holds one created value, whatever its type (optionals and existentials included).
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private static let indexThreshold = 16

    private let lock = ConditionLock()
    private var keys: [SharedKey] = []
    private var slots: [Slot] = []
    private var index: [SharedKey: Int]?

    /// The position of `key`'s slot. Call with the lock held.
    private func position(of key: SharedKey) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// Adds a slot for `key` and returns its position. Call with the lock held.
    private func append(_ key: SharedKey, _ slot: Slot) -> Int {
        keys.append(key)
        slots.append(slot)
        let position = keys.count - 1
        if index != nil {
            index?[key] = position
        } else if keys.count > Self.indexThreshold {
            index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
        }
        return position
    }

    /// Returns the value created for `key`, running `factory` on first access only.
    ///
    /// - Parameter describe: names the call site for the error raised when a factory reads itself.
    func value<Value>(
        for key: SharedKey,
        describe: () -> String,
        factory: () -> Value
    ) -> Value {
        lock.lock()
        while true {
            guard let position = position(of: key) else {
                let position = append(key, .creating(by: .current))
                lock.unlock()
                let box = Box(factory())
                lock.lock()
                slots[position] = .ready(box)
                lock.broadcast()
                lock.unlock()
                return box.value
            }
            switch slots[position] {
            case .ready(let object):
                lock.unlock()
                return Self.unbox(object, as: Value.self, describe: describe)
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

    private static func unbox<Value>(_ object: AnyObject, as _: Value.Type, describe: () -> String) -> Value {
        // Comparing class metadata is much cheaper than a dynamic cast, and proves the downcast safe.
        guard type(of: object) == Box<Value>.self else {
            GraftFailure.stop("Graft: \(describe()) was created with a type other than \(Value.self).")
        }
        return unsafeDowncast(object, to: Box<Value>.self).value
    }
}
