import Testing

@testable import _GraftGeneratorCore

@Suite("DeclarationParser: declarations")
struct DeclarationParserTests {
    @Test("imports with kinds and attributes")
    func imports() {
        let file = parse(
            """
            import Graft
            @testable import Feature
            @_spi(Generated) import struct Core.Model
            import func Darwin.sqrt
            """)
        #expect(file.imports.map(\.module) == ["Graft", "Feature", "Core", "Darwin"])
        #expect(file.imports.map { $0.path.joined(separator: ".") } == ["Graft", "Feature", "Core.Model", "Darwin.sqrt"])
        #expect(file.imports.map(\.kind) == [nil, nil, "struct", "func"])
        #expect(file.imports.map(\.attributes) == [[], ["@testable"], ["@_spi(Generated)"], []])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("every kind of type declaration, with modifiers, attributes, generics and inheritance")
    func typeDeclarations() {
        let file = parse(
            """
            @MainActor public final class A<T: Equatable, U>: Base<T>, P where U: Q {}
            struct B: Codable {}
            indirect enum C { case leaf, node(C) }
            actor D {}
            public protocol E: AnyObject, Dependency {}
            extension A: Sendable where T: Sendable {}
            open class F:
                Component<
                    FDependency
                >,
                Other {}
            """)
        #expect(file.types.map(\.kind) == [.class, .struct, .enum, .actor, .protocol, .extension, .class])
        #expect(file.types.map(\.qualifiedName) == ["A", "B", "C", "D", "E", "A", "F"])
        let a = file.types[0]
        #expect(a.modifiers == [.public, .final])
        #expect(a.attributes == ["@MainActor"])
        #expect(a.accessLevel == .public)
        #expect(a.genericParameters.map(\.text) == ["T", "U"])
        #expect(a.inheritedTypes.map(\.text) == ["Base<T>", "P"])
        #expect(a.location.line == 1 && a.location.column == 31)
        #expect(file.types[4].inheritedTypes.map(\.text) == ["AnyObject", "Dependency"])
        #expect(file.types[5].inheritedTypes.map(\.text) == ["Sendable"])
        #expect(file.types[6].inheritedTypes.map(\.type) == [TypeName(parsing: "Component<FDependency>"), .named("Other")])
        #expect(file.types[6].accessLevel == .open)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("a where clause: what it requires Self to be, and whether it requires anything of another type")
    func whereClauses() {
        let file = parse(
            """
            extension Themed where Self: LoggedInComponent {}
            extension Themed where Self: Feature.Base & Sendable, Self == Other<Int> { var x: Int { 1 } }
            extension Component where DependencyType == FeedDependency, Self: P {}
            extension A: Sendable where T: Sendable {}
            extension B
                where Self: C
            {
                var y: Int { 2 }
            }
            extension D {}
            """)
        #expect(file.types.map { $0.selfConstraints.map(\.text) } == [["LoggedInComponent"], ["Feature.Base&Sendable", "Other<Int>"], [], [], ["C"], []])
        #expect(file.types.map(\.hasOtherConstraints) == [false, false, true, true, false, false])
        #expect(file.types[1].selfConstraints.map(\.location.column) == [30, 63])
        #expect(file.types.map { $0.properties.map(\.name.text) } == [[], ["x"], [], [], ["y"], []])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("nested types get qualified names, including inside extensions")
    func nesting() {
        let file = parse(
            """
            enum Feature {
                final class Component: Graft.Component<Dep> {
                    struct Inner { var x: Int }
                }
            }
            extension Outer.Middle {
                class Child: BootstrapComponent {}
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["Feature", "Feature.Component", "Feature.Component.Inner", "Outer.Middle", "Outer.Middle.Child"])
        #expect(file.type("Feature.Component.Inner")?.properties.map(\.name) == ["x"])
        #expect(file.type("Feature.Component")?.properties.isEmpty == true)
    }

    @Test("members stay with their type, in order, when nested types with many members come between them")
    func membersAroundNestedTypes() {
        // More members than the parser's stacks first hold (16), at every level, with each
        // nested type's members written between its parent's.
        func properties(_ prefix: String, _ range: Range<Int>) -> String {
            range.map { "var \(prefix)\($0): Int\n" }.joined()
        }
        let file = parse(
            """
            class Outer {
            \(properties("o", 0..<20))
                func first() {}
                struct Middle {
            \(properties("m", 0..<30))
                    enum Inner {
            \(properties("i", 0..<40))
                        func inner() { _ = Child(parent: self) }
                    }
            \(properties("m", 30..<35))
                    init() {}
                }
            \(properties("o", 20..<25))
                func second() { _ = Other(parent: self) }
            }
            struct After { var a: Int }
            """)
        let names = { (type: String) in file.type(type)?.properties.map(\.name.text) ?? [] }
        #expect(names("Outer") == (0..<25).map { "o\($0)" })
        #expect(names("Outer.Middle") == (0..<35).map { "m\($0)" })
        #expect(names("Outer.Middle.Inner") == (0..<40).map { "i\($0)" })
        #expect(names("After") == ["a"])
        #expect(file.type("Outer")?.functions.map(\.name) == ["first", "second"])
        #expect(file.type("Outer.Middle")?.initializers.count == 1)
        #expect(file.type("Outer.Middle.Inner")?.functions.map(\.name) == ["inner"])
        #expect(file.type("Outer.Middle.Inner")?.instantiations.map(\.calleeText) == ["Child"])
        #expect(file.type("Outer")?.instantiations.map(\.calleeText) == ["Other"])
        #expect(file.type("Outer.Middle")?.instantiations.isEmpty == true)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("properties: bindings, static, lazy, override, access, stored versus computed")
    func properties() throws {
        let file = parse(
            """
            class A {
                let a: Int = 1, b: String
                var c, d: Double
                static var e: [String: Int] { [:] }
                class var f: Int { 1 }
                lazy var g: G = G()
                override var h: H { get { H() } set {} }
                public private(set) var i: Int = 0
                var j: Int = 0 { didSet { print(j) } }
                var k: Int { willSet {} }
                private var l: L { shared { L() } }
                var m = inferred()
                fileprivate weak var n: N?
            }
            """)
        let type = try #require(file.type("A"))
        #expect(type.properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"])
        #expect(type.properties.map(\.typeText) == ["Int", "String", "Double", "Double", "[String:Int]", "Int", "G", "H", "Int", "Int", "Int", "L", nil, "N?"])
        #expect(
            type.properties.map(\.storage) == [
                .stored, .stored, .stored, .stored, .computed, .computed, .stored, .computed, .stored, .stored, .stored, .computed, .stored, .stored,
            ])
        #expect(type.properties.map(\.isStatic) == [false, false, false, false, true, true, false, false, false, false, false, false, false, false])
        #expect(type.properties.map(\.isLet) == [true, true, false, false, false, false, false, false, false, false, false, false, false, false])
        #expect(type.property("i")?.accessLevel == .public)
        #expect(type.property("i")?.setterAccessLevel == .private)
        #expect(type.property("l")?.accessLevel == .private)
        #expect(type.property("n")?.accessLevel == .fileprivate)
        #expect(type.property("n")?.modifiers == [.fileprivate, .weak])
        #expect(type.property("h")?.accessors == [.get, .set])
        #expect(type.property("h")?.modifiers == [.override])
        #expect(type.property("g")?.modifiers == [.lazy])
        #expect(type.property("i")?.modifiers == [.public, .privateSet])
        #expect(type.property("e")?.modifiers == [.static])
        #expect(type.property("f")?.modifiers == [.class])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("modifiers with arguments are read as the modifier; a word that is none ends them, and `class` before a name declares a class")
    func modifiersWithArguments() throws {
        let file = parse(
            """
            final class A {
                unowned(unsafe) var owner: Owner
                nonisolated(unsafe) static var shared: A?
                public internal(set) var count: Int = 0
                statik var notAModifier: Int = 0
            }
            public final class B {}
            """)
        let type = try #require(file.type("A"))
        #expect(type.modifiers == [.final])
        #expect(type.property("owner")?.modifiers == [.unowned])
        #expect(type.property("shared")?.modifiers == [.nonisolated, .static])
        #expect(type.property("shared")?.isStatic == true)
        #expect(type.property("count")?.modifiers == [.public, .internalSet])
        #expect(type.property("count")?.setterAccessLevel == .internal)
        // `statik` has the length and first letter of `static`, and is no modifier.
        #expect(type.property("notAModifier").map { $0.modifiers.isEmpty && !$0.isStatic } ?? true)
        #expect(file.type("B")?.modifiers == [.public, .final])
    }

    @Test("the effects written after get, in a requirement and in a property's accessor, are kept; an implicit getter has none")
    func getterEffects() throws {
        let file = parse(
            """
            protocol P: Dependency {
                var a: Int { get async }
                var b: Int { get throws(ParseError) }
                var c: Int { get async throws }
                var d: Int { get }
            }
            final class C {
                var e: Int { get async { 1 } }
                var f: Int { mutating get rethrows { 1 } set {} }
                var g: Int { 1 }
                var h: Int = 1 { didSet {} }
            }
            """)
        let requirements = try #require(file.type("P")).properties
        #expect(requirements.map(\.getterEffects) == [[.async], [.throws], [.async, .throws], []])
        #expect(requirements.map(\.accessors) == [[.get], [.get], [.get], [.get]])
        let properties = try #require(file.type("C")).properties
        #expect(properties.map(\.getterEffects) == [[.async], [.throws], [], []])
        #expect(properties.map(\.getterEffects.text) == ["async", "throws", "", ""])
        // `graft dump` shows them where there are any.
        #expect(file.json.rendered.components(separatedBy: "\"getterEffects\"").count - 1 == 5)
    }

    @Test("protocol requirements: gettable properties, methods, subscripts, associated types")
    func protocolRequirements() throws {
        let file = parse(
            """
            public protocol GameDependency: Dependency {
                associatedtype Model
                var scores: ScoreStream { get }
                var names: [String] { get set }
                static var shared: Self { get }
                func make() -> Model
                subscript(index: Int) -> Int { get }
                init(value: Int)
            }
            """)
        let type = try #require(file.type("GameDependency"))
        #expect(type.properties.map(\.name) == ["scores", "names", "shared"])
        #expect(type.properties.map(\.accessors) == [[.get], [.get, .set], [.get]])
        #expect(type.properties.allSatisfy { $0.getterEffects.isEmpty })
        #expect(type.properties.allSatisfy { $0.accessLevel == .public })
        #expect(type.functions.map(\.name) == ["make"])
        #expect(type.functions.first?.returnType == .named("Model"))
        #expect(type.subscripts.map(\.location.line) == [7])
        #expect(type.associatedTypes.map(\.name) == ["Model"])
        #expect(type.initializers.map { $0.parameters.map(\.name) } == [["value"]])
    }

    @Test("functions and initialisers with their parameters and results")
    func functions() throws {
        let file = parse(
            """
            class A {
                func f(_ x: Int, label y: @escaping () -> Void = {}, z: [String: Int]) async throws -> Result<Int, Error> { 1 }
                static func g<T>(t: T) -> T where T: P { t }
                func `h`() {}
                init?(parent: Scope, name: String = "x") { }
                convenience init() { self.init(parent: nil)! }
                static func == (l: A, r: A) -> Bool { true }
            }
            """)
        let type = try #require(file.type("A"))
        #expect(type.functions.map(\.name) == ["f", "g", "h", "=="])
        let f = type.functions[0]
        #expect(f.parameters.map(\.label) == [nil, "label", "z"])
        #expect(f.parameters.map(\.name) == ["x", "y", "z"])
        #expect(f.parameters.map(\.type.description) == ["Int", "() -> Void", "[String: Int]"])
        #expect(f.returnType?.description == "Result<Int, Error>")
        #expect(type.functions[1].isStatic)
        #expect(type.initializers.map(\.isFailable) == [true, false])
        #expect(type.initializers[0].parameters.map(\.name) == ["parent", "name"])
        #expect(type.initializers[1].modifiers == [.convenience])
        #expect(type.instantiations.isEmpty, "self.init(parent:) is not an instantiation")
    }

    @Test("typealiases, nested ones qualified")
    func typealiases() {
        let file = parse(
            """
            typealias LoggedIn = Component<
                LoggedInDependency
            >
            enum NS { public typealias Pair<T> = (T, T) }
            """)
        #expect(file.typealiases.map(\.qualifiedName) == ["LoggedIn", "NS.Pair"])
        #expect(file.typealiases.map(\.target.description) == ["Component<LoggedInDependency>", "(T, T)"])
        #expect(file.typealiases[1].genericParameters.map(\.text) == ["T"])
        // Public as written, internal as the enclosing enum is.
        #expect(file.typealiases[1].accessLevel == .internal)
    }

    @Test("members of a public extension default to public")
    func extensionAccess() throws {
        let file = parse("public extension A { var x: Int { 1 }\n private var y: Int { 2 } }")
        let type = try #require(file.type("A"))
        #expect(type.properties.map(\.accessLevel) == [.public, .private])
    }

    @Test("a type or typealias nested in a private type or a private extension is file-private; an extension without a level limits nothing")
    func nestedAccess() {
        let file = parse(
            """
            private struct Outer {
                public final class Inner {}
                typealias Alias = Int
            }
            private extension Host { final class Memo {} }
            public extension Host { final class Shown {} }
            extension Host { public final class Open {} }
            """)
        let access = Dictionary(uniqueKeysWithValues: file.types.filter { $0.kind != .extension }.map { ($0.qualifiedName, $0.accessLevel) })
        #expect(access == ["Outer": .private, "Outer.Inner": .fileprivate, "Host.Memo": .private, "Host.Shown": .public, "Host.Open": .public])
        #expect(file.typealiases.map(\.accessLevel) == [.fileprivate])
    }
}
