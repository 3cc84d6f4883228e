/// The members of a type declaration while its body is being parsed.
struct TypeBuilder {
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var initializers: [InitializerDeclaration] = []
    var subscripts: [SubscriptDeclaration] = []
    var associatedTypes: [AssociatedTypeDeclaration] = []
    var instantiations: [InstantiationSite] = []
    /// The access level members get when they write none (an extension's, or a protocol's).
    var defaultMemberAccess: AccessLevel
}

/// The member whose body is being scanned, for instantiation sites.
struct MemberContext {
    /// `name` of the property or function, `init`, `deinit` or `subscript`.
    let name: String
    /// The declared type of the property or the function's result, for `.init(parent:)`.
    let declaredType: TypeName?
}

/// Attributes and modifiers written before a declaration keyword.
struct DeclarationPrefix {
    var attributes: [String] = []
    var modifiers: [String] = []
    var accessLevel: AccessLevel?
    var setterAccessLevel: AccessLevel?
    /// The first token of the declaration, attributes included.
    var startIndex = 0

    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// An `#if` block the parser is inside: the conditions of the branches passed and the current one.
struct OpenIfConfig {
    var preceding: [String]
    var condition: String?
    var location: SourceLocation
    /// The directive token that opened the block, for "missing #endif".
    var openingToken: Token
}
