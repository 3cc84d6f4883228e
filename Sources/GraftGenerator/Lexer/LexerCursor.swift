/// The lexer's working state: a position in the bytes, the tokens so far and the problems found.
///
/// Every `lex…` method starts at the current position and leaves it just past what it consumed;
/// each consumes at least one byte, which is what makes every loop here terminate.
struct LexerCursor {
    /// A malformed piece of input, by byte offset.
    struct Problem {
        let offset: Int
        let id: DiagnosticID
        let arguments: [String]
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var tokens: [Token] = []
    var problems: [Problem] = []
    /// The kind and range of the last token lexed at any nesting level, for regex and number rules.
    private var previousKind: TokenKind?
    private var previousRange: Range<Int> = 0..<0
    private var previousWasLeftBound = false
    private var interpolationDepth = 0
    /// Set when an interpolation went deeper than the limit: the enclosing strings give up quietly
    /// (one error, at the limit) and the outermost one clears it.
    private var abandonedInterpolation = false
    /// While `lexInterpolations()` runs: the tokens of each interpolation of its string so far.
    private var interpolations: [[Token]]?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - File

    mutating func lexFile() {
        tokens.reserveCapacity(bytes.count / 5 + 1)
        skipByteOrderMarkAndShebang()
        var newline = true
        var space = true
        while true {
            let trivia = skipTrivia()
            newline = newline || trivia.newline
            space = space || trivia.space
            guard position < bytes.count else { break }
            let start = position
            let kind = lexToken(leftBound: !space)
            if position <= start { position = start + 1 }
            var flags: TokenTrivia = []
            if space { flags.insert(.leadingSpace) }
            if newline { flags.insert(.leadingNewline) }
            if isTriviaStart(at: position) { flags.insert(.trailingSpace) }
            tokens.append(Token(kind: kind, range: start..<position, trivia: flags))
            newline = false
            space = false
        }
        tokens.append(Token(kind: .endOfFile, range: bytes.count..<bytes.count, trivia: [.leadingSpace, .trailingSpace]))
    }

    /// The tokens of each interpolation of the string literal that starts at the current position
    /// (after any `#`s of a raw string), in order, each ending with an `endOfFile` token at the
    /// interpolation's `)`. Strings inside an interpolation stay one token each. The file was lexed
    /// already; nothing is reported again.
    mutating func lexInterpolations() -> [[Token]] {
        let hashes = countHashes(at: position)
        position += hashes
        interpolations = []
        lexString(hashes: hashes)
        defer { interpolations = nil }
        // An interpolation the string ends inside (unterminated) still ends with `endOfFile`.
        let end = Token(kind: .endOfFile, range: position..<position, trivia: [.leadingSpace, .trailingSpace])
        return (interpolations ?? []).map { $0.last?.kind == .endOfFile ? $0 : $0 + [end] }
    }

    private mutating func skipByteOrderMarkAndShebang() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        if byte(at: position) == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") {
            skipToEndOfLine()
        }
    }

    // MARK: - Trivia

    /// Skips whitespace and comments; reports whether any were seen and whether a line broke.
    private mutating func skipTrivia() -> (space: Bool, newline: Bool) {
        var space = false
        var newline = false
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                newline = true
                space = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                space = true
                position += 1
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                space = true
                skipToEndOfLine()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                space = true
                if skipBlockComment() { newline = true }
            default:
                return (space, newline)
            }
        }
        return (space, newline)
    }

    private func isTriviaStart(at offset: Int) -> Bool {
        guard let current = byte(at: offset) else { return true }
        switch current {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0x00:
            return true
        case UInt8(ascii: "/"):
            let next = byte(at: offset + 1)
            return next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
        default:
            return false
        }
    }

    private mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// Skips a block comment, nested ones included; returns whether it spanned a line break.
    private mutating func skipBlockComment() -> Bool {
        let start = position
        position += 2
        var depth = 1
        var newline = false
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return newline }
            } else if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { newline = true }
                position += 1
            }
        }
        report(at: start, .unterminatedComment)
        return newline
    }

    // MARK: - Tokens

    /// Lexes the token at the current position. `leftBound` is true when no trivia precedes it.
    private mutating func lexToken(leftBound: Bool) -> TokenKind {
        let start = position
        let kind = lexTokenKind(leftBound: leftBound)
        previousKind = kind
        previousRange = start..<position
        previousWasLeftBound = leftBound
        return kind
    }

    /// The kind of a one-byte punctuation token.
    private static func punctuation(_ byte: UInt8) -> TokenKind {
        switch byte {
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        default: return .backslash
        }
    }

    private mutating func lexTokenKind(leftBound: Bool) -> TokenKind {
        let current = bytes[position]
        switch current {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            skipIdentifierBody()
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "\""):
            lexString(hashes: 0)
            return .stringLiteral
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierBody()
            return .dollarIdentifier
        case UInt8(ascii: "@"):
            return lexAttribute()
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            position += 1
            return Self.punctuation(current)
        case UInt8(ascii: "."):
            if byte(at: position + 1) == UInt8(ascii: ".") {
                lexOperatorBody(allowDots: true)
                return .operator
            }
            position += 1
            return .period
        case UInt8(ascii: "/"):
            if !previousEndsExpression(leftBound: leftBound), lexRegexIfPossible() {
                return .regexLiteral
            }
            lexOperatorBody(allowDots: false)
            return .operator
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if leftBound, previousEndsExpression(leftBound: true) {
                position += 1
                return .operator
            }
            lexOperatorBody(allowDots: false)
            return .operator
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"):
            lexOperatorBody(allowDots: false)
            return .operator
        case 0x80...0xFF:
            return lexUnicode()
        default:
            report(at: position, .unexpectedCharacter, Self.describe(byte: current))
            position += 1
            return .unknown
        }
    }

    private mutating func lexUnicode() -> TokenKind {
        guard let (scalar, length) = decodeScalar(at: position) else {
            report(at: position, .invalidUTF8, Self.describe(byte: bytes[position]))
            position += 1
            return .unknown
        }
        if UnicodeClass.isOperatorHead(scalar) {
            lexOperatorBody(allowDots: false)
            return .operator
        }
        if UnicodeClass.isWhitespaceLike(scalar) {
            report(at: position, .unexpectedWhitespace, String(scalar, radix: 16, uppercase: true))
            position += length
            return .unknown
        }
        position += length
        skipIdentifierBody()
        return .identifier
    }

    /// Skips the letters, digits and identifier scalars after an identifier's first character.
    private mutating func skipIdentifierBody() {
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            // `$` continues an identifier, as in the compiler: `_$id` is one name.
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                position += 1
            case 0x80...0xFF:
                guard let (scalar, length) = decodeScalar(at: position),
                    !UnicodeClass.isOperatorHead(scalar), !UnicodeClass.isWhitespaceLike(scalar)
                else { return }
                position += length
            default:
                return
            }
        }
    }

    private mutating func lexBacktickIdentifier() -> TokenKind {
        let start = position
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "`") {
                position += 1
                if position - start == 2 { report(at: start, .emptyBacktickedIdentifier) }
                return .backtickIdentifier
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            position += 1
        }
        report(at: start, .unterminatedBacktickedIdentifier)
        return .backtickIdentifier
    }

    private mutating func lexAttribute() -> TokenKind {
        let start = position
        position += 1
        guard let next = byte(at: position), Self.startsIdentifier(next) || next == UInt8(ascii: "`") else {
            report(at: start, .missingAttributeName)
            return .unknown
        }
        if next == UInt8(ascii: "`") {
            _ = lexBacktickIdentifier()
        } else if next >= 0x80 {
            _ = lexUnicode()
        } else {
            skipIdentifierBody()
        }
        return .attribute
    }

    // MARK: - `#`

    private mutating func lexPound() -> TokenKind {
        let start = position
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch byte(at: position + hashes) {
        case UInt8(ascii: "\"")?:
            position += hashes
            lexString(hashes: hashes)
            return .stringLiteral
        case UInt8(ascii: "/")?:
            position += hashes
            lexExtendedRegex(hashes: hashes, start: start)
            return .regexLiteral
        default:
            break
        }
        position += 1
        guard hashes == 1, let next = byte(at: position), Self.startsIdentifier(next) else {
            report(at: start, .unexpectedPound)
            return .unknown
        }
        let nameStart = position
        skipIdentifierBody()
        if Self.directives.contains(where: { matches($0, at: nameStart..<position) }) {
            return .poundDirective
        }
        return .poundIdentifier
    }

    private static let directives: [StaticString] = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"]

    // MARK: - Numbers

    private mutating func lexNumber() -> TokenKind {
        let start = position
        let afterPeriod = previousKind == .period && previousRange.upperBound == start
        var kind = TokenKind.integerLiteral
        if bytes[position] == UInt8(ascii: "0"), let radix = byte(at: position + 1),
            radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o")
        {
            position += 2
            if radix == UInt8(ascii: "x") {
                skip(while: Self.isHexDigitOrUnderscore)
                if !afterPeriod, byte(at: position) == UInt8(ascii: "."),
                    let next = byte(at: position + 1), Self.isHexDigit(next)
                {
                    position += 1
                    skip(while: Self.isHexDigitOrUnderscore)
                    kind = .floatLiteral
                }
                if !afterPeriod, let exponent = byte(at: position), exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") {
                    position += 1
                    skipExponentDigits(start: start)
                    kind = .floatLiteral
                }
            } else {
                skip(while: Self.isDecimalDigitOrUnderscore)
            }
        } else {
            skip(while: Self.isDecimalDigitOrUnderscore)
            if !afterPeriod, byte(at: position) == UInt8(ascii: "."), let next = byte(at: position + 1),
                Self.isDecimalDigit(next)
            {
                position += 1
                skip(while: Self.isDecimalDigitOrUnderscore)
                kind = .floatLiteral
            }
            if !afterPeriod, let exponent = byte(at: position), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E"),
                let next = byte(at: position + 1),
                Self.isDecimalDigit(next) || next == UInt8(ascii: "+") || next == UInt8(ascii: "-")
            {
                position += 1
                skipExponentDigits(start: start)
                kind = .floatLiteral
            }
        }
        if let next = byte(at: position), Self.startsIdentifier(next) || Self.isDecimalDigit(next) {
            report(at: position, .invalidNumber)
            skipIdentifierBody()
        }
        return kind
    }

    private mutating func skipExponentDigits(start: Int) {
        if let sign = byte(at: position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
        guard let digit = byte(at: position), Self.isDecimalDigit(digit) else {
            report(at: start, .missingExponentDigit)
            return
        }
        skip(while: Self.isDecimalDigitOrUnderscore)
    }

    // MARK: - Operators and regex literals

    /// Consumes operator characters, stopping before a comment. (An operator never starts with a
    /// comment: the trivia before every token has already been skipped.)
    private mutating func lexOperatorBody(allowDots: Bool) {
        let start = position
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "/"), position > start,
                byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*")
            {
                return
            }
            if Self.isASCIIOperator(current) || (allowDots && current == UInt8(ascii: ".")) {
                position += 1
            } else if current >= 0x80, let (scalar, length) = decodeScalar(at: position),
                UnicodeClass.isOperatorHead(scalar) || UnicodeClass.isOperatorContinuation(scalar)
            {
                position += length
            } else {
                return
            }
        }
    }

    /// Whether the previous token ends an expression, so that `/` is division and `?`/`!` postfix.
    private func previousEndsExpression(leftBound: Bool) -> Bool {
        guard let kind = previousKind else { return false }
        switch kind {
        case .identifier:
            return !Self.expressionKeywords.contains(where: { matches($0, at: previousRange) })
        case .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral,
            .regexLiteral, .rightParen, .rightBracket, .rightBrace, .poundIdentifier:
            return true
        case .operator:
            // A postfix operator (`x!`, `y?`) ends an expression; any other operator does not.
            return previousWasLeftBound && !leftBound && previousRange.count == 1
        default:
            return false
        }
    }

    /// Words after which an expression starts, so `/` begins a regex.
    private static let expressionKeywords: [StaticString] = [
        "return", "case", "in", "if", "where", "guard", "while", "throw", "try", "await", "else", "switch",
        "is", "as", "let", "var", "repeat", "yield", "some", "any", "do", "catch",
    ]

    /// Lexes `/…/` when the text ahead reads as a regex literal; otherwise consumes nothing.
    private mutating func lexRegexIfPossible() -> Bool {
        let start = position
        guard let first = byte(at: start + 1),
            first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), first != UInt8(ascii: "\n"),
            first != UInt8(ascii: "\r"), first != UInt8(ascii: "/"), first != UInt8(ascii: "*"),
            first != UInt8(ascii: "=")
        else { return false }
        var offset = start + 1
        var inClass = 0
        var parens = 0
        while let current = byte(at: offset) {
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            case UInt8(ascii: "\\"):
                offset += 2
                continue
            case UInt8(ascii: "["):
                inClass += 1
            case UInt8(ascii: "]"):
                if inClass > 0 { inClass -= 1 }
            case UInt8(ascii: "(") where inClass == 0:
                parens += 1
            case UInt8(ascii: ")") where inClass == 0:
                parens -= 1
                if parens < 0 { return false }
            case UInt8(ascii: "/") where inClass == 0:
                let before = bytes[offset - 1]
                guard parens == 0, before != UInt8(ascii: " "), before != UInt8(ascii: "\t") else { return false }
                position = offset + 1
                return true
            default:
                break
            }
            offset += 1
        }
        return false
    }

    /// Lexes `#/…/#` (any number of `#`), which may span lines.
    private mutating func lexExtendedRegex(hashes: Int, start: Int) {
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/"), countHashes(at: position + 1) >= hashes {
                position += 1 + hashes
                return
            }
            position += 1
        }
        position = bytes.count
        report(at: start, .unterminatedRegex)
    }

    // MARK: - Strings

    /// Lexes a string literal whose opening quote is at the current position, after `hashes` `#`s.
    private mutating func lexString(hashes: Int) {
        let start = position - hashes
        // Swift's rule: `#"""` opens a multi-line raw string only when the rest of its line does
        // not close a raw string (`#"""#`, `#""""quoted""#` and `##"""abc"##` are one-line).
        let multiline =
            byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
            && !(hashes > 0 && lineClosesRawString(from: position + 2, hashes: hashes))
        position += multiline ? 3 : 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\"), countHashes(at: position + 1) >= hashes {
                position += 1 + hashes
                if byte(at: position) == UInt8(ascii: "(") {
                    position += 1
                    if !skipInterpolation(multiline: multiline, stringStart: start) {
                        if interpolationDepth == 0 { abandonedInterpolation = false }
                        return
                    }
                } else if position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                    position += 1
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                if multiline {
                    if byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\""),
                        countHashes(at: position + 3) >= hashes
                    {
                        position += 3 + hashes
                        return
                    }
                } else if countHashes(at: position + 1) >= hashes {
                    position += 1 + hashes
                    return
                }
            }
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                report(at: start, .unterminatedString)
                return
            }
            position += 1
        }
        report(at: start, multiline ? .unterminatedMultilineString : .unterminatedString)
    }

    /// Whether a `"` followed by `hashes` `#`s stands between `offset` and the end of its line.
    private func lineClosesRawString(from offset: Int, hashes: Int) -> Bool {
        var offset = offset
        while let current = byte(at: offset), current != UInt8(ascii: "\n"), current != UInt8(ascii: "\r") {
            offset += 1
            if current == UInt8(ascii: "\""), countHashes(at: offset) >= hashes { return true }
        }
        return false
    }

    /// Skips an interpolation's contents after its `(`, through the matching `)`.
    /// Returns false when the string cannot continue (end of line in a single-line string, end of file).
    private mutating func skipInterpolation(multiline: Bool, stringStart: Int) -> Bool {
        guard interpolationDepth < Lexer.maximumInterpolationDepth else {
            report(at: position, .interpolationTooDeep, "\(Lexer.maximumInterpolationDepth)")
            skipToEndOfLine()
            abandonedInterpolation = true
            return false
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let savedKind = previousKind
        let savedRange = previousRange
        defer {
            previousKind = savedKind
            previousRange = savedRange
        }
        previousKind = .leftParen
        var depth = 1
        // `lexInterpolations()` keeps the tokens of the string's own interpolations.
        let collects = interpolationDepth == 1 && interpolations != nil
        if collects { interpolations?.append([]) }
        while true {
            let trivia = skipTrivia()
            if trivia.newline, !multiline {
                report(at: stringStart, .unterminatedString)
                return false
            }
            guard position < bytes.count else {
                report(at: stringStart, .unterminatedInterpolation)
                return false
            }
            let before = position
            let kind = lexToken(leftBound: !trivia.space)
            if abandonedInterpolation { return false }
            if position <= before { position = before + 1 }
            if kind == .leftParen {
                depth += 1
            } else if kind == .rightParen {
                depth -= 1
            }
            if collects, let last = interpolations?.indices.last {
                var flags: TokenTrivia = []
                if trivia.space { flags.insert(.leadingSpace) }
                if trivia.newline { flags.insert(.leadingNewline) }
                if isTriviaStart(at: position) { flags.insert(.trailingSpace) }
                let token =
                    depth == 0 ? Token(kind: .endOfFile, range: before..<before, trivia: flags) : Token(kind: kind, range: before..<position, trivia: flags)
                interpolations?[last].append(token)
            }
            if depth == 0 { return true }
        }
    }

    // MARK: - Helpers

    private func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    private func countHashes(at offset: Int) -> Int {
        var count = 0
        while byte(at: offset + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    private func matches(_ word: StaticString, at range: Range<Int>) -> Bool {
        guard range.count == word.utf8CodeUnitCount, range.upperBound <= bytes.count else { return false }
        let start = word.utf8Start
        for index in 0..<range.count where bytes[range.lowerBound + index] != start[index] {
            return false
        }
        return true
    }

    private mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    private mutating func report(at offset: Int, _ id: DiagnosticID, _ arguments: String...) {
        problems.append(Problem(offset: offset, id: id, arguments: arguments))
    }

    /// Decodes the UTF-8 scalar at `offset`; nil for an invalid or truncated sequence.
    private func decodeScalar(at offset: Int) -> (UInt32, Int)? {
        guard let lead = byte(at: offset) else { return nil }
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default: return nil
        }
        for index in 1..<length {
            guard let next = byte(at: offset + index), next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isDecimalDigitOrUnderscore(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    private static func isHexDigitOrUnderscore(_ byte: UInt8) -> Bool {
        isHexDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private static func describe(byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
