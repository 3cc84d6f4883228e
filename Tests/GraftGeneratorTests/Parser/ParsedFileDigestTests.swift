import Testing

@testable import _GraftGeneratorCore

/// `ParsedFile.digest`: what decides whether a build after an edit keeps the previous output.
@Suite("ParsedFile digest")
struct ParsedFileDigestTests {
    /// A file with one of everything the parser extracts.
    private static let everything = """
        @_spi(Generated) import struct Core.Model
        #if DEBUG
        import Debugging
        #endif
        typealias Handler<T> = (T) async throws -> [String: T?]
        protocol FeedDependency: Dependency {
            associatedtype Item
            var store: Store { get }
        }
        public final class FeedComponent<T>: Component<FeedDependency>, @unchecked Sendable {
            public private(set) var name: String? { get { nil } set {} }
            static func make(_ label: String = "x", count: Int) -> (a: Int, b: String) { (1, "") }
            init?(parent: Scope) { nil }
            subscript(index: Int) -> Int { index }
            var child: ChildComponent { ChildComponent(parent: self) }
            var body: some View { Text("x") }
            var kind: Any.Type { Int.self }
        }
        let root = RootComponent(parent: nil)
        let broken = "unterminated
        """

    private func fields<Value: FieldWritable>(of value: Value) -> Int {
        var builder = DigestBuilder()
        value.write(into: &builder)
        return builder.fields
    }

    /// Every stored property, counted by reflection, against the fields the digest adds.
    private func expectComplete<Value: FieldWritable>(_ value: Value?, _ name: String) {
        guard let value else {
            Issue.record("the fixture has no \(name)")
            return
        }
        #expect(fields(of: value) == Mirror(reflecting: value).children.count, "\(name) has a stored property the digest leaves out")
    }

    @Test("the digest adds every stored property of every value the parser extracts")
    func complete() {
        let file = DeclarationParser.parse(SourceFile(path: "Feed.swift", text: Self.everything))
        let component = file.types.first { $0.name == "FeedComponent" }
        let protocolDeclaration = file.types.first { $0.name == "FeedDependency" }
        let function = component?.functions.first
        let signature = file.typealiases.first.flatMap { alias -> TypeName.FunctionSignature? in
            if case .function(let signature) = alias.target { return signature }
            return nil
        }
        let tuple = function?.returnType.flatMap { type -> TypeName.TupleElement? in
            if case .tuple(let elements) = type { return elements.first }
            return nil
        }
        let nominal = component?.inheritedTypes.first.flatMap { inherited -> TypeName.NameComponent? in
            if case .nominal(let components) = inherited.type { return components.first }
            return nil
        }
        expectComplete(file, "ParsedFile")
        expectComplete(file.imports.first, "ImportDeclaration")
        expectComplete(file.imports.last?.condition, "IfConfigCondition")
        expectComplete(file.imports.last?.condition?.branches.first, "IfConfigCondition.Branch")
        expectComplete(component, "TypeDeclaration")
        expectComplete(file.typealiases.first, "TypealiasDeclaration")
        expectComplete(component?.instantiations.first, "InstantiationSite")
        expectComplete(file.topLevelInstantiations.first, "InstantiationSite (top level)")
        expectComplete(file.diagnostics.first, "Diagnostic")
        expectComplete(Diagnostic.Note(location: SourceLocation(path: "a", line: 1, column: 1), message: "m"), "Diagnostic.Note")
        expectComplete(component?.inheritedTypes.first, "InheritedType")
        expectComplete(component?.properties.first, "PropertyDeclaration")
        expectComplete(function, "FunctionDeclaration")
        expectComplete(function?.parameters.first, "ParameterDeclaration")
        expectComplete(component?.initializers.first, "InitializerDeclaration")
        expectComplete(component?.subscripts.first, "SubscriptDeclaration")
        expectComplete(protocolDeclaration?.associatedTypes.first, "AssociatedTypeDeclaration")
        expectComplete(signature, "TypeName.FunctionSignature")
        expectComplete(tuple, "TypeName.TupleElement")
        expectComplete(nominal, "TypeName.NameComponent")
    }

    private func digest(_ text: String) -> ParsedFileDigest {
        DeclarationParser.parse(SourceFile(path: "Feed.swift", text: text)).digest
    }

    private static let feed = """
        import Graft
        protocol FeedDependency: Dependency { var store: Store { get } }
        final class FeedComponent: Component<FeedDependency> {
            func title() -> String { "Feed" }
            var child: ChildComponent { ChildComponent(parent: self) }
        }
        """

    @Test("an edit inside a function body that moves nothing changes neither fingerprint; a comment changes at most the places")
    func bodiesAndComments() {
        let original = digest(Self.feed)
        #expect(digest(Self.feed.replacingOccurrences(of: "{ \"Feed\" }", with: "{ \"News\" }")) == original)
        #expect(digest(Self.feed + "\n// The feed.\n") == original)
        #expect(digest(Self.feed.replacingOccurrences(of: "import Graft", with: "import Graft // the runtime")).shape == original.shape)
    }

    @Test("an edit that moves declarations changes the places, not the shape")
    func movedDeclarations() {
        let original = digest(Self.feed)
        let moved = digest(Self.feed.replacingOccurrences(of: "{ \"Feed\" }", with: "{\n        \"Feed\"\n    }"))
        #expect(moved.shape == original.shape)
        #expect(moved.places != original.places)
    }

    @Test(
        "an edit that changes what the parser reads changes the shape",
        arguments: [
            ("var store: Store", "var store: Database"),
            ("var store: Store", "var store: Store?"),
            ("var store: Store { get }", "var store: Store { get async }"),
            ("{ \"Feed\" }", "{ ChildComponent(parent: self).title }"),
            ("    var child", "    #if DEBUG\n    var child"),
            ("final class FeedComponent", "public final class FeedComponent"),
            ("Component<FeedDependency>", "Component<EmptyDependency>"),
            ("import Graft", "@testable import Graft"),
            ("protocol FeedDependency: Dependency {", "protocol FeedDependency: Dependency where Self: AnyObject {"),
        ])
    func shapeChanges(_ edit: (String, String)) {
        var edited = Self.feed.replacingOccurrences(of: edit.0, with: edit.1)
        if edit.1.hasPrefix("    #if") { edited = edited.replacingOccurrences(of: "(parent: self) }\n}", with: "(parent: self) }\n    #endif\n}") }
        #expect(edited != Self.feed)
        #expect(digest(edited).shape != digest(Self.feed).shape, "\(edit)")
    }

    @Test("which #if blocks each declaration is under is in the shape, however the blocks nest")
    func nestedBlocks() {
        let variants = [
            "#if A\nvar x = 1\n#if B\nvar y = 1\n#endif\n#endif",
            "#if A\nvar x = 1\n#endif\n#if B\nvar y = 1\n#endif",
            "#if A\nvar x = 1\n#if C\nvar y = 1\n#endif\n#endif",
            "#if A\n#if B\nvar x = 1\n#endif\nvar y = 1\n#endif",
            "#if A\nvar x = 1\n#elseif B\nvar y = 1\n#endif",
            "#if A\nvar x = 1\n#if B\n#endif\nvar y = 1\n#endif",
        ]
        let digests = variants.map { digest("struct S {\n\($0)\n}").shape }
        #expect(Set(digests).count == variants.count)
        #expect(digest("struct S {\n\(variants[0])\n}") == digest("struct S {\n\(variants[0])\n}"))
    }

    @Test("type names that print alike in different shapes have different digests")
    func typeNameShapes() {
        let names = ["[Int]", "Int?", "[Int: Int]", "(Int, Int)", "() -> Int", "Int & Sendable", "Int.Type", "some Int", "Array<Int>"]
        let digests = names.map { digest("protocol P { var value: \($0) { get } }").shape }
        #expect(Set(digests).count == names.count)
    }
}
