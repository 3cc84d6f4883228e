/// A call shaped like a component instantiation: `Name(parent: …)`, `Name.init(parent: …)`,
/// `Module.Name(parent: …)` or `.init(parent: …)`.
public struct InstantiationSite: Hashable, Sendable {
    /// The called type as written (`Module.Name`); nil for `.init(parent:)`.
    public let calleeText: String?
    /// For `.init(parent:)`, the declared type of the enclosing property or function's result.
    public let contextType: TypeName?
    /// The text of the `parent:` argument, whitespace at its ends removed.
    public let parentArgument: String
    /// Where the call starts.
    public let location: SourceLocation
    /// Where the `parent:` argument's value starts.
    public let argumentLocation: SourceLocation
    /// The member whose body holds the call (`var name`, `func name`, `init`).
    public let enclosingMember: String
    /// The `#if` blocks around the call.
    public let condition: IfConfigCondition?
    /// Whether the call also passes `dependency:`, as `init(parent:dependency:)` does: wiring by
    /// hand, which needs no generated provider.
    public let passesDependency: Bool

    /// The type this call creates: the callee, or the context type for `.init`.
    public var createdType: TypeName? {
        if let calleeText { return TypeName(parsing: calleeText) }
        return contextType?.unwrappingOptional
    }
}
