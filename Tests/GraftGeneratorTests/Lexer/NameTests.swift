import Testing

@testable import _GraftGeneratorCore

/// `Name`: identifiers interned once, which every later stage compares as numbers.
@Suite("Interned names")
struct NameTests {
    @Test("the same text is the same name, another text another name, and the text comes back")
    func sameTextSameName() {
        let texts = ["", "a", "Service", "NameOfExactlyEightB", "π", "`x`", "LoggedInComponentDependencyWithAVeryLongNameIndeed"]
        let names = texts.map { Name($0) }
        #expect(names.map(\.text) == texts)
        #expect(texts.map { Name($0) } == names)
        #expect(Set(names).count == texts.count)
        #expect("\(Name("Service"))" == "Service")
    }

    @Test("a name read from a file's tokens is the name of its text, backticks removed")
    func namesFromTokens() {
        let file = Lexer.tokenize(SourceFile(path: "", text: "Game `class` Game2 `Game`"))
        let names = file.tokens.dropLast().map { file.name(of: $0) }
        #expect(names == [Name("Game"), Name("class"), Name("Game2"), Name("Game")])
    }

    @Test("the normalised spellings are found by their well-known names")
    func wellKnownNames() {
        #expect(Name("Swift") == .swift)
        #expect(Name("Optional") == .optional)
        #expect(Name("ImplicitlyUnwrappedOptional") == .implicitlyUnwrappedOptional)
        #expect(Name("Array") == .array)
        #expect(Name("Dictionary") == .dictionary)
        #expect(TypeName(parsing: "Swift.Optional<Swift.Array<Int>>") == .optional(.array(.named("Int"))))
    }

    /// Names whose lengths cross the hash's eight-byte words and whose bytes differ in one place
    /// each, interned from several threads at once, in a different order on each, so that the
    /// table grows (it starts with 1,024 slots) while others look names up: every thread must see
    /// one number for one text, and each number's text must be that text.
    @Test("interning from many threads at once gives one number per text")
    func concurrentInterning() {
        let texts = (0..<6_000).map { index in "n\(String(repeating: "x", count: index % 23))\(index)" }
        let threads = 8
        let numbered = ConcurrentMap.map(Array(0..<threads)) { thread in
            let order = thread.isMultiple(of: 2) ? Array(texts.indices) : texts.indices.reversed()
            var names = [Name?](repeating: nil, count: texts.count)
            for index in order { names[index] = Name(texts[index]) }
            return names.compactMap { $0 }
        }
        for names in numbered { #expect(names == numbered[0]) }
        #expect(numbered[0].map(\.text) == texts)
        #expect(Set(numbered[0]).count == texts.count)
    }
}
