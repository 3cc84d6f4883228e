import Testing

@testable import _GraftGeneratorCore

/// One test per misreading the differential harness (Differential/) found against swift-syntax;
/// each states what the compiler reads.
@Suite("DeclarationParser: code the compiler reads differently")
struct DeclarationParserMisreadingTests {
    @Test("a where clause on a line of its own keeps the body")
    func whereClauseOnItsOwnLine() throws {
        let file = parse(
            """
            extension Collection
            where Element: Equatable, Self: Sendable {
                var firstTwo: [Element] { Array(prefix(2)) }
            }
            struct Box<T>: Equatable
                where T: Equatable
            {
                var value: T
            }
            """)
        #expect(try #require(file.type("Collection")).properties.map(\.name) == ["firstTwo"])
        let box = try #require(file.type("Box"))
        #expect(box.properties.map(\.name) == ["value"])
        #expect(box.inheritedTypes.map(\.text) == ["Equatable"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("suppressed conformances are entries of the inheritance clause")
    func suppressedConformances() throws {
        let file = parse(
            """
            struct Handle: ~Copyable, Sendable {
                var id: Int
            }
            enum Token: ~Escapable {}
            """)
        let handle = try #require(file.type("Handle"))
        #expect(handle.inheritedTypes.map(\.text) == ["~Copyable", "Sendable"])
        #expect(handle.properties.map(\.name) == ["id"])
        #expect(try #require(file.type("Token")).inheritedTypes.map(\.text) == ["~Escapable"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("a comma inside the generic arguments of an initial value separates no bindings")
    func genericArgumentsInInitialValues() throws {
        let file = parse(
            """
            final class ViewModel {
                let subject = PassthroughSubject<String, Never>()
                let state = CurrentValueSubject<[String: Int], Never>([:]), other = 1
                var nested = Dictionary<String, Array<Set<Int>>>.init()
                let less = a < b, more = c > d
                func f(x: Pair<Int, String> = Pair<Int, String>(), y: Int) {}
                // A trailing closure or a subscript after the clause (Graphiti's `Schema<Resolver, Context> { … }`).
                let schema = try! Schema<Resolver, Context> {
                    Type(User.self)
                }
                let table = Lookup<String, Int>[0], last = 2
            }
            """)
        let model = try #require(file.type("ViewModel"))
        #expect(model.properties.map(\.name) == ["subject", "state", "other", "nested", "less", "more", "schema", "table", "last"])
        #expect(model.functions.first?.parameters.map(\.name) == ["x", "y"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("#if around attributes only leaves the declaration unconditional")
    func ifConfigAroundAttributes() throws {
        let file = parse(
            """
            struct S {
                #if compiler(>=6.3)
                @inline(always)
                #else
                @inline(__always) @usableFromInline
                #endif
                func f() {}
                var after: Int
                #if DEBUG
                var debug: Int
                #elseif os(Linux)
                var linux: Int
                #endif
            }
            #if hasAttribute(retroactive)
            @available(*, deprecated)
            #endif
            class C {}
            """)
        let s = try #require(file.type("S"))
        #expect(s.functions.map(\.name) == ["f"])
        #expect(s.functions.first?.condition == nil)
        #expect(s.properties.map(\.name) == ["after", "debug", "linux"])
        #expect(s.properties.map { $0.condition?.description } == [nil, "DEBUG", "!(DEBUG) && os(Linux)"])
        #expect(try #require(file.type("C")).condition == nil)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("explicit generic arguments on the callee make a call site")
    func genericCallee() throws {
        let file = parse(
            """
            final class Parent: Component<D> {
                var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
                var map: Feature.MapComponent<String, [Int]> { Feature.MapComponent<String, [Int]>.init(parent: self) }
                var compare: Bool { a < b || c > (d) }
            }
            """)
        let sites = try #require(file.type("Parent")).instantiations
        #expect(sites.map(\.calleeText) == ["ListComponent<Int>", "Feature.MapComponent<String,[Int]>"])
        #expect(sites.map { $0.createdType?.qualifiedName } == ["ListComponent", "Feature.MapComponent"])
        #expect(sites.map(\.location.column) == [36, 52])
    }

    @Test("#\"\"\"# is a one-line raw string holding a quote")
    func rawStringOfThreeQuotes() throws {
        let file = parse(
            """
            let quote = #\"""#
            struct After { var x: Int }
            """)
        #expect(try #require(file.type("After")).properties.map(\.name) == ["x"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test("accessor lists are read as the compiler reads them")
    func accessorLists() throws {
        let file = parse(
            """
            protocol P {
                var a: Int { mutating get }
                var b: Int { borrowing get set }
                var c: Int { get async throws }
            }
            struct S {
                var d: Int { lock.read { value } }
                var e: Int { read { value } }
                var f: Int { borrow { value } }
                var g: Int {
                    @storageRestrictions(initializes: storage)
                    init { storage = newValue }
                    get { storage }
                }
                var h: Int = 0 { didSet { print(h) } }
                var i: Int { nonmutating set { } get { 1 } }
            }
            """)
        let p = try #require(file.type("P"))
        #expect(p.properties.map(\.accessors) == [[.get], [.get, .set], [.get]])
        let s = try #require(file.type("S"))
        #expect(s.properties.map(\.accessors) == [[], [], [.borrow], [.`init`, .get], [.didSet], [.set, .get]])
        #expect(s.properties.map(\.storage) == [.computed, .computed, .computed, .computed, .stored, .computed])
    }

    @Test("a lone carriage return ends a line")
    func carriageReturnLineEndings() throws {
        let file = parse("struct A {\r    var x: Int\r}\r\nstruct B {}\rstruct C {}")
        #expect(file.types.map(\.location.line) == [1, 4, 5])
        #expect(try #require(file.type("A")).property("x")?.location.line == 2)
    }

    @Test("the #elseif branch's condition keeps its precedence")
    func elseifPrecedence() throws {
        let file = parse(
            """
            #if A
            #elseif B || C
            #if D && E
            struct S {}
            #endif
            #endif
            """)
        #expect(try #require(file.type("S")).condition?.description == "(!(A) && (B || C)) && (D && E)")
    }

    @Test("twenty thousand nested #if blocks parse, each declaration under all of them")
    func deeplyNestedIfConfig() throws {
        let depth = 20_000
        let text = String(repeating: "#if A\n", count: depth) + "struct Deep {}\n" + String(repeating: "#endif\n", count: depth)
        let file = parse(text)
        #expect(try #require(file.type("Deep")).condition?.branches.count == depth)
        #expect(file.diagnostics.isEmpty)
    }
}

extension DeclarationParserMisreadingTests {
    @Test("effects of a function type may start a line")
    func functionTypeEffectsOnTheirOwnLine() throws {
        let file = parse(
            """
            typealias Fetch = (
                _ db: Database,
                _ rows: [Row])
            throws -> Void
            struct After { var x: Int }
            """)
        #expect(file.typealiases.map(\.targetText) == ["(_ db:Database,_ rows:[Row])throws->Void"])
        #expect(try #require(file.type("After")).properties.map(\.name) == ["x"])
    }

    @Test("attributes with generic arguments, value generics in types")
    func genericAttributesAndValueGenerics() throws {
        let file = parse(
            """
            protocol Controller {
                @Builder<Request, Response> var body: Body { get }
                var buffer: InlineArray<1, Element> { get }
            }
            """)
        let controller = try #require(file.type("Controller"))
        #expect(controller.properties.map(\.name) == ["body", "buffer"])
        #expect(controller.properties.map(\.attributes) == [["@Builder<Request,Response>"], []])
        #expect(controller.properties.map(\.typeText) == ["Body", "InlineArray<1,Element>"])
    }

    @Test("$ continues an identifier")
    func dollarInIdentifiers() throws {
        let file = parse(
            """
            extension Model {
                var _$idExists: Bool { get { true } set { } }
                var a$b: Int { 1 }
                var c: Int { [1].map { $0 }.count }
            }
            """)
        #expect(try #require(file.type("Model")).properties.map(\.name) == ["_$idExists", "a$b", "c"])
    }
}
