/// A type declaration whose body is being parsed: what its members default to, and where they
/// begin on the parser's `MemberStack`.
struct TypeBuilder {
    /// The access level members get when they write none (an extension's, or a protocol's).
    let defaultMemberAccess: AccessLevel
    /// The most access a type or typealias declared in the body has, whatever it writes: the
    /// enclosing type's own (`fileprivate` for a `private` one, whose body the whole file sees);
    /// `open` at the top level.
    var memberCeiling: AccessLevel = .open
    /// The stack's heights when the body opened.
    let start: MemberStack.Heights
    /// Whether the types of its properties are read with where their names are
    /// (`PropertyDeclaration.typeNames`): a protocol's, whose requirements generated code spells.
    var findsTypeNames = false
    /// The `@available` attributes of the extensions enclosing the body (directly, or through
    /// the types declared between): they restrict a type declared in it as its own do
    /// (`TypeDeclaration.enclosingAvailability`).
    var enclosingAvailability: [String] = []
}
