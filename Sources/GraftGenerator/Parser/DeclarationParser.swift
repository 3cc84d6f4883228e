/// Extracts from a file's tokens what the dependency graph needs: imports, type declarations with
/// their depth-1 members, typealiases, instantiation sites and the `#if` blocks around them.
///
/// A recursive descent over declarations that skips statement bodies by counting brackets, so that
/// locals are never members. Every loop consumes at least one token, nesting of type declarations is
/// bounded, and malformed input becomes diagnostics.
public struct DeclarationParser {
    /// The deepest nesting of type declarations the parser follows; deeper bodies are skipped.
    public static let maximumTypeNesting = 128

    /// Lexes and parses one file.
    public static func parse(_ source: SourceFile) -> ParsedFile {
        parse(Lexer.tokenize(source))
    }

    /// Parses one lexed file.
    static func parse(_ file: TokenizedFile) -> ParsedFile {
        var parser = DeclarationParser(file: file)
        return parser.parseFile()
    }

    /// Lexes and parses many files, concurrently; the results are in the order of `sources`.
    public static func parse(_ sources: [SourceFile]) -> [ParsedFile] {
        ConcurrentMap.map(sources) { parse($0) }
    }

    // MARK: - State

    let file: TokenizedFile
    let tokens: [Token]
    var index = 0
    var imports: [ImportDeclaration] = []
    /// The type declarations, in the order their bodies close; moved into an array of their
    /// number at the end (an array grown by doubling keeps up to half its room unused).
    let types = MovingStack<TypeDeclaration>()
    var typealiases: [TypealiasDeclaration] = []
    var diagnostics: [Diagnostic] = []
    var openConditions: [OpenIfConfig] = []
    var currentCondition: IfConfigCondition?
    var typeNesting = 0
    /// The members of the type bodies being parsed.
    let members: MemberStack
    /// The calls open at the current position of the body being scanned.
    var openCalls: [OpenCall] = []

    private init(file: TokenizedFile) {
        self.file = file
        self.tokens = file.tokens
        self.members = MemberStack()
    }

    /// A parser over `tokens`, tokens of `file`'s bytes that its token list does not hold (an
    /// interpolation's), that records its sites into `members` under `condition`.
    init(file: TokenizedFile, tokens: [Token], members: MemberStack, condition: IfConfigCondition?) {
        self.file = TokenizedFile(source: file.source, tokens: tokens, diagnostics: [])
        self.tokens = tokens
        self.members = members
        self.currentCondition = condition
    }

    private mutating func parseFile() -> ParsedFile {
        // Top-level code has an owner of its own, so that calls in it are recorded too.
        let topLevel = TypeBuilder(defaultMemberAccess: .internal, start: members.heights)
        parseDeclarationList(owner: topLevel, qualifier: [], inBody: false)
        reportUnclosedConditions(since: 0)
        // A nested type is appended when its body closes, before the type around it.
        var ordered = types.take(from: 0)
        ordered.sort { $0.location < $1.location }
        return ParsedFile(
            path: file.source.path,
            module: file.source.module,
            imports: imports,
            types: ordered,
            typealiases: typealiases,
            topLevelInstantiations: members.take(from: topLevel.start).instantiations,
            diagnostics: file.diagnostics + diagnostics
        )
    }

    // MARK: - Tokens

    var current: Token { tokens[index] }

    func lookahead(_ offset: Int) -> Token {
        let position = index + offset
        return position < tokens.count ? tokens[position] : tokens[tokens.count - 1]
    }

    /// Moves to the next token; never past `endOfFile`.
    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    var atEnd: Bool { current.kind == .endOfFile }

    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && file.token(token, is: word)
    }

    func isOperator(_ token: Token, _ text: StaticString) -> Bool {
        token.kind == .operator && file.token(token, is: text)
    }

    func text(_ token: Token) -> String {
        file.text(of: token)
    }

    /// Whether the token is a name: an identifier, or one in backticks. Makes no `String` for a
    /// plain identifier.
    func isName(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return true
        case .backtickIdentifier: return text(token).count >= 2
        default: return false
        }
    }

    /// An identifier's name, without backticks.
    func name(of token: Token) -> String? {
        guard isName(token) else { return nil }
        return token.kind == .identifier ? text(token) : String(text(token).dropFirst().dropLast())
    }

    /// An identifier's interned name, without backticks.
    func interned(_ token: Token) -> Name? {
        isName(token) ? file.name(of: token) : nil
    }

    func location(_ token: Token) -> SourceLocation {
        file.location(of: token)
    }

    /// The source text from token `first` to token `last`, whitespace removed except one space
    /// between two words (`any P`, `inout T`) and after an attribute (`@escaping (…)`).
    func squeezedText(from first: Int, through last: Int) -> String {
        squeezed(from: first, through: last, findingNames: false).text
    }

    /// The type made of tokens `first…last`; `unparsed` when they are not one.
    func typeName(from first: Int, through last: Int) -> TypeName {
        TypeParser.parse(file, from: first, through: last)
    }

    /// A type annotation (a property's, a parameter's, an inherited type, a typealias's target)
    /// read from its tokens once: its text as `squeezedText(from:through:)` writes it, where its
    /// names are in that text when `findingNames`, and its value (`typeName(from:through:)`).
    func annotation(from first: Int, through last: Int, findingNames: Bool = false) -> TypeAnnotation {
        // One plain name: the interned name is the text, the value's one component and the one
        // chain (measured in the source's bytes), with no text built and no second reading.
        if let name = TypeParser.plainName(file, from: first, through: last) {
            let length = Int32(tokens[first].end - tokens[first].start)
            return TypeAnnotation(text: name.text, names: findingNames ? TypeNameChains(offsets: [1, 0, length]) : nil, type: .named(name))
        }
        let (text, names) = squeezed(from: first, through: last, findingNames: findingNames)
        return TypeAnnotation(
            text: text, names: findingNames ? names ?? TypeNameChains(offsets: []) : nil, type: TypeParser.parse(file, from: first, through: last))
    }

    private func squeezed(from first: Int, through last: Int, findingNames: Bool) -> (text: String, names: TypeNameChains?) {
        guard first <= last, last < tokens.count else { return ("", nil) }
        var result = ""
        var starts: [Int] = []
        if findingNames { starts.reserveCapacity(last - first + 1) }
        for position in first...last {
            let token = tokens[position]
            let previous = position > first ? tokens[position - 1] : token
            if position > first, token.trivia.contains(.leadingSpace),
                previous.kind == .attribute || isWordLike(token) && isWordLike(previous)
            {
                result += " "
            }
            if findingNames { starts.append(result.utf8.count) }
            result += text(token)
        }
        return (result, findingNames ? nameChains(from: first, through: last, startingAt: starts) : nil)
    }

    /// The chains of names at type positions among tokens `first…last`, each name's range taken
    /// from `starts` (where each token begins in the text made of them).
    private func nameChains(from first: Int, through last: Int, startingAt starts: [Int]) -> TypeNameChains {
        func isName(_ position: Int) -> Bool {
            position <= last && (tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier)
        }
        var offsets: [Int32] = []
        var brackets: [TokenKind] = []
        var index = first
        while index <= last {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket: brackets.append(token.kind)
            case .rightParen, .rightBracket: _ = brackets.popLast()
            default: break
            }
            let afterPeriod = index > first && tokens[index - 1].kind == .period
            let isLabel = brackets.last == .leftParen && index < last && (tokens[index + 1].kind == .colon || isName(index + 1))
            guard isName(index), !afterPeriod, !isLabel else {
                index += 1
                continue
            }
            // The chain `A.B.C` (no generic arguments between its names): its length, then where
            // each name starts and ends.
            let count = offsets.count
            offsets.append(0)
            while true {
                let start = starts[index - first]
                offsets.append(Int32(start))
                offsets.append(Int32(start + tokens[index].end - tokens[index].start))
                offsets[count] += 1
                guard isName(index + 2), tokens[index + 1].kind == .period else { break }
                index += 2
            }
            index += 1
        }
        return TypeNameChains(offsets: offsets)
    }

    private func isWordLike(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .attribute, .integerLiteral, .floatLiteral:
            return true
        default:
            return false
        }
    }

    /// The source text from token `first` to token `last` with runs of whitespace made single spaces.
    func spacedText(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        var result = ""
        for position in first...last {
            if position > first, tokens[position].trivia.contains(.leadingSpace) { result += " " }
            result += text(tokens[position])
        }
        return result
    }

    mutating func report(_ id: DiagnosticID, _ arguments: String..., at token: Token) {
        diagnostics.append(Diagnostic(id, id.severity, at: location(token), message: id.message(arguments), notes: []))
    }

    // MARK: - Declaration lists

    /// Parses declarations until the end of the file, or until the `}` that closes a body (left for
    /// the caller) when `inBody` is true; `qualifier` is the enclosing type's name path (empty at the
    /// top level).
    mutating func parseDeclarationList(owner: TypeBuilder, qualifier: [Name], inBody: Bool) {
        while !atEnd {
            let start = index
            switch current.kind {
            case .rightBrace:
                if inBody { return }
                report(.unexpectedClosingBrace, at: current)
                advance()
            case .poundDirective where attributeIfConfigEnd(at: index) == nil:
                handleDirective()
            case .semicolon:
                advance()
            default:
                parseDeclaration(owner: owner, qualifier: qualifier, inBody: inBody)
            }
            if index == start {
                skipStatement(inBody: inBody)
                if index == start { advance() }
            }
        }
    }

    /// Parses one declaration with its attributes and modifiers; skips a statement that is none.
    private mutating func parseDeclaration(owner: TypeBuilder, qualifier: [Name], inBody: Bool) {
        let prefix = parseAttributesAndModifiers()
        let keyword = current
        guard keyword.kind == .identifier else {
            skipOrScanStatement(inBody: inBody)
            return
        }
        if isWord(keyword, "import") {
            parseImport(prefix)
        } else if let kind = typeDeclarationKind(keyword) {
            parseTypeDeclaration(kind: kind, prefix: prefix, qualifier: qualifier, owner: owner)
        } else if isWord(keyword, "typealias") {
            parseTypealias(prefix, qualifier: qualifier, owner: owner)
        } else if isWord(keyword, "let") || isWord(keyword, "var") {
            parseProperty(prefix, owner: owner)
        } else if isWord(keyword, "func") {
            parseFunction(prefix, owner: owner)
        } else if isWord(keyword, "init") {
            parseInitializer(prefix, owner: owner)
        } else if isWord(keyword, "deinit") {
            advance()
            if current.kind == .leftBrace { scanBody(member: MemberContext(name: "deinit", declaredType: nil)) }
        } else if isWord(keyword, "subscript") {
            parseSubscript(prefix)
        } else if isWord(keyword, "associatedtype") {
            advance()
            if let name = name(of: current) {
                members.associatedTypes.append(AssociatedTypeDeclaration(name: name, location: location(current)))
            }
            skipStatement(inBody: inBody)
        } else {
            // `case` of an enum, `operator`, `precedencegroup`, `macro`, top-level code.
            skipOrScanStatement(inBody: inBody)
        }
    }

    private func typeDeclarationKind(_ token: Token) -> TypeDeclarationKind? {
        if isWord(token, "class") { return .class }
        if isWord(token, "struct") { return .struct }
        if isWord(token, "enum") { return .enum }
        if isWord(token, "protocol") { return .protocol }
        if isWord(token, "extension") { return .extension }
        if isWord(token, "actor"), isName(lookahead(1)), !lookahead(1).trivia.contains(.leadingNewline) { return .actor }
        return nil
    }

    /// Skips one statement or unknown declaration: up to a line break, `;` or closing `}` at depth 0,
    /// skipping bracketed groups whole.
    mutating func skipStatement(inBody: Bool) {
        let start = index
        var depth = 0
        while !atEnd {
            let token = current
            if index > start, depth == 0, token.trivia.contains(.leadingNewline) { return }
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                if depth == 0 {
                    if token.kind == .rightBrace, inBody { return }
                    if index == start { advance() }
                    return
                }
                depth -= 1
            case .semicolon where depth == 0:
                advance()
                return
            case .poundDirective where depth == 0 && index > start:
                return
            default:
                break
            }
            advance()
        }
    }

    /// Whether `token` is an operator made only of `<` (when `opening`) or only of `>`.
    private func isAngleRun(_ token: Token, opening: Bool) -> Bool {
        guard token.kind == .operator else { return false }
        let angle = UInt8(ascii: opening ? "<" : ">")
        return file.source.bytes[token.start..<token.end].allSatisfy { $0 == angle }
    }

    /// The net count of `<` minus `>` in an operator token that could be part of a generic argument
    /// clause (`<`, `>`, `>>`, `?`, `!`, `->`, `&`, `...`, `~`); nil for any other operator (`<=`, `+`).
    private func angleBalance(_ token: Token) -> Int? {
        var balance = 0
        let bytes = file.source.bytes[token.start..<token.end]
        if bytes.elementsEqual("->".utf8) || bytes.elementsEqual("...".utf8) { return 0 }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "<"): balance += 1
            case UInt8(ascii: ">"): balance -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "~"): break
            default: return nil
            }
        }
        return balance
    }

    /// When the token at `open` starts a generic argument clause written right after a name
    /// (`Subject<String, Never>(`, `Child<T>(parent:`), the index of the token that closes it.
    ///
    /// As the compiler does, the clause is one only if it holds nothing but types (names, `.`, `,`,
    /// brackets, `?`, `->`, `&`, integer literals for value generics) and what follows its `>` can
    /// follow a type in an expression; otherwise `<` is the less-than operator.
    ///
    /// After an attribute's name (`afterAttribute`), the clause may be followed by anything, since
    /// the declaration comes next.
    func genericArgumentClauseEnd(at open: Int, afterAttribute: Bool = false) -> Int? {
        guard open > 0, open < tokens.count, isAngleRun(tokens[open], opening: true),
            !tokens[open].trivia.contains(.leadingSpace),
            isName(tokens[open - 1]) || isAngleRun(tokens[open - 1], opening: false)
                || afterAttribute && tokens[open - 1].kind == .attribute
        else { return nil }
        var depth = 0
        var brackets = 0
        var position = open
        let limit = min(tokens.count, open + 1024)
        while position < limit {
            let token = tokens[position]
            switch token.kind {
            case .operator:
                guard let balance = angleBalance(token) else { return nil }
                depth += balance
                if depth < 0 { return nil }
                if depth == 0 {
                    guard brackets == 0 else { return nil }
                    return afterAttribute || followsGenericArguments(position + 1) ? position : nil
                }
            case .identifier, .backtickIdentifier, .period, .comma, .integerLiteral:
                break
            case .colon where brackets > 0:
                break
            case .leftParen, .leftBracket:
                brackets += 1
            case .rightParen, .rightBracket:
                brackets -= 1
                if brackets < 0 { return nil }
            default:
                return nil
            }
            position += 1
        }
        return nil
    }

    /// Whether the token at `position` may follow a generic argument clause in an expression: as
    /// Swift's parser decides, a trailing closure's `{` and a subscript's `[` too
    /// (`Schema<Resolver, Context> { … }`, whose comma then separates no bindings), and `&`.
    private func followsGenericArguments(_ position: Int) -> Bool {
        guard position < tokens.count else { return true }
        let token = tokens[position]
        if token.trivia.contains(.leadingNewline) { return true }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace, .period, .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .endOfFile:
            return true
        case .operator:
            return isOperator(token, "?") || isOperator(token, "!") || isOperator(token, "=") || isOperator(token, "==")
                || isOperator(token, "!=") || isOperator(token, "&")
        default:
            return false
        }
    }

    /// When the token at `close` ends a generic argument clause, the index of the `<` that opens it.
    func genericArgumentClauseStart(endingAt close: Int) -> Int? {
        guard close > 0, close < tokens.count, isAngleRun(tokens[close], opening: false) else { return nil }
        var depth = 0
        var position = close
        let limit = max(0, close - 1024)
        while position > limit {
            let token = tokens[position]
            if token.kind == .operator, let balance = angleBalance(token) {
                depth -= balance
                if depth == 0 {
                    return genericArgumentClauseEnd(at: position) == close ? position : nil
                }
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                return nil
            }
            position -= 1
        }
        return nil
    }

    /// When the `#if` at `start` holds nothing but attributes in each branch (`#if compiler(>=6.3)`
    /// / `@inline(always)` / `#endif` before a declaration), the index after its `#endif`: such a
    /// block belongs to the attributes of the declaration after it, which is not conditional.
    func attributeIfConfigEnd(at start: Int, depth: Int = 0) -> Int? {
        guard depth < 8, start < tokens.count, tokens[start].kind == .poundDirective, file.token(tokens[start], is: "#if")
        else { return nil }
        var position = start
        var attributes = 0
        while position < tokens.count - 1 {
            // The directive and its condition, up to the end of its line.
            position += 1
            while position < tokens.count - 1, !tokens[position].trivia.contains(.leadingNewline) {
                position = tokens[position].kind == .leftParen ? afterBalanced(from: position) : position + 1
            }
            while true {
                if tokens[position].kind == .attribute {
                    attributes += 1
                    position += 1
                    if tokens[position].kind == .leftParen, !tokens[position].trivia.contains(.leadingSpace) {
                        position = afterBalanced(from: position)
                    }
                } else if let inner = attributeIfConfigEnd(at: position, depth: depth + 1) {
                    attributes += 1
                    position = inner
                } else {
                    break
                }
            }
            let directive = tokens[position]
            guard directive.kind == .poundDirective else { return nil }
            if file.token(directive, is: "#endif") { return attributes > 0 ? position + 1 : nil }
            guard file.token(directive, is: "#elseif") || file.token(directive, is: "#else") else { return nil }
        }
        return nil
    }

    /// Skips a bracketed group starting at the current opening token, through its closing token.
    mutating func skipBalanced() {
        index = afterBalanced(from: index)
    }

    /// The index after the bracketed group that opens at `position`, without moving; the index of
    /// `endOfFile` when it is not closed.
    func afterBalanced(from position: Int) -> Int {
        var depth = 0
        var cursor = position
        while cursor < tokens.count - 1 {
            switch tokens[cursor].kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            default: break
            }
            cursor += 1
            if depth <= 0 { break }
        }
        return cursor
    }
}
