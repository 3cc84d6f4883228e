import Testing

@testable import _GraftGeneratorCore

/// Lexes `text` and returns each token as kind and text, without the end-of-file token.
func lex(_ text: String) -> [Lexed] {
    let file = Lexer.tokenize(SourceFile(path: "t.swift", text: text))
    return file.tokens.dropLast().map { Lexed($0.kind, file.text(of: $0)) }
}

func lexDiagnostics(_ text: String) -> [String] {
    Lexer.tokenize(SourceFile(path: "t.swift", text: text)).diagnostics.map(\.rendered)
}

struct Lexed: Equatable, CustomStringConvertible {
    let kind: TokenKind
    let text: String
    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
    var description: String { "\(kind)(\(text))" }
}

private func id(_ text: String) -> Lexed { Lexed(.identifier, text) }
private func op(_ text: String) -> Lexed { Lexed(.operator, text) }
private func str(_ text: String) -> Lexed { Lexed(.stringLiteral, text) }

@Suite("Lexer")
struct LexerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let expected: [Lexed]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "line and doc comments", source: "a // x\n/// doc\nb", expected: [id("a"), id("b")]),
        Case(name: "nested block comment", source: "a /* x /* y */ z */ b", expected: [id("a"), id("b")]),
        Case(name: "doc block comment", source: "/** doc */ c", expected: [id("c")]),
        Case(name: "shebang", source: "#!/usr/bin/env swift\nlet x", expected: [id("let"), id("x")]),
        Case(name: "byte-order mark", source: "\u{FEFF}import A", expected: [id("import"), id("A")]),
        Case(name: "string", source: #"x = "a\"b""#, expected: [id("x"), op("="), str(#""a\"b""#)]),
        Case(
            name: "multi-line string",
            source: "s = \"\"\"\n  a \"quoted\" \"\" b\n  \"\"\" + t",
            expected: [id("s"), op("="), str("\"\"\"\n  a \"quoted\" \"\" b\n  \"\"\""), op("+"), id("t")]
        ),
        Case(
            name: "raw string", source: ##"x(#"a "b" \(c)"#)"##,
            expected: [id("x"), Lexed(.leftParen, "("), str(##"#"a "b" \(c)"#"##), Lexed(.rightParen, ")")]),
        Case(name: "raw string with two hashes", source: ###"##"a "# b"## z"###, expected: [str(###"##"a "# b"##"###), id("z")]),
        Case(
            name: "raw multi-line string",
            source: "#\"\"\"\n\"\"\" not the end\n\"\"\"# z",
            expected: [str("#\"\"\"\n\"\"\" not the end\n\"\"\"#"), id("z")]
        ),
        // Swift's rule: `#"""` opens a multi-line string only when its line does not close a raw string.
        Case(name: "raw string holding three quotes first", source: ######"#""""quoted""# z"######, expected: [str(######"#""""quoted""#"######), id("z")]),
        Case(name: "raw string of two hashes holding three quotes", source: ######"##"""abc"## z"######, expected: [str(######"##"""abc"##"######), id("z")]),
        Case(name: "raw string that is only a quote", source: ######"#"""# z"######, expected: [str(######"#"""#"######), id("z")]),
        Case(name: "raw interpolation", source: ##"#"a\#(f(")"))b"# z"##, expected: [str(##"#"a\#(f(")"))b"#"##), id("z")]),
        Case(
            name: "interpolation nesting parentheses, closures and strings",
            source: #""\(f("}", { "\(x)" }))" }"#,
            expected: [str(#""\(f("}", { "\(x)" }))""#), Lexed(.rightBrace, "}")]
        ),
        Case(
            name: "interpolation holding a multi-line string and comment",
            source: "\"\"\"\n\\(a /* ) */ + \"\"\"\n  )\n  \"\"\")\n\"\"\" z",
            expected: [str("\"\"\"\n\\(a /* ) */ + \"\"\"\n  )\n  \"\"\")\n\"\"\""), id("z")]
        ),
        Case(name: "regex literal", source: "let r = /[a-z]+\\/(x)/", expected: [id("let"), id("r"), op("="), Lexed(.regexLiteral, "/[a-z]+\\/(x)/")]),
        Case(name: "division is not a regex", source: "a / b / c", expected: [id("a"), op("/"), id("b"), op("/"), id("c")]),
        Case(
            name: "division after call", source: "f(x) / g(y) / 2",
            expected: [
                id("f"), Lexed(.leftParen, "("), id("x"), Lexed(.rightParen, ")"), op("/"), id("g"), Lexed(.leftParen, "("), id("y"), Lexed(.rightParen, ")"),
                op("/"), Lexed(.integerLiteral, "2"),
            ]),
        Case(name: "extended regex literal", source: "x = #/a/b/# y", expected: [id("x"), op("="), Lexed(.regexLiteral, "#/a/b/#"), id("y")]),
        Case(name: "multi-line extended regex", source: "#/\n a / b\n/#", expected: [Lexed(.regexLiteral, "#/\n a / b\n/#")]),
        Case(
            name: "backticked identifier", source: "let `class` = 1",
            expected: [id("let"), Lexed(.backtickIdentifier, "`class`"), op("="), Lexed(.integerLiteral, "1")]),
        Case(name: "unicode identifiers", source: "let été = π", expected: [id("let"), id("été"), op("="), id("π")]),
        Case(name: "dollar identifiers", source: "$0 + $name", expected: [Lexed(.dollarIdentifier, "$0"), op("+"), Lexed(.dollarIdentifier, "$name")]),
        Case(name: "contextual keywords are identifiers", source: "get set willSet", expected: [id("get"), id("set"), id("willSet")]),
        Case(
            name: "numbers",
            source: "0x1p-2 1_000 0b1010 0o17 1.5e3 0xFF 42",
            expected: [
                Lexed(.floatLiteral, "0x1p-2"), Lexed(.integerLiteral, "1_000"), Lexed(.integerLiteral, "0b1010"), Lexed(.integerLiteral, "0o17"),
                Lexed(.floatLiteral, "1.5e3"), Lexed(.integerLiteral, "0xFF"), Lexed(.integerLiteral, "42"),
            ]
        ),
        Case(
            name: "tuple member access is not a float", source: "t.0.1",
            expected: [id("t"), Lexed(.period, "."), Lexed(.integerLiteral, "0"), Lexed(.period, "."), Lexed(.integerLiteral, "1")]),
        Case(
            name: "range operators", source: "0...5 a..<b",
            expected: [Lexed(.integerLiteral, "0"), op("..."), Lexed(.integerLiteral, "5"), id("a"), op("..<"), id("b")]),
        Case(
            name: "arrow and custom operators", source: "(A) -> B <*> c ∘ d",
            expected: [Lexed(.leftParen, "("), id("A"), Lexed(.rightParen, ")"), op("->"), id("B"), op("<*>"), id("c"), op("∘"), id("d")]),
        Case(
            name: "postfix optional and force unwrap", source: "x?.y! ?? z",
            expected: [id("x"), op("?"), Lexed(.period, "."), id("y"), op("!"), op("??"), id("z")]),
        Case(name: "optional type in generic clause", source: "Array<Int?>", expected: [id("Array"), op("<"), id("Int"), op("?"), op(">")]),
        Case(name: "operator stops before comment", source: "a+/*c*/b", expected: [id("a"), op("+"), id("b")]),
        Case(
            name: "directives",
            source: "#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
            expected: [
                Lexed(.poundDirective, "#if"), id("DEBUG"), Lexed(.poundDirective, "#elseif"), id("os"), Lexed(.leftParen, "("), id("iOS"),
                Lexed(.rightParen, ")"), Lexed(.poundDirective, "#else"), Lexed(.poundDirective, "#endif"),
            ]
        ),
        Case(
            name: "pound identifiers", source: "#selector(f) #file #Preview",
            expected: [
                Lexed(.poundIdentifier, "#selector"), Lexed(.leftParen, "("), id("f"), Lexed(.rightParen, ")"), Lexed(.poundIdentifier, "#file"),
                Lexed(.poundIdentifier, "#Preview"),
            ]),
        Case(
            name: "attributes", source: "@MainActor @available(iOS 15, *) f",
            expected: [
                Lexed(.attribute, "@MainActor"), Lexed(.attribute, "@available"), Lexed(.leftParen, "("), id("iOS"), Lexed(.integerLiteral, "15"),
                Lexed(.comma, ","), op("*"), Lexed(.rightParen, ")"), id("f"),
            ]),
        Case(name: "key path", source: #"\.name"#, expected: [Lexed(.backslash, "\\"), Lexed(.period, "."), id("name")]),
    ]

    @Test("tokens", arguments: cases)
    func tokens(_ testCase: Case) {
        #expect(lex(testCase.source) == testCase.expected)
        #expect(lexDiagnostics(testCase.source) == [])
    }

    @Test("locations are 1-based lines and UTF-8 columns")
    func locations() {
        let file = Lexer.tokenize(SourceFile(path: "f.swift", text: "let é = 1\n  x"))
        let locations = file.tokens.map { file.location(of: $0).description }
        #expect(locations == ["f.swift:1:1", "f.swift:1:5", "f.swift:1:8", "f.swift:1:10", "f.swift:2:3", "f.swift:2:4"])
    }

    @Test("trivia flags")
    func trivia() {
        let file = Lexer.tokenize(SourceFile(path: "f.swift", text: "a(b)\n  c"))
        let flags = file.tokens.map(\.trivia)
        #expect(flags[0] == [.leadingSpace, .leadingNewline])
        #expect(flags[1] == [])
        #expect(flags[3] == [.trailingSpace])
        #expect(flags[4] == [.leadingSpace, .leadingNewline, .trailingSpace])
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        let source: String
        let diagnostics: [String]
        var testDescription: String { source }
    }

    static let malformed: [Malformed] = [
        Malformed(source: "a /* open", diagnostics: ["t.swift:1:3: error: unterminated '/*' comment"]),
        Malformed(source: "x = \"open\ny", diagnostics: ["t.swift:1:5: error: unterminated string literal"]),
        Malformed(source: "x = \"\"\"\nopen", diagnostics: ["t.swift:1:5: error: unterminated multi-line string literal"]),
        Malformed(
            source: "\"\\(f(\"", diagnostics: ["t.swift:1:6: error: unterminated string literal", "t.swift:1:1: error: unterminated string interpolation"]),
        Malformed(source: "`open\nb", diagnostics: ["t.swift:1:1: error: unterminated '`' identifier"]),
        Malformed(source: "#/open", diagnostics: ["t.swift:1:1: error: unterminated regex literal"]),
        Malformed(source: "a \u{1} b", diagnostics: ["t.swift:1:3: error: unexpected character 0x01 in source"]),
        Malformed(source: "1abc", diagnostics: ["t.swift:1:2: error: invalid character in number literal"]),
        Malformed(source: "@ x", diagnostics: ["t.swift:1:1: error: expected an attribute name after '@'"]),
        Malformed(source: "} } {", diagnostics: []),
    ]

    @Test("malformed input is reported, not fatal", arguments: malformed)
    func malformedInput(_ testCase: Malformed) {
        #expect(lexDiagnostics(testCase.source) == testCase.diagnostics)
    }

    @Test("invalid UTF-8 becomes an unknown token with a diagnostic")
    func invalidUTF8() {
        let file = Lexer.tokenize(SourceFile(path: "t.swift", bytes: [UInt8(ascii: "a"), 0x20, 0xFF, 0x20, UInt8(ascii: "b")]))
        #expect(file.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
        #expect(file.diagnostics.map(\.rendered) == ["t.swift:1:3: error: invalid UTF-8 byte 0xFF"])
    }

    @Test("interpolation nesting is bounded")
    func deepInterpolation() {
        let depth = Lexer.maximumInterpolationDepth + 5
        let text = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let diagnostics = lexDiagnostics(text)
        #expect(diagnostics == ["t.swift:1:\(Lexer.maximumInterpolationDepth * 3 + 4): error: string interpolation nested more than 64 levels deep"])
    }

    @Test("past the interpolation limit, the lexer reports once and reads the next line as code")
    func deepInterpolationRecovers() {
        let depth = Lexer.maximumInterpolationDepth + 1
        let text = "let s = " + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + "\nclass After {}"
        let file = Lexer.tokenize(SourceFile(path: "t.swift", text: text))
        #expect(
            file.diagnostics.map(\.rendered) == [
                "t.swift:1:\(8 + Lexer.maximumInterpolationDepth * 3 + 4): error: string interpolation nested more than 64 levels deep"
            ])
        #expect(file.tokens.suffix(5).map { file.text(of: $0) } == ["class", "After", "{", "}", ""])
    }
}

@Suite("Lexer: nothing after a literal is lost")
struct LiteralRecoveryTests {
    @Test("a component between a raw string that starts with three quotes and a later `\"\"\"#` stays in the graph")
    func componentAfterRawStringWithQuotes() {
        let text = ######"""
            import Graft
            protocol ChildDependency: Dependency {}
            let quoted = #""""quoted""#
            let two = ##"""abc"##
            final class Root: BootstrapComponent { var child: Child { Child(parent: self) } }
            final class Child: Component<ChildDependency> {}
            let closing = """
                text
                """#
            """######
        let result = Generator.generate([SourceFile(path: "App.swift", text: text)], options: GeneratorOptions())
        // The stray `#` after the last literal is malformed Swift; the declarations before it are all read.
        #expect(Diagnostic.render(result.diagnostics) == "App.swift:9:8: warning: unexpected '#' in source\n")
        let generated = String(decoding: result.sources.flatMap { $0.pieces.joined() }, as: UTF8.self)
        #expect(generated.contains("ChildDependency for ^->Root->Child."))
    }
}
