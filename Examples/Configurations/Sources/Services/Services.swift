// Services the app's scopes share.

/// A signed-in user.
public struct User: Sendable {
    /// The user's name.
    public let name: String

    /// Creates a user.
    public init(name: String) { self.name = name }
}

/// A store of values.
public final class Store<Value>: @unchecked Sendable {
    /// The stored values.
    public private(set) var values: [Value] = []

    /// Creates an empty store.
    public init() {}

    /// Adds a value.
    public func add(_ value: Value) { values.append(value) }
}

/// The environment the app runs in.
public enum Env {
    /// Settings for one environment.
    public struct Config: Sendable {
        /// The environment's name.
        public let name: String

        /// Creates settings.
        public init(name: String) { self.name = name }
    }
}

/// A logger that says which build configuration made it.
public final class Logger: Sendable {
    /// `debug` or `release`.
    public let configuration: String

    /// Creates a logger.
    public init(configuration: String) { self.configuration = configuration }
}

/// How services look in logs: a protocol of the same name as one in DesignSystem.
public protocol Style {
    /// The prefix of log lines.
    var prefix: String { get }
}
