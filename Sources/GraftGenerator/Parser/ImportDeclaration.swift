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

    /// The module imported: the first path component.
    public var module: String { path.first ?? "" }
}
