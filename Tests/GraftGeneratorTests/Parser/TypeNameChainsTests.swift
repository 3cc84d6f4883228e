import Testing

@testable import _GraftGeneratorCore

/// `PropertyDeclaration.typeNames`: the chains of names at type positions the parser finds in a
/// property's type, which the graph builder turns into declaration keys without reading the text.
@Suite("Type name chains")
struct TypeNameChainsTests {
    /// Each chain of `declaration`'s one property, as the words of its names.
    private func chains(_ declaration: String) throws -> [[String]] {
        let file = DeclarationParser.parse(SourceFile(path: "A.swift", text: "protocol P {\n    \(declaration) { get }\n}\n"))
        let property = try #require(file.types.first?.properties.first)
        let text = Array(try #require(property.typeText).utf8)
        return try #require(property.typeNames).chains.map { chain in
            chain.map { String(decoding: text[$0], as: UTF8.self) }
        }
    }

    @Test("a chain is the names joined by periods at a type position; labels and members after generic arguments are not names")
    func chains() throws {
        #expect(try chains("var a: Env.Config") == [["Env", "Config"]])
        #expect(try chains("var a: (label: Env.Config, Int)") == [["Env", "Config"], ["Int"]])
        #expect(try chains("var a: [`Type`: Services.Store<Int>.Inner]") == [["`Type`"], ["Services", "Store"], ["Int"]])
        // Keywords are words like names to the lexer; no declaration of the sources is named `throws`.
        #expect(try chains("var a: (Config) async throws -> Config.Type") == [["Config"], ["async"], ["throws"], ["Config", "Type"]])
        #expect(try chains("var a: any Store & Sendable") == [["any"], ["Store"], ["Sendable"]])
        #expect(try chains("var a: Int?") == [["Int"]])
    }

    @Test("names in the chains are at their places in the type's text, spaces squeezed as the text has them")
    func placesInSqueezedText() throws {
        let file = DeclarationParser.parse(SourceFile(path: "A.swift", text: "protocol P {\n    var a: [ String :  Env . Config ] { get }\n}\n"))
        let property = try #require(file.types.first?.properties.first)
        #expect(property.typeText == "[String:Env.Config]")
        #expect(property.typeNames?.chains == [[1..<7], [8..<11, 12..<18]])
    }

    @Test("a type of one plain name is its text, its one chain and its value, as a longer type's parts are")
    func onePlainName() throws {
        #expect(try chains("var a: Config") == [["Config"]])
        // A name's chain is measured in the source's bytes: `é` is two.
        let file = DeclarationParser.parse(
            SourceFile(
                path: "A.swift", text: "protocol P {\n    var a: Café { get }\n}\nstruct S {\n    var a: Café\n    func f(x: Café, y: Café.Menu) {}\n}\n"))
        let requirement = try #require(file.types.first?.properties.first)
        #expect(requirement.typeText == "Café")
        #expect(requirement.typeNames?.chains == [[0..<5]])
        #expect(requirement.type == .named("Café"))
        let property = try #require(file.types.last?.properties.first)
        #expect(property.typeText == "Café" && property.typeNames == nil && property.type == .named("Café"))
        let parameters = try #require(file.types.last?.functions.first?.parameters)
        #expect(parameters.map(\.typeText) == ["Café", "Café.Menu"])
        #expect(parameters.map(\.type) == [.named("Café"), .nominal([TypeName.NameComponent(name: "Café"), TypeName.NameComponent(name: "Menu")])])
    }

    @Test("only a protocol's properties, which generated code spells, are read with their names")
    func onlyRequirements() throws {
        let file = DeclarationParser.parse(
            SourceFile(path: "A.swift", text: "protocol P {\n    var a: Env.Config { get }\n}\nstruct S {\n    var a: Env.Config\n}\n"))
        #expect(file.types.map { $0.properties.first?.typeText } == ["Env.Config", "Env.Config"])
        #expect(file.types.map { $0.properties.first?.typeNames?.chains.count } == [1, nil])
    }
}
