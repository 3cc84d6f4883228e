/// Attributes and modifiers written before a declaration keyword.
struct DeclarationPrefix {
    var attributes: [String] = []
    var modifiers: [Modifier] = []
    var accessLevel: AccessLevel?
    var setterAccessLevel: AccessLevel?
    /// The first token of the declaration, attributes included.
    var startIndex = 0

    var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
}
