/// The per-component storage behind `shared { }`: one lazily created value per call site.
///
/// The lock guards only the table, never user code: a factory runs with no lock held, so a factory
/// may read other shared properties of the same component or of any ancestor, on any thread, without
/// the lock-order deadlock a lock held around factories causes. A call site being created by one
/// thread is marked as such; other threads asking for it wait for the value instead of running the
/// factory a second time.
///
/// `@unchecked Sendable`: `slots` is read and written only with `lock` held.
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

    private let lock = ConditionLock()
    private var slots: [SharedKey: Slot] = [:]

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
            switch slots[key] {
            case .ready(let object)?:
                lock.unlock()
                return Self.unbox(object, as: Value.self, describe: describe)
            case .creating(let owner)?:
                if owner == .current {
                    lock.unlock()
                    preconditionFailure(
                        "Graft: \(describe()) reads itself while it is being created; a shared "
                            + "factory must not depend on its own value."
                    )
                }
                lock.wait()
            case nil:
                slots[key] = .creating(by: .current)
                lock.unlock()
                let box = Box(factory())
                lock.lock()
                slots[key] = .ready(box)
                lock.broadcast()
                lock.unlock()
                return box.value
            }
        }
    }

    private static func unbox<Value>(_ object: AnyObject, as _: Value.Type, describe: () -> String) -> Value {
        // Comparing class metadata is much cheaper than a dynamic cast, and proves the downcast safe.
        guard type(of: object) == Box<Value>.self else {
            preconditionFailure("Graft: \(describe()) was created with a type other than \(Value.self).")
        }
        return unsafeDowncast(object, to: Box<Value>.self).value
    }
}
