/// The base protocol of a plugin extension: the part of a pluginized component's non-core
/// component that its core code may use.
///
/// Declare the properties the core needs and let the non-core component provide them:
///
/// ```swift
/// protocol GamePluginExtension: PluginExtension {
///     var scoreSheetBuilder: ScoreSheetBuilder { get }
/// }
/// ```
///
/// The generator checks that the non-core component has every property, with the same name and
/// type, and writes the object that forwards to it.
public protocol PluginExtension: AnyObject {}

/// A non-core component seen without its generic argument: how ``PluginizedComponent`` creates
/// it and forwards its scope's lifecycle.
public protocol NonCoreScope: Scope {
    /// Creates the non-core component of `parent`, the pluginized component that owns it.
    init(parent: any Scope)

    /// Called when the owner's bound scope becomes active.
    func scopeDidBecomeActive()

    /// Called when the owner's bound scope becomes inactive.
    func scopeDidBecomeInactive()
}

/// A pluginized component seen without its generic arguments.
public protocol PluginizedScope: Scope {
    /// Follows `observable`'s lifecycle; see ``PluginizedComponent/bind(to:)``.
    func bind(to observable: any PluginizedScopeLifecycleObservable)
}

/// The non-core half of a pluginized component: the features behind flags, kept out of the core.
///
/// A ``PluginizedComponent`` creates its non-core component when it is created and holds it for
/// its whole life; never create one yourself. A non-core component is a component like any other:
/// it has a dependency protocol, `shared` objects and children, and its properties provide for the
/// components below it (and, through the plugin extension, for its owner's core).
///
/// ```swift
/// final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
///     var scoreSheetBuilder: ScoreSheetBuilder { ScoreSheetComponent(parent: self) }
/// }
/// ```
///
/// Its parent is its owner, held weakly (the owner holds it): it lives exactly as long as its
/// owner. Using it after its owner was released — through a component it created that was kept
/// longer — stops the process with a message naming both.
open class NonCoreComponent<DependencyType>: Component<DependencyType>, NonCoreScope {
    /// Creates the non-core component of `parent`; called by ``PluginizedComponent``.
    public required override init(parent: any Scope) {
        super.init(owner: parent)
    }

    /// Creates a non-core component with an explicit dependency: for unit tests and hand wiring.
    /// `parent` is held strongly, like any component's.
    public override init(parent: (any Scope)?, dependency: DependencyType) {
        super.init(parent: parent, dependency: dependency)
    }

    /// Called when the owner's bound scope becomes active. Does nothing unless overridden.
    open func scopeDidBecomeActive() {}

    /// Called when the owner's bound scope becomes inactive. Does nothing unless overridden.
    open func scopeDidBecomeInactive() {}
}

/// A component whose features live partly in a non-core component, reached through a plugin
/// extension: Needle's pluginized API, checked at build time and with nothing to register.
///
/// ```swift
/// protocol GamePluginExtension: PluginExtension {
///     var scoreSheetBuilder: ScoreSheetBuilder { get }
/// }
/// final class GameComponent: PluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {
///     var game: Game { Game(scoreSheets: pluginExtension.scoreSheetBuilder) }
/// }
/// ```
///
/// Creating it creates its non-core component (`NonCoreComponentType(parent: self)`); its plugin
/// extension is an object the generator wrote that forwards to the non-core component. Components
/// below it can use its plugin extension's properties as if they were its own; components below
/// a non-core component can use every property of the non-core components of their ancestors.
///
/// Its non-core component lives exactly as long as it does; ``bind(to:)`` is optional and only
/// forwards the lifecycle of a screen to the non-core component.
open class PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponentType: NonCoreScope>: Component<DependencyType>,
    PluginizedScope
{
    /// Set once in the initialiser, read-only after.
    @exclusivity(unchecked) private var nonCoreStorage: NonCoreComponentType?
    /// The plugin extension given to `init(parent:dependency:pluginExtension:)`; set once in the
    /// initialiser, read-only after.
    @exclusivity(unchecked) private var pluginExtensionStorage: PluginExtensionType?
    /// The generated code that makes plugin extensions; set once in the initialiser, read-only after.
    @exclusivity(unchecked) private var pluginExtensionLookup: (any GeneratedPluginExtensionLookup.Type)?
    /// Whether `bind(to:)` ran, and the observation it started; guarded by this component's lock stripe.
    @exclusivity(unchecked) private var isBound = false
    @exclusivity(unchecked) private var observation: (any ObserverDisposable)?

    /// The properties of the non-core component that the core may use, as declared by the plugin
    /// extension protocol.
    ///
    /// Each read returns a new forwarding object that keeps this component (and so its non-core
    /// component) alive while it is used; `pluginExtension.scoreSheetBuilder` on a component
    /// nobody else holds works.
    public var pluginExtension: PluginExtensionType {
        if let pluginExtensionStorage { return pluginExtensionStorage }
        if let made = pluginExtensionLookup?.graftPluginExtension(component: self) {
            // Cast as `Component.generatedDependency(parent:)` does, without `Optional`'s metadata.
            switch made {
            case let pluginExtension as PluginExtensionType: return pluginExtension
            default: break
            }
        }
        GraftFailure.missingPluginExtension(component: String(describing: type(of: self)), pluginExtension: String(describing: PluginExtensionType.self))
    }

    /// The non-core component, created with this component and released with it.
    public var nonCoreComponent: NonCoreComponentType {
        guard let nonCoreStorage else { GraftFailure.noNonCoreComponent(component: String(describing: type(of: self))) }
        return nonCoreStorage
    }

    /// Creates the component under `parent`, then its non-core component, with the providers the
    /// generator wrote for this path.
    ///
    /// If no provider or no plugin extension was generated for it, the process stops at once with a
    /// message naming the component.
    public override init(parent: any Scope) {
        super.init(parent: parent)
        // Checked now, so that a missing plugin extension stops at creation, not at first use.
        guard let lookup = Self.self as? any GeneratedPluginExtensionLookup.Type else {
            GraftFailure.missingPluginExtension(
                component: String(describing: Self.self), pluginExtension: String(describing: PluginExtensionType.self)
            )
        }
        pluginExtensionLookup = lookup
        nonCoreStorage = NonCoreComponentType(parent: self)
    }

    /// Creates a component with an explicit dependency and plugin extension, and no non-core
    /// component: for unit tests and hand wiring. Reading ``nonCoreComponent`` then stops the
    /// process with a message.
    ///
    /// - Parameters:
    ///   - parent: the component that owns this one, or `nil` for a component used on its own.
    ///   - dependency: the object that provides what this component needs from its ancestors.
    ///   - pluginExtension: the object that provides the plugin extension's properties.
    public init(parent: (any Scope)?, dependency: DependencyType, pluginExtension: PluginExtensionType) {
        super.init(parent: parent, dependency: dependency)
        pluginExtensionStorage = pluginExtension
    }

    deinit {
        observation?.dispose()
    }

    /// Follows the lifecycle of `observable`, usually the view controller this component built:
    /// `active` and `inactive` are forwarded to the non-core component's ``NonCoreScope/scopeDidBecomeActive()``
    /// and ``NonCoreScope/scopeDidBecomeInactive()``, and `deinit` calls ``scopeWillDeinit()`` and
    /// ends the observation.
    ///
    /// Binding is optional: the non-core component is released with this component whether or not
    /// it is bound. Only the first call binds; later calls do nothing. The observation does not
    /// keep this component alive.
    public final func bind(to observable: any PluginizedScopeLifecycleObservable) {
        let stripe = LockStripes.stripe(for: self)
        stripe.lock()
        let isFirst = !isBound
        isBound = true
        stripe.unlock()
        guard isFirst else { return }
        // Outside the lock: an observable may report its current state at once.
        let disposable = observable.observe { [weak self] event in
            self?.handle(event)
        }
        stripe.lock()
        observation = disposable
        stripe.unlock()
    }

    /// Called when the bound scope reports `deinit`. Does nothing unless overridden.
    open func scopeWillDeinit() {}

    private func handle(_ event: PluginizedScopeLifecycle) {
        switch event {
        case .active:
            nonCoreStorage?.scopeDidBecomeActive()
        case .inactive:
            nonCoreStorage?.scopeDidBecomeInactive()
        case .deinit:
            scopeWillDeinit()
            let stripe = LockStripes.stripe(for: self)
            stripe.lock()
            let ended = observation
            observation = nil
            stripe.unlock()
            ended?.dispose()
        }
    }
}
