/// Identifies one `shared { }` call site: the file, line and column the compiler passes in.
///
/// Hashing uses only the two integers; equality compares the file name by address first and by
/// content only when the addresses differ (the same literal can be emitted twice after inlining).
@usableFromInline
struct SharedKey: Hashable {
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    /// Creates the key of a call site.
    @inlinable init(file: StaticString, line: UInt, column: UInt) {
        self.file = file
        self.line = line
        self.column = column
    }

    @inlinable static func == (lhs: SharedKey, rhs: SharedKey) -> Bool {
        guard lhs.line == rhs.line, lhs.column == rhs.column else { return false }
        if lhs.file.utf8Start == rhs.file.utf8Start { return true }
        guard lhs.file.utf8CodeUnitCount == rhs.file.utf8CodeUnitCount else { return false }
        return lhs.file.withUTF8Buffer { left in
            rhs.file.withUTF8Buffer { right in left.elementsEqual(right) }
        }
    }

    @inlinable func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}
