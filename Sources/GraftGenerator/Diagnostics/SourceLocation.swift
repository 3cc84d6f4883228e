/// A position in a source file: 1-based line and 1-based UTF-8 column, as compilers report them.
///
/// The path is interned (a ``Name`` of the process's name table), so a location is three numbers:
/// declarations hold one or more each, and copying or comparing one retains and reads no string.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The path of the file, interned.
    let file: Name
    private let storedLine: Int32
    private let storedColumn: Int32

    /// The path of the file as given to the generator.
    public var path: String { file.text }
    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int { Int(storedColumn) }

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.init(file: Name(path), line: line, column: column)
    }

    /// Creates a location in the file whose interned path is `file`.
    init(file: Name, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.path < rhs.path }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// The location as `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }
}
