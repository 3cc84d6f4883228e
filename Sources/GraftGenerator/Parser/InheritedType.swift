/// A type named in an inheritance clause.
public struct InheritedType: Hashable, Sendable {
    /// The type as written, whitespace and comments removed.
    public let text: String
    /// The type, normalised.
    public let type: TypeName
    /// Where the type is written.
    public let location: SourceLocation
}
