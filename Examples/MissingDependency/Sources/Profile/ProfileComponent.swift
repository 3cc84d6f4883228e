import Graft

/// Records what users do.
public final class Analytics {
    public init() {}
}

/// The signed-in user's session.
public final class Session {
    public init() {}
}

/// What the profile screen needs from the scopes above it.
public protocol ProfileDependency: Dependency {
    var session: Session { get }
    var analytics: Analytics { get }
}

/// The profile feature.
public final class ProfileComponent: Component<ProfileDependency> {
    public func greeting() -> String { "profile" }
}
