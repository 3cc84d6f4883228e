@testable import _GraftGeneratorCore

/// Parses `text` as `t.swift`.
func parse(_ text: String, module: String? = nil) -> ParsedFile {
    DeclarationParser.parse(SourceFile(path: "t.swift", module: module, text: text))
}

extension ParsedFile {
    /// The type declaration with this qualified name (the first, for extensions).
    func type(_ qualifiedName: String) -> TypeDeclaration? {
        types.first { $0.qualifiedName == qualifiedName }
    }
}

extension TypeDeclaration {
    func property(_ name: String) -> PropertyDeclaration? {
        properties.first { $0.name.text == name }
    }
}
