import Testing

@testable import _GraftGeneratorCore

@Suite("DeclarationParser: bodies, instantiations, #if")
struct DeclarationParserBodyTests {
    @Test("locals in computed properties, functions and closures are not members")
    func localsAreNotMembers() throws {
        let file = parse(
            """
            class A {
                var a: Int {
                    let local = 1
                    var other: String { "x" }
                    return local
                }
                func f() {
                    let x: Int = 0
                    items.forEach { item in var y: Int = item; _ = y }
                    struct Local { var z: Int }
                }
                var b: B { shared { let c: C = C(); return B(c) } }
                init() { let d = 1 }
            }
            """)
        let type = try #require(file.type("A"))
        #expect(type.properties.map(\.name) == ["a", "b"])
        #expect(file.types.map(\.qualifiedName) == ["A"])
    }

    @Test("instantiation sites of every shape")
    func instantiationShapes() throws {
        let file = parse(
            """
            class Parent: Component<D> {
                var a: ChildA { ChildA(parent: self) }
                var b: ChildB { ChildB.init(parent: self) }
                var c: Feature.ChildC { Feature.ChildC(parent: self) }
                var d: ChildD { .init(parent: self) }
                func e() -> ChildE? { return .init(parent: self, name: "e") }
                func f(x: Int) -> Any { ChildF(name: "f", parent: self) }
                lazy var g: ChildG = ChildG(parent: self)
                var h: Any { wrap(ChildH(
                    parent: self
                )) }
                init(parent: Scope) { super.init(parent: parent) }
                func i() { let x = router.attach(parent: self) }
            }
            """)
        let type = try #require(file.type("Parent"))
        let sites = type.instantiations
        #expect(sites.map(\.calleeText) == ["ChildA", "ChildB", "Feature.ChildC", nil, nil, "ChildF", "ChildG", "ChildH", "router.attach"])
        #expect(
            sites.map { $0.createdType?.description } == [
                "ChildA", "ChildB", "Feature.ChildC", "ChildD", "ChildE", "ChildF", "ChildG", "ChildH", "router.attach",
            ])
        #expect(sites.map(\.enclosingMember) == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        #expect(sites.allSatisfy { $0.parentArgument == "self" })
        #expect(sites.map(\.location.line) == [2, 3, 4, 5, 6, 7, 8, 9, 13])
        #expect(sites[0].location.column == 21)
        #expect(sites[3].location.column == 21)
        #expect(sites[7].argumentLocation.line == 10)
    }

    @Test("calls inside string interpolations, nested and raw ones too; a string that ends inside one is read as far as it goes")
    func interpolatedCalls() throws {
        let file = parse(
            ##"""
            class Parent: Component<D> {
                var a: String { "a \(ChildA(parent: self).name) \(other)" }
                var b: String { #"\#("in \(ChildB(parent: self, tag: 1))")"# }
                var c: String {
                    """
                    \(.init(parent: self) as ChildC)
                    """
                }
                var d: String { "no call: parent \(value)" }
            }
            """##)
        let sites = try #require(file.type("Parent")).instantiations
        #expect(sites.map { $0.createdType?.description } == ["ChildA", "ChildB", "ChildC"])
        #expect(sites.map { "\($0.location.line):\($0.location.column)" } == ["2:26", "3:32", "6:11"])
        #expect(sites.map(\.enclosingMember) == ["a", "b", "c"])
        #expect(sites.allSatisfy { $0.parentArgument == "self" })
        // Ends inside the interpolation, at the end of the file or of the line: no crash (a
        // token list without its end once ran off), the call still read.
        for source in ["class P: Component<D> { var x: String { \"\\(ChildE(parent: self", "class P: Component<D> {\n var x = \"\\(ChildE(parent: self\n}\n"] {
            #expect(parse(source).type("P")?.instantiations.map { $0.createdType?.description } == ["ChildE"])
        }
    }

    @Test("the parent argument's text is kept when it is not self")
    func parentArgumentText() throws {
        let file = parse("class P { var c: C { C(parent: self.parent ?? root, tag: 1) } }")
        let site = try #require(file.type("P")?.instantiations.first)
        #expect(site.parentArgument == "self.parent ?? root")
        #expect(site.argumentLocation.column == 32)
    }

    @Test("#if around members and declarations keeps each branch's condition")
    func ifConfig() throws {
        let file = parse(
            """
            #if canImport(UIKit)
            import UIKit
            #endif
            class A {
                #if DEBUG
                var debug: Int { 1 }
                #elseif os(Linux) || os(Windows)
                var linux: Int { 2 }
                #else
                var other: Int { 3 }
                #endif
                var always: Int { 4 }
                var made: C {
                    #if DEBUG
                    MockC(parent: self)
                    #else
                    C(parent: self)
                    #endif
                }
            }
            #if false
            class Hidden {}
            #endif
            """)
        let type = try #require(file.type("A"))
        #expect(file.imports.first?.condition?.description == "canImport(UIKit)")
        #expect(
            type.properties.map { $0.condition?.description } == [
                "DEBUG", "!(DEBUG) && (os(Linux) || os(Windows))", "!(DEBUG) && !(os(Linux) || os(Windows))", nil, nil,
            ])
        #expect(type.instantiations.map { $0.condition?.description } == ["DEBUG", "!(DEBUG)"])
        #expect(file.type("Hidden")?.condition?.description == "false")
        #expect(type.condition == nil)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("nested #if blocks compose")
    func nestedIfConfig() throws {
        let file = parse(
            """
            class A {
                #if A
                #if B
                var ab: Int { 1 }
                #else
                var aNotB: Int { 1 }
                #endif
                #endif
            }
            """)
        let type = try #require(file.type("A"))
        #expect(type.properties.map { $0.condition?.description } == ["A && B", "A && !(B)"])
    }

    @Test("strings, regexes and comments holding braces do not unbalance bodies")
    func trickyBodies() throws {
        let file = parse(
            #"""
            class A {
                var a: String { "}\(f("}", { "\(x)" }))" }
                var b: Regex<Substring> { /}/ }
                var c: String { #"}"# + """
                    }
                    """ }
                /* } */ var d: Int { 1 } // }
                var e: Int { x / 2 / 3 }
            }
            class B {}
            """#)
        #expect(file.type("A")?.properties.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(file.types.map(\.qualifiedName) == ["A", "B"])
        #expect(file.diagnostics.isEmpty)
    }

    struct Broken: CustomTestStringConvertible, Sendable {
        let source: String
        let diagnostics: [String]
        var testDescription: String { source }
    }

    static let broken: [Broken] = [
        Broken(source: "class A {\n var x: Int", diagnostics: ["t.swift:1:9: error: expected '}' at the end of the body of 'A'"]),
        Broken(source: "}\nclass A {}", diagnostics: ["t.swift:1:1: error: unexpected '}' outside of any declaration"]),
        Broken(source: "#endif", diagnostics: ["t.swift:1:1: error: '#endif' without '#if'"]),
        Broken(source: "#if X\nclass A {}", diagnostics: ["t.swift:1:1: error: '#if' without '#endif'"]),
        Broken(source: "class {}", diagnostics: ["t.swift:1:7: error: expected a name after 'class'"]),
        Broken(source: "class A", diagnostics: ["t.swift:1:8: error: expected '{' to start the body of 'A'"]),
        Broken(source: "class A { var }", diagnostics: ["t.swift:1:15: error: expected a property name after 'var'"]),
        Broken(source: "class A { func f(x: Int { } }", diagnostics: ["t.swift:1:17: error: expected ')' to close the parameter list"]),
    ]

    @Test("malformed declarations are reported and parsing goes on", arguments: broken)
    func malformed(_ testCase: Broken) {
        #expect(parse(testCase.source).diagnostics.map(\.rendered) == testCase.diagnostics)
    }

    @Test("type nesting is bounded")
    func deepNesting() {
        let depth = DeclarationParser.maximumTypeNesting + 10
        let text = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        let file = parse(text)
        #expect(file.types.count == DeclarationParser.maximumTypeNesting + 1)
        #expect(file.diagnostics.count == 1)
    }
}
