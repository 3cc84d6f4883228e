extension DeclarationParser {
    // MARK: - Prefix

    /// Reads attributes (`@name(…)`) and modifiers (`public`, `private(set)`, `static`…).
    mutating func parseAttributesAndModifiers() -> DeclarationPrefix {
        var prefix = DeclarationPrefix(startIndex: index)
        while !atEnd {
            let token = current
            if token.kind == .poundDirective, let end = attributeIfConfigEnd(at: index) {
                // The attributes of every branch count (`#if canImport(Darwin)` `@MainActor`
                // `#endif`): generated code must compile in each, so an isolation attribute in
                // one branch is one the declaration may have.
                var position = index
                while position < end {
                    guard tokens[position].kind == .attribute else {
                        position += 1
                        continue
                    }
                    var last = position
                    if tokens[position + 1].kind == .leftParen, !tokens[position + 1].trivia.contains(.leadingSpace) {
                        last = afterBalanced(from: position + 1) - 1
                    }
                    prefix.attributes.append(squeezedText(from: position, through: last))
                    position = last + 1
                }
                index = end
                continue
            }
            if token.kind == .attribute {
                let start = index
                advance()
                // A result builder or property wrapper with generic arguments: `@Builder<A, B>`.
                if let end = genericArgumentClauseEnd(at: index, afterAttribute: true) { index = end + 1 }
                if current.kind == .leftParen, !current.trivia.contains(.leadingNewline) {
                    skipBalanced()
                }
                prefix.attributes.append(squeezedText(from: start, through: index - 1))
                continue
            }
            guard let modifier = Modifier.words.value(of: token, in: file) else { break }
            let next = lookahead(1)
            if let access = modifier.accessLevel {
                if next.kind == .leftParen {
                    // `private(set)`: the setter's access.
                    if isWord(lookahead(2), "set"), lookahead(3).kind == .rightParen {
                        prefix.setterAccessLevel = access
                        prefix.modifiers.append(.setter(access))
                        advance()
                        advance()
                        advance()
                        advance()
                        continue
                    }
                    break
                }
                guard next.kind == .identifier || next.kind == .attribute else { break }
                prefix.accessLevel = access
                prefix.modifiers.append(modifier)
                advance()
                continue
            }
            if next.kind == .leftParen, modifier == .unowned || modifier == .nonisolated {
                prefix.modifiers.append(modifier)
                advance()
                skipBalanced()
                continue
            }
            guard next.kind == .identifier || next.kind == .attribute else { break }
            // `class` is a modifier only before another declaration keyword or modifier.
            if modifier == .class, typeNameFollowsClass(next) { break }
            prefix.modifiers.append(modifier)
            advance()
        }
        return prefix
    }

    /// Whether `class` is followed by the name of a class (so it declares one).
    private func typeNameFollowsClass(_ next: Token) -> Bool {
        let keywords: [StaticString] = [
            "var", "let", "func", "subscript", "init", "final", "override", "public", "open", "internal",
            "private", "fileprivate", "package", "required", "convenience", "dynamic", "nonisolated",
        ]
        return !keywords.contains(where: { isWord(next, $0) })
    }

    // MARK: - Imports

    mutating func parseImport(_ prefix: DeclarationPrefix) {
        advance()
        var kind: String?
        let kinds: [StaticString] = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        if kinds.contains(where: { isWord(current, $0) }), !current.trivia.contains(.leadingNewline) {
            kind = text(current)
            advance()
        }
        var path: [String] = []
        while !atEnd, !current.trivia.contains(.leadingNewline) || path.isEmpty {
            if let name = name(of: current) {
                path.append(name)
            } else if current.kind == .operator, kind == "func" {
                path.append(text(current))
            } else {
                break
            }
            advance()
            guard current.kind == .period, !current.trivia.contains(.leadingNewline) else { break }
            advance()
        }
        if path.isEmpty {
            report(.missingImportedModule, at: current)
            return
        }
        imports.append(
            ImportDeclaration(
                kind: kind, path: path, attributes: prefix.attributes,
                location: location(tokens[prefix.startIndex]),
                condition: currentCondition, accessLevel: prefix.accessLevel
            ))
    }

    // MARK: - Types

    mutating func parseTypeDeclaration(
        kind: TypeDeclarationKind, prefix: DeclarationPrefix, qualifier: [Name], owner: TypeBuilder
    ) {
        let keyword = current
        advance()
        let nameToken = current
        let name: String
        let namePath: [Name]
        if kind == .extension {
            let start = index
            scanTypeRange()
            guard index > start else {
                report(.missingExtendedType, at: nameToken)
                return
            }
            // The extended type's names as written (`Outer.Inner`); text that is no named type
            // (`[Int]`) is split at its dots, into names no declaration has.
            if case .nominal(let components) = typeName(from: start, through: index - 1) {
                namePath = components.map(\.identifier)
                name = Self.qualifiedName(namePath)
            } else {
                name = squeezedText(from: start, through: index - 1)
                namePath = Self.namePath(name)
            }
        } else {
            guard let declared = interned(nameToken) else {
                report(.missingName, "name", text(keyword), at: nameToken)
                return
            }
            name = declared.text
            namePath = qualifier + [declared]
            advance()
        }
        let genericParameters = kind == .extension ? [] : parseGenericParameterNames()
        var inherited: [InheritedType] = []
        if current.kind == .colon {
            advance()
            while !atEnd {
                let start = index
                scanTypeRange()
                guard index > start else { break }
                let type = annotation(from: start, through: index - 1)
                inherited.append(InheritedType(text: type.text, type: type.type, location: location(tokens[start])))
                guard current.kind == .comma else { break }
                advance()
            }
        }
        var selfConstraints: [InheritedType] = []
        var hasOtherConstraints = false
        if isWord(current, "where") { (selfConstraints, hasOtherConstraints) = parseTypeWhereClause() }

        // What the declaration writes, or what its place gives it (a `private extension`'s types
        // are file-private), within what the enclosing type allows. An extension limits its
        // members only by an access level it writes.
        let access = min(prefix.accessLevel ?? owner.defaultMemberAccess, owner.memberCeiling)
        let ceiling = kind == .extension && prefix.accessLevel == nil ? owner.memberCeiling : max(access, .fileprivate)
        var builder = TypeBuilder(
            defaultMemberAccess: kind == .extension || kind == .protocol ? min(access, .public) : .internal,
            memberCeiling: ceiling, start: members.heights, findsTypeNames: kind == .protocol,
            enclosingAvailability: owner.enclosingAvailability
        )
        if kind == .extension { builder.enclosingAvailability += prefix.attributes.filter { $0.hasPrefix("@available(") } }
        if current.kind == .leftBrace {
            let open = current
            if typeNesting >= Self.maximumTypeNesting {
                report(.nestingTooDeep, "\(Self.maximumTypeNesting)", name, at: open)
                skipBalanced()
            } else {
                typeNesting += 1
                advance()
                let conditionDepth = openConditions.count
                parseDeclarationList(owner: builder, qualifier: namePath, inBody: true)
                restoreConditions(to: conditionDepth)
                typeNesting -= 1
                if current.kind == .rightBrace {
                    advance()
                } else {
                    report(.missingClosingBrace, name, at: open)
                }
            }
        } else {
            report(.missingOpeningBrace, name, at: current)
        }
        let body = members.take(from: builder.start)
        types.append(
            TypeDeclaration(
                kind: kind, name: name, namePath: namePath, location: location(nameToken),
                modifiers: prefix.modifiers, attributes: prefix.attributes, genericParameters: genericParameters,
                inheritedTypes: inherited, condition: currentCondition, accessLevel: access,
                properties: body.properties, functions: body.functions, initializers: body.initializers,
                subscripts: body.subscripts, associatedTypes: body.associatedTypes,
                instantiations: body.instantiations, selfConstraints: selfConstraints, hasOtherConstraints: hasOtherConstraints,
                enclosingAvailability: owner.enclosingAvailability
            ))
    }

    /// Reads `<T: P, U>` after a name and returns the parameter names.
    mutating func parseGenericParameterNames() -> [Name] {
        guard current.kind == .operator, text(current).hasPrefix("<") else { return [] }
        var names: [Name] = []
        var depth = 0
        var expectName = true
        while !atEnd {
            let token = current
            if token.kind == .operator {
                let raw = text(token)
                for character in raw.utf8 {
                    if character == UInt8(ascii: "<") { depth += 1 }
                    if character == UInt8(ascii: ">") { depth -= 1 }
                }
                advance()
                if depth <= 0 { break }
                expectName = raw.hasSuffix("<")
                continue
            }
            if token.kind == .leftBrace || token.kind == .rightBrace { break }
            if depth == 1, expectName, let name = interned(token), !isWord(token, "each") {
                names.append(name)
                expectName = false
            } else if token.kind == .comma, depth == 1 {
                expectName = true
            }
            advance()
        }
        return names
    }

    /// Reads the `where` clause of a type declaration at the current `where`, up to its body's `{`:
    /// the types `Self` is required to conform to, inherit from or be (`Self: A & B`, `Self == C`),
    /// and whether it requires anything of another type. A requirement it cannot read counts as
    /// one of another type, and the rest of the clause is skipped as `skipWhereClause` does.
    mutating func parseTypeWhereClause() -> (selfConstraints: [InheritedType], hasOtherConstraints: Bool) {
        advance()
        var constraints: [InheritedType] = []
        var other = false
        while !atEnd, current.kind != .leftBrace {
            let subjectIsSelf =
                index + 2 < tokens.count && isWord(current, "Self") && (tokens[index + 1].kind == .colon || isOperator(tokens[index + 1], "=="))
            guard subjectIsSelf else {
                other = true
                skipWhereClause()
                break
            }
            advance()
            advance()
            let start = index
            scanTypeRange()
            guard index > start else {
                other = true
                skipWhereClause()
                break
            }
            let type = annotation(from: start, through: index - 1)
            constraints.append(InheritedType(text: type.text, type: type.type, location: location(tokens[start])))
            guard current.kind == .comma else { break }
            advance()
        }
        if !atEnd, current.kind != .leftBrace, current.kind != .rightBrace { skipWhereClause() }
        return (constraints, other)
    }

    /// Skips a generic `where` clause at the current `where`, which may stand on a line of its own,
    /// up to the body's `{` or the end of a requirement's line.
    mutating func skipWhereClause() {
        if isWord(current, "where") { advance() }
        while !atEnd, current.kind != .leftBrace, current.kind != .rightBrace {
            if current.trivia.contains(.leadingNewline), index > 0, tokens[index - 1].kind != .comma,
                tokens[index - 1].kind != .colon, current.kind != .comma, !isWord(tokens[index - 1], "where")
            {
                return
            }
            if current.kind == .leftParen || current.kind == .leftBracket {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    /// A name path as text: `Outer.Inner`.
    static func qualifiedName(_ path: [Name]) -> String {
        path.count == 1 ? path[0].text : path.map(\.text).joined(separator: ".")
    }

    /// The name path of a qualified name given as text: its parts between dots, empty ones too.
    static func namePath(_ qualifiedName: String) -> [Name] {
        qualifiedName.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { Name(String(Substring($0))) }
    }

    // MARK: - Typealiases

    mutating func parseTypealias(_ prefix: DeclarationPrefix, qualifier: [Name], owner: TypeBuilder) {
        advance()
        let nameToken = current
        guard let declared = interned(nameToken) else {
            report(.missingName, "name", "typealias", at: nameToken)
            return
        }
        advance()
        let generics = parseGenericParameterNames()
        guard isOperator(current, "=") else {
            skipStatement(inBody: true)
            return
        }
        advance()
        let start = index
        scanTypeRange()
        guard index > start else { return }
        let target = annotation(from: start, through: index - 1)
        let defaultAccess = owner.defaultMemberAccess
        typealiases.append(
            TypealiasDeclaration(
                name: declared.text, namePath: qualifier + [declared], genericParameters: generics,
                targetText: target.text, target: target.type,
                accessLevel: min(prefix.accessLevel ?? defaultAccess, owner.memberCeiling), location: location(nameToken),
                condition: currentCondition
            ))
    }

    // MARK: - Type ranges

    /// Advances over a type written at the current position and stops at the first token that
    /// cannot continue it at depth 0: `{`, `}`, `,`, `=`, `where`, an unmatched `)` or `]`, a line
    /// break that does not continue the type, or `:`.
    mutating func scanTypeRange() {
        var brackets = 0
        var angles = 0
        let start = index
        // A suppressed conformance: `~Copyable`.
        if isOperator(current, "~"), !lookahead(1).trivia.contains(.leadingSpace) { advance() }
        while !atEnd {
            let token = current
            let depth = brackets + angles
            if index > start, depth == 0, token.trivia.contains(.leadingNewline), !continuesTypeOnNewLine(token) {
                return
            }
            switch token.kind {
            case .integerLiteral where angles > 0:
                // A value generic argument: `InlineArray<3, Int>`.
                break
            case .leftBrace, .rightBrace, .semicolon, .poundDirective, .stringLiteral, .integerLiteral, .floatLiteral:
                return
            case .leftParen, .leftBracket:
                brackets += 1
            case .rightParen, .rightBracket:
                if brackets == 0 { return }
                brackets -= 1
            case .comma where depth == 0:
                return
            case .colon where depth == 0:
                return
            case .identifier where depth == 0 && index > start && isWord(token, "where"):
                return
            case .operator:
                let raw = text(token)
                if raw == "->" || raw == "&" || raw == "..." { break }
                var opensOrCloses = false
                for character in raw.utf8 {
                    switch character {
                    case UInt8(ascii: "<"):
                        angles += 1
                        opensOrCloses = true
                    case UInt8(ascii: ">"):
                        angles -= 1
                        opensOrCloses = true
                    case UInt8(ascii: "?"), UInt8(ascii: "!"): break
                    default: return
                    }
                }
                if angles < 0 || !opensOrCloses && raw.utf8.contains(where: { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "!") }) { return }
            default:
                break
            }
            advance()
        }
    }

    private func continuesTypeOnNewLine(_ token: Token) -> Bool {
        if token.kind == .period || isOperator(token, "->") || isOperator(token, "&") { return true }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        // `(A, B)` / `throws -> C`: effects after a function type's parameters.
        if previous.kind == .rightParen, isWord(token, "throws") || isWord(token, "async") { return true }
        return isOperator(previous, "->") || isOperator(previous, "&") || previous.kind == .period
    }
}
