/// A non-core component's weak reference to the pluginized component that owns it.
///
/// The owner holds its non-core component strongly and lives at least as long as anything it
/// created; a non-core component outliving its owner (a component it created was kept after the
/// owner was released) can no longer reach the graph above it, and says so.
@usableFromInline
final class OwnerLink: @unchecked Sendable {
    // @unchecked Sendable: `scope` is set once, in the initialiser; loading a weak reference is atomic.
    private weak var scope: (any Scope)?
    /// For the message once the owner is gone; described only then.
    private let ownerType: any Scope.Type

    init(_ owner: any Scope) {
        self.scope = owner
        self.ownerType = type(of: owner)
    }

    /// The owner, or a stop naming both classes once it has been released.
    @usableFromInline
    func owner(of component: AnyObject) -> any Scope {
        guard let scope else {
            GraftFailure.ownerReleased(component: String(describing: type(of: component)), owner: String(describing: ownerType))
        }
        return scope
    }
}
