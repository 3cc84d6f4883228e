extension DeclarationParser {
    private static let accessorWords: [StaticString] = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress", "unsafeMutableAddress",
    ]

    // MARK: - Properties

    /// `let`/`var` with one or more bindings; records them when `owner` is a type body.
    mutating func parseProperty(_ prefix: DeclarationPrefix, owner: inout TypeBuilder?) {
        let isLet = isWord(current, "let")
        advance()
        struct Binding {
            var name: String
            var nameToken: Token
            var typeText: String?
            var type: TypeName?
            var hasInitializer = false
            var storage = PropertyDeclaration.Storage.stored
            var accessors: [String] = []
        }
        var bindings: [Binding] = []
        while !atEnd {
            let nameToken = current
            guard let name = name(of: nameToken) else {
                if nameToken.kind == .leftParen {
                    // A tuple pattern declares no named properties the graph could use.
                    skipBalanced()
                } else {
                    report("expected a property name after '\(isLet ? "let" : "var")'", at: nameToken)
                    skipStatement(inBody: owner != nil)
                    return
                }
                if current.kind == .colon {
                    advance()
                    scanTypeRange()
                }
                if isOperator(current, "=") {
                    advance()
                    scanInitializer(member: MemberContext(name: "_", declaredType: nil), owner: &owner)
                }
                guard current.kind == .comma else { break }
                advance()
                continue
            }
            advance()
            var binding = Binding(name: name, nameToken: nameToken)
            if current.kind == .colon {
                advance()
                let start = index
                scanTypeRange()
                if index > start { binding.typeText = squeezedText(from: start, through: index - 1) }
            }
            binding.type = binding.typeText.map { TypeName(parsing: $0) }
            let member = MemberContext(name: name, declaredType: binding.type)
            if isOperator(current, "=") {
                binding.hasInitializer = true
                advance()
                scanInitializer(member: member, owner: &owner)
            }
            if current.kind == .leftBrace {
                let accessors = accessorNames()
                binding.accessors = accessors.names
                binding.storage = accessors.observers ? .stored : .computed
                scanBody(member: member, owner: &owner)
            }
            bindings.append(binding)
            guard current.kind == .comma else { break }
            advance()
        }
        guard owner != nil else { return }
        // `var a, b: Int` gives both names the later annotation.
        var laterType: (text: String, type: TypeName?)?
        for position in bindings.indices.reversed() {
            if let typeText = bindings[position].typeText {
                laterType = (typeText, bindings[position].type)
            } else if !bindings[position].hasInitializer, let laterType {
                bindings[position].typeText = laterType.text
                bindings[position].type = laterType.type
            }
        }
        let isLazy = prefix.modifiers.contains("lazy")
        let defaultAccess = owner?.defaultMemberAccess ?? .internal
        for binding in bindings {
            owner?.properties.append(PropertyDeclaration(
                name: binding.name, typeText: binding.typeText, type: binding.type,
                isLet: isLet, isStatic: prefix.isStatic, storage: isLazy ? .stored : binding.storage,
                accessLevel: prefix.accessLevel ?? defaultAccess,
                setterAccessLevel: prefix.setterAccessLevel, accessors: binding.accessors,
                modifiers: prefix.modifiers, attributes: prefix.attributes, location: location(binding.nameToken),
                condition: currentCondition
            ))
        }
    }

    /// Looks into the `{ … }` at the current position (without moving) and returns the accessor
    /// names at its top level and whether they are observers (`willSet`/`didSet`).
    func accessorNames() -> (names: [String], observers: Bool) {
        var names: [String] = []
        var observers = false
        var depth = 0
        var position = index
        var previous: Token?
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
            case .identifier where depth == 1:
                if let previous, startsAccessor(after: previous), Self.accessorWords.contains(where: { isWord(token, $0) }) {
                    names.append(text(token))
                    if isWord(token, "willSet") || isWord(token, "didSet") { observers = true }
                } else if names.isEmpty {
                    // An implicit getter: the body is code, not accessors.
                    return ([], false)
                }
            case .endOfFile:
                return (names, observers)
            default:
                if depth == 1, names.isEmpty, token.kind != .attribute { return ([], false) }
            }
            if depth == 0 { break }
            previous = token
            position += 1
        }
        return (names, observers)
    }

    /// Whether an accessor keyword may follow `previous` inside an accessor block.
    private func startsAccessor(after previous: Token) -> Bool {
        switch previous.kind {
        case .leftBrace, .rightBrace, .attribute, .rightParen:
            return true
        case .identifier:
            let words: [StaticString] = ["mutating", "nonmutating", "async", "throws", "get", "set", "__consuming", "borrowing", "consuming"]
            return words.contains(where: { isWord(previous, $0) })
        default:
            return false
        }
    }

    // MARK: - Functions, initialisers, subscripts

    mutating func parseFunction(_ prefix: DeclarationPrefix, owner: inout TypeBuilder?) {
        advance()
        let nameToken = current
        guard let name = name(of: nameToken) ?? (nameToken.kind == .operator ? text(nameToken) : nil) else {
            report("expected a function name after 'func'", at: nameToken)
            skipStatement(inBody: owner != nil)
            return
        }
        advance()
        _ = parseGenericParameterNames()
        let parameters = parseParameterList()
        skipEffects()
        let returnType = parseResultType()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: name, declaredType: returnType), owner: &owner)
        }
        let defaultAccess = owner?.defaultMemberAccess ?? .internal
        owner?.functions.append(FunctionDeclaration(
            name: name, parameters: parameters, returnType: returnType, isStatic: prefix.isStatic,
            accessLevel: prefix.accessLevel ?? defaultAccess,
            modifiers: prefix.modifiers, location: location(nameToken), condition: currentCondition
        ))
    }

    mutating func parseInitializer(_ prefix: DeclarationPrefix, owner: inout TypeBuilder?) {
        let initToken = current
        advance()
        var isFailable = false
        if current.kind == .operator, !current.trivia.contains(.leadingSpace), isOperator(current, "?") || isOperator(current, "!") {
            isFailable = true
            advance()
        }
        _ = parseGenericParameterNames()
        let parameters = parseParameterList()
        skipEffects()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: "init", declaredType: nil), owner: &owner)
        }
        let defaultAccess = owner?.defaultMemberAccess ?? .internal
        owner?.initializers.append(InitializerDeclaration(
            parameters: parameters, isFailable: isFailable,
            accessLevel: prefix.accessLevel ?? defaultAccess,
            modifiers: prefix.modifiers, location: location(initToken), condition: currentCondition
        ))
    }

    mutating func parseSubscript(_ prefix: DeclarationPrefix, owner: inout TypeBuilder?) {
        let keyword = current
        advance()
        _ = parseGenericParameterNames()
        _ = parseParameterList()
        let resultType = parseResultType()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: "subscript", declaredType: resultType), owner: &owner)
        }
        owner?.subscripts.append(SubscriptDeclaration(location: location(keyword), condition: currentCondition))
    }

    /// Reads `-> Type` after a function's or subscript's parameters; nil when there is none.
    private mutating func parseResultType() -> TypeName? {
        guard isOperator(current, "->") else { return nil }
        advance()
        let start = index
        scanTypeRange()
        return index > start ? TypeName(parsing: squeezedText(from: start, through: index - 1)) : nil
    }

    /// Skips `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a parameter list.
    private mutating func skipEffects() {
        let words: [StaticString] = ["async", "throws", "rethrows", "reasync"]
        while words.contains(where: { isWord(current, $0) }) {
            let wasThrows = isWord(current, "throws")
            advance()
            if wasThrows, current.kind == .leftParen, !current.trivia.contains(.leadingSpace) { skipBalanced() }
        }
    }

    /// Reads `(label name: Type = default, …)`; returns the parameters it could read.
    mutating func parseParameterList() -> [ParameterDeclaration] {
        guard current.kind == .leftParen else { return [] }
        let open = index
        advance()
        var parameters: [ParameterDeclaration] = []
        while !atEnd, current.kind != .rightParen {
            let start = index
            while current.kind == .attribute {
                advance()
                if current.kind == .leftParen { skipBalanced() }
            }
            var names: [String] = []
            while let name = name(of: current), names.count < 2 {
                names.append(name)
                advance()
            }
            if current.kind == .colon, let last = names.last {
                advance()
                let typeStart = index
                scanTypeRange()
                let typeText = index > typeStart ? squeezedText(from: typeStart, through: index - 1) : ""
                let label = names.count == 2 ? names[0] : last
                parameters.append(ParameterDeclaration(
                    label: label == "_" ? nil : label, name: last, typeText: typeText, type: TypeName(parsing: typeText)
                ))
            }
            // A default value, or anything unexpected: skip to the next `,` or the closing `)`.
            while !atEnd, current.kind != .comma, current.kind != .rightParen {
                if current.kind == .leftParen || current.kind == .leftBracket || current.kind == .leftBrace {
                    skipBalanced()
                } else if current.kind == .rightBrace || current.kind == .rightBracket {
                    break
                } else {
                    advance()
                }
            }
            if current.kind == .comma { advance() }
            if index == start || current.kind == .rightBrace || current.kind == .rightBracket { break }
        }
        if current.kind == .rightParen {
            advance()
        } else {
            report("expected ')' to close the parameter list", at: tokens[open])
        }
        return parameters
    }
}
