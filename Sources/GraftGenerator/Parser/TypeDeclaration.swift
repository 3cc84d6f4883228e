/// A class, struct, enum, actor, protocol or extension, with its depth-1 members.
public struct TypeDeclaration: Hashable, Sendable {
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
    public let modifiers: [String]
    /// Attributes as written without spaces: `@MainActor`, `@available(iOS15,*)`.
    public let attributes: [String]
    /// The names of the generic parameters.
    public let genericParameters: [String]
    /// The inheritance clause, in order.
    public let inheritedTypes: [InheritedType]
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
}
