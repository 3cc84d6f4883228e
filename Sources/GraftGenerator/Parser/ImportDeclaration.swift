/// An `import` declaration.
public struct ImportDeclaration: Hashable, Sendable {
    /// `struct`, `class`, `func`… in `import struct A.B`; nil for a whole-module import.
    public let kind: String?
    /// The imported path: `["A", "B"]` for `A.B`.
    public let path: [String]
    /// Attributes as written without spaces: `@testable`, `@_spi(X)`, `@preconcurrency`.
    public let attributes: [String]
    /// Where the declaration starts.
    public let location: SourceLocation
    /// The `#if` blocks around it.
    public let condition: IfConfigCondition?
    /// The access level written before `import` (`internal import Feature`, SE-0409); nil when
    /// none is. Once a module's files write one for a module, a file of it that imports that
    /// module without one is an error ("ambiguous implicit access level"), so generated files
    /// write one too (`ImportPlan`).
    public let accessLevel: AccessLevel?

    /// The module imported: the first path component.
    public var module: String { path.first ?? "" }
}
