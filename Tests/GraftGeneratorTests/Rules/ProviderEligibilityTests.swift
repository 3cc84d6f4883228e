import Testing

@testable import _GraftGeneratorCore

/// The rule in `Rules/ProviderEligibility.swift`: which properties of a component provide for the
/// components below it, and which a missing dependency names as almost providing it.
@Suite("Provider eligibility")
struct ProviderEligibilityTests {
    /// A root whose properties are each of one kind (and of a type of their own, so that no
    /// "did you mean" note pairs them), and a child that needs all of them.
    private let app = MarkedSource(
        "App.swift",
        """
        import Graft
        class BaseComponent: BootstrapComponent {
            var 1️⃣inherited: Int { 1 }
            private var privateInBase: Float { 1 }
            var overridden: Double { 1 }
        }
        final class RootComponent: BaseComponent {
            var 2️⃣typed: String { "" }
            var 3️⃣untyped = UInt16(1)
            static var shared: UInt8 { 1 }
            fileprivate var 4️⃣hidden: Character { "a" }
            override var 5️⃣overridden: Double { 2 }
            var 6️⃣feed: FeedComponent { 7️⃣FeedComponent(parent: self) }
        }
        extension RootComponent {
            var 8️⃣extended: Bool { true }
        }
        """)

    @Test("typed, readable instance properties of the class, its extensions and superclasses provide; the nearest wins")
    func providers() {
        let feed = MarkedSource(
            "Feed.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {
                var extended: Bool { get }
                var inherited: Int { get }
                var overridden: Double { get }
                var typed: String { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let graph = MarkedSource.graph([app, feed])
        let root = graph.components.first { $0.displayName == "RootComponent" }
        #expect(
            root?.properties.map { "\($0.name) \($0.declaringComponent) \($0.location.description)" }
                == MarkedSource.expand(
                    "extended RootComponent 8️⃣|feed RootComponent 6️⃣|inherited BaseComponent 1️⃣|overridden RootComponent 5️⃣|typed RootComponent 2️⃣",
                    in: [app]
                ).split(separator: "|").map(String.init))
        #expect(MarkedSource.diagnose([app, feed]) == "")
    }

    @Test("a property under #if provides in the configurations that compile it, and only there")
    func conditional() {
        let root = MarkedSource(
            "Root.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                #if DEBUG
                var 1️⃣log: String { "debug" }
                #else
                var 2️⃣log: String { "release" }
                #endif
                #if os(Linux)
                var 3️⃣platform: String { "linux" }
                #endif
            }
            """)
        let program = Program(parsed: Generator.parse([root.source]), defines: [])
        func providers(debug: Bool, linux: Bool) -> [String] {
            let values = [IfConfigAtom(name: "DEBUG"): debug, IfConfigAtom(name: "os", argument: "Linux"): linux]
            let component = program.build(deciding: values).graph.components.first
            return component?.properties.map { "\($0.name) \($0.location.description)" } ?? []
        }
        #expect(providers(debug: true, linux: true) == MarkedSource.expand("log 1️⃣|platform 3️⃣", in: [root]).split(separator: "|").map(String.init))
        #expect(providers(debug: false, linux: false) == MarkedSource.expand("log 2️⃣", in: [root]).split(separator: "|").map(String.init))
    }

    @Test("a property without a type annotation, or one the component keeps private, is named in the missing dependency's notes")
    func almostProviders() {
        let feed = MarkedSource(
            "Feed.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {
                var hidden: Character { get }
                var privateInBase: Float { get }
                var shared: UInt8 { get }
                var untyped: UInt16 { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        // The requirements are on lines 3 to 6 of Feed.swift, at column 9.
        let missing = { (line: Int, requirement: String) in
            "Feed.swift:\(line):9: error: missing dependency '\(requirement)' of FeedComponent at ^->RootComponent->FeedComponent: no ancestor provides a property with this name and type\n7️⃣: note: FeedComponent is created here by RootComponent"
        }
        #expect(
            MarkedSource.diagnose([app, feed])
                == MarkedSource.expand(
                    """
                    \(missing(3, "hidden: Character"))
                    4️⃣: note: 'RootComponent.hidden' matches but is fileprivate; generated code cannot read it
                    \(missing(4, "privateInBase: Float"))
                    \(missing(5, "shared: UInt8"))
                    \(missing(6, "untyped: UInt16"))
                    3️⃣: note: 'RootComponent.untyped' has no type annotation, so Graft cannot know its type; write 'var untyped: UInt16'

                    """, in: [app]))
    }
}
