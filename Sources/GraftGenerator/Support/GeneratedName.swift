/// Identifiers that generated code derives from qualified names, in one place for the stages that
/// write them (the emitter) and those that mention them in messages (the graph builder).
enum GeneratedName {
    /// A qualified name as one identifier: `Feature.GameDependency` → `Feature_GameDependency`.
    static func flatten(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// The test double `graft generate --mocks` writes for the dependency protocol `qualifiedName`
    /// (`GameDependencyMock`); `module` prefixes it when two modules declare that name.
    static func testDouble(of qualifiedName: String, module: String? = nil) -> String {
        (module.map { flatten($0) + "_" } ?? "") + flatten(qualifiedName) + "Mock"
    }
}
