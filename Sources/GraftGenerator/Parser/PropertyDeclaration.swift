/// A stored or computed property, or a property requirement of a protocol.
public struct PropertyDeclaration: Hashable, Sendable {
    /// Whether the property stores a value or computes it.
    public enum Storage: String, Hashable, Sendable {
        /// A stored property (observers and `lazy` included).
        case stored
        /// A computed property, or a protocol requirement.
        case computed
    }

    /// The property's name, without backticks.
    public let name: Name
    /// The annotated type as written, whitespace removed; nil when there is no annotation.
    public let typeText: String?
    /// Where the names in `typeText` are, for a protocol's property (a requirement, which generated
    /// code spells); nil for other properties and when there is no annotation.
    public let typeNames: TypeNameChains?
    /// The annotated type, normalised.
    public let type: TypeName?
    /// `let` or `var`.
    public let isLet: Bool
    /// Whether it is `static` or `class`.
    public let isStatic: Bool
    /// Stored or computed.
    public let storage: Storage
    /// The access level for reading.
    public let accessLevel: AccessLevel
    /// The access level for writing, when `private(set)` or similar narrows it.
    public let setterAccessLevel: AccessLevel?
    /// The accessors named in the body: `["get"]`, `["get", "set"]`; empty for an implicit getter.
    public let accessors: [String]
    /// All modifiers as written: `lazy`, `override`, `weak`, `public`…
    public let modifiers: [String]
    /// Attributes as written without spaces.
    public let attributes: [String]
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}
