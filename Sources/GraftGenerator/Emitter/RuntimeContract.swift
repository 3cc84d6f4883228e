/// Every name and arity of the runtime (`Sources/Graft`) that generated code uses, in one place.
/// `RuntimeContractTests` checks that the runtime declares exactly these, and
/// `scripts/runtime-families.py` writes the numbered families (`GraftLinked1` …, `GraftLinks1` …,
/// `graftAncestors1` …)
/// up to `arity`: a name or an arity changed on one side only fails the suite.
enum RuntimeContract {
    /// The SPI every runtime declaration for generated code is behind: `@_spi(GraftGenerated)`.
    static let spi = "GraftGenerated"
    /// The most ancestors one `GraftLinksN` class holds and one `graftAncestorsN` call matches;
    /// longer chains take several calls, and providers with more ancestors are written out.
    static let arity = 8
    /// The provider base classes, `GraftLinks1` … `GraftLinks<arity>`.
    static let links = "GraftLinks"
    /// The protocols of the ancestor at each position, `GraftLinked1` … `GraftLinked<arity>`
    /// (`GraftLinksN` conforms to the first `N`), which the forwarding extensions extend.
    static let linked = "GraftLinked"
    /// Their stored ancestors, `graftLink1` … `graftLink<arity>`.
    static let link = "graftLink"
    /// The chain matchers, `graftAncestors1` … `graftAncestors<arity>`.
    static let ancestors = "graftAncestors"
    /// The chain matcher that lists, at each distance, the classes the links may have: one check
    /// for the paths that resolve alike and differ only in links their provider does not read.
    static let ancestorsAmong = "graftAncestorsAmong"
    /// The protocol every provider the runtime creates from a lookup table conforms to (every
    /// `GraftLinksN` does), and its requirements: the classes of the links it reads, and the
    /// initialiser from the links the table matched.
    static let linksConstructible = "GraftLinksConstructible"
    static let linkTypes = "graftLinkTypes: [AnyObject.Type]"
    static let linksInitializer = "init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>)"
    /// The lookup table (component classes, provider classes and the lines of numbers), and the
    /// protocol through which the classes that create components return the tables.
    static let lookupTable = "GraftLookupTable"
    static let lookupTableInitializer = "init(classes: [AnyObject.Type], providers: [any GraftLinksConstructible.Type], entries: StaticString)"
    static let childLookup = "GeneratedChildLookup"
    /// What a table lists in place of a class the app's system lacks (`Availability.Mark.condition`).
    static let unavailable = "GraftUnavailable"
    static let childLookupRequirement = "graftLookupTables: [GraftLookupTable]"
    /// The protocol of a component class's generated lookup, and its one requirement.
    static let dependencyLookup = "GeneratedDependencyLookup"
    static let dependencyLookupMethod = "graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?"
    /// The protocol of a pluginized component's generated plugin extension, and its one requirement.
    static let pluginExtensionLookup = "GeneratedPluginExtensionLookup"
    static let pluginExtensionLookupMethod = "graftPluginExtension(component: AnyObject) -> AnyObject?"
    /// The protocol a generated test double conforms to, to provide for the components created
    /// under the component it is given to, and its one requirement.
    static let mockDependencyLookup = "GeneratedMockDependencyLookup"
    static let mockDependencyLookupMethod = "graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?"
    /// The dependency protocol of a component that needs nothing, which the provider of a component
    /// without a dependency protocol of its own conforms to.
    static let emptyDependency = "EmptyDependency"
    /// The prefix of generated provider classes (file-private to the generated file: no runtime name).
    static let providerPrefix = "GraftProvider_"
}
