/// A function or method.
public struct FunctionDeclaration: Hashable, Sendable {
    /// The name (an operator for operator functions).
    public let name: String
    /// The parameters, in order.
    public let parameters: [ParameterDeclaration]
    /// The declared result type; nil when it returns `Void` implicitly.
    public let returnType: TypeName?
    /// Whether it is `static` or `class`.
    public let isStatic: Bool
    /// The access level.
    public let accessLevel: AccessLevel
    /// All modifiers as written.
    public let modifiers: [Modifier]
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}
