import Graft

/// What the feed needs from the scopes above it.
public protocol FeedDependency: Dependency {
    /// The signed-in reader.
    var user: String { get }
    /// The app's name, from the root.
    var appName: String { get }
}

/// The feed's scope.
public final class FeedComponent: Component<FeedDependency> {
    /// The feed's first line.
    public func headline() -> String {
        "\(dependency.appName): the feed of \(dependency.user)"
    }
}
