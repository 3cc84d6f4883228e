import Testing

@testable import DifferentialCore

@Suite("Differential harness")
struct DifferentialCoreTests {
    /// Code with every category of fact, including each misreading the harness once found.
    static let sample = """
        import Graft
        #if canImport(UIKit)
        import UIKit
        #elseif canImport(AppKit)
        import struct AppKit.NSRect
        #endif

        public protocol GameDependency: Dependency {
            var scores: ScoreStream { get }
        }

        final class GameComponent: Component<GameDependency>, Sendable {
            let subject = PassthroughSubject<String, Never>()
            var a, b: Int
            static var shared: Int { get { 1 } set { } }
            var observed: Int = 0 { didSet { } }
            var child: ChildComponent<Int> { ChildComponent<Int>(parent: self) }
            func make() -> Other { .init(parent: self) }
            #if DEBUG
            var debug: Debug { Debug(parent: self) }
            #endif
            typealias Alias = [String: Int]
        }

        extension Collection
        where Element: Equatable {
            var firstTwo: [Element] { Array(prefix(2)) }
        }

        struct Handle: ~Copyable, Sendable {
            #if compiler(>=6.3)
            @inline(always)
            #endif
            func f() {}
            var quote: String { #\"""# }
            var value: Int { lock.read { 1 } }
            var raw: String { #\"\"\"\"quoted\"\"# }
            init() {}
            subscript(index: Int) -> Int { index }
            func afterRaw() {}
        }

        let root = RootComponent()
        func makeGame() -> GameComponent { GameComponent(parent: root) }
        print(GameComponent(parent: root, dependency: Mock()))
        """

    @Test("both readers state the same facts about code in every category")
    func readersAgree() {
        let bytes = Array(Self.sample.utf8)
        let graft = GraftFacts.facts(path: "t.swift", bytes: bytes)
        let syntax = SyntaxFacts.facts(bytes: bytes)
        var comparison = Comparison()
        comparison.add(path: "t.swift", size: bytes.count, graft: graft, syntax: syntax)
        #expect(comparison.disagreements.map(\.description) == [])
        for category in Fact.Category.allCases {
            #expect((comparison.counts[category]?.agreed ?? 0) > 0, "no \(category) fact in the sample")
        }
        #expect(syntax.contains(Fact(.callSites, line: 17, "GameComponent ChildComponent(parent:)")))
        #expect(syntax.contains(Fact(.properties, line: 14, "GameComponent.a: Int")))
        #expect(syntax.contains(Fact(.conditions, line: 5, "import struct AppKit.NSRect #if !(canImport(UIKit))&&canImport(AppKit)")))
        #expect(syntax.contains(Fact(.accessors, line: 36, "Handle.value computed {}")))
        #expect(syntax.contains(Fact(.callSites, line: 44, "<top level> GameComponent(parent:)")))
        #expect(syntax.contains(Fact(.callSites, line: 45, "<top level> GameComponent(parent:)")))
        #expect(syntax.contains(Fact(.members, line: 40, "Handle func afterRaw")))
    }

    @Test("precision, recall and the disagreements of a comparison")
    func comparisonCounts() {
        var comparison = Comparison()
        let shared = Fact(.types, line: 1, "class A")
        comparison.add(
            path: "a.swift", size: 10,
            graft: [shared, shared, Fact(.types, line: 2, "class B")],
            syntax: [shared, Fact(.types, line: 3, "class C"), Fact(.imports, line: 1, "Foundation")]
        )
        let types = comparison.counts[.types]
        #expect(types == Comparison.Counts(agreed: 1, onlyGraft: 2, onlySyntax: 1))
        #expect(types?.precision == 1.0 / 3.0)
        #expect(types?.recall == 0.5)
        #expect(comparison.counts[.imports]?.recall == 0)
        // Sorted by file, then category, then line.
        #expect(comparison.disagreements.sorted().map(\.description) == [
            "a.swift:1: types: only Graft: class A",
            "a.swift:2: types: only Graft: class B",
            "a.swift:3: types: only swift-syntax: class C",
            "a.swift:1: imports: only swift-syntax: Foundation",
        ])
        #expect(Comparison.percent(0.99999) == "99.99%")
        #expect(Comparison.percent(1) == "100.00%")
        #expect(Comparison.percent(0.5) == "50.00%")
    }

    @Test("spellings drop whitespace and comments, generic arguments and .init")
    func spellings() {
        #expect(Spelling.squeezed("[String : /* key */ Int] // note\n") == "[String:Int]")
        #expect(Spelling.callee("Module.Child<T, [U]>.init") == "Module.Child")
        #expect(Spelling.callee(".init") == ".init")
        #expect(Spelling.withoutGenericArguments("Array <Int>") == "Array")
        #expect(Spelling.condition([(preceding: ["A", "B || C"], condition: nil), (preceding: [], condition: "D && E")])
            == "(!(A)&&!(B||C))&&(D&&E)")
        #expect(Spelling.condition([(preceding: ["A"], condition: "B || C")]) == "!(A)&&(B||C)")
        #expect(Spelling.condition([]) == nil)
    }
}
