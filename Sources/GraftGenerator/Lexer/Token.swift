/// One lexical token: its kind, its byte range in the file, and the trivia around it.
///
/// Tokens carry no text of their own; `TokenizedFile.text(of:)` reads it from the file's bytes, so
/// lexing allocates nothing per token.
struct Token: Hashable, Sendable {
    /// What the token is.
    let kind: TokenKind
    /// Whitespace, comments and line breaks around the token.
    let trivia: TokenTrivia
    private let startOffset: Int32
    private let endOffset: Int32

    /// Creates a token over the byte range `range`.
    init(kind: TokenKind, range: Range<Int>, trivia: TokenTrivia) {
        self.kind = kind
        self.trivia = trivia
        self.startOffset = Int32(truncatingIfNeeded: range.lowerBound)
        self.endOffset = Int32(truncatingIfNeeded: range.upperBound)
    }

    /// The byte offset of the token's first byte.
    var start: Int { Int(startOffset) }
    /// The byte offset just past the token's last byte.
    var end: Int { Int(endOffset) }
    /// The byte range of the token.
    var range: Range<Int> { start..<end }
}

/// The trivia flags of a token, as an option set.
struct TokenTrivia: OptionSet, Hashable, Sendable {
    /// The raw bits.
    let rawValue: UInt8
    /// Whitespace or a comment comes right before the token (or it starts the file).
    static let leadingSpace = TokenTrivia(rawValue: 1 << 0)
    /// A line break comes between the previous token and this one (or it starts the file).
    static let leadingNewline = TokenTrivia(rawValue: 1 << 1)
    /// Whitespace, a comment or the end of the file comes right after the token.
    static let trailingSpace = TokenTrivia(rawValue: 1 << 2)
}
