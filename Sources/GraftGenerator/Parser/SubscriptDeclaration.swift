/// A subscript.
public struct SubscriptDeclaration: Hashable, Sendable {
    /// Where `subscript` is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}
