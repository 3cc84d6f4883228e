/// Identifiers that generated code writes, derived from qualified names and property names, in one
/// place for the stages that write them (the emitter, the shared-witness rule) and those that
/// mention them in messages (the graph builder).
enum GeneratedName {
    /// A qualified name as one identifier: `Feature.GameDependency` → `Feature_GameDependency`.
    static func flatten(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// A type's spelling as part of an identifier: every character that cannot continue an
    /// identifier (`.`, `<`, `>`, `,`, a space, a backtick) made `_`: `Feature.Game<Int>` → `Feature_Game_Int_`.
    static func identifierPart(_ spelling: String) -> String {
        String(
            decoding: spelling.utf8.map { byte in
                byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    ? byte : UInt8(ascii: "_")
            }, as: UTF8.self)
    }

    /// The test double `graft generate --mocks` writes for the dependency protocol `qualifiedName`
    /// (`GameDependencyMock`); `module` prefixes it when two modules declare that name.
    static func testDouble(of qualifiedName: String, module: String? = nil) -> String {
        (module.map { flatten($0) + "_" } ?? "") + flatten(qualifiedName) + "Mock"
    }

    /// A property or requirement name as generated code writes it: backticked when it is a keyword.
    static func identifier(_ name: Name) -> String {
        keywords.contains(name) ? "`\(name)`" : name.text
    }

    private static let keywords = Set(
        [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
            "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
            "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
            "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
            "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        ].map { Name($0) })
}
