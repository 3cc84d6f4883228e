/// The lexer's output for one file: the tokens, ending with `endOfFile`, and what went wrong.
public struct TokenizedFile: Sendable {
    /// The file that was lexed.
    let source: SourceFile
    /// The tokens in order; the last is always `endOfFile`.
    let tokens: [Token]
    /// Malformed input the lexer recovered from.
    let diagnostics: [Diagnostic]

    /// The source text of a token.
    func text(of token: Token) -> String {
        source.text(token.range)
    }

    /// The interned name an identifier token spells, without the backticks of a backticked one.
    func name(of token: Token) -> Name {
        let backticked = token.kind == .backtickIdentifier && token.end - token.start >= 2
        let range = backticked ? (token.start + 1)..<(token.end - 1) : token.start..<token.end
        return source.bytes.withUnsafeBufferPointer { Name(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The location of a token's first byte.
    func location(of token: Token) -> SourceLocation {
        source.location(ofOffset: token.start)
    }

    /// Whether the token's bytes are exactly `word`; compares bytes, allocates nothing.
    func token(_ token: Token, is word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let start = word.utf8Start
            var index = 0
            while index < count {
                if bytes[token.start + index] != start[index] { return false }
                index += 1
            }
            return true
        }
    }
}
