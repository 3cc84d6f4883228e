@testable import _GraftGeneratorCore

// The generator reads types and `#if` conditions from a file's tokens, once; tests write them as
// text. These lex the text as a file and hand its tokens to the same parsers.

extension TypeName {
    /// The type written in `text`, read as the parser reads a type annotation.
    init(parsing text: String) {
        let file = Lexer.tokenize(SourceFile(path: "", text: text))
        self = TypeParser.parse(file, from: 0, through: file.tokens.count - 2)
    }
}

extension IfConfigExpression {
    /// The condition written in `text` (`DEBUG && !os(iOS)`), read as the parser reads a directive.
    init(parsing text: String) {
        let file = Lexer.tokenize(SourceFile(path: "", text: text))
        self = IfConfigExpressionParser.parse(0..<(file.tokens.count - 1), of: file)
    }
}

/// Tests write names as literals; the generator interns them from the sources' bytes.
extension Name: ExpressibleByStringLiteral {
    /// The name whose text is `value`, interned.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
