/// An associated type of a protocol.
public struct AssociatedTypeDeclaration: Hashable, Sendable {
    /// The name.
    public let name: String
    /// Where the name is.
    public let location: SourceLocation
}
