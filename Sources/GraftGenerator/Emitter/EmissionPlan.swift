/// What the generated files hold, decided and not yet written: the values `Planner` makes from a
/// resolved graph and `Printer` renders into bytes. Components are referred to by id; the printer
/// names them through `componentNames`, how the output module spells each.
struct EmissionPlan: Sendable {
    /// How the output module names each component, by id.
    let componentNames: [String]
    /// Whether the members generated extensions add to each component class are `nonisolated`
    /// (its class may be isolated to a global actor), by id.
    var nonisolatedMembers: [Bool] = []
    /// What `@available` says of each component class (`Availability.Mark`), by id; empty when it
    /// says nothing of any: what names a class is marked so, and a table lists a gated class
    /// under its `#available` condition.
    var componentMarks: [Availability.Mark] = []
    /// The graph the plan was made from: the comments describe its paths.
    let resolved: ResolvedGraph
    /// The output files, in order.
    var files: [File]

    /// One output file's declarations, in the order they are written.
    struct File: Sendable {
        /// The file's imports; nil for the lookups that follow the test doubles, whose file has
        /// the doubles' imports.
        var imports: ImportPlan.Declarations?
        var providers: [ProviderClass] = []
        /// The forwarding extensions its providers read; with several files, all of them in the
        /// first, internal, and none in the others (`Planner.plan(files:)`).
        var forwarding: [ForwardingExtension] = []
        /// Whether `forwarding` serves the providers of every file (internal), not only this
        /// file's (file-private).
        var forwardingIsShared = false
        /// The lookups of the file's class hierarchies: the lines of its lookup table, or (for
        /// the test doubles' file) extensions.
        var lookups: [LookupExtension] = []
        /// The table the file's lookups are written into; nil for the test doubles' file.
        var table: LookupTable?
        /// In the first file: the component classes that conform to the runtime's
        /// `GeneratedChildLookup`, returning the tables of every file (by name).
        var childLookups: [(component: Int, retroactive: Bool)] = []
        var tables: [String] = []
        /// Whether a table in `tables` is deprecated: the list of tables and the conformances
        /// returning it are marked deprecated too.
        var tablesAreDeprecated = false
        var pluginExtensions: [PluginExtension] = []
    }

    /// A file's lookup table: the component classes and the provider classes its lines name by
    /// number, in the order they are numbered.
    struct LookupTable: Sendable {
        /// The name of the constant holding it, and whether it is private to its file (the only
        /// file, else the first file's conformances read it).
        let name: String
        let isPrivate: Bool
        let classes: [Int]
        let providers: [String]
        /// What `@available` says of each provider class, in the order of `providers`; empty when
        /// it says nothing of any: a gated provider is listed under its `#available` condition.
        var providerMarks: [Availability.Mark] = []
        /// Whether it names a deprecated component class or provider class: it is marked deprecated.
        var isDeprecated = false
    }

    /// A provider class: dependency protocols bound to the ancestors they read. A class that
    /// declares its members serves one protocol; one that shares its forwarding properties serves
    /// every protocol whose sharing provider reads the same ancestors in the same order (the
    /// compiler checks one class instead of one per protocol).
    struct ProviderClass: Sendable {
        let name: String
        /// The protocols it conforms to, in the plan's order of their shapes; at least one.
        let conformances: [Conformance]
        /// The shape of its first protocol's provider; the members a class that does not share
        /// its forwarding properties writes out.
        let shape: ProviderShape
        /// The ancestors it keeps, by link, each with whether its class is `Sendable` (else it is
        /// held `nonisolated(unsafe)`: `Isolation.ancestorStorageMark`).
        let ancestors: [(link: Int, component: Int, isSendable: Bool)]
        /// Whether it subclasses `GraftLinksN` and declares nothing (`SharedWitnesses`).
        let sharesWitnesses: Bool
        /// Whether the runtime creates it from a lookup table's links (every provider but the
        /// test doubles' file's): a class written out then conforms to `GraftLinksConstructible`.
        var fromTable = true
        /// Whether a lookup written as code creates it too (a class with type parameters, which
        /// a table cannot name: `Planner.markProvidersCreatedByCode`): a class written out then
        /// also takes its ancestors by label.
        var fromCode = false
        /// Whether the lookups of other files than its own create it too: then it is internal,
        /// else private to its file.
        var isShared = false
        /// Whether a protocol it conforms to requires `Sendable` (`Isolation.isSendable`): it
        /// declares `@unchecked Sendable`.
        var requiresSendable = false
        /// The union of what `@available` says of the component classes it keeps and the
        /// protocols it conforms to (`Availability.Mark`): it is marked so, and so is what names it.
        var mark = Availability.Mark.none
    }

    /// A dependency protocol a provider class conforms to.
    struct Conformance: Sendable {
        /// The protocol's qualified name, for the class's comment.
        let protocolName: String
        /// How the output module names the protocol.
        let conformance: String
        /// The paths (indices in the resolved paths) whose lookups create the class for this
        /// protocol, in every file; the comment names the first three.
        let paths: [Int]
    }

    /// A constrained extension of `GraftLinksN` from which sharing providers read their
    /// requirements: each member reads the property of the ancestor at one position.
    typealias ForwardingExtension = (link: SharedWitnesses.Link, members: [(String, SharedWitnesses.Member)])

    /// The lookup conformance of the class at the top of a component class hierarchy.
    struct LookupExtension: Sendable {
        /// The component class carrying the conformance.
        let component: Int
        let conformance: LookupConformance
        /// The checks of each subclass that is created somewhere, most derived first, each behind
        /// a check of the exact class.
        var subclasses: [(component: Int, checks: [Check])]
        /// The checks of the class itself; empty when only subclasses are created.
        var checks: [Check]
        /// Whether its checks are lines of its file's lookup table, else a conformance of its own
        /// (the test doubles' lookups, and a class with type parameters, which a table cannot name).
        var inTable = false
        /// The union of what `@available` says of the component classes and provider classes it
        /// names: a conformance of its own is marked so.
        var mark = Availability.Mark.none
    }

    /// Which protocol a lookup conforms its component to.
    enum LookupConformance: Sendable {
        /// The runtime's `GeneratedDependencyLookup`, `@retroactive` for another package's class.
        case runtime(retroactive: Bool)
        /// The test doubles' file-private `GraftTestDoubleLookup`.
        case testDoubles
    }

    /// A check of a lookup: the classes of a parent chain, matched nearest first, and the provider
    /// built when they match. A check without classes always matches.
    struct Check: Sendable {
        /// The paths the check serves; the first few are described in a comment.
        var paths: [[Int]]
        /// The class of each link the check matches, nearest first.
        let classes: [Int]
        /// The distances of the links the provider reads, nearest first.
        let needed: [Int]
        let provider: String
        /// Whether the provider subclasses `GraftLinksN`, whose initialiser takes the ancestors unlabelled.
        let sharesWitnesses: Bool
        /// For checks merged by `Planner.mergingAlike(_:)`: the classes each link may be, nearest
        /// first (empty for a check of one chain).
        var among: [[Int]] = []
        /// What `@available` restricts of the classes it names (its links' and its provider's)
        /// beyond what restricts the lookup's own class: in a lookup written as code, a gated check
        /// stands under `if #available(…)`, so that the class's conformance holds everywhere.
        var gate = Availability.Mark.none
        /// Of a merged check's classes at a link that may have several, those restricted beyond
        /// the lookup's own class, each with what restricts it: listed under their condition, with
        /// the runtime's `GraftUnavailable` where it does not hold (which no link matches).
        var candidateGates: [(component: Int, gate: Availability.Mark)] = []

        /// Whether the check reaches past the farthest link the provider reads (to the root, for a
        /// pluginized component on the way, whose rule reads the whole path).
        var wholeChain: Bool { classes.count > (needed.last ?? 0) }
    }

    /// The plugin extension of a pluginized component: a class conforming to its plugin extension
    /// protocol that forwards every requirement to the non-core component, and the conformance
    /// through which `PluginizedComponent.init(parent:)` creates it.
    struct PluginExtension: Sendable {
        let component: Int
        let name: String
        /// The qualified name of the plugin extension protocol, and how the output module names it.
        let protocolName: String
        let conformance: String
        /// The names the comment gives the component and its non-core component.
        let componentName: String
        let nonCoreName: String
        let isSendable: Bool
        /// Whether the conformance is `@retroactive` (another package's class).
        let retroactive: Bool
        /// Each requirement, as an identifier, its type as the output module names it, and what
        /// `@available` says of the non-core component's property it reads (`Availability.Mark`).
        let requirements: [(property: String, type: String, mark: Availability.Mark)]
        /// What `@available` says of the component class and the protocol: the class and the
        /// conformance are marked so.
        var mark = Availability.Mark.none
        /// Whether the protocol requires `Sendable`: the class declares `@unchecked Sendable`.
        var requiresSendable = false
    }

    /// A test double: a final class conforming to a dependency protocol that takes every
    /// requirement in its initializer.
    struct TestDouble: Sendable {
        let name: String
        /// The qualified name of the protocol, for the comment, and how the output module names it.
        let protocolName: String
        let conformance: String
        /// Whether it finds the providers of the components created below the component it is given
        /// to (`GeneratedMockDependencyLookup`).
        let looksUp: Bool
        /// Each requirement, as an identifier, and its type, in the order the initializer takes them.
        let requirements: [(name: String, type: String)]
        /// What `@available` says of the protocol: the double is marked so.
        var mark = Availability.Mark.none
        /// Whether the protocol requires `Sendable`: the double declares `@unchecked Sendable`.
        var requiresSendable = false
    }
}
