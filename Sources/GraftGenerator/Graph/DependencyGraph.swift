/// The dependency graph of a set of sources: components, dependency protocols and the
/// parent → child edges between components, before resolution.
public struct DependencyGraph: Sendable {
    /// The components, sorted by qualified name, then module; a component's `id` is its index here.
    let components: [Component]
    /// The sources' declared names and declarations, which the graph's symbols are ids of.
    let names: NameLookup
    /// The dependency protocols.
    let protocols: [SymbolID: DependencyProtocol]
    /// The plugin extension protocols (refining `PluginExtension`).
    let pluginExtensions: [SymbolID: DependencyProtocol]
    /// Every `Child(parent: self)` edge, sorted by parent, then child, then location.
    let edges: [Edge]
    /// The `#if` conditions the generator could not decide (`DEBUG`, `os(iOS)`) around components,
    /// dependency protocols and their members, sorted: the graph may differ with their values.
    var undecidedConditions: [IfConfigAtom] { undecidedLocations.keys.sorted() }
    /// For each undecided condition, the first `#if` directive (in file and line order) that uses it.
    let undecidedLocations: [IfConfigAtom: SourceLocation]
    /// Modules of the sources whose name is also the name of a top-level type of the sources
    /// (module `Profile` declaring `struct Profile`): in generated code `Profile.Name` would look
    /// inside the type, so their declarations are spelled with Swift's module selector,
    /// `Profile::Name`.
    let shadowedModules: Set<String>
    /// For declarations nested in an extension of another module's type (`extension Env {
    /// protocol ProfileDependency }` in module Profile, `Env` from Services), the module Swift
    /// qualifies them with: the outermost type's (`Services.Env.ProfileDependency`), or `""` when
    /// that module is not among the sources, so they are spelled unqualified.
    let nestingModules: [SymbolID: String]
    /// The dependency and plugin extension protocols whose `isSendable` is set, and those whose
    /// `mark` is not empty, with it: nearly always none, so that generated code asks an empty table.
    var sendableProtocols = Set<SymbolID>()
    var markedProtocols: [SymbolID: Availability.Mark] = [:]
    /// By importing module (`""` for files given without one), the modules its files import with
    /// an access level (`internal import Feature`): a generated file of that module imports them
    /// with one too (`ImportPlan.accessLevels`).
    var explicitlyImported: [String: Set<String>] = [:]

    /// Creates a graph.
    init(
        names: NameLookup, components: [Component], protocols: [SymbolID: DependencyProtocol], pluginExtensions: [SymbolID: DependencyProtocol],
        edges: [Edge], undecidedLocations: [IfConfigAtom: SourceLocation], shadowedModules: Set<String>, nestingModules: [SymbolID: String]
    ) {
        self.names = names
        self.components = components
        self.protocols = protocols
        self.pluginExtensions = pluginExtensions
        self.edges = edges
        self.undecidedLocations = undecidedLocations
        self.shadowedModules = shadowedModules
        self.nestingModules = nestingModules
    }

    /// The requirements of the dependency protocol of component `id` (none for `EmptyDependency`):
    /// a binding on a path to the component names its requirement by its index here.
    func requirements(of id: Int) -> [Requirement] {
        components[id].dependency.flatMap { protocols[$0]?.requirements } ?? []
    }

    /// The roots: `BootstrapComponent` subclasses, by id.
    var roots: [Int] {
        components.filter(\.isRoot).map(\.id)
    }

    /// A component: a class whose superclass is `Component<D>` or `BootstrapComponent`, or another
    /// component class.
    struct Component: Hashable, Sendable {
        /// The index of the component in `DependencyGraph.components`.
        let id: Int
        /// The class it is; same-named components of different modules are different symbols.
        let key: SymbolID
        /// The name qualified by enclosing types: `Outer.GameComponent`.
        let qualifiedName: String
        /// How messages and pictures name it: the qualified name, preceded by the module
        /// (`Feature.Outer.GameComponent`) when components of several modules share that name.
        let displayName: String
        /// The module that declares it, when files are grouped by module.
        let module: String?
        /// Where the class name is.
        let location: SourceLocation
        /// The class's access level.
        let accessLevel: AccessLevel
        /// Whether it is a `BootstrapComponent` (a root).
        let isRoot: Bool
        /// Whether the class has type parameters (`ListComponent<Item>`): a lookup table cannot
        /// name it without its arguments, so its lookup is a conformance of its own.
        var isGeneric = false
        /// Its dependency protocol; nil for roots and `EmptyDependency`.
        let dependency: SymbolID?
        /// The component class it subclasses, if any (a component, or a generic base component).
        let superclass: SymbolID?
        /// Its properties, in three runs: `properties`, `hiddenProperties`, `untypedProperties`. A
        /// binding names the property it reads by its index here.
        let providers: [Provider]
        /// How many of `providers` are `properties`.
        let offeredCount: Int
        /// How many of `providers`, after the `properties`, are `hiddenProperties`.
        let hiddenCount: Int
        /// The properties it offers its descendants (its own, its extensions', and inherited ones),
        /// sorted by name.
        var properties: ArraySlice<Provider> { providers[..<offeredCount] }
        /// Its `private` and `fileprivate` properties, which generated code cannot read, in source order.
        var hiddenProperties: ArraySlice<Provider> { providers[offeredCount..<(offeredCount + hiddenCount)] }
        /// Its instance properties without a type annotation (`let service = Service()`), which
        /// cannot provide anything (their type is unknown before compilation), kept for notes, in
        /// source order.
        var untypedProperties: ArraySlice<Provider> { providers[(offeredCount + hiddenCount)...] }
        /// Whether it, an extension of it or a component superclass declares `Sendable` (or
        /// `@unchecked Sendable`), or conforms in its declaration to a `@MainActor` protocol:
        /// generated code may then hold it in a plain `let`.
        let isSendable: Bool
        /// Whether it is a `NonCoreComponent<D>` (or subclasses one): its pluginized owner creates it.
        var isNonCore = false
        /// Whether its class may be isolated to a global actor (`@MainActor final class …`, by
        /// inference from a conformance, or a superclass's): the members generated code adds to it
        /// are `nonisolated`, since the runtime calls them from any thread.
        var isIsolated = false
        /// What `@available` says of its class and the types enclosing it (`Availability.Mark`):
        /// generated code that names it is marked so.
        var mark = Availability.Mark.none
        /// For a `PluginizedComponent<D, E, N>` (or a subclass of one), its plugin extension and
        /// non-core component.
        var plugin: Plugin?
    }

    /// What a pluginized component adds to a component.
    struct Plugin: Hashable, Sendable {
        /// Its plugin extension protocol (in `DependencyGraph.pluginExtensions`).
        let pluginExtension: SymbolID
        /// The id of its non-core component.
        let nonCore: Int
        /// Where `PluginizedComponent<D, E, N>` is written (for a subclass, in its base class).
        let location: SourceLocation
    }

    /// A property of a component, which may satisfy a descendant's requirement. A class, so that
    /// the many tables and paths that hold one share it rather than retain each of its fields.
    final class Provider: Hashable, Sendable {
        /// The property's name.
        let name: Name
        /// The property's type.
        let type: TypeName
        /// The type's identity, from where the property is written (module-qualified, nested and
        /// typealiased spellings of one type are equal).
        let identity: TypeIdentity
        /// The property's access level.
        let accessLevel: AccessLevel
        /// The module that declares the property.
        let module: String?
        /// Where the property is.
        let location: SourceLocation
        /// The display name of the component class that declares it (a superclass, for inherited
        /// properties).
        let declaringComponent: String
        /// The component class that declares it.
        let declaringComponentKey: SymbolID
        /// Whether the property, or the type or extension declaring it, carries an attribute that
        /// may isolate it to a global actor (`@MainActor`, or any attribute but a few known not to,
        /// such as `@available`): generated code then reads it from a member of its provider class,
        /// which takes the isolation the requirement's protocol gives it, not from a shared one.
        let mayBeIsolated: Bool
        /// Whether the property is certainly isolated to the main actor (`@MainActor` on it, its
        /// extension, its class or the protocol whose extension adds it): a requirement not
        /// isolated so cannot read it (`isolated-provider`, by the resolver).
        let isMainActor: Bool
        /// The effects of the property's `get` (`get async`): generated code reads a dependency
        /// synchronously, so a property with any that it would read is reported where it is
        /// declared (`provider-getter-has-effects`, by the resolver).
        let getterEffects: AccessorEffects
        /// What its `@available` attributes, or its extension's, say (`Availability`): a deprecated
        /// property is read by a deprecated member, an unavailable one is hidden.
        let availability: Availability
        /// What `@available` says of it for generated code that reads it (`Availability.Mark`):
        /// the member that reads it is marked so.
        let mark: Availability.Mark

        /// Creates a value from its fields.
        init(
            name: Name, type: TypeName, identity: TypeIdentity, accessLevel: AccessLevel, module: String?, location: SourceLocation, declaringComponent: String,
            declaringComponentKey: SymbolID, mayBeIsolated: Bool, isMainActor: Bool = false, getterEffects: AccessorEffects = [],
            availability: Availability = .available, mark: Availability.Mark = .none
        ) {
            self.name = name
            self.type = type
            self.identity = identity
            self.accessLevel = accessLevel
            self.module = module
            self.location = location
            self.declaringComponent = declaringComponent
            self.declaringComponentKey = declaringComponentKey
            self.mayBeIsolated = mayBeIsolated
            self.isMainActor = isMainActor
            self.getterEffects = getterEffects
            self.availability = availability
            self.mark = mark
        }

        /// Whether the two have the same fields: every stored property (a property added to the
        /// class is added here too).
        static func == (left: Provider, right: Provider) -> Bool {
            left === right
                || (left.name == right.name
                    && left.type == right.type
                    && left.identity == right.identity
                    && left.accessLevel == right.accessLevel
                    && left.module == right.module
                    && left.location == right.location
                    && left.declaringComponent == right.declaringComponent
                    && left.declaringComponentKey == right.declaringComponentKey
                    && left.mayBeIsolated == right.mayBeIsolated
                    && left.isMainActor == right.isMainActor
                    && left.getterEffects == right.getterEffects
                    && left.availability == right.availability
                    && left.mark == right.mark)
        }

        /// Hashes the `name` and `location`: equal values have equal fields, so equal hashes.
        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(location)
        }
    }

    /// A dependency protocol with all its requirements, inherited ones included.
    struct DependencyProtocol: Hashable, Sendable {
        /// The protocol it is.
        let key: SymbolID
        /// The name qualified by enclosing types.
        let qualifiedName: String
        /// The module that declares it.
        let module: String?
        /// Where the protocol's name is.
        let location: SourceLocation
        /// The protocol's access level.
        let accessLevel: AccessLevel
        /// The gettable properties, own and inherited, sorted by name.
        let requirements: [Requirement]
        /// The imports of the files that declare it and the protocols it refines, which the types
        /// in its requirements may need.
        let imports: [ImportDeclaration]
        /// What `@available` says of it and the types enclosing it (`Availability.Mark`):
        /// generated code that conforms to it is marked so.
        var mark = Availability.Mark.none
        /// Whether it or a protocol it refines inherits `Sendable` (`Isolation.isSendable`):
        /// the classes generated code conforms to it declare `@unchecked Sendable`.
        var isSendable = false
    }

    /// A `var name: Type { get }` requirement of a dependency protocol.
    final class Requirement: Hashable, Sendable {
        /// The property's name.
        let name: Name
        /// The property's type, normalised.
        let type: TypeName
        /// The type's identity, from the protocol; a provider satisfies the requirement when their
        /// identities are equal.
        let identity: TypeIdentity
        /// The type as written with the names of the sources' declarations marked, so that the
        /// emitted provider can name them unambiguously from the output module.
        let spelling: TypeSpelling
        /// Where the requirement is.
        let location: SourceLocation
        /// The protocol that declares it.
        let declaringProtocol: SymbolID
        /// Whether it, the protocol declaring it or a protocol refining that on the way from the
        /// dependency protocol carries an attribute that may isolate it to a global actor.
        let mayBeIsolated: Bool
        /// The implementation an unconstrained extension of the dependency protocol (or of one it
        /// refines) gives it, if any: a provider that finds no ancestor for it conforms through
        /// that default, where it is visible.
        let defaultImplementation: Default?

        /// Where a requirement's default implementation is, and who may use it.
        struct Default: Hashable, Sendable {
            /// The module of the extension that declares it.
            let module: String?
            /// The property's access, limited by its extension's.
            let accessLevel: AccessLevel
            /// Where the property is.
            let location: SourceLocation
        }

        /// Creates a value from its fields.
        init(
            name: Name, type: TypeName, identity: TypeIdentity, spelling: TypeSpelling, location: SourceLocation, declaringProtocol: SymbolID,
            mayBeIsolated: Bool = false, defaultImplementation: Default? = nil
        ) {
            self.name = name
            self.type = type
            self.identity = identity
            self.spelling = spelling
            self.location = location
            self.declaringProtocol = declaringProtocol
            self.mayBeIsolated = mayBeIsolated
            self.defaultImplementation = defaultImplementation
        }

        /// This requirement with `implementation` as its default.
        func withDefault(_ implementation: Default) -> Requirement {
            Requirement(
                name: name, type: type, identity: identity, spelling: spelling, location: location, declaringProtocol: declaringProtocol,
                mayBeIsolated: mayBeIsolated, defaultImplementation: implementation)
        }

        /// Whether the two have the same fields: every stored property (a property added to the
        /// class is added here too).
        static func == (left: Requirement, right: Requirement) -> Bool {
            left === right
                || (left.name == right.name
                    && left.type == right.type
                    && left.identity == right.identity
                    && left.spelling == right.spelling
                    && left.location == right.location
                    && left.declaringProtocol == right.declaringProtocol
                    && left.mayBeIsolated == right.mayBeIsolated
                    && left.defaultImplementation == right.defaultImplementation)
        }

        /// Hashes the `name` and `location`: equal values have equal fields, so equal hashes.
        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(location)
        }
    }

    /// A component creating another with `parent: self`.
    struct Edge: Hashable, Sendable {
        /// The creating component's id.
        let parent: Int
        /// The created component's id.
        let child: Int
        /// Where the instantiation is.
        let location: SourceLocation
    }
}
