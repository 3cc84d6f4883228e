/// The kinds of Swift tokens the lexer produces.
///
/// Keywords are not told apart from identifiers here: Swift has many contextual keywords, and the
/// parser compares words where their meaning depends on the position.
enum TokenKind: UInt8, Hashable, Sendable, CaseIterable {
    /// A word: `foo`, `class`, `_`, `été`.
    case identifier
    /// A word in backticks: `` `class` ``. Never a keyword.
    case backtickIdentifier
    /// `$0`, `$name`, or `$` alone.
    case dollarIdentifier
    /// `42`, `0x1F`, `0b1010`, `1_000`.
    case integerLiteral
    /// `1.5`, `1e10`, `0x1p-2`.
    case floatLiteral
    /// Any string literal: single-line, multi-line, raw; interpolations included.
    case stringLiteral
    /// `/…/` or `#/…/#`.
    case regexLiteral
    /// An operator: `+`, `->`, `...`, `..<`, `?`, `!`, `=`, `<`, custom operators.
    case `operator`
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `.`
    case period
    /// `\` as in a key path.
    case backslash
    /// `@name`: an attribute name (its argument clause follows as ordinary tokens).
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`, and the other compiler directives that take a line:
    /// `#sourceLocation`, `#warning`, `#error`.
    case poundDirective
    /// `#selector`, `#file`, `#available`, a freestanding macro `#Preview`.
    case poundIdentifier
    /// A byte that starts no token (a stray or invalid byte); it carries a diagnostic.
    case unknown
    /// The end of the file; always the last token.
    case endOfFile
}
