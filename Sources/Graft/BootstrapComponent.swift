/// The root of a dependency graph: a component with no parent and nothing to depend on.
///
/// ```swift
/// final class RootComponent: BootstrapComponent {
///     var playersStream: PlayersStream { shared { PlayersStream() } }
///     var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }
/// }
/// let root = RootComponent()
/// ```
open class BootstrapComponent: Component<any EmptyDependency> {
    /// Creates a root component.
    public init() {
        super.init(parent: nil, dependency: NoDependencies.shared)
    }
}

/// The dependency of every root: there is nothing to provide.
private final class NoDependencies: EmptyDependency, Sendable {
    /// One for all roots: it holds nothing.
    static let shared = NoDependencies()
}
