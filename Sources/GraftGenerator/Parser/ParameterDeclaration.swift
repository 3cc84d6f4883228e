/// A parameter of a function or initialiser.
public struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label; nil for `_`.
    public let label: String?
    /// The parameter name used inside the body.
    public let name: String
    /// The type as written, whitespace removed.
    public let typeText: String
    /// The type, normalised.
    public let type: TypeName
}
