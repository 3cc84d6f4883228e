/// An `#if` block the parser is inside: the conditions of the branches passed and the current one.
struct OpenIfConfig {
    var preceding: [String]
    var condition: String?
    var location: SourceLocation
    /// The directive token that opened the block, for "missing #endif".
    var openingToken: Token
}
