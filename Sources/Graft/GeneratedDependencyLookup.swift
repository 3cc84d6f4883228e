/// A component class's own lookup, for generated code only: the form the generator writes for a
/// component class with type parameters (`ListComponent<Item>`), which a lookup table
/// (`GraftLookupTable`) cannot name without its arguments; every other class's checks are lines of
/// the table.
///
/// The generator conforms the class at the top of such a class hierarchy. When
/// `Component.init(parent:)` runs, it asks the Swift runtime whether the component's class
/// conforms; the runtime finds the conformance in the binary's metadata, so no registration call
/// is needed, and caches the answer per class. The generated implementation matches the dynamic
/// types of the parent chain, up to the farthest ancestor each provider reads from, against the
/// paths the generator resolved and returns the provider for the path that matches.
///
/// Do not conform to this protocol by hand; use `init(parent:dependency:)` for hand wiring.
@_spi(GraftGenerated)
public protocol GeneratedDependencyLookup: AnyObject {
    /// Returns the dependency provider for a component of `componentType` created under `parent`,
    /// or `nil` when the generator resolved no path that matches the parent chain.
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?
}

/// The hook through which a pluginized component makes its plugin extension: for generated code only.
///
/// The generator conforms every pluginized component class at the top of its class hierarchy and
/// returns an object that conforms to the component's plugin extension protocol by forwarding
/// each property to the non-core component. The object holds the component (not the other way
/// round), so a plugin extension keeps its component and non-core component alive while in use.
@_spi(GraftGenerated)
public protocol GeneratedPluginExtensionLookup: AnyObject {
    /// Returns the plugin extension of `component`, or `nil` when the generator wrote none for its class.
    static func graftPluginExtension(component: AnyObject) -> AnyObject?
}

/// The hook through which a generated test double provides for the components created under the
/// component it was given to: for generated code only.
///
/// `GraftMocksPlugin` conforms every test double it writes. A component created with
/// `init(parent: nil, dependency: SomeDependencyMock(…))` has no generated path above it; when a
/// component below it is created with `init(parent:)` and the app's generated lookup (if any) has no
/// provider for the chain, `Component` asks the test double at the top of the chain, which returns
/// the provider the mocks plugin resolved for that chain: each requirement read from the nearest
/// component on it, or from the test double itself.
@_spi(GraftGenerated)
public protocol GeneratedMockDependencyLookup: AnyObject {
    /// Returns the dependency provider for a component of `componentType` created under `parent`,
    /// whose chain this test double tops, or `nil` when the mocks plugin resolved no such chain.
    func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?
}

/// A component's dependency, whatever its type: how `Component` reaches the test double at the top
/// of a hand-wired chain.
protocol DependencyHolder: AnyObject {
    /// The object given as, or generated for, the component's dependency.
    var dependencyObject: Any { get }
}
