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
    public static func parse(_ file: TokenizedFile) -> ParsedFile {
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
    var types: [TypeDeclaration] = []
    var typealiases: [TypealiasDeclaration] = []
    var diagnostics: [Diagnostic] = []
    var openConditions: [OpenIfConfig] = []
    var currentCondition: IfConfigCondition?
    var typeNesting = 0

    private init(file: TokenizedFile) {
        self.file = file
        self.tokens = file.tokens
    }

    private mutating func parseFile() -> ParsedFile {
        var topLevel: TypeBuilder?
        parseDeclarationList(owner: &topLevel, qualifier: nil, inBody: false)
        reportUnclosedConditions(since: 0)
        return ParsedFile(
            path: file.source.path,
            module: file.source.module,
            imports: imports,
            types: types.sorted { $0.location < $1.location },
            typealiases: typealiases,
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

    /// An identifier's name, without backticks.
    func name(of token: Token) -> String? {
        switch token.kind {
        case .identifier: return text(token)
        case .backtickIdentifier:
            let raw = text(token)
            return raw.count >= 2 ? String(raw.dropFirst().dropLast()) : nil
        default: return nil
        }
    }

    func location(_ token: Token) -> SourceLocation {
        file.location(of: token)
    }

    /// The source text from token `first` to token `last`, whitespace removed except one space
    /// between two words (`any P`, `inout T`) and after an attribute (`@escaping (…)`).
    func squeezedText(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        var result = ""
        for position in first...last {
            let token = tokens[position]
            let previous = position > first ? tokens[position - 1] : token
            if position > first, token.trivia.contains(.leadingSpace),
                previous.kind == .attribute || isWordLike(token) && isWordLike(previous)
            {
                result += " "
            }
            result += text(token)
        }
        return result
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

    mutating func report(_ message: String, at token: Token) {
        diagnostics.append(Diagnostic(.error, at: location(token), message))
    }

    // MARK: - Declaration lists

    /// Parses declarations until the end of the file, or until the `}` that closes a body (left for
    /// the caller) when `inBody` is true.
    mutating func parseDeclarationList(owner: inout TypeBuilder?, qualifier: String?, inBody: Bool) {
        while !atEnd {
            let start = index
            switch current.kind {
            case .rightBrace:
                if inBody { return }
                report("unexpected '}' outside of any declaration", at: current)
                advance()
            case .poundDirective:
                handleDirective()
            case .semicolon:
                advance()
            default:
                parseDeclaration(owner: &owner, qualifier: qualifier, inBody: inBody)
            }
            if index == start {
                skipStatement(inBody: inBody)
                if index == start { advance() }
            }
        }
    }

    /// Parses one declaration with its attributes and modifiers; skips a statement that is none.
    private mutating func parseDeclaration(owner: inout TypeBuilder?, qualifier: String?, inBody: Bool) {
        let prefix = parseAttributesAndModifiers()
        let keyword = current
        guard keyword.kind == .identifier else {
            skipStatement(inBody: inBody)
            return
        }
        if isWord(keyword, "import") {
            parseImport(prefix)
        } else if let kind = typeDeclarationKind(keyword) {
            parseTypeDeclaration(kind: kind, prefix: prefix, qualifier: qualifier)
        } else if isWord(keyword, "typealias") {
            parseTypealias(prefix, qualifier: qualifier, owner: owner)
        } else if isWord(keyword, "let") || isWord(keyword, "var") {
            parseProperty(prefix, owner: &owner)
        } else if isWord(keyword, "func") {
            parseFunction(prefix, owner: &owner)
        } else if isWord(keyword, "init") {
            parseInitializer(prefix, owner: &owner)
        } else if isWord(keyword, "deinit") {
            advance()
            if current.kind == .leftBrace { scanBody(member: MemberContext(name: "deinit", declaredType: nil), owner: &owner) }
        } else if isWord(keyword, "subscript") {
            parseSubscript(prefix, owner: &owner)
        } else if isWord(keyword, "associatedtype") {
            advance()
            if let name = name(of: current) {
                owner?.associatedTypes.append(AssociatedTypeDeclaration(name: name, location: location(current)))
            }
            skipStatement(inBody: inBody)
        } else {
            // `case` of an enum, `operator`, `precedencegroup`, `macro`, top-level code.
            skipStatement(inBody: inBody)
        }
    }

    private func typeDeclarationKind(_ token: Token) -> TypeDeclarationKind? {
        if isWord(token, "class") { return .class }
        if isWord(token, "struct") { return .struct }
        if isWord(token, "enum") { return .enum }
        if isWord(token, "protocol") { return .protocol }
        if isWord(token, "extension") { return .extension }
        if isWord(token, "actor"), name(of: lookahead(1)) != nil, !lookahead(1).trivia.contains(.leadingNewline) { return .actor }
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

    /// Skips a bracketed group starting at the current opening token, through its closing token.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            default: break
            }
            advance()
        } while depth > 0 && !atEnd
    }
}
