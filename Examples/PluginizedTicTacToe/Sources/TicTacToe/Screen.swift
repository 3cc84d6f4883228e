import Graft

/// A screen of this console app: what a view controller is in an iOS app. A pluginized component
/// binds to it, so that its non-core component follows the screen's appearance.
final class Screen: PluginizedScopeLifecycleObservable {
    let title: String
    private var observers: [Int: (PluginizedScopeLifecycle) -> Void] = [:]
    private var nextToken = 0

    init(title: String) {
        self.title = title
    }

    deinit {
        for observer in observers.values { observer(.deinit) }
    }

    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        let token = nextToken
        nextToken += 1
        observers[token] = observer
        return Disposable { [weak self] in self?.observers[token] = nil }
    }

    func appear() {
        print("\(title) appears")
        for observer in observers.values { observer(.active) }
    }

    func disappear() {
        print("\(title) disappears")
        for observer in observers.values { observer(.inactive) }
    }
}

private final class Disposable: ObserverDisposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        action?()
        action = nil
    }
}
