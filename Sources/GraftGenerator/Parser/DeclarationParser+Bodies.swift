#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

extension DeclarationParser {
    /// An open parenthesis met while scanning code: the call it belongs to, if it looks like one.
    /// The callee's text is made only for a call with a `parent:` argument, which few are.
    struct OpenCall {
        enum Callee {
            /// The parenthesis does not call a type by name.
            case none
            /// `.init(`, its period's token index.
            case contextInit(period: Int)
            /// `Name(`, `A.B.Name(`, `Name<T>(`, `Name.init(`, `Name.self.init(`: the tokens of the
            /// dot-separated names, and of the generic arguments if any.
            /// `innerGenerics`: generic arguments stand between the names too (`Outer<T>.Inner(`).
            case named(names: ClosedRange<Int>, generics: ClosedRange<Int>?, innerGenerics: Bool)
            /// `value.init(`, `Outer.value.init(`: `.init` on a metatype value named at the call;
            /// the tokens of the dot-separated names.
            case initOnValue(names: ClosedRange<Int>)
            /// `make().init(`, `type(of: self).init(`, `kinds[0].init(`: `.init` on a metatype that
            /// an expression gives; its tokens, when their brackets could be matched.
            case initOnResult(expression: ClosedRange<Int>?)
        }

        let callee: Callee
        let calleeToken: Token
    }

    /// The stack of open calls, taken from the parser (so that one array serves every body of a
    /// file) and emptied; the scan puts it back when it ends (`defer { openCalls = calls }`).
    private mutating func takeOpenCalls() -> [OpenCall] {
        var calls = openCalls
        openCalls = []
        // Nearly always empty already (the parentheses of the last body balanced): emptying an
        // empty array still goes through `replaceSubrange`.
        if !calls.isEmpty { calls.removeAll(keepingCapacity: true) }
        return calls
    }

    // MARK: - Bodies

    /// Scans the `{ … }` at the current position through its closing brace, recording
    /// instantiation sites for `member`. Code inside is never parsed as declarations.
    mutating func scanBody(member: MemberContext) {
        var member = member
        member.start = index
        let open = current
        let conditionDepth = openConditions.count
        var depth = 0
        var calls = takeOpenCalls()
        defer { openCalls = calls }
        repeat {
            let token = current
            switch token.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
            case .poundDirective:
                handleDirective()
                continue
            default:
                noteCode(at: index, calls: &calls, member: member)
            }
            advance()
        } while depth > 0 && !atEnd
        if depth > 0 { report(.unclosedBody, at: open) }
        restoreConditions(to: conditionDepth)
    }

    /// Scans an initial-value expression after `=` up to where the declaration ends, recording
    /// instantiation sites (in `lazy var x = Child(parent: self)`).
    mutating func scanInitializer(member: MemberContext) {
        let start = index
        var member = member
        member.start = start
        var depth = 0
        var calls = takeOpenCalls()
        defer { openCalls = calls }
        while !atEnd {
            let token = current
            if depth == 0, calls.isEmpty, index > start {
                if token.trivia.contains(.leadingNewline), token.kind != .period, token.kind != .operator { return }
                if token.kind == .comma || token.kind == .semicolon || token.kind == .rightBrace { return }
                // `= value { didSet { … } }`: the braces are observers, not a trailing closure.
                if token.kind == .leftBrace, startsAccessorList { return }
            }
            switch token.kind {
            case .leftBrace, .leftBracket:
                depth += 1
            case .rightBrace, .rightBracket:
                if depth == 0 { return }
                depth -= 1
            case .poundDirective:
                handleDirective()
                continue
            case .operator:
                // `Subject<String, Never>()`: the comma belongs to the generic arguments.
                if let end = genericArgumentClauseEnd(at: index) { index = end }
            default:
                if token.kind == .rightParen, depth == 0, calls.isEmpty { return }
                noteCode(at: index, calls: &calls, member: member)
            }
            advance()
        }
    }

    /// Skips a statement in a type body; scans one of top-level code for instantiation sites.
    mutating func skipOrScanStatement(inBody: Bool) {
        guard !inBody else {
            skipStatement(inBody: true)
            return
        }
        let start = index
        var depth = 0
        var calls = takeOpenCalls()
        defer { openCalls = calls }
        // `#Preview { … }`: named, so a creation inside can be told how to use a test double.
        let isPreview = current.kind == .poundIdentifier && file.token(current, is: "#Preview")
        let member = MemberContext(name: isPreview ? "#Preview" : "top-level code", declaredType: nil, start: start)
        while !atEnd {
            let token = current
            let atStatementLevel = depth == 0 && calls.isEmpty
            if index > start, atStatementLevel, token.trivia.contains(.leadingNewline) { return }
            switch token.kind {
            case .leftBrace, .leftBracket:
                depth += 1
            case .rightBrace, .rightBracket:
                if depth == 0 {
                    if index == start { advance() }
                    return
                }
                depth -= 1
            case .semicolon where atStatementLevel:
                advance()
                return
            case .poundDirective:
                if index > start, atStatementLevel { return }
                handleDirective()
                continue
            case .rightParen where calls.isEmpty:
                if index == start { advance() }
                return
            default:
                noteCode(at: index, calls: &calls, member: member)
            }
            advance()
        }
    }

    /// Tracks calls through parentheses and records a site at each `parent:` argument label.
    private mutating func noteCode(at position: Int, calls: inout [OpenCall], member: MemberContext) {
        let token = tokens[position]
        switch token.kind {
        case .leftParen:
            calls.append(callee(beforeParenthesisAt: position))
        case .rightParen:
            _ = calls.popLast()
        case .identifier:
            guard isWord(token, "parent"), position + 1 < tokens.count, tokens[position + 1].kind == .colon,
                position > 0, tokens[position - 1].kind == .leftParen || tokens[position - 1].kind == .comma,
                let call = calls.last, let callee = calleeText(of: call.callee)
            else { return }
            let argumentStart = position + 2
            var form = InstantiationSite.Form.call
            switch call.callee {
            case .initOnValue, .initOnResult:
                form = .initOnValue
            case .named(let names, nil, false)
            where names.count == 1 && interned(tokens[names.lowerBound]).map { member.genericParameters.contains($0) } == true:
                form = .genericParameter
            default:
                break
            }
            // `Child.init(parent:)`, `Child.init(parent:dependency:)`: no argument, only labels.
            if argumentStart < tokens.count,
                tokens[argumentStart].kind == .rightParen
                    || (argumentStart + 1 < tokens.count && isName(tokens[argumentStart]) && tokens[argumentStart + 1].kind == .colon)
            {
                var labels = argumentStart
                var passesDependency = false
                while labels + 1 < tokens.count, isName(tokens[labels]), tokens[labels + 1].kind == .colon {
                    if isWord(tokens[labels], "dependency") { passesDependency = true }
                    labels += 2
                }
                members.instantiations.append(
                    InstantiationSite(
                        calleeText: callee.isEmpty ? nil : callee, calleeType: calleeType(of: call.callee),
                        contextType: contextType(of: call.callee, in: member),
                        parentArgument: "", location: location(call.calleeToken), argumentLocation: location(tokens[position]),
                        enclosingMember: member.name, condition: currentCondition, passesDependency: passesDependency,
                        form: form == .call ? .functionValue : form, sharedLocation: nil
                    ))
                return
            }
            var argumentEnd = argumentStart
            var depth = 0
            while argumentEnd < tokens.count {
                let next = tokens[argumentEnd]
                if next.kind == .endOfFile { break }
                if depth == 0, next.kind == .comma || next.kind == .rightParen { break }
                switch next.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                argumentEnd += 1
            }
            // `dependency:` among the later arguments: `init(parent:dependency:)`, wiring by hand.
            var passesDependency = false
            var cursor = argumentEnd
            depth = 0
            while cursor + 2 < tokens.count, tokens[cursor].kind != .endOfFile {
                let next = tokens[cursor]
                if depth == 0, next.kind == .rightParen { break }
                switch next.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .comma where depth == 0:
                    if isWord(tokens[cursor + 1], "dependency"), tokens[cursor + 2].kind == .colon { passesDependency = true }
                default: break
                }
                cursor += 1
            }
            let argumentToken = tokens[min(argumentStart, tokens.count - 1)]
            let closing = tokens[cursor].kind == .rightParen ? cursor : nil
            members.instantiations.append(
                InstantiationSite(
                    calleeText: callee.isEmpty ? nil : callee,
                    calleeType: calleeType(of: call.callee),
                    contextType: contextType(of: call.callee, in: member, closedAt: closing),
                    parentArgument: spacedText(from: argumentStart, through: argumentEnd - 1),
                    location: location(call.calleeToken),
                    argumentLocation: location(argumentToken),
                    enclosingMember: member.name,
                    condition: currentCondition,
                    passesDependency: passesDependency,
                    form: form,
                    sharedLocation: enclosingShared(before: position, from: member.start)
                ))
        case .stringLiteral:
            noteInterpolatedCalls(in: token, member: member)
        default:
            return
        }
    }

    /// Records the sites of the calls inside the interpolations of the string literal `string`
    /// (`"feed: \(FeedComponent(parent: self).title)"`) as in code: a component created there is
    /// on the graph as any other. Only a string whose bytes hold a backslash and then `parent` is
    /// lexed again, into its interpolations' tokens; an interpolation's strings are read the same
    /// way, in turn.
    private mutating func noteInterpolatedCalls(in string: Token, member: MemberContext) {
        guard file.source.bytes[string.range].containsParentWord() else { return }
        // Inside an interpolation no member type is inferred for `.init(parent:)`.
        let inner = MemberContext(name: member.name, declaredType: nil, genericParameters: member.genericParameters, start: 0)
        for tokens in Lexer.interpolations(of: string, in: file) {
            var parser = DeclarationParser(file: file, tokens: tokens, members: members, condition: currentCondition)
            var calls: [OpenCall] = []
            for position in tokens.indices.dropLast() { parser.noteCode(at: position, calls: &calls, member: inner) }
        }
    }

    /// The `shared` whose `{ … }` factory holds the token at `position`, looking back no further
    /// than `start`: `shared { Child(parent: self) }`, also through closures nested inside it.
    private func enclosingShared(before position: Int, from start: Int) -> SourceLocation? {
        var depth = 0
        var cursor = position - 1
        while cursor > start {
            switch tokens[cursor].kind {
            case .rightBrace:
                depth += 1
            case .leftBrace:
                if depth > 0 {
                    depth -= 1
                } else if isWord(tokens[cursor - 1], "shared") {
                    return location(tokens[cursor - 1])
                }
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    /// Reads backwards from a `(` the callee it applies to: `Name`, `A.B.Name`, `Name.init`, `.init`.
    private func callee(beforeParenthesisAt position: Int) -> OpenCall {
        let none = OpenCall(callee: .none, calleeToken: tokens[position])
        guard position > 0, !tokens[position].trivia.contains(.leadingNewline) else { return none }
        var last = position - 1
        var explicitInit = false
        if isWord(tokens[last], "init"), last > 0, tokens[last - 1].kind == .period {
            let period = tokens[last - 1]
            let before = last >= 2 ? tokens[last - 2] : nil
            let attached = before != nil && !period.trivia.contains(.leadingSpace)
            // `make().init(`, `types[0].init(`: a metatype that only the compiler can tell.
            if attached, let before, before.kind == .rightParen || before.kind == .rightBracket {
                return OpenCall(callee: .initOnResult(expression: expression(endingAt: last - 2)), calleeToken: period)
            }
            let chained = attached && (before.map { isName($0) } ?? false || genericArgumentClauseStart(endingAt: last - 2) != nil)
            if !chained {
                return OpenCall(callee: .contextInit(period: last - 1), calleeToken: period)
            }
            last -= 2
            explicitInit = true
            // `Child.self.init(`: the metatype of a type written at the call.
            if isWord(tokens[last], "self"), last >= 2, tokens[last - 1].kind == .period, !tokens[last - 1].trivia.contains(.leadingSpace),
                !tokens[last].trivia.contains(.leadingSpace)
            {
                last -= 2
            }
        }
        // `Child<T>(parent:)`: the generic arguments are part of the callee.
        var generics: ClosedRange<Int>?
        if let open = genericArgumentClauseStart(endingAt: last) {
            generics = open...last
            last = open - 1
        }
        guard isName(tokens[last]) else { return none }
        var first = last
        var innerGenerics = false
        while first >= 2, tokens[first - 1].kind == .period, !tokens[first - 1].trivia.contains(.leadingSpace),
            !tokens[first].trivia.contains(.leadingSpace)
        {
            // `Outer<T>.Inner(`: generic arguments on a name before the last.
            var previous = first - 2
            if let open = genericArgumentClauseStart(endingAt: previous), open >= 1 {
                previous = open - 1
                guard isName(tokens[previous]) else { break }
                innerGenerics = true
            }
            guard isName(tokens[previous]) else { break }
            first = previous
        }
        if first > 0 {
            let before = tokens[first - 1]
            // `x.y.Name(` on something that is not a name, `func name(`, `init(` declarations.
            if before.kind == .period || before.kind == .rightParen && !before.trivia.contains(.trailingSpace) { return none }
            let declarationWords: [StaticString] = ["func", "case", "macro", "subscript"]
            if declarationWords.contains(where: { isWord(before, $0) }) { return none }
        }
        let head = tokens[first]
        if isWord(head, "self") || isWord(head, "super") || isWord(head, "Self") { return none }
        // `type.init(`: `.init` on a value (a lower-case name), not on a type.
        if explicitInit, generics == nil, !innerGenerics, let value = name(of: tokens[last]), value.first?.isLowercase == true {
            return OpenCall(callee: .initOnValue(names: first...last), calleeToken: head)
        }
        return OpenCall(callee: .named(names: first...last, generics: generics, innerGenerics: innerGenerics), calleeToken: head)
    }

    /// The type of an `as` coercion right after the `)` at `closing` (`.init(parent: self) as
    /// FeedComponent`); nil without one (`as?` and `as!` are casts, not coercions).
    private mutating func coercedType(closedAt closing: Int?) -> TypeName? {
        guard let closing, closing + 2 < tokens.count, isWord(tokens[closing + 1], "as"), tokens[closing + 2].kind != .operator
        else { return nil }
        let saved = index
        defer { index = saved }
        index = closing + 2
        scanTypeRange()
        return index > closing + 2 ? typeName(from: closing + 2, through: index - 1) : nil
    }

    /// For `.init(`, the type Swift infers for it where it stands, when Graft can read it: the
    /// member's declared type (a property's, a function's result) when the call is what the member
    /// returns — the first expression of its body, of its getter, of its `shared { … }` factory or
    /// of its initial value, also as a branch of `?:` or the right of `??`, or after a `return`
    /// whose braces out to the body are statements' (`if`, `guard … else`, `switch`), not a
    /// closure's; the annotation of `let name: Type = .init(…)`. A coercion right after the call's
    /// `)` at `closing` (`.init(parent: self) as Child`, anywhere) comes first: Swift infers the call
    /// from it before anything around it. Nil anywhere else (an argument, an element, a closure's
    /// result), where only the compiler can tell, and for any other callee.
    private mutating func contextType(of callee: OpenCall.Callee, in member: MemberContext, closedAt closing: Int? = nil) -> TypeName? {
        guard case .contextInit(let period) = callee else { return nil }
        if let coerced = coercedType(closedAt: closing) { return coerced }
        var cursor = period - 1
        var depth = 0
        // After a `return`: only the braces around it matter, however long the body before it.
        var returned = false
        while cursor >= member.start, period - cursor < 65_536 {
            let token = tokens[cursor]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftParen, .leftBracket:
                if depth == 0 { return nil }
                depth -= 1
            case .leftBrace:
                guard depth == 0 else {
                    depth -= 1
                    break
                }
                // The member's body, its getter, or its `shared { … }` factory.
                if cursor == member.start || (cursor > 0 && (isWord(tokens[cursor - 1], "get") || isWord(tokens[cursor - 1], "shared"))) {
                    return member.declaredType
                }
                guard returned, opensStatement(cursor, after: member.start) else { return nil }
            case _ where returned || depth > 0:
                break
            case .operator where isOperator(token, "="):
                // `let name: Type = .init(…)`: the annotation between the colon and the `=`.
                var colon = cursor - 1
                while colon > member.start, cursor - colon < 64, tokens[colon].kind != .colon, tokens[colon].kind != .leftBrace,
                    tokens[colon].kind != .semicolon
                {
                    colon -= 1
                }
                guard tokens[colon].kind == .colon, colon >= 2, colon + 1 < cursor, isName(tokens[colon - 1]),
                    isWord(tokens[colon - 2], "let") || isWord(tokens[colon - 2], "var")
                else { return nil }
                return typeName(from: colon + 1, through: cursor - 1)
            case .operator:
                guard isOperator(token, "?") || isOperator(token, "??") || isOperator(token, "!") else { return nil }
            case .identifier where isWord(token, "return"):
                returned = true
            case .identifier where isWord(token, "in") || isWord(token, "let") || isWord(token, "var"):
                return nil
            case .comma, .semicolon:
                return nil
            default:
                break
            }
            cursor -= 1
        }
        // The initial value's first token (`lazy var child: Child = .init(parent: self)`).
        return cursor < member.start && depth == 0 && !returned ? member.declaredType : nil
    }

    /// Whether the `{` at `brace` opens a statement's body (`if …`, `guard … else`, `switch …`,
    /// `for`, `while`, `do`, `catch`, `defer`, `repeat`), not a closure: a keyword of one stands
    /// before it, outside brackets, on its line or on the lines a condition continues from (one
    /// that ends with `,` or an operator), looking back no further than `start`.
    private func opensStatement(_ brace: Int, after start: Int) -> Bool {
        var cursor = brace - 1
        var depth = 0
        while cursor > start, brace - cursor < 64 {
            let token = tokens[cursor]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftParen, .leftBracket, .leftBrace:
                if depth == 0 { return false }
                depth -= 1
            case .identifier where depth == 0:
                for keyword in Self.statementKeywords where isWord(token, keyword) { return true }
            default:
                break
            }
            if depth == 0, token.trivia.contains(.leadingNewline), tokens[cursor - 1].kind != .comma, tokens[cursor - 1].kind != .operator {
                return false
            }
            cursor -= 1
        }
        return false
    }

    /// The keywords of statements whose bodies are braces (`opensStatement(_:after:)`).
    private static let statementKeywords: [StaticString] = ["if", "guard", "else", "switch", "for", "while", "do", "catch", "defer", "repeat"]

    /// The callee as written (`Module.Name<T>`), `""` for `.init(`, nil when it is not a call.
    private func calleeText(of callee: OpenCall.Callee) -> String? {
        switch callee {
        case .none:
            return nil
        case .contextInit:
            return ""
        case .initOnResult(nil):
            return "…"
        case .initOnResult(let expression?):
            return spacedText(from: expression.lowerBound, through: expression.upperBound)
        case .initOnValue(let names):
            return dottedNames(names)
        case .named(let names, let generics, true):
            return squeezedText(from: names.lowerBound, through: generics?.upperBound ?? names.upperBound)
        case .named(let names, let generics, false):
            var text = dottedNames(names)
            if let generics { text += squeezedText(from: generics.lowerBound, through: generics.upperBound) }
            return text
        }
    }

    /// The type a callee names (`Module.Name<T>`); nil when it names none.
    private func calleeType(of callee: OpenCall.Callee) -> TypeName? {
        guard case .named(let names, let generics, _) = callee else { return nil }
        return typeName(from: names.lowerBound, through: generics?.upperBound ?? names.upperBound)
    }

    /// The tokens of the postfix expression that ends with the `)` or `]` at `end`: each bracket
    /// back to its opener, and what it is attached to with no space between (`type(of: self)`,
    /// `self.kinds[0]`, `make()`); nil when a bracket's opener is not within 256 tokens.
    private func expression(endingAt end: Int) -> ClosedRange<Int>? {
        var first = end
        while true {
            if tokens[first].kind == .rightParen || tokens[first].kind == .rightBracket {
                var depth = 0
                var position = first
                while position >= 0, first - position < 256 {
                    switch tokens[position].kind {
                    case .rightParen, .rightBracket: depth += 1
                    case .leftParen, .leftBracket: depth -= 1
                    default: break
                    }
                    if depth == 0 { break }
                    position -= 1
                }
                guard position >= 0, depth == 0 else { return nil }
                first = position
            }
            guard !tokens[first].trivia.contains(.leadingSpace), first > 0 else { break }
            let previous = tokens[first - 1]
            let joins =
                isName(previous) || isWord(previous, "self") || isWord(previous, "Self") || isWord(previous, "super")
                || previous.kind == .period || previous.kind == .rightParen || previous.kind == .rightBracket
            // A period joins only what it follows without a space (`a.b`, not `.b` after a space).
            guard joins, previous.kind != .period || !previous.trivia.contains(.leadingSpace) else { break }
            first -= 1
        }
        return first...end
    }

    /// `A.B.Name`: the names at every other token of `names`.
    private func dottedNames(_ names: ClosedRange<Int>) -> String {
        var text = ""
        for position in stride(from: names.lowerBound, through: names.upperBound, by: 2) {
            if position > names.lowerBound { text += "." }
            text += name(of: tokens[position]) ?? ""
        }
        return text
    }

    // MARK: - #if

    /// Handles a directive line at the current position: updates the `#if` stack and moves past
    /// the directive's condition.
    mutating func handleDirective() {
        let directive = current
        advance()
        let conditionStart = index
        while !atEnd, !current.trivia.contains(.leadingNewline) {
            if current.kind == .leftParen { skipBalanced() } else { advance() }
        }
        let condition = IfConfigClause(
            text: index > conditionStart ? spacedText(from: conditionStart, through: index - 1) : "",
            expression: IfConfigExpressionParser.parse(conditionStart..<index, of: file))
        if file.token(directive, is: "#if") {
            let branch = IfConfigCondition.Branch(condition: condition, preceding: [], location: location(directive))
            openConditions.append(
                OpenIfConfig(
                    preceding: [], condition: condition, location: location(directive), openingToken: directive,
                    chain: IfConfigCondition(branch, inside: openConditions.last?.chain)
                ))
        } else if file.token(directive, is: "#elseif") || file.token(directive, is: "#else") {
            guard var top = openConditions.popLast() else {
                report(.directiveWithoutIf, text(directive), at: directive)
                return
            }
            if let previous = top.condition { top.preceding.append(previous) }
            top.condition = file.token(directive, is: "#else") ? nil : condition
            top.location = location(directive)
            let branch = IfConfigCondition.Branch(condition: top.condition, preceding: top.preceding, location: top.location)
            top.chain = IfConfigCondition(branch, inside: openConditions.last?.chain)
            openConditions.append(top)
        } else if file.token(directive, is: "#endif") {
            if openConditions.popLast() == nil { report(.directiveWithoutIf, "#endif", at: directive) }
        } else {
            return
        }
        updateCurrentCondition()
    }

    /// Closes `#if` blocks left open inside a body, reporting them; used when a body ends.
    mutating func restoreConditions(to depth: Int) {
        guard openConditions.count != depth else { return }
        if openConditions.count > depth {
            reportUnclosedConditions(since: depth)
            openConditions.removeLast(openConditions.count - depth)
        }
        updateCurrentCondition()
    }

    mutating func reportUnclosedConditions(since depth: Int) {
        guard openConditions.count > depth else { return }
        for open in openConditions[depth...] {
            report(.ifWithoutEndif, at: open.openingToken)
        }
    }

    private mutating func updateCurrentCondition() {
        currentCondition = openConditions.last?.chain
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes hold a `\` and then `parent`, as a string literal with a `parent:` call
    /// in an interpolation does; each byte looked for with `memchr`, as every string literal of
    /// every body is asked.
    fileprivate func containsParentWord() -> Bool {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let backslash = memchr(base, Int32(UInt8(ascii: "\\")), buffer.count) else { return false }
            var index = base.distance(to: backslash.assumingMemoryBound(to: UInt8.self)) + 1
            while index + 6 <= buffer.count, let found = memchr(base + index, Int32(UInt8(ascii: "p")), buffer.count - index - 5) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[index + 1] == UInt8(ascii: "a"), buffer[index + 2] == UInt8(ascii: "r"), buffer[index + 3] == UInt8(ascii: "e"),
                    buffer[index + 4] == UInt8(ascii: "n"), buffer[index + 5] == UInt8(ascii: "t")
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
