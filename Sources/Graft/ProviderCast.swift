// How a generated provider becomes its component's dependency without asking the Swift runtime
// each time.
//
// A lookup returns its provider as `AnyObject`; `Component` casts it to its `DependencyType`, an
// existential such as `any GameDependency`. The cast searches the Swift runtime's conformance cache
// (hashing the class and the protocol) on every `init(parent:)`: about a quarter of its time
// (PERFORMANCE.md, "The runtime"). Its result, for a class-bound protocol, is the object and one
// witness table, the table depending only on the provider's class and the protocol: Swift's ABI
// lays a class existential out as the object reference followed by the witness tables of its
// protocols (docs/ABI/TypeLayout.rst in the Swift repository, "Class Existential Containers").
// So the first cast for a provider class is the runtime's, and its table is remembered in the
// component class's `LookupCache` entry, on the calling thread; later ones pair the object with it.
// A dependency type of any other shape (two witness tables, a class type, a protocol that is not
// class-bound) is not remembered and is cast by the runtime every time.

extension LookupCache.Entry {
    /// The witness table remembered for `provider`'s class as the dependency of the component class
    /// `component`, or `nil` when none is. (Not an optional dependency: in this generic code that
    /// would ask the runtime for `Optional<Dependency>`'s metadata on every call.)
    func witnessTable(for provider: AnyObject, of component: ObjectIdentifier) -> UnsafeRawPointer? {
        // `type` is checked again although the entry was looked up for `component`: the lookup ran
        // in between, and another class may have taken the slot on this thread since.
        guard type == component, providerType == ObjectIdentifier(Swift.type(of: provider)) else { return nil }
        return witnessTable
    }

    /// `provider` as `Dependency`, a class existential of one witness table, `witnessTable`
    /// (from `witnessTable(for:of:)`).
    static func dependency<Dependency>(_ provider: AnyObject, witnessTable: UnsafeRawPointer, as _: Dependency.Type) -> Dependency {
        // Copies the reference (retaining it) into the existential; the tuple's own is released.
        unsafeBitCast((provider, witnessTable), to: Dependency.self)
    }

    /// Remembers how `provider` became `dependency`, the runtime's cast of it to the dependency of
    /// the component class `component`, when that is an object and one witness table; otherwise
    /// leaves the entry as it is.
    mutating func remember<Dependency>(_ dependency: Dependency, castFrom provider: AnyObject, of component: ObjectIdentifier) {
        guard type == component,
            MemoryLayout<Dependency>.size == MemoryLayout<(AnyObject, UnsafeRawPointer)>.size
        else { return }
        let words = withUnsafeBytes(of: dependency) { bytes in
            (bytes.load(as: UnsafeRawPointer.self), bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self))
        }
        // The first word is the object itself only in a class existential (a struct or an enum of
        // this size holds no reference to the provider there).
        guard words.0 == UnsafeRawPointer(Unmanaged.passUnretained(provider).toOpaque()) else { return }
        providerType = ObjectIdentifier(Swift.type(of: provider))
        witnessTable = words.1
    }
}
