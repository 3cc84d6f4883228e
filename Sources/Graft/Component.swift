/// A component seen without its dependency type: the base class of ``Component``, which holds the
/// link to the parent.
///
/// Subclass ``Component`` (or ``BootstrapComponent``), never this class: it has no initialiser you
/// can call. The runtime walks a parent chain through it when it matches the chain against the
/// generated lookup table, reading each link's parent without knowing the link's dependency type.
open class AnyComponent: Scope {
    /// The component that created this one, or `nil` for a root. For a non-core component, the
    /// pluginized component that owns it (see ``NonCoreComponent``).
    @inlinable
    public final var parent: (any Scope)? {
        if let storedParent { return storedParent }
        guard let ownerLink else { return nil }
        return ownerLink.owner(of: self)
    }

    /// The parent, held strongly; `nil` for roots and non-core components.
    @usableFromInline let storedParent: (any Scope)?

    /// A non-core component's owner, held weakly: the owner holds the non-core component, so a
    /// strong reference back would keep both alive forever. `nil` for every other component.
    @usableFromInline let ownerLink: OwnerLink?

    /// `storedParent`'s object, not retained (`storedParent` holds it): what the runtime reads
    /// when it walks a parent chain against the lookup table, without reference counting.
    let parentObject: Unmanaged<AnyObject>?

    /// A component linked to `storedParent` (strongly) or to an owner through `ownerLink` (weakly).
    init(storedParent: (any Scope)?, ownerLink: OwnerLink?) {
        self.storedParent = storedParent
        self.ownerLink = ownerLink
        self.parentObject = storedParent.map { Unmanaged.passUnretained($0 as AnyObject) }
    }

    /// The type names of the components from the root down to this one.
    public final var path: [String] {
        Self.typePath(of: self)
    }
}

/// A scope of the dependency graph: the factory of one feature and the owner of its shared objects.
///
/// Subclass it with the feature's dependency protocol, create children with `init(parent: self)`, and
/// let the generator supply `dependency`:
///
/// ```swift
/// final class GameComponent: Component<GameDependency> {
///     var gameModel: GameModel { shared { GameModel(scores: dependency.scoreStream) } }
///     var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
/// }
/// ```
///
/// A component keeps its parent alive; releasing the last reference to a component releases it, its
/// dependency provider and every object it created with `shared`.
///
/// A component's own state is safe to use from any thread: its parent and dependency never change
/// and a lock guards the `shared` table. It does not declare `Sendable`, so that subclasses need not
/// restate it; a subclass that is handed across threads can declare `@unchecked Sendable` itself.
open class Component<DependencyType>: AnyComponent {
    /// What this component needs from its ancestors, as resolved by the generator.
    public let dependency: DependencyType

    /// The `shared` values, created on the first `shared` call; the pointer and the table are
    /// guarded by this component's lock stripe (`unchecked`: that lock, not Swift's per-access
    /// check, keeps accesses apart).
    @exclusivity(unchecked) @usableFromInline final var sharedTable: UnsafeMutablePointer<SharedTable>?

    /// Creates a component under `parent`, with the dependency provider the generator wrote for this
    /// component's path.
    ///
    /// The provider is found through the generated code linked into the app; there is nothing to
    /// register. If no provider exists for this component under this parent chain, the process stops
    /// at once with a message that names the component, its path and the fix.
    public init(parent: any Scope) {
        self.dependency = Self.generatedDependency(parent: parent)
        super.init(storedParent: parent, ownerLink: nil)
    }

    /// Creates a non-core component owned by `owner`, with the provider generated for its path.
    init(owner: any Scope) {
        self.dependency = Self.generatedDependency(parent: owner)
        super.init(storedParent: nil, ownerLink: OwnerLink(owner))
    }

    /// Creates a component with an explicit dependency: for unit tests and for hand wiring.
    ///
    /// - Parameters:
    ///   - parent: the component that owns this one, or `nil` for a component used on its own.
    ///   - dependency: the object that provides what this component needs.
    public init(parent: (any Scope)?, dependency: DependencyType) {
        self.dependency = dependency
        super.init(storedParent: parent, ownerLink: nil)
    }

    deinit {
        if let sharedTable { SharedTable.destroy(sharedTable) }
    }

    /// Returns the object created by `factory` the first time this call site runs on this component
    /// instance, and the same object on every later call.
    ///
    /// Use it in a computed property to make one instance per scope:
    /// `var scoreStream: ScoreStream { shared { ScoreStream() } }`.
    ///
    /// It is thread-safe (the factory runs once however many threads ask), re-entrant (a factory may
    /// read other shared properties of this component or its ancestors) and holds no lock while the
    /// factory runs. A factory that returns `nil` for an optional type is not run again.
    ///
    /// - Parameters:
    ///   - file: the call site's file; leave the default.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    ///   - function: the enclosing property, used in error messages; leave the default.
    ///   - factory: makes the object; runs at most once per component instance.
    @inlinable
    public final func shared<T>(
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ factory: () -> T
    ) -> T {
        let key = SharedKey(file: file, line: line, column: column)
        let stripe = LockStripes.stripe(for: self)
        // The common case, inlined into the caller: the value exists.
        stripe.lock()
        if let table = sharedTable, let value = SharedTable.readyValue(in: table, for: key, as: T.self) {
            stripe.unlock()
            return value
        }
        stripe.unlock()
        return SharedTable.value(
            table: { sharedTable }, setTable: { sharedTable = $0 }, lock: stripe, for: key,
            describe: { "the shared property '\(function)' of \(String(describing: type(of: self)))" },
            factory: factory
        )
    }

    /// The provider the test double at the top of `parent`'s chain has for this component, if the
    /// top was given a test double the mocks plugin wrote.
    private static func testDoubleProvider(parent: any Scope) -> AnyObject? {
        var top = parent
        while let next = top.parent { top = next }
        guard let holder = top as? any DependencyHolder, let lookup = holder.dependencyObject as? any GeneratedMockDependencyLookup else {
            return nil
        }
        return lookup.graftDependency(for: Self.self, parent: parent)
    }

    /// The provider that `entry`'s lookup (the class's checks in the lookup table, or its own
    /// conformance) has for this component under `parent`, or `nil`.
    private static func provider(_ entry: UnsafeMutablePointer<LookupCache.Entry>, parent: any Scope) -> AnyObject? {
        if let checks = entry.pointee.checks { return checks._withUnsafeGuaranteedRef { $0.provider(parent: parent) } }
        return entry.pointee.lookup?.graftDependency(for: Self.self, parent: parent)
    }

    /// The provider generated for this component under `parent`; stops the process, naming the
    /// component, its path and the fix, when there is none.
    private static func generatedDependency(parent: any Scope) -> DependencyType {
        let component = ObjectIdentifier(Self.self)
        if let entry = LookupCache.entry(of: Self.self, parent: parent), let provider = Self.provider(entry, parent: parent) {
            // The cast this thread remembers for the provider's class (ProviderCast.swift), else the
            // runtime's. A `case … as` casts straight into a `DependencyType`; `provider as?
            // DependencyType` would first ask the runtime for `Optional<DependencyType>`'s metadata,
            // which cost a sixth of `init(parent:)` (Benchmarks/scripts/runtime-quick.sh).
            if let witnessTable = entry.pointee.witnessTable(for: provider, of: component) {
                return LookupCache.Entry.dependency(provider, witnessTable: witnessTable, as: DependencyType.self)
            }
            switch provider {
            case let dependency as DependencyType:
                entry.pointee.remember(dependency, castFrom: provider, of: component)
                return dependency
            default: break
            }
        }
        // A chain topped by a component given a generated test double (`init(parent: nil,
        // dependency: …Mock(…))`): the double's lookup, written by the mocks plugin.
        if let provider = Self.testDoubleProvider(parent: parent) {
            switch provider {
            case let dependency as DependencyType: return dependency
            default: break
            }
        }
        GraftFailure.missingProvider(
            component: String(describing: Self.self), parentPath: Self.typePath(of: parent), dependency: String(describing: DependencyType.self)
        )
    }
}

extension Component: DependencyHolder {
    var dependencyObject: Any { dependency }
}
