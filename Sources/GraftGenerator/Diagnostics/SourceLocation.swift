/// A position in a source file: 1-based line and 1-based UTF-8 column, as compilers report them.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The path of the file as given to the generator.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public let column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// The location as `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }
}
