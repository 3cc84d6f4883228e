/// Recursive descent over a `#if` directive's tokens into an `IfConfigExpression`: `||` binds
/// loosest, then `&&`, then `!`; parentheses, names and calls.
struct IfConfigExpressionParser {
    private let file: TokenizedFile
    private let end: Int
    private var index: Int
    private var depth = 0
    private var failed = false

    /// Parses the condition in `tokens` of `file`; `.malformed` unless all of it parses.
    static func parse(_ tokens: Range<Int>, of file: TokenizedFile) -> IfConfigExpression {
        var parser = IfConfigExpressionParser(file: file, end: tokens.upperBound, index: tokens.lowerBound)
        let expression = parser.parseOr()
        return parser.failed || parser.index < parser.end ? .malformed : expression
    }

    private init(file: TokenizedFile, end: Int, index: Int) {
        self.file = file
        self.end = min(end, file.tokens.count - 1)
        self.index = index
    }

    /// The current token, or nil past the condition's last.
    private var current: Token? { index < end ? file.tokens[index] : nil }

    private func isOperator(_ word: StaticString) -> Bool {
        guard let current, current.kind == .operator else { return false }
        return file.token(current, is: word)
    }

    private mutating func parseOr() -> IfConfigExpression {
        var expression = parseAnd()
        while !failed, isOperator("||") {
            index += 1
            expression = .or(expression, parseAnd())
        }
        return expression
    }

    private mutating func parseAnd() -> IfConfigExpression {
        var expression = parseUnary()
        while !failed, isOperator("&&") {
            index += 1
            expression = .and(expression, parseUnary())
        }
        return expression
    }

    private mutating func parseUnary() -> IfConfigExpression {
        guard depth < IfConfigExpression.maximumDepth, let token = current else { return fail() }
        depth += 1
        defer { depth -= 1 }
        if isOperator("!") {
            index += 1
            return .not(parseUnary())
        }
        if token.kind == .leftParen {
            index += 1
            let expression = parseOr()
            guard current?.kind == .rightParen else { return fail() }
            index += 1
            return expression
        }
        guard token.kind == .identifier else { return fail() }
        let name = file.text(of: token)
        index += 1
        guard current?.kind == .leftParen else {
            switch name {
            case "true": return .literal(true)
            case "false": return .literal(false)
            default: return .atom(IfConfigAtom(name: name))
            }
        }
        let open = index
        var level = 0
        repeat {
            guard let token = current else { return fail() }
            if token.kind == .leftParen { level += 1 }
            if token.kind == .rightParen { level -= 1 }
            index += 1
        } while level > 0
        let argument = file.tokens[(open + 1)..<(index - 1)].map { file.text(of: $0) }.joined()
        return .atom(IfConfigAtom(name: name, argument: argument))
    }

    private mutating func fail() -> IfConfigExpression {
        failed = true
        return .malformed
    }
}
