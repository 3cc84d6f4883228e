extension DeclarationParser {
    /// The accessor keywords of Swift 6.3 without experimental features (`read`, `modify` and
    /// `mutate` are experimental, so `{ read { … } }` is a getter that calls `read`).
    /// The modifiers an accessor may have.
    private static let accessorModifierWords: [StaticString] = ["mutating", "nonmutating", "borrowing", "consuming", "__consuming"]

    /// The effects an accessor may have after its keyword.
    private static let accessorEffectWords: [StaticString] = ["async", "throws", "rethrows"]

    // MARK: - Properties

    /// `let`/`var` with one or more bindings; records them as members of `owner`.
    mutating func parseProperty(_ prefix: DeclarationPrefix, owner: TypeBuilder) {
        let isLet = isWord(current, "let")
        advance()
        struct Binding {
            var name: Name
            var nameToken: Token
            var typeText: String?
            var typeNames: TypeNameChains?
            var type: TypeName?
            var hasInitializer = false
            var storage = PropertyDeclaration.Storage.stored
            var accessors: [Accessor] = []
            var getterEffects: AccessorEffects = []
        }
        // The binding read last, and those before it when there are several: nearly every
        // declaration has one, which then needs no array.
        var last: Binding?
        var earlier: [Binding] = []
        while !atEnd {
            let nameToken = current
            guard let name = interned(nameToken) else {
                if nameToken.kind == .leftParen {
                    // A tuple pattern declares no named properties the graph could use.
                    skipBalanced()
                } else {
                    report(.missingName, "property name", isLet ? "let" : "var", at: nameToken)
                    skipStatement(inBody: true)
                    return
                }
                if current.kind == .colon {
                    advance()
                    scanTypeRange()
                }
                if isOperator(current, "=") {
                    advance()
                    scanInitializer(member: MemberContext(name: "_", declaredType: nil))
                }
                guard current.kind == .comma else { break }
                advance()
                continue
            }
            advance()
            // The binding's parts are read into locals and moved into it once, at the end: a
            // `Binding` built first and then stored would be copied whole.
            var typeText: String?
            var typeNames: TypeNameChains?
            var type: TypeName?
            if current.kind == .colon {
                advance()
                let start = index
                scanTypeRange()
                if index > start {
                    let read = annotation(from: start, through: index - 1, findingNames: owner.findsTypeNames)
                    (typeText, typeNames, type) = (read.text, read.names, read.type)
                }
            }
            let member = MemberContext(name: name.text, declaredType: type)
            var hasInitializer = false
            if isOperator(current, "=") {
                hasInitializer = true
                advance()
                scanInitializer(member: member)
            }
            var accessors: [Accessor] = []
            var getterEffects: AccessorEffects = []
            var storage = PropertyDeclaration.Storage.stored
            if current.kind == .leftBrace {
                let list = accessorList()
                accessors = list.accessors
                getterEffects = list.getterEffects
                storage = list.observers ? .stored : .computed
                scanBody(member: member)
            }
            if let previous = last.take() { earlier.append(previous) }
            last = Binding(
                name: name, nameToken: nameToken, typeText: typeText, typeNames: typeNames, type: type, hasInitializer: hasInitializer,
                storage: storage, accessors: accessors, getterEffects: getterEffects)
            guard current.kind == .comma else { break }
            advance()
        }
        // `var a, b: Int` gives both names the later annotation (a single binding has none to take).
        if !earlier.isEmpty, let last {
            var laterType = last.typeText.map { (text: $0, names: last.typeNames, type: last.type) }
            for position in earlier.indices.reversed() {
                if let typeText = earlier[position].typeText {
                    laterType = (typeText, earlier[position].typeNames, earlier[position].type)
                } else if !earlier[position].hasInitializer, let laterType {
                    earlier[position].typeText = laterType.text
                    earlier[position].typeNames = laterType.names
                    earlier[position].type = laterType.type
                }
            }
        }
        let isLazy = prefix.modifiers.contains(.lazy)
        let defaultAccess = owner.defaultMemberAccess
        // Each binding is moved into its declaration, not copied (a copy retains its strings).
        earlier.reverse()
        while let binding = earlier.popLast() ?? last.take() {
            members.properties.append(
                PropertyDeclaration(
                    name: binding.name, typeText: binding.typeText, typeNames: binding.typeNames, type: binding.type,
                    isLet: isLet, isStatic: prefix.isStatic, storage: isLazy ? .stored : binding.storage,
                    accessLevel: prefix.accessLevel ?? defaultAccess,
                    setterAccessLevel: prefix.setterAccessLevel, accessors: binding.accessors, getterEffects: binding.getterEffects,
                    modifiers: prefix.modifiers, attributes: prefix.attributes, location: location(binding.nameToken),
                    condition: currentCondition
                ))
        }
    }

    /// Looks into the `{ … }` at the current position (without moving) and returns the accessor
    /// at its top level, whether they are only observers (`willSet`/`didSet`), and the effects
    /// written after `get` (`get async throws`).
    ///
    /// As the compiler decides: the block is an accessor list when it starts, after attributes and
    /// one of `mutating`, `nonmutating`, `borrowing`, `consuming`, `__consuming`, with an accessor
    /// keyword; otherwise it is an implicit getter's code. Each accessor may have a `(name)`, effects
    /// and a body; the next starts after them.
    func accessorList() -> (accessors: [Accessor], observers: Bool, getterEffects: AccessorEffects) {
        // Nearly every list is one of a few: those are shared arrays, not one made per property.
        var count = 0
        var firstTwo: (Accessor?, Accessor?) = (nil, nil)
        var getterEffects: AccessorEffects = []
        var position = index + 1
        var effects: AccessorEffects = []
        while let accessor = nextAccessor(from: &position, effects: &effects) {
            if count == 0 { firstTwo.0 = accessor } else if count == 1 { firstTwo.1 = accessor }
            if accessor == .get { getterEffects = effects }
            count += 1
        }
        var accessors: [Accessor]
        let isCommon = { (list: [Accessor]) in list.count == count && list.first == firstTwo.0 && list.last == (firstTwo.1 ?? firstTwo.0) }
        if count <= 2, let common = Self.commonAccessorLists.first(where: isCommon) {
            accessors = common
        } else {
            accessors = []
            position = index + 1
            while let accessor = nextAccessor(from: &position, effects: &effects) { accessors.append(accessor) }
        }
        return (accessors, !accessors.isEmpty && accessors.allSatisfy(\.isObserver), getterEffects)
    }

    /// Whether the `{ … }` at the current position is an accessor list (see `accessorList()`).
    var startsAccessorList: Bool {
        var position = index + 1
        var effects: AccessorEffects = []
        return nextAccessor(from: &position, effects: &effects) != nil
    }

    /// The lists of one or two accessors that nearly every property with accessors has.
    private static let commonAccessorLists: [[Accessor]] = [
        [.get], [.get, .set], [.set, .get], [.willSet], [.didSet], [.willSet, .didSet], [.didSet, .willSet],
    ]

    /// The accessor at `position` in an accessor list (see `accessorList()`); `position` moves past
    /// it and `effects` is set to the effects written after its keyword. Nil when there is none.
    private func nextAccessor(from position: inout Int, effects: inout AccessorEffects) -> Accessor? {
        guard position < tokens.count else { return nil }
        // Attributes and one modifier before the accessor keyword.
        while tokens[position].kind == .attribute {
            position += 1
            if tokens[position].kind == .leftParen, !tokens[position].trivia.contains(.leadingSpace) {
                position = afterBalanced(from: position)
            }
        }
        if Self.accessorModifierWords.contains(where: { isWord(tokens[position], $0) }),
            Accessor.words.value(of: tokens[position + 1], in: file) != nil
        {
            position += 1
        }
        guard let accessor = Accessor.words.value(of: tokens[position], in: file) else { return nil }
        position += 1
        if tokens[position].kind == .leftParen { position = afterBalanced(from: position) }
        effects = []
        while Self.accessorEffectWords.contains(where: { isWord(tokens[position], $0) }) {
            let wasThrows = isWord(tokens[position], "throws")
            effects.insert(isWord(tokens[position], "async") ? .async : .throws)
            position += 1
            if wasThrows, tokens[position].kind == .leftParen { position = afterBalanced(from: position) }
        }
        if tokens[position].kind == .leftBrace { position = afterBalanced(from: position) }
        return accessor
    }

    // MARK: - Functions, initialisers, subscripts

    mutating func parseFunction(_ prefix: DeclarationPrefix, owner: TypeBuilder) {
        advance()
        let nameToken = current
        guard let name = name(of: nameToken) ?? (nameToken.kind == .operator ? text(nameToken) : nil) else {
            report(.missingName, "function name", "func", at: nameToken)
            skipStatement(inBody: true)
            return
        }
        advance()
        let genericParameters = parseGenericParameterNames()
        let parameters = parseParameterList()
        skipEffects()
        let returnType = parseResultType()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: name, declaredType: returnType, genericParameters: genericParameters))
        }
        let defaultAccess = owner.defaultMemberAccess
        members.functions.append(
            FunctionDeclaration(
                name: name, parameters: parameters, returnType: returnType, isStatic: prefix.isStatic,
                accessLevel: prefix.accessLevel ?? defaultAccess,
                modifiers: prefix.modifiers, location: location(nameToken), condition: currentCondition
            ))
    }

    mutating func parseInitializer(_ prefix: DeclarationPrefix, owner: TypeBuilder) {
        let initToken = current
        advance()
        var isFailable = false
        if current.kind == .operator, !current.trivia.contains(.leadingSpace), isOperator(current, "?") || isOperator(current, "!") {
            isFailable = true
            advance()
        }
        let genericParameters = parseGenericParameterNames()
        let parameters = parseParameterList()
        skipEffects()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: "init", declaredType: nil, genericParameters: genericParameters))
        }
        let defaultAccess = owner.defaultMemberAccess
        members.initializers.append(
            InitializerDeclaration(
                parameters: parameters, isFailable: isFailable,
                accessLevel: prefix.accessLevel ?? defaultAccess,
                modifiers: prefix.modifiers, location: location(initToken), condition: currentCondition
            ))
    }

    mutating func parseSubscript(_ prefix: DeclarationPrefix) {
        let keyword = current
        advance()
        let genericParameters = parseGenericParameterNames()
        _ = parseParameterList()
        let resultType = parseResultType()
        if isWord(current, "where") { skipWhereClause() }
        if current.kind == .leftBrace {
            scanBody(member: MemberContext(name: "subscript", declaredType: resultType, genericParameters: genericParameters))
        }
        members.subscripts.append(SubscriptDeclaration(location: location(keyword), condition: currentCondition))
    }

    /// Reads `-> Type` after a function's or subscript's parameters; nil when there is none.
    private mutating func parseResultType() -> TypeName? {
        guard isOperator(current, "->") else { return nil }
        advance()
        let start = index
        scanTypeRange()
        return index > start ? typeName(from: start, through: index - 1) : nil
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
                let type = annotation(from: typeStart, through: index - 1)
                let label = names.count == 2 ? names[0] : last
                parameters.append(ParameterDeclaration(label: label == "_" ? nil : label, name: last, typeText: type.text, type: type.type))
            }
            // A default value, or anything unexpected: skip to the next `,` or the closing `)`.
            while !atEnd, current.kind != .comma, current.kind != .rightParen {
                if current.kind == .leftParen || current.kind == .leftBracket || current.kind == .leftBrace {
                    skipBalanced()
                } else if let end = genericArgumentClauseEnd(at: index) {
                    index = end + 1
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
            report(.unclosedParameterList, at: tokens[open])
        }
        return parameters
    }
}
