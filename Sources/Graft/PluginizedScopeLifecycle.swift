/// The lifecycle of the screen or flow a pluginized component serves, as reported to
/// ``PluginizedComponent/bind(to:)``: a view controller's appearance, disappearance and release.
public enum PluginizedScopeLifecycle: Sendable {
    /// The scope became active (a view controller appeared).
    case active
    /// The scope became inactive (a view controller disappeared).
    case inactive
    /// The scope is going away (a view controller is being released).
    case `deinit`
}

/// Ends an observation started by ``PluginizedScopeLifecycleObservable/observe(_:)``.
public protocol ObserverDisposable: AnyObject {
    /// Stops delivering events to the observer.
    func dispose()
}

/// Something whose lifecycle a pluginized component can follow, usually a view controller.
///
/// Conform the object that drives a pluginized scope and pass it to
/// ``PluginizedComponent/bind(to:)``: the component forwards `active` and `inactive` to its
/// non-core component and calls ``PluginizedComponent/scopeWillDeinit()`` on `deinit`.
public protocol PluginizedScopeLifecycleObservable: AnyObject {
    /// Starts delivering lifecycle events to `observer` until the returned object is disposed.
    ///
    /// - Parameter observer: called with each event, on whichever thread the observable reports it.
    /// - Returns: the object that ends the observation.
    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable
}
