/// The kinds of type declaration.
public enum TypeDeclarationKind: String, Hashable, Sendable, CaseIterable {
    /// `class`
    case `class`
    /// `struct`
    case `struct`
    /// `enum`
    case `enum`
    /// `actor`
    case actor
    /// `protocol`
    case `protocol`
    /// `extension`
    case `extension`
}
