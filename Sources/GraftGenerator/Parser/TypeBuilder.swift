/// A type declaration whose body is being parsed: what its members default to, and where they
/// begin on the parser's `MemberStack`.
struct TypeBuilder {
    /// The access level members get when they write none (an extension's, or a protocol's).
    let defaultMemberAccess: AccessLevel
    /// The stack's heights when the body opened.
    let start: MemberStack.Heights
    /// Whether the types of its properties are read with where their names are
    /// (`PropertyDeclaration.typeNames`): a protocol's, whose requirements generated code spells.
    var findsTypeNames = false
}
