import Foundation
import Graft
import Testing

// A pluginized scope under the root: PluggedComponent (core) and PluggedNonCoreComponent (non-core),
// whose widget creates a gadget. Wired by the generated Graft+GraftTests.swift.

/// What a non-core component saw of its scope's lifecycle.
final class LifecycleEvents: @unchecked Sendable {
    // @unchecked Sendable: `list` is only touched with `lock` held.
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ event: String) { lock.withLock { list.append(event) } }
    var all: [String] { lock.withLock { list } }
}

protocol PluggedPluginExtension: PluginExtension {
    var events: LifecycleEvents { get }
    var widget: WidgetComponent { get }
}

extension RootComponent {
    var plugged: PluggedComponent { PluggedComponent(parent: self) }
}

final class PluggedComponent: PluginizedComponent<EmptyDependency, PluggedPluginExtension, PluggedNonCoreComponent> {
    let willDeinitCalls = Counter()
    override func scopeWillDeinit() { willDeinitCalls.increment() }
}

protocol PluggedNonCoreDependency: Dependency {
    var players: Token { get }
}

final class PluggedNonCoreComponent: NonCoreComponent<PluggedNonCoreDependency> {
    var events: LifecycleEvents { shared { LifecycleEvents() } }
    var widget: WidgetComponent { WidgetComponent(parent: self) }
    override func scopeDidBecomeActive() { events.append("active") }
    override func scopeDidBecomeInactive() { events.append("inactive") }
}

protocol WidgetDependency: Dependency {
    var events: LifecycleEvents { get }
}

final class WidgetComponent: Component<WidgetDependency> {
    var gadget: GadgetComponent { GadgetComponent(parent: self) }
}

protocol GadgetDependency: Dependency {
    var players: Token { get }
}

final class GadgetComponent: Component<GadgetDependency> {}

/// A screen whose lifecycle a pluginized component follows.
final class TestScreen: PluginizedScopeLifecycleObservable {
    private(set) var observers: [Int: (PluginizedScopeLifecycle) -> Void] = [:]
    private var next = 0
    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        let token = next
        next += 1
        observers[token] = observer
        return TestDisposable { [weak self] in self?.observers[token] = nil }
    }
    func send(_ event: PluginizedScopeLifecycle) {
        for observer in observers.values { observer(event) }
    }
}

final class TestDisposable: ObserverDisposable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() { action() }
}

final class PluggedExtensionStub: PluggedPluginExtension {
    let events = LifecycleEvents()
    var widget: WidgetComponent { fatalError("not used") }
}

@Suite("Pluginized components")
struct PluginizedTests {
    @Test("a pluginized component creates its non-core component, which it releases with itself: no binding needed")
    func nonCoreReleasedWithOwner() {
        let root = RootComponent()
        weak var owner: PluggedComponent?
        weak var nonCore: PluggedNonCoreComponent?
        do {
            let plugged = root.plugged
            owner = plugged
            nonCore = plugged.nonCoreComponent
            #expect(plugged.nonCoreComponent.parent === plugged)
            #expect(plugged.nonCoreComponent.pathDescription == "^->RootComponent->PluggedComponent->PluggedNonCoreComponent")
            #expect(plugged.nonCoreComponent.dependency.players === root.players)
            #expect(plugged.pluginExtension.events === plugged.nonCoreComponent.events, "the plugin extension forwards to the non-core component")
        }
        #expect(owner == nil)
        #expect(nonCore == nil)
    }

    @Test("a component under a non-core component reads an ancestor above the non-core component's owner")
    func providerAboveTheOwner() {
        let root = RootComponent()
        let plugged = root.plugged
        // The lookup table's check for GadgetComponent walks Widget, PluggedNonCore, Plugged (which
        // PluggedNonCore holds weakly: the walk retains from there) and Root, which its provider reads.
        let gadget = plugged.nonCoreComponent.widget.gadget
        #expect(gadget.dependency.players === root.players)
        #expect(gadget.pathDescription == "^->RootComponent->PluggedComponent->PluggedNonCoreComponent->WidgetComponent->GadgetComponent")
    }

    @Test("a plugin extension keeps its component alive while it is used; what the non-core component created reads its dependencies after")
    func pluginExtensionKeepsOwner() {
        let root = RootComponent()
        weak var owner: PluggedComponent?
        weak var nonCore: PluggedNonCoreComponent?
        var widget: WidgetComponent? = nil
        do {
            let plugged = root.plugged
            owner = plugged
            nonCore = plugged.nonCoreComponent
            // Through the plugin extension of a component nobody else holds once this scope ends.
            widget = plugged.pluginExtension.widget
        }
        #expect(owner == nil, "nothing a non-core component creates keeps its owner alive")
        #expect(nonCore != nil, "the widget holds its parent")
        #expect(widget?.dependency.events === nonCore?.events)
        widget = nil
        #expect(nonCore == nil)
    }

    @Test("bind(to:) forwards the lifecycle to the non-core component once, calls scopeWillDeinit at deinit, and keeps nothing alive")
    func lifecycle() {
        let root = RootComponent()
        let screen = TestScreen()
        weak var owner: PluggedComponent?
        do {
            let plugged = root.plugged
            owner = plugged
            plugged.bind(to: screen)
            plugged.bind(to: screen)
            #expect(screen.observers.count == 1, "only the first bind observes")
            screen.send(.active)
            screen.send(.inactive)
            screen.send(.active)
            #expect(plugged.nonCoreComponent.events.all == ["active", "inactive", "active"])
            screen.send(.deinit)
            #expect(plugged.willDeinitCalls.count == 1)
            #expect(screen.observers.isEmpty, "deinit ends the observation")
            plugged.bind(to: screen)
            #expect(screen.observers.isEmpty, "a component binds once")
        }
        #expect(owner == nil, "the observation does not keep the component alive")

        do {
            let plugged = root.plugged
            plugged.bind(to: screen)
            #expect(screen.observers.count == 1)
        }
        #expect(screen.observers.isEmpty, "releasing a bound component ends its observation")
    }

    @Test("init(parent:dependency:pluginExtension:) takes a hand-written plugin extension")
    func handWired() {
        let stub = PluggedExtensionStub()
        let plugged = PluggedComponent(parent: nil, dependency: EmptyStub(), pluginExtension: stub)
        #expect(plugged.pluginExtension.events === stub.events)
    }

    @Test("NonCoreComponent.init(parent:dependency:) holds its parent strongly, like any component")
    func handWiredNonCore() {
        weak var releasedRoot: RootComponent?
        var nonCore: PluggedNonCoreComponent?
        do {
            let root = RootComponent()
            releasedRoot = root
            nonCore = PluggedNonCoreComponent(parent: root, dependency: PlayersStub(players: root.players))
        }
        #expect(releasedRoot != nil)
        #expect(nonCore?.pathDescription == "^->RootComponent->PluggedNonCoreComponent")
        nonCore = nil
        #expect(releasedRoot == nil)
    }

    #if !os(Windows)
    @Test("a non-core component used after its owner was released stops, naming both")
    func ownerReleasedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let widget = RootComponent().plugged.pluginExtension.widget
            _ = widget.gadget
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Graft: PluggedNonCoreComponent was used after its owner, PluggedComponent, was released. A non-core component lives as long as the pluginized component that owns it: keep PluggedComponent alive while anything PluggedNonCoreComponent created is in use."
            ), "\(stderr)")
    }

    @Test("a hand-wired pluginized component has no non-core component, and says so when asked for it")
    func handWiredHasNoNonCore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PluggedComponent(parent: nil, dependency: EmptyStub(), pluginExtension: PluggedExtensionStub()).nonCoreComponent
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains("Graft: PluggedComponent was created with init(parent:dependency:pluginExtension:), which creates no non-core component"),
            "\(stderr)")
    }
    #endif
}

final class EmptyStub: EmptyDependency {}

final class PlayersStub: PluggedNonCoreDependency {
    let players: Token
    init(players: Token) { self.players = players }
}
