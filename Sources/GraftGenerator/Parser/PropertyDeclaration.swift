/// A stored or computed property, or a property requirement of a protocol.
///
/// A class, as `TypeDeclaration` is: the graph builder hands properties between its tables, and a
/// copy of a value would retain every string and array in it. Never changed once made.
public final class PropertyDeclaration: Hashable, Sendable {
    /// Whether the property stores a value or computes it.
    public enum Storage: String, Hashable, Sendable, CaseIterable {
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
    /// The accessors named in the body: `[.get]`, `[.get, .set]`; empty for an implicit getter.
    public let accessors: [Accessor]
    /// The effects of the `get` accessor (`var token: String { get async throws }`); empty for
    /// none, and for an implicit getter, which cannot have any.
    public let getterEffects: AccessorEffects
    /// All modifiers as written: `lazy`, `override`, `weak`, `public`…
    public let modifiers: [Modifier]
    /// Attributes as written without spaces.
    public let attributes: [String]
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?

    /// Creates a value from its fields.
    public init(
        name: Name, typeText: String?, typeNames: TypeNameChains?, type: TypeName?, isLet: Bool, isStatic: Bool, storage: Storage, accessLevel: AccessLevel,
        setterAccessLevel: AccessLevel?, accessors: [Accessor], getterEffects: AccessorEffects = [], modifiers: [Modifier], attributes: [String],
        location: SourceLocation, condition: IfConfigCondition?
    ) {
        self.name = name
        self.typeText = typeText
        self.typeNames = typeNames
        self.type = type
        self.isLet = isLet
        self.isStatic = isStatic
        self.storage = storage
        self.accessLevel = accessLevel
        self.setterAccessLevel = setterAccessLevel
        self.accessors = accessors
        self.getterEffects = getterEffects
        self.modifiers = modifiers
        self.attributes = attributes
        self.location = location
        self.condition = condition
    }

    /// Whether the two have the same fields: every stored property (a property added to the class
    /// is added here too).
    public static func == (left: PropertyDeclaration, right: PropertyDeclaration) -> Bool {
        left === right
            || (left.name == right.name
                && left.typeText == right.typeText
                && left.typeNames == right.typeNames
                && left.type == right.type
                && left.isLet == right.isLet
                && left.isStatic == right.isStatic
                && left.storage == right.storage
                && left.accessLevel == right.accessLevel
                && left.setterAccessLevel == right.setterAccessLevel
                && left.accessors == right.accessors
                && left.getterEffects == right.getterEffects
                && left.modifiers == right.modifiers
                && left.attributes == right.attributes
                && left.location == right.location
                && left.condition == right.condition)
    }

    /// Hashes the `name` and `location`: equal values have equal fields, so equal hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }
}
