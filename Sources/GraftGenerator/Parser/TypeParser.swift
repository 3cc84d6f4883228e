/// Builds a normalised `TypeName` from the tokens of a type annotation, once, while the file is
/// parsed.
///
/// Reads the tokens as a sequence of units: a word, a punctuation mark, or one character of an
/// operator token, so that `>>` and `>?` closing nested generic clauses and `->` need no splitting.
/// Trivia never matters. Recursion is bounded; anything it cannot read becomes `.unparsed`.
struct TypeParser {
    private let file: TokenizedFile
    private let tokens: [Token]
    /// One past the last token of the type.
    private let end: Int
    private var position: Position
    private var depth = 0
    private static let maximumDepth = 64
    private static let specifiers: [StaticString] = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated"]

    /// A unit: a token, and for an operator token the character in it.
    private struct Position {
        var index: Int
        var offset = 0
    }

    private init(file: TokenizedFile, first: Int, end: Int) {
        self.file = file
        self.tokens = file.tokens
        self.end = end
        self.position = Position(index: first)
    }

    /// Parses tokens `first…last` of `file` as one type; an empty range is `unparsed("")`.
    static func parse(_ file: TokenizedFile, from first: Int, through last: Int) -> TypeName {
        if let name = plainName(file, from: first, through: last) { return .named(name) }
        var parser = TypeParser(file: file, first: first, end: last + 1)
        if first <= last, let type = parser.parseType(), parser.position.index == parser.end { return type }
        return .unparsed(compactText(file, from: first, through: last))
    }

    /// The name tokens `first…last` are when they are one plain name (`Service`), as most
    /// annotations are: read without the general machinery.
    static func plainName(_ file: TokenizedFile, from first: Int, through last: Int) -> Name? {
        first == last && file.tokens[first].kind == .identifier ? file.name(of: file.tokens[first]) : nil
    }

    /// The tokens' text with no whitespace at all, for `unparsed` and `throws(E)`.
    private static func compactText(_ file: TokenizedFile, from first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        var bytes: [UInt8] = []
        for token in file.tokens[first...last] {
            bytes += file.source.bytes[token.range].lazy.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Grammar

    private mutating func parseType() -> TypeName? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }

        var attributes: [String] = []
        while let token = currentToken, token.kind == .attribute {
            var name = file.text(of: token).dropFirst()
            if name.first == "`" { name = name.dropFirst().dropLast() }
            advance()
            // `@convention(c)`: arguments written right after the name; `@Sendable (Int)` is a parameter list.
            if let open = currentToken, open.kind == .leftParen, !open.trivia.contains(.leadingSpace) {
                guard skipBalancedParentheses() else { return nil }
            }
            if name != "escaping" && name != "autoclosure" { attributes.append("@" + name) }
        }
        for specifier in Self.specifiers where consumeWord(specifier) {}
        if consumeWord("some") {
            guard let base = parseComposition() else { return nil }
            return .opaque(base)
        }
        _ = consumeWord("any")
        var parenthesized: [TypeName.TupleElement]?
        let first: TypeName
        if peek() == UInt8(ascii: "(") {
            guard let elements = parseTupleElements() else { return nil }
            parenthesized = elements
            guard let rest = parseComposition(startingWith: Self.tupleOrElement(elements)) else { return nil }
            first = rest
        } else {
            guard let composition = parseComposition() else { return nil }
            first = composition
        }

        // A function type: a parenthesised parameter list, effects, `->`, the result.
        let save = position
        var isAsync = false
        var throwsClause: String?
        while true {
            if consumeWord("async") {
                isAsync = true
            } else if consumeWord("throws") {
                throwsClause = "throws"
                if peek() == UInt8(ascii: "(") {
                    let open = position.index
                    guard skipBalancedParentheses() else { return nil }
                    throwsClause = "throws" + Self.compactText(file, from: open, through: position.index - 1)
                }
            } else if consumeWord("rethrows") {
                throwsClause = "rethrows"
            } else {
                break
            }
        }
        guard consume("->") else {
            position = save
            guard attributes.isEmpty else { return nil }
            return first
        }
        guard let result = parseType(), let elements = parenthesized,
            first == Self.tupleOrElement(elements)
        else { return nil }
        return .function(
            TypeName.FunctionSignature(
                attributes: attributes, parameters: elements.map(\.type), isAsync: isAsync, throwsClause: throwsClause,
                result: result.normalized
            ))
    }

    /// `A & B & C`, or a single postfix type; `primary` is an already parsed first primary type.
    private mutating func parseComposition(startingWith primary: TypeName? = nil) -> TypeName? {
        guard let first = parsePostfix(startingWith: primary) else { return nil }
        // Nearly every type is no composition: no array of members is made for it.
        guard peek() == UInt8(ascii: "&"), peek(1) != UInt8(ascii: "&") else { return first }
        var members = [first]
        while peek() == UInt8(ascii: "&"), peek(1) != UInt8(ascii: "&") {
            advance()
            _ = consumeWord("any")
            guard let next = parsePostfix() else { return nil }
            members.append(next)
        }
        if members.count == 1 { return first }
        var flattened: [TypeName] = []
        for member in members.map(\.normalized) {
            if case .composition(let inner) = member { flattened += inner } else { flattened.append(member) }
        }
        return .composition(flattened.sorted { $0.description < $1.description })
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol` or `...`.
    private mutating func parsePostfix(startingWith primary: TypeName? = nil) -> TypeName? {
        guard var type = primary ?? parsePrimary() else { return nil }
        while true {
            if peek() == UInt8(ascii: "?") || peek() == UInt8(ascii: "!") {
                advance()
                type = .optional(type.normalized)
            } else if peek() == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                _ = consume("...")
                type = .array(type.normalized)
            } else if peek() == UInt8(ascii: "."), isWord(at: 1, "Type") || isWord(at: 1, "Protocol") {
                let isProtocol = isWord(at: 1, "Protocol")
                position = position(after: 2)
                type = .metatype(type.normalized, isProtocol: isProtocol)
            } else {
                return type
            }
        }
    }

    private mutating func parsePrimary() -> TypeName? {
        switch peek() {
        case UInt8(ascii: "(")?:
            return parseTupleElements().map(Self.tupleOrElement)
        case UInt8(ascii: "[")?:
            advance()
            guard let element = parseType() else { return nil }
            if consume(":") {
                guard let value = parseType(), consume("]") else { return nil }
                return .dictionary(key: element.normalized, value: value.normalized)
            }
            guard consume("]") else { return nil }
            return .array(element.normalized)
        default:
            return parseNominal()
        }
    }

    /// A single unlabelled element in parentheses is that element's type; anything else a tuple.
    private static func tupleOrElement(_ elements: [TypeName.TupleElement]) -> TypeName {
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements)
    }

    /// The elements of `( … )`, labels included.
    private mutating func parseTupleElements() -> [TypeName.TupleElement]? {
        advance()
        var elements: [TypeName.TupleElement] = []
        if consume(")") { return [] }
        while true {
            var label: String?
            let save = position
            if let first = parseIdentifier() {
                if isName(at: 0), peek(1) == UInt8(ascii: ":"), peek(2) != UInt8(ascii: ":") {
                    // `(_ name: T)` in a function type: the argument label is what counts.
                    advance()
                    advance()
                    label = first.text == "_" ? nil : first.text
                } else if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
                    advance()
                    label = first.text == "_" ? nil : first.text
                } else {
                    position = save
                }
            }
            guard let type = parseType() else { return nil }
            elements.append(TypeName.TupleElement(label: label, type: type.normalized))
            if consume(",") { continue }
            guard consume(")") else { return nil }
            return elements
        }
    }

    private mutating func parseNominal() -> TypeName? {
        var components: [TypeName.NameComponent] = []
        while true {
            guard let name = parseIdentifier() else { return nil }
            var arguments: [TypeName] = []
            if consume("<") {
                while true {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument.normalized)
                    if consume(",") { continue }
                    guard consume(">") else { return nil }
                    break
                }
            }
            components.append(TypeName.NameComponent(name, arguments: arguments))
            guard peek() == UInt8(ascii: "."), peek(1) != UInt8(ascii: "."), isName(at: 1),
                !isWord(at: 1, "Type"), !isWord(at: 1, "Protocol")
            else {
                return TypeName.nominal(components).normalized
            }
            advance()
        }
    }

    // MARK: - Units

    /// The current token when the position is at its start; nil past the end.
    private var currentToken: Token? {
        position.index < end && position.offset == 0 ? tokens[position.index] : nil
    }

    /// The position `count` units on.
    private func position(after count: Int) -> Position {
        var moved = position
        for _ in 0..<count where moved.index < end {
            let token = tokens[moved.index]
            if token.kind == .operator, moved.offset + 1 < token.end - token.start {
                moved.offset += 1
            } else {
                moved = Position(index: moved.index + 1)
            }
        }
        return moved
    }

    private mutating func advance() {
        position = position(after: 1)
    }

    /// The character of the unit `ahead` units on, for an operator or punctuation; 0 for a word
    /// or literal; nil past the end.
    private func peek(_ ahead: Int = 0) -> UInt8? {
        let at = ahead == 0 ? position : position(after: ahead)
        guard at.index < end else { return nil }
        let token = tokens[at.index]
        switch token.kind {
        case .operator, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .colon, .period:
            return file.source.bytes[token.start + at.offset]
        default:
            return 0
        }
    }

    /// Whether the unit `ahead` units on is a name (a word or a word in backticks).
    private func isName(at ahead: Int) -> Bool {
        let at = position(after: ahead)
        return at.index < end && (tokens[at.index].kind == .identifier || tokens[at.index].kind == .backtickIdentifier)
    }

    /// Whether the unit `ahead` units on is the word `word`, not in backticks.
    private func isWord(at ahead: Int, _ word: StaticString) -> Bool {
        let at = position(after: ahead)
        return at.index < end && tokens[at.index].kind == .identifier && file.token(tokens[at.index], is: word)
    }

    /// Consumes the word `word` when it is the current unit.
    private mutating func consumeWord(_ word: StaticString) -> Bool {
        guard isWord(at: 0, word) else { return false }
        advance()
        return true
    }

    /// Consumes the characters of `literal` when they are the next units.
    private mutating func consume(_ literal: StaticString) -> Bool {
        let characters = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount where peek(index) != characters[index] { return false }
        position = position(after: literal.utf8CodeUnitCount)
        return true
    }

    /// A name, without backticks.
    private mutating func parseIdentifier() -> Name? {
        guard let token = currentToken,
            token.kind == .identifier || token.kind == .backtickIdentifier && token.end - token.start > 2
        else { return nil }
        let name = file.name(of: token)
        advance()
        return name
    }

    private mutating func skipBalancedParentheses() -> Bool {
        var level = 0
        while position.index < end {
            let token = tokens[position.index]
            advance()
            if token.kind == .leftParen { level += 1 }
            if token.kind == .rightParen {
                level -= 1
                if level == 0 { return true }
            }
        }
        return false
    }
}

extension TypeName {
    /// Applies the spelling equivalences: `Optional<T>`, `Array<T>`, `Dictionary<K, V>`, `Swift.`.
    fileprivate var normalized: TypeName {
        guard case .nominal(var components) = self else { return self }
        if components.count > 1, components[0].identifier == .swift, components[0].arguments.isEmpty {
            components.removeFirst()
        }
        if components.count == 1 {
            let only = components[0]
            switch (only.identifier, only.arguments.count) {
            case (.optional, 1), (.implicitlyUnwrappedOptional, 1): return .optional(only.arguments[0])
            case (.array, 1): return .array(only.arguments[0])
            case (.dictionary, 2): return .dictionary(key: only.arguments[0], value: only.arguments[1])
            default: break
            }
        }
        return .nominal(components)
    }
}
