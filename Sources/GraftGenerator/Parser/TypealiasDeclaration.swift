/// A `typealias`.
public struct TypealiasDeclaration: Hashable, Sendable {
    /// The declared name.
    public let name: String
    /// The name qualified by the enclosing types, interned: `[Outer, Alias]`.
    public let namePath: [Name]
    /// The qualified name as text: `Outer.Alias`.
    public var qualifiedName: String { DeclarationParser.qualifiedName(namePath) }
    /// The names of the generic parameters.
    public let genericParameters: [Name]
    /// The aliased type as written, whitespace removed.
    public let targetText: String
    /// The aliased type, normalised.
    public let target: TypeName
    /// The access level it has: the one written, or the default, within the enclosing type's
    /// (a typealias of a `private` type is `fileprivate`).
    public let accessLevel: AccessLevel
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}
