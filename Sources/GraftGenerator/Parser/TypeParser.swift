/// Parses the text of a type annotation into a normalised `TypeName`.
///
/// Works on bytes, character by character, so that `>>` and `>?` in nested generic clauses need no
/// token splitting. Recursion is bounded; anything it cannot read becomes `.unparsed`.
struct TypeParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 64
    private static let specifiers: [StaticString] = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated"]

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses the whole of `bytes` as one type.
    static func parse(_ bytes: [UInt8]) -> TypeName {
        // Most annotations are a single plain name: read it without the general machinery.
        if let first = bytes.first, first != UInt8(ascii: "`"), startsIdentifier(first),
            bytes.allSatisfy(continuesIdentifier)
        {
            return .nominal([TypeName.NameComponent(name: String(decoding: bytes, as: UTF8.self))])
        }
        var parser = TypeParser(bytes: bytes)
        if let type = parser.parseType() {
            parser.skipSpace()
            if parser.position == bytes.count { return type }
        }
        return .unparsed(squeezed(bytes))
    }

    /// The text without whitespace and comments, for `unparsed`.
    private static func squeezed(_ bytes: [UInt8]) -> String {
        String(
            decoding: bytes.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") },
            as: UTF8.self)
    }

    // MARK: - Grammar

    private mutating func parseType() -> TypeName? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }

        var attributes: [String] = []
        skipSpace()
        while peek() == UInt8(ascii: "@") {
            position += 1
            guard let name = parseIdentifier() else { return nil }
            if peek() == UInt8(ascii: "(") { guard skipBalancedParentheses() else { return nil } }
            if name != "escaping" && name != "autoclosure" { attributes.append("@" + name) }
            skipSpace()
        }
        for specifier in Self.specifiers where consumeWord(specifier) {
            skipSpace()
        }
        if consumeWord("some") {
            guard let base = parseComposition() else { return nil }
            return .opaque(base)
        }
        _ = consumeWord("any")
        skipSpace()
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
        skipSpace()
        var isAsync = false
        var throwsClause: String?
        while true {
            if consumeWord("async") {
                isAsync = true
            } else if consumeWord("throws") {
                throwsClause = "throws"
                skipSpace()
                if peek() == UInt8(ascii: "(") {
                    let start = position
                    guard skipBalancedParentheses() else { return nil }
                    throwsClause = "throws" + Self.squeezed(Array(bytes[start..<position]))
                }
            } else if consumeWord("rethrows") {
                throwsClause = "rethrows"
            } else {
                break
            }
            skipSpace()
        }
        guard consume("->") else {
            position = save
            guard attributes.isEmpty else { return nil }
            return first
        }
        guard let result = parseType(), let elements = parenthesized,
            first == Self.tupleOrElement(elements)
        else { return nil }
        let parameters = elements.map(\.type)
        return .function(
            TypeName.FunctionSignature(
                attributes: attributes, parameters: parameters, isAsync: isAsync, throwsClause: throwsClause, result: result.normalized
            ))
    }

    /// `A & B & C`, or a single postfix type; `primary` is an already parsed first primary type.
    private mutating func parseComposition(startingWith primary: TypeName? = nil) -> TypeName? {
        guard let first = parsePostfix(startingWith: primary) else { return nil }
        var members = [first]
        while true {
            let save = position
            skipSpace()
            guard peek() == UInt8(ascii: "&"), peek(1) != UInt8(ascii: "&") else {
                position = save
                break
            }
            position += 1
            skipSpace()
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
                position += 1
                type = .optional(type.normalized)
            } else if peek() == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                position += 3
                type = .array(type.normalized)
            } else if peek() == UInt8(ascii: ".") {
                let save = position
                position += 1
                if consumeWord("Type") {
                    type = .metatype(type.normalized, isProtocol: false)
                } else if consumeWord("Protocol") {
                    type = .metatype(type.normalized, isProtocol: true)
                } else {
                    position = save
                    return type
                }
            } else {
                return type
            }
        }
    }

    private mutating func parsePrimary() -> TypeName? {
        skipSpace()
        switch peek() {
        case UInt8(ascii: "(")?:
            return parseTupleElements().map(Self.tupleOrElement)
        case UInt8(ascii: "[")?:
            position += 1
            guard let element = parseType() else { return nil }
            skipSpace()
            if consume(":") {
                guard let value = parseType() else { return nil }
                skipSpace()
                guard consume("]") else { return nil }
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
        position += 1
        var elements: [TypeName.TupleElement] = []
        skipSpace()
        if consume(")") { return [] }
        while true {
            skipSpace()
            var label: String?
            let save = position
            if let first = parseIdentifier() {
                skipSpace()
                if parseIdentifierIfFollowedByColon() != nil {
                    // `(_ name: T)` in a function type: the argument label is what counts.
                    label = first == "_" ? nil : first
                } else if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
                    position += 1
                    label = first == "_" ? nil : first
                } else {
                    position = save
                }
            }
            guard let type = parseType() else { return nil }
            elements.append(TypeName.TupleElement(label: label, type: type.normalized))
            skipSpace()
            if consume(",") { continue }
            guard consume(")") else { return nil }
            break
        }
        return elements
    }

    /// For `(_ name: T)` in a function type: an identifier directly followed by `:`.
    private mutating func parseIdentifierIfFollowedByColon() -> String? {
        let save = position
        guard let name = parseIdentifier() else { return nil }
        skipSpace()
        if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
            position += 1
            return name
        }
        position = save
        return nil
    }

    private mutating func parseNominal() -> TypeName? {
        var components: [TypeName.NameComponent] = []
        while true {
            skipSpace()
            guard let name = parseIdentifier() else { return nil }
            var arguments: [TypeName] = []
            if peek() == UInt8(ascii: "<") {
                position += 1
                while true {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument.normalized)
                    skipSpace()
                    if consume(",") { continue }
                    guard consume(">") else { return nil }
                    break
                }
            }
            components.append(TypeName.NameComponent(name: name, arguments: arguments))
            let save = position
            if peek() == UInt8(ascii: "."), peek(1) != UInt8(ascii: "."), !lookingAtWord("Type", after: 1),
                !lookingAtWord("Protocol", after: 1)
            {
                position += 1
                if let next = peek(), Self.startsIdentifier(next) { continue }
            }
            position = save
            return TypeName.nominal(components).normalized
        }
    }

    // MARK: - Characters

    private mutating func parseIdentifier() -> String? {
        guard let first = peek() else { return nil }
        if first == UInt8(ascii: "`") {
            let start = position + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start else { return nil }
            position = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        guard Self.startsIdentifier(first) else { return nil }
        let start = position
        while let next = peek(), Self.continuesIdentifier(next) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipBalancedParentheses() -> Bool {
        var level = 0
        while let current = peek() {
            position += 1
            if current == UInt8(ascii: "(") { level += 1 }
            if current == UInt8(ascii: ")") {
                level -= 1
                if level == 0 { return true }
            }
        }
        return false
    }

    private mutating func skipSpace() {
        while let current = peek() {
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                position += 1
            } else if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { position += 1 }
            } else if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                position += 2
                while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { position += 1 }
                position = min(bytes.count, position + 2)
            } else {
                return
            }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func consume(_ literal: StaticString) -> Bool {
        skipSpace()
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for index in 0..<count where bytes[position + index] != literal.utf8Start[index] { return false }
        position += count
        return true
    }

    /// Consumes `word` when it stands alone (not the start of a longer identifier).
    private mutating func consumeWord(_ word: StaticString) -> Bool {
        guard lookingAtWord(word, after: 0) else { return false }
        position += word.utf8CodeUnitCount
        return true
    }

    /// Whether `word` stands at `offset` from the current position; compares bytes, allocates nothing.
    private func lookingAtWord(_ word: StaticString, after offset: Int) -> Bool {
        let start = position + offset
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let characters = word.utf8Start
        for index in 0..<count where bytes[start + index] != characters[index] { return false }
        if start + count < bytes.count, Self.continuesIdentifier(bytes[start + count]) { return false }
        return true
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80 || byte == UInt8(ascii: "`")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

extension TypeName {
    /// Applies the spelling equivalences: `Optional<T>`, `Array<T>`, `Dictionary<K, V>`, `Swift.`.
    fileprivate var normalized: TypeName {
        guard case .nominal(var components) = self else { return self }
        if components.count > 1, components[0].name == "Swift", components[0].arguments.isEmpty {
            components.removeFirst()
        }
        if components.count == 1 {
            let only = components[0]
            switch (only.name, only.arguments.count) {
            case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return .optional(only.arguments[0])
            case ("Array", 1): return .array(only.arguments[0])
            case ("Dictionary", 2): return .dictionary(key: only.arguments[0], value: only.arguments[1])
            default: break
            }
        }
        return .nominal(components)
    }
}
