/// An initialiser.
public struct InitializerDeclaration: Hashable, Sendable {
    /// The parameters, in order.
    public let parameters: [ParameterDeclaration]
    /// Whether it is `init?` or `init!`.
    public let isFailable: Bool
    /// The access level.
    public let accessLevel: AccessLevel
    /// All modifiers as written (`convenience`, `required`, `override`…).
    public let modifiers: [Modifier]
    /// Where `init` is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}
