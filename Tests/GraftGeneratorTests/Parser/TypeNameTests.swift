import Testing

@testable import _GraftGeneratorCore

@Suite("TypeName")
struct TypeNameTests {
    static let equivalent: [(String, String)] = [
        ("[String:Int]", "Dictionary<String, Int>"),
        ("[String: Int]", "[ String :Int ]"),
        ("T?", "Optional<T>"),
        ("T!", "T?"),
        ("Swift.Optional<T>", "T?"),
        ("[T]", "Array<T>"),
        ("any P", "P"),
        ("(T)", "T"),
        ("Swift.Int", "Int"),
        ("[String: [Int]]?", "Optional<Dictionary<String,Array<Int>>>"),
        ("Array<Array<Int>>", "[[Int]]"),
        ("Array<Int?>", "[Int?]"),
        ("B & A", "A & B"),
        ("any (A & B)", "A & B"),
        ("@escaping (Int) -> Void", "(Int) -> Void"),
        ("(_ x: Int) async throws -> String", "(Int) async throws -> String"),
        ("Module.Outer<\n  A\n>.Inner", "Module.Outer<A>.Inner"),
        ("any P.Type", "P.Type"),
    ]

    @Test("spellings with one meaning are equal", arguments: 0..<equivalent.count)
    func equivalentSpellings(_ index: Int) {
        let (left, right) = Self.equivalent[index]
        #expect(TypeName(parsing: left) == TypeName(parsing: right), "\(left) vs \(right)")
    }

    static let different: [(String, String)] = [
        ("Int", "Int?"),
        ("[Int]", "[Int: Int]"),
        ("(a: Int, b: Int)", "(Int, Int)"),
        ("Foo.Bar", "Bar"),
        ("@Sendable () -> Void", "() -> Void"),
        ("() throws -> Void", "() -> Void"),
    ]

    @Test("spellings with different meanings differ", arguments: 0..<different.count)
    func differentSpellings(_ index: Int) {
        let (left, right) = Self.different[index]
        #expect(TypeName(parsing: left) != TypeName(parsing: right), "\(left) vs \(right)")
    }

    static let canonical: [(String, String)] = [
        ("Dictionary<String,Array<Int>>", "[String: [Int]]"),
        ("Optional<() -> Void>", "(() -> Void)?"),
        ("(a :Int,  Double)", "(a: Int, Double)"),
        ("some   Collection", "some Collection"),
        ("P.Protocol", "P.Protocol"),
        ("Int...", "[Int]"),
        ("not a type <", "notatype<"),
        // One operator token holds the end of a generic clause and what follows it.
        ("Set<Array<Int>>?", "Set<[Int]>?"),
        ("Box<Int>...", "[Box<Int>]"),
        ("Box<Int?>.Type", "Box<Int?>.Type"),
        ("(Int)->(Int)", "(Int) -> Int"),
        // Arguments right after an attribute's name are the attribute's; after a space, the parameters.
        ("@Sendable (Int) -> Void", "@Sendable (Int) -> Void"),
        ("@convention(c) (Int) -> Int", "@convention (Int) -> Int"),
        ("Int /* note */ ?", "Int?"),
        ("A.`Type`", "A.Type"),
        ("(_ x: Int, y: String) throws(E) -> Void", "(Int, String) throws(E) -> Void"),
    ]

    @Test("canonical spelling", arguments: 0..<canonical.count)
    func canonicalSpelling(_ index: Int) {
        let (text, expected) = Self.canonical[index]
        #expect(TypeName(parsing: text).description == expected)
    }
}
