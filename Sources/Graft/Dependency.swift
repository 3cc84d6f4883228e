/// The base protocol of every dependency protocol.
///
/// A component declares what it needs from its ancestors as a protocol that refines `Dependency`
/// and lists gettable properties:
///
/// ```swift
/// protocol GameDependency: Dependency {
///     var scoreStream: ScoreStream { get }
/// }
/// ```
///
/// The generator finds, for every path from a root to the component, the nearest ancestor that
/// provides a property of the same name and type, and writes a provider that forwards to it.
public protocol Dependency: AnyObject {}

/// The dependency of a component that needs nothing from its ancestors, such as the root.
public protocol EmptyDependency: Dependency {}
