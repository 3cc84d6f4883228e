/// Turns a Swift source file into tokens, without SwiftSyntax.
///
/// The lexer is a cursor over the file's UTF-8 bytes. It knows all of Swift's lexical grammar the
/// generator meets in real code: nested block comments, doc comments, shebang and byte-order mark,
/// single-line, multi-line and raw string literals with interpolations that nest parentheses,
/// closures and further strings, regex literals told apart from division, backticked, `$` and
/// Unicode identifiers, every form of number, operators, `#` directives and attributes.
///
/// Malformed input never stops it: every loop makes progress, nesting is bounded, and what could not
/// be read becomes a diagnostic attached to the result.
public enum Lexer {
    /// The deepest string-interpolation nesting the lexer follows before it reports an error.
    static let maximumInterpolationDepth = 64

    /// Lexes one file.
    public static func tokenize(_ source: SourceFile) -> TokenizedFile {
        let (tokens, problems) = source.bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer)
            cursor.lexFile()
            return (cursor.tokens, cursor.problems)
        }
        let diagnostics = problems.map { problem in
            Diagnostic(
                problem.id, problem.id.severity, at: source.location(ofOffset: problem.offset),
                message: problem.id.message(problem.arguments), notes: [])
        }
        return TokenizedFile(source: source, tokens: tokens, diagnostics: diagnostics)
    }

    /// The tokens of each interpolation of the string literal `string`, a token of `file`, each
    /// ending with an `endOfFile` token (`LexerCursor.lexInterpolations()`): for the parser, which
    /// reads calls inside interpolations (`"\(FeedComponent(parent: self).title)"`) only in the
    /// few strings that may hold one.
    static func interpolations(of string: Token, in file: TokenizedFile) -> [[Token]] {
        file.source.bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: UnsafeBufferPointer(rebasing: buffer[..<string.end]))
            cursor.position = string.start
            return cursor.lexInterpolations()
        }
    }
}
