/// A call shaped like a component instantiation: `Name(parent: …)`, `Name.init(parent: …)`,
/// `Module.Name(parent: …)` or `.init(parent: …)`.
public struct InstantiationSite: Hashable, Sendable {
    /// How the call names what it creates.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        /// `Name(parent:)`, `Name.init(parent:)`, `Name.self.init(parent:)`, `.init(parent:)`: the
        /// type is written at the call.
        case call
        /// `type.init(parent:)`, `make().init(parent:)`: `.init` called on a metatype value, whose
        /// type the call does not name. `calleeText` holds the value's name when it is one.
        case initOnValue
        /// `C(parent:)` where `C` is a generic parameter of the enclosing function.
        case genericParameter
        /// `Name.init(parent:)` with no argument: the initializer passed as a function value.
        case functionValue
    }

    /// The called type as written (`Module.Name`); nil for `.init(parent:)`.
    public let calleeText: String?
    /// The called type, read from the call's tokens; nil for `.init(parent:)` and `.init` on a value.
    public let calleeType: TypeName?
    /// For `.init(parent:)`, the type Swift infers for it where the parser can read it: the
    /// enclosing property's or function's declared type when the call is what the member returns,
    /// or a local's annotation (`let child: Child = .init(parent: self)`); nil anywhere else.
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
    /// How the call names what it creates.
    public let form: Form
    /// Where the `shared` is when the call is inside a `shared { … }` factory: what it creates is
    /// kept as long as the component that runs the factory.
    public let sharedLocation: SourceLocation?

    /// The type this call creates: the callee, or the context type for `.init`; nil when the call
    /// does not name it (a metatype value).
    public var createdType: TypeName? {
        calleeType ?? contextType?.unwrappingOptional
    }
}
