/// A class, struct, enum, actor, protocol or extension, with its depth-1 members.
///
/// A class, not a struct: the graph builder keeps declarations in several tables and hands them
/// between stages, and each copy of a value retained every string and array in it. It is never
/// changed once made, so sharing it is safe; equality compares the fields, as a value's would.
public final class TypeDeclaration: Hashable, Sendable {
    /// What kind of declaration it is.
    public let kind: TypeDeclarationKind
    /// The declared name; for an extension, the extended type as written (`Outer.Inner`).
    public let name: String
    /// The name qualified by the enclosing types, interned: `[Outer, Inner]`; for an extension,
    /// the extended type's names as written.
    public let namePath: [Name]
    /// The qualified name as text: `Outer.Inner`.
    public var qualifiedName: String { DeclarationParser.qualifiedName(namePath) }
    /// Where the name is.
    public let location: SourceLocation
    /// Modifiers such as `public`, `final`, `open`.
    public let modifiers: [Modifier]
    /// Attributes as written without spaces: `@MainActor`, `@available(iOS15,*)`.
    public let attributes: [String]
    /// The names of the generic parameters, interned.
    public let genericParameters: [Name]
    /// The inheritance clause, in order.
    public let inheritedTypes: [InheritedType]
    /// What a `where` clause requires `Self` to be (`where Self: LoggedInComponent, Self == X`), in
    /// order; empty without a clause.
    public let selfConstraints: [InheritedType]
    /// Whether the `where` clause also requires something of another type than `Self`
    /// (`where DependencyType == FeedDependency`), which Graft does not evaluate.
    public let hasOtherConstraints: Bool
    /// The `@available` attributes, as written without spaces, of the extensions enclosing the
    /// declaration (`@available(iOS 17, *) extension Features { final class FeedComponent … }`),
    /// directly or through the types between: they restrict it as its own attributes do.
    public let enclosingAvailability: [String]
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
    /// The access level it has: the one written, or its place's default (a `public extension`'s
    /// types are public), within the enclosing type's (a `public` class of a `private` type is
    /// `fileprivate`, of an internal one `internal`).
    public let accessLevel: AccessLevel
    /// Properties declared at depth 1 of the body.
    public let properties: [PropertyDeclaration]
    /// Functions declared at depth 1 of the body.
    public let functions: [FunctionDeclaration]
    /// Initialisers declared at depth 1 of the body.
    public let initializers: [InitializerDeclaration]
    /// Subscripts declared at depth 1 of the body.
    public let subscripts: [SubscriptDeclaration]
    /// Associated types (protocols only).
    public let associatedTypes: [AssociatedTypeDeclaration]
    /// `Name(parent: …)`-shaped calls inside the bodies of the members.
    public let instantiations: [InstantiationSite]

    /// Creates a declaration from its fields.
    public init(
        kind: TypeDeclarationKind, name: String, namePath: [Name], location: SourceLocation, modifiers: [Modifier], attributes: [String],
        genericParameters: [Name], inheritedTypes: [InheritedType], condition: IfConfigCondition?, accessLevel: AccessLevel,
        properties: [PropertyDeclaration], functions: [FunctionDeclaration], initializers: [InitializerDeclaration], subscripts: [SubscriptDeclaration],
        associatedTypes: [AssociatedTypeDeclaration], instantiations: [InstantiationSite], selfConstraints: [InheritedType] = [],
        hasOtherConstraints: Bool = false, enclosingAvailability: [String] = []
    ) {
        self.kind = kind
        self.name = name
        self.namePath = namePath
        self.location = location
        self.modifiers = modifiers
        self.attributes = attributes
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.condition = condition
        self.accessLevel = accessLevel
        self.properties = properties
        self.functions = functions
        self.initializers = initializers
        self.subscripts = subscripts
        self.associatedTypes = associatedTypes
        self.instantiations = instantiations
        self.selfConstraints = selfConstraints
        self.hasOtherConstraints = hasOtherConstraints
        self.enclosingAvailability = enclosingAvailability
    }

    /// Whether the two declarations have the same fields: every stored property (a property added
    /// to the class is added here too).
    public static func == (left: TypeDeclaration, right: TypeDeclaration) -> Bool {
        left === right
            || (left.kind == right.kind
                && left.name == right.name
                && left.namePath == right.namePath
                && left.location == right.location
                && left.modifiers == right.modifiers
                && left.attributes == right.attributes
                && left.genericParameters == right.genericParameters
                && left.inheritedTypes == right.inheritedTypes
                && left.condition == right.condition
                && left.accessLevel == right.accessLevel
                && left.properties == right.properties
                && left.functions == right.functions
                && left.initializers == right.initializers
                && left.subscripts == right.subscripts
                && left.associatedTypes == right.associatedTypes
                && left.instantiations == right.instantiations
                && left.selfConstraints == right.selfConstraints
                && left.hasOtherConstraints == right.hasOtherConstraints
                && left.enclosingAvailability == right.enclosingAvailability)
    }

    /// Hashes the `namePath` and `location`: equal values have equal fields, so equal hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(namePath)
        hasher.combine(location)
    }
}
