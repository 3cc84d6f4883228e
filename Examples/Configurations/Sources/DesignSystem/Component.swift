// A UI library's own `Component` and `Dependency`: nothing to do with Graft's.

/// A piece of UI.
public struct Component: Sendable {
    /// The component's name.
    public let name: String

    /// Creates a UI component.
    public init(name: String) { self.name = name }
}

/// Something a UI component needs.
public struct Dependency: Sendable {
    /// What it needs.
    public let name: String
}

/// How UI looks.
public protocol Style {
    /// The accent colour's name.
    var accent: String { get }
}
