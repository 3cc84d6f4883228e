/// An `#if` block the parser is inside: the conditions of the branches passed and the current one.
struct OpenIfConfig {
    var preceding: [IfConfigClause]
    var condition: IfConfigClause?
    var location: SourceLocation
    /// The directive token that opened the block, for "missing #endif".
    var openingToken: Token
    /// The condition of declarations in this branch: this block's branch inside the enclosing blocks.
    var chain: IfConfigCondition
}
