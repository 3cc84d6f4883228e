import Testing

@testable import _GraftGeneratorCore

/// Runs the generator on in-memory files and returns what it prints on standard error.
private func diagnose(_ files: [(String, String)], modules: [String: String] = [:], options: GeneratorOptions = GeneratorOptions()) -> String {
    let sources = files.map { SourceFile(path: $0.0, module: modules[$0.0], text: $0.1) }
    return Diagnostic.render(Generator.generate(sources, options: options).diagnostics)
}

private let graph = """
    import Graft
    final class Root: BootstrapComponent {
        var scores: Int { 0 }
        var players: Players { shared { Players() } }
        private var theme: Theme { Theme() }
        var loggedIn: LoggedIn { LoggedIn(parent: self) }
    }
    final class LoggedIn: Component<LoggedInDependency> {
        var game: Game { Game(parent: self) }
    }
    protocol LoggedInDependency: Dependency {}
    final class Other: BootstrapComponent {
        var scoreStream: ScoreStream { ScoreStream() }
    }
    """

@Suite("Generator diagnostics: exact text")
struct DiagnosticsTests {
    @Test("missing dependency: at the requirement, with the path and every kind of near miss")
    func missingDependency() {
        let text = diagnose([
            ("Graph.swift", graph),
            (
                "Game.swift",
                """
                protocol GameDependency: Dependency {
                    var scoreStream: ScoreStream { get }
                    var theme: Theme { get }
                    var players: Players { get }
                }
                final class Game: Component<GameDependency> {}
                """
            ),
        ])
        #expect(
            text == """
                Game.swift:2:9: error: missing dependency 'scoreStream: ScoreStream' of Game at ^->Root->LoggedIn->Game: no ancestor provides a property with this name and type
                Graph.swift:9:22: note: Game is created here by LoggedIn
                Graph.swift:13:9: note: 'Other.scoreStream' matches, but Other is not an ancestor on this path
                Game.swift:3:9: error: missing dependency 'theme: Theme' of Game at ^->Root->LoggedIn->Game: no ancestor provides a property with this name and type
                Graph.swift:9:22: note: Game is created here by LoggedIn
                Graph.swift:5:17: note: 'Root.theme' matches but is private; generated code cannot read it

                """)
    }

    /// Two layers of two components between the root and `Leaf`, each of a layer creating both of
    /// the next: four paths to `Leaf`. `clockType` is the type of `B.clock`.
    private static func diamond(clockType: String, debugOnlyB: Bool = false) -> String {
        let b = debugOnlyB ? "#if DEBUG\n    var b: B { B(parent: self) }\n    #endif" : "var b: B { B(parent: self) }"
        return """
            import Graft
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
                \(b)
            }
            final class A: Component<EmptyDependency> {
                var c: C { C(parent: self) }
                var d: D { D(parent: self) }
            }
            final class B: Component<EmptyDependency> {
                var clock: \(clockType) { \(clockType)() }
                var c: C { C(parent: self) }
                var d: D { D(parent: self) }
            }
            final class C: Component<EmptyDependency> {
                var leaf: Leaf { Leaf(parent: self) }
            }
            final class D: Component<EmptyDependency> {
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var clock: Clock { get } }
            final class Leaf: Component<LeafDependency> {}
            final class Other: BootstrapComponent { var clock: Clock { Clock() } }
            """
    }

    @Test("a requirement missing on many paths is one error: the first path, how many others, and the notes of them all")
    func missingOnManyPaths() {
        // Missing on all four paths; B, an ancestor on the third and fourth only, has a near miss.
        #expect(
            diagnose([("Diamond.swift", Self.diamond(clockType: "Int"))]) == """
                Diamond.swift:21:43: error: missing dependency 'clock: Clock' of Leaf at ^->Root->A->C->Leaf and 3 other paths: no ancestor provides a property with this name and type
                Diamond.swift:16:22: note: Leaf is created here by C
                Diamond.swift:19:22: note: Leaf is created here by D
                Diamond.swift:11:9: note: did you mean 'B.clock'? It has type 'Int', not 'Clock'
                Diamond.swift:23:45: note: 'Other.clock' matches, but Other is not an ancestor on any of these paths

                """)
        // B provides it: only the two paths through A lack it, and B's property is named as a match
        // that is not on them.
        #expect(
            diagnose([("Diamond.swift", Self.diamond(clockType: "Clock"))]) == """
                Diamond.swift:21:43: error: missing dependency 'clock: Clock' of Leaf at ^->Root->A->C->Leaf and 1 other path: no ancestor provides a property with this name and type
                Diamond.swift:16:22: note: Leaf is created here by C
                Diamond.swift:19:22: note: Leaf is created here by D
                Diamond.swift:11:9: note: 'B.clock' matches, but B is not an ancestor on any of these paths
                Diamond.swift:23:45: note: 'Other.clock' matches, but Other is not an ancestor on any of these paths

                """)
    }

    @Test("a requirement missing on other paths in each build configuration fails the generation in words for each")
    func missingOnPathsThatDependOnConfiguration() {
        // B is created in debug builds only: four paths lack the requirement there, two in the
        // others. No build escapes it, so the generator reports it rather than the compiler.
        #expect(
            diagnose([("Diamond.swift", Self.diamond(clockType: "Int", debugOnlyB: true))]) == """
                Diamond.swift:23:43: error: in builds where !DEBUG: missing dependency 'clock: Clock' of Leaf at ^->Root->A->C->Leaf and 1 other path: no ancestor provides a property with this name and type
                Diamond.swift:18:22: note: Leaf is created here by C
                Diamond.swift:21:22: note: Leaf is created here by D
                Diamond.swift:25:45: note: 'Other.clock' matches, but Other is not an ancestor on any of these paths
                Diamond.swift:23:43: error: in builds where DEBUG: missing dependency 'clock: Clock' of Leaf at ^->Root->A->C->Leaf and 3 other paths: no ancestor provides a property with this name and type
                Diamond.swift:18:22: note: Leaf is created here by C
                Diamond.swift:21:22: note: Leaf is created here by D
                Diamond.swift:13:9: note: did you mean 'B.clock'? It has type 'Int', not 'Clock'
                Diamond.swift:25:45: note: 'Other.clock' matches, but Other is not an ancestor on any of these paths

                """)
    }

    @Test("help where users look: an untyped ancestor property, the component's own property, a misspelt protocol")
    func helpNotes() {
        let text = diagnose([
            (
                "Root.swift",
                """
                import Graft
                final class Root: BootstrapComponent {
                    let service = Service()
                    var game: Game { Game(parent: self) }
                    var settings: Settings { Settings(parent: self) }
                }
                """
            ),
            (
                "Game.swift",
                """
                import Graft
                protocol GameDependency: Dependency {
                    var service: Service { get }
                    var clock: Clock { get }
                }
                final class Game: Component<GameDependency> {
                    var clock: Clock { Clock() }
                }
                final class Settings: Component<SetingsDependency> {}
                protocol SettingsDependency: Dependency {}
                """
            ),
        ])
        #expect(
            text == """
                Game.swift:3:9: error: missing dependency 'service: Service' of Game at ^->Root->Game: no ancestor provides a property with this name and type
                Root.swift:4:22: note: Game is created here by Root
                Root.swift:3:9: note: 'Root.service' has no type annotation, so Graft cannot know its type; write 'var service: Service'
                Game.swift:4:9: error: missing dependency 'clock: Clock' of Game at ^->Root->Game: no ancestor provides a property with this name and type
                Root.swift:4:22: note: Game is created here by Root
                Game.swift:7:9: note: 'Game.clock' is Game's own property; a component's dependencies come from its ancestors, so provide it on one of them
                Game.swift:9:23: error: cannot find dependency protocol 'SetingsDependency' of Settings in the sources given to the generator
                Game.swift:10:10: note: did you mean 'SettingsDependency'?

                """)
    }

    @Test("did-you-mean notes for the same name with another type and the same type with another name")
    func nearMisses() {
        let text = diagnose([
            ("Graph.swift", graph),
            (
                "Game.swift",
                """
                protocol GameDependency: Dependency {
                    var scores: String { get }
                    var allPlayers: Players { get }
                }
                final class Game: Component<GameDependency> {}
                """
            ),
        ])
        #expect(
            text == """
                Game.swift:2:9: error: missing dependency 'scores: String' of Game at ^->Root->LoggedIn->Game: no ancestor provides a property with this name and type
                Graph.swift:9:22: note: Game is created here by LoggedIn
                Graph.swift:3:9: note: did you mean 'Root.scores'? It has type 'Int', not 'String'
                Game.swift:3:9: error: missing dependency 'allPlayers: Players' of Game at ^->Root->LoggedIn->Game: no ancestor provides a property with this name and type
                Graph.swift:9:22: note: Game is created here by LoggedIn
                Graph.swift:4:9: note: did you mean 'Root.players'? It has type 'Players' but another name

                """)
    }

    @Test("a dependency protocol that does not exist or is not a dependency protocol")
    func badDependency() {
        let text = diagnose([
            (
                "A.swift",
                """
                final class Root: BootstrapComponent {
                    var a: A { A(parent: self) }
                    var b: B { B(parent: self) }
                }
                final class A: Component<Missing> {}
                protocol NotADependency {}
                final class B: Graft.Component<NotADependency> {}
                """
            )
        ])
        #expect(
            text == """
                A.swift:5:16: error: cannot find dependency protocol 'Missing' of A in the sources given to the generator
                A.swift:7:16: error: 'NotADependency', the dependency of B, is not a dependency protocol; declare it as 'protocol NotADependency: Dependency'

                """)
    }

    @Test("a composition of protocols as the dependency asks for one protocol that refines them")
    func compositionDependency() {
        let text = diagnose([
            (
                "Feed.swift",
                """
                import Graft
                final class RootComponent: BootstrapComponent {
                    var name: String { "root" }
                    var count: Int { 1 }
                    var feed: FeedComponent { FeedComponent(parent: self) }
                }
                protocol NameDependency: Dependency { var name: String { get } }
                protocol CountDependency: Dependency { var count: Int { get } }
                final class FeedComponent: Component<NameDependency & CountDependency> {}
                final class Detail: Component<any NameDependency & Sendable> {}
                typealias SettingsNeeds = NameDependency & CountDependency
                typealias Needs = SettingsNeeds
                final class SettingsComponent: Component<Needs> {}
                """
            )
        ])
        #expect(
            text == """
                Feed.swift:9:28: error: 'CountDependency & NameDependency', the dependency of FeedComponent, is a composition of protocols; Graft writes providers for one dependency protocol: declare 'protocol FeedDependency: CountDependency, NameDependency' and write 'Component<FeedDependency>'
                Feed.swift:10:13: warning: Detail is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)
                Feed.swift:10:21: error: 'NameDependency & Sendable', the dependency of Detail, is a composition of protocols; Graft writes providers for one dependency protocol: declare 'protocol DetailDependency: NameDependency, Sendable' and write 'Component<DetailDependency>'
                Feed.swift:13:13: warning: SettingsComponent is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)
                Feed.swift:13:32: error: 'Needs', the dependency of SettingsComponent, is a composition of protocols; Graft writes providers for one dependency protocol: declare 'protocol SettingsDependency: CountDependency, NameDependency' and write 'Component<SettingsDependency>'

                """)
    }

    @Test("requirements that are not gettable properties")
    func unprovidableRequirements() {
        let text = diagnose([
            (
                "P.swift",
                """
                protocol P: Dependency {
                    associatedtype T
                    var ok: Int { get }
                    var settable: Int { get set }
                    static var shared: Int { get }
                    func make() -> Int
                    subscript(i: Int) -> Int { get }
                    init()
                }
                """
            )
        ])
        #expect(
            text == """
                P.swift:2:20: error: dependency protocol 'P' declares an associated type 'T'; a dependency can only require properties ('var name: Type { get }')
                P.swift:4:9: error: dependency protocol 'P' requires 'settable' to be settable; a dependency can only require properties ('var name: Type { get }')
                P.swift:5:16: error: dependency protocol 'P' requires a static property 'shared'; a dependency can only require properties ('var name: Type { get }')
                P.swift:6:10: error: dependency protocol 'P' requires a method 'make'; a dependency can only require properties ('var name: Type { get }')
                P.swift:7:5: error: dependency protocol 'P' requires a subscript; a dependency can only require properties ('var name: Type { get }')
                P.swift:8:5: error: dependency protocol 'P' requires an initializer; a dependency can only require properties ('var name: Type { get }')

                """)
    }

    @Test("a requirement whose getter is async or throws: Graft's providers read a dependency synchronously")
    func effectfulRequirements() {
        let text = diagnose([
            (
                "P.swift",
                """
                protocol P: Dependency {
                    var ok: Int { get }
                    var loader: Int { get async }
                    var parsed: Int { get throws(ParseError) }
                    var token: String { get async throws }
                }
                """
            )
        ])
        #expect(
            text == """
                P.swift:3:9: error: dependency protocol 'P' requires 'loader' with a getter that is 'async'; a dependency is read synchronously, so it can only require properties ('var name: Type { get }')
                P.swift:4:9: error: dependency protocol 'P' requires 'parsed' with a getter that is 'throws'; a dependency is read synchronously, so it can only require properties ('var name: Type { get }')
                P.swift:5:9: error: dependency protocol 'P' requires 'token' with a getter that is 'async throws'; a dependency is read synchronously, so it can only require properties ('var name: Type { get }')

                """)
    }

    @Test("what a dependency protocol refines: a protocol of the sources is checked as a dependency protocol is, a name Graft cannot read is a warning")
    func refinements() {
        let text = diagnose([
            (
                "P.swift",
                """
                protocol HasLogger {
                    var logger: Int { get }
                    func log()
                }
                protocol Marked: Sendable, AnyObject, Swift.Identifiable, ~Copyable {}
                protocol P: Dependency, HasLogger, Marked, CustomStringConvertible, Core.Tracking {
                    var ok: Int { get }
                }
                protocol Q: Dependency, HasLogger {}
                protocol Unused: CustomStringConvertible { func log() }
                protocol R: Dependency, HasLogger & Unknown.Thing {}
                """
            )
        ])
        let unreadable =
            "which is no protocol among the sources given to the generator: Graft cannot tell what it requires, and the providers it "
            + "writes implement none of it; refine protocols the generator reads (the plugin reads every module that depends on Graft), or only "
            + "'AnyObject' and 'Sendable', which require nothing"
        #expect(
            text == """
                P.swift:3:10: warning: dependency protocol 'HasLogger' requires a method 'log'; a dependency can only require properties ('var name: Type { get }')
                P.swift:6:25: note: dependency protocol 'P' refines 'HasLogger' here
                P.swift:6:44: warning: 'P' refines 'CustomStringConvertible', \(unreadable)
                P.swift:6:69: warning: 'P' refines 'Core.Tracking', \(unreadable)
                P.swift:11:25: warning: 'R' refines 'Unknown.Thing', \(unreadable)

                """)
    }

    @Test("a conformance Graft cannot read, while an extension of another such protocol adds a requirement's name: a warning at it")
    func unreadableConformances() {
        let text = diagnose([
            (
                "App.swift",
                """
                import Graft
                extension Equatable {
                    var tag: String { "equatable" }
                }
                extension Encodable {
                    var unrelated: Int { 0 }
                }
                final class RootComponent: BootstrapComponent, Hashable, Sendable, Encodable {
                    var tag: String { "root" }
                    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                }
                protocol PageDependency: Dependency { var tag: String { get } }
                final class LoggedInComponent: Component<PageDependency>, Hashable, Equatable {}
                """
            )
        ])
        #expect(
            text == """
                App.swift:8:48: warning: RootComponent conforms to 'Hashable', which is no protocol among the sources given to the generator: Graft cannot tell whether it refines 'Equatable', whose extension adds the property 'tag' that would then provide; if it does, write the conformance to that protocol in the class's declaration too
                App.swift:3:9: note: 'tag' is added here

                """)
    }

    @Test("a property on the main actor that provides a requirement of a protocol not marked so: a warning at it, with the requirement")
    func isolatedProviders() {
        let text = diagnose([
            (
                "App.swift",
                """
                import Graft
                final class RootComponent: BootstrapComponent {
                    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                }
                protocol Nothing: Dependency {}
                @MainActor final class LoggedInComponent: Component<Nothing> {
                    var title: String { "title" }
                    nonisolated var label: String { "label" }
                    var feed: FeedComponent { FeedComponent(parent: self) }
                    var page: PageComponent { PageComponent(parent: self) }
                }
                protocol FeedDependency: Dependency {
                    var title: String { get }
                    var label: String { get }
                }
                final class FeedComponent: Component<FeedDependency> {}
                @MainActor protocol PageDependency: Dependency { var title: String { get } }
                final class PageComponent: Component<PageDependency> {}
                """
            )
        ])
        #expect(
            text == """
                App.swift:7:9: warning: 'title' of LoggedInComponent is isolated to the main actor, but 'FeedDependency', whose requirement it provides, is not marked so: unless the module's default isolation is the main actor, Swift rejects the generated provider's read; mark the protocol '@MainActor', or the property 'nonisolated'
                App.swift:13:9: note: 'title' is required here

                """)
    }

    @Test("a requirement's default implementation in another module provides only where the generated code can use it: public")
    func defaultImplementationAcrossModules() {
        func diagnostics(access: String) -> String {
            let feature = """
                import Graft
                public protocol FeedDependency: Dependency { var pageSize: Int { get } }
                \(access)extension FeedDependency { var pageSize: Int { 20 } }
                public final class FeedComponent: Component<FeedDependency> {}
                """
            let app = """
                import Graft
                import Feature
                final class RootComponent: BootstrapComponent {
                    var feed: FeedComponent { FeedComponent(parent: self) }
                }
                """
            return diagnose(
                [("Feature.swift", feature), ("App.swift", app)], modules: ["Feature.swift": "Feature", "App.swift": "App"],
                options: GeneratorOptions(outputModule: "App"))
        }
        #expect(diagnostics(access: "public ") == "")
        #expect(
            diagnostics(access: "") == """
                Feature.swift:2:50: error: missing dependency 'pageSize: Int' of FeedComponent at ^->RootComponent->FeedComponent: no ancestor provides a property with this name and type
                App.swift:4:31: note: FeedComponent is created here by RootComponent

                """)
    }

    @Test("a provider whose getter is async or throws, the nearest of a requirement's name and type: an error at it, not code that fails to compile")
    func effectfulProviders() {
        let files = [
            (
                "App.swift",
                """
                import Graft
                final class Root: BootstrapComponent {
                    var loader: Int { 1 }
                    var token: String { "t" }
                    var feature: Feature { Feature(parent: self) }
                }
                final class Feature: Component<EmptyDependency> {
                    var loader: Int { get async { 2 } }
                    var token: String { get throws { "u" } }
                    var unread: Int { get async { 3 } }
                    var child: Child { Child(parent: self) }
                }
                protocol ChildDependency: Dependency {
                    var loader: Int { get }
                    var token: String { get }
                }
                final class Child: Component<ChildDependency> {}
                """
            )
        ]
        // The root's plain properties do not stand in for the nearer ones: Swift reads the nearest.
        #expect(
            diagnose(files) == """
                App.swift:8:9: error: 'loader' of Feature provides a dependency, but its getter is 'async' and generated code reads a dependency synchronously; make it a plain getter, or provide the dependency through a property without effects
                App.swift:9:9: error: 'token' of Feature provides a dependency, but its getter is 'throws' and generated code reads a dependency synchronously; make it a plain getter, or provide the dependency through a property without effects

                """)
        // With plain getters the same graph generates, and the child reads the feature's properties.
        let plain = files.map { file in
            let text = file.1.replacingOccurrences(of: "{ get async { 2 } }", with: "{ 2 }")
            return (file.0, text.replacingOccurrences(of: "{ get throws { \"u\" } }", with: "{ \"u\" }"))
        }
        #expect(diagnose(plain) == "")
    }

    @Test("parent: given anything but self, and a component created outside of a component")
    func parentNotSelf() {
        let text = diagnose([
            (
                "A.swift",
                """
                final class Root: BootstrapComponent {
                    var child: Child { Child(parent: self.other) }
                    var other: Root { self }
                }
                final class Child: Component<EmptyDependency> {}
                struct Router {
                    func make(root: Root) -> Child { Child(parent: root) }
                }
                """
            )
        ])
        #expect(
            text == """
                A.swift:2:38: error: 'parent:' of Child must be 'self', the component that creates it; found 'self.other'
                A.swift:5:13: warning: Child is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)
                A.swift:7:38: error: Child is created outside of a component, in 'Router'; only its parent component can create it, with 'Child(parent: self)'

                """)
    }

    @Test("a cycle of instantiations, with a note at each hop")
    func cycle() {
        let text = diagnose([
            (
                "A.swift",
                """
                final class Root: BootstrapComponent {
                    var a: A { A(parent: self) }
                }
                final class A: Component<EmptyDependency> {
                    var b: B { B(parent: self) }
                }
                final class B: Component<EmptyDependency> {
                    var a: A { A(parent: self) }
                }
                """
            )
        ])
        #expect(
            text == """
                A.swift:8:16: error: cycle of component instantiations: A -> B -> A
                A.swift:5:16: note: A creates B here
                A.swift:8:16: note: B creates A here

                """)
    }

    @Test("two components or two protocols with one qualified name")
    func duplicates() {
        let text = diagnose([
            ("A.swift", "final class Root: BootstrapComponent {}\nprotocol D: Dependency {}"),
            ("B.swift", "final class Root: BootstrapComponent {}\nprotocol D: Dependency {}"),
        ])
        #expect(
            text == """
                B.swift:1:13: error: duplicate component 'Root'; component names must be unique in a module
                A.swift:1:13: note: 'Root' is first declared here
                B.swift:2:10: error: duplicate protocol 'D'; protocol names must be unique in a module
                A.swift:2:10: note: 'D' is first declared here

                """)
    }

    @Test("two protocols of one name under #ifs the graph does not depend on are no duplicate; two dependency protocols are, where both compile")
    func duplicatesUnderConditions() {
        let helpers = """
            import Graft
            final class Root: BootstrapComponent {}
            #if os(Windows)
            protocol Bytes: Sendable {}
            #endif
            #if os(Linux) || USE_KQUEUE
            protocol Bytes {}
            #endif

            """
        #expect(diagnose([("A.swift", helpers)]) == "")
        // Unconditional and conditional: Swift rejects the build where the condition holds.
        #expect(
            diagnose([
                (
                    "A.swift",
                    helpers.replacingOccurrences(of: "#if os(Windows)\n", with: "").replacingOccurrences(of: "Sendable {}\n#endif", with: "Sendable {}")
                )
            ]).contains("duplicate protocol 'Bytes'"))
        // A dependency protocol that reads requirements from them makes the graph depend on their
        // conditions: where both compile, the generated file has the duplicate as an `#error`.
        let refined = """
            import Graft
            #if FLAG_A
            protocol Bytes { var size: Int { get } }
            #endif
            #if FLAG_B
            protocol Bytes { var size: Int { get } }
            #endif
            protocol FeedDependency: Dependency, Bytes {}

            """
        let read = Generator.generate([SourceFile(path: "A.swift", text: refined)]).output
        #expect(read.contains("#if FLAG_A\n") && read.contains("#error(\n         \"duplicate protocol 'Bytes'; protocol names must be unique in a module\")"))
        // Dependency protocols: their conditions are decided in every configuration, and the one
        // where both compile gets an `#error` in the generated file.
        let dependencies = helpers.replacingOccurrences(of: "Bytes: Sendable", with: "Bytes: Dependency").replacingOccurrences(
            of: "protocol Bytes {}", with: "protocol Bytes: Dependency {}")
        let output = Generator.generate([SourceFile(path: "A.swift", text: dependencies)]).output
        #expect(output.contains("#error(") && output.contains("duplicate protocol 'Bytes'; protocol names must be unique in a module"))
    }

    @Test("what generated code in another module reads must be public")
    func crossModuleAccess() {
        let text = diagnose(
            [
                (
                    "Feature.swift",
                    """
                    import Graft
                    protocol FeatureDependency: Dependency { var clock: Clock { get } }
                    final class FeatureComponent: Component<FeatureDependency> {}
                    public final class Clock {}
                    """
                ),
                (
                    "Root.swift",
                    """
                    import Graft
                    import Feature
                    public final class Root: BootstrapComponent {
                        var clock: Clock { Clock() }
                        var feature: FeatureComponent { Feature.FeatureComponent(parent: self) }
                    }
                    """
                ),
                ("App.swift", "import Core\nfinal class AppMarker {}"),
            ],
            modules: ["Feature.swift": "Feature", "Root.swift": "Core", "App.swift": "App"],
            options: GeneratorOptions(outputModule: "App")
        )
        #expect(
            text == """
                Feature.swift:2:10: error: dependency protocol 'FeatureDependency' is internal in module 'Feature', but the generated providers in module 'App' must conform to it; make it public
                Feature.swift:3:13: error: FeatureComponent is internal in module 'Feature', but the generated code in module 'App' must use it; make it public
                Root.swift:4:9: error: 'clock' of Root is internal in module 'Core', but the generated provider in module 'App' reads it; make it public

                """)
    }

    @Test("a type two imported modules declare, written alone, is ambiguous: said where it is written, with the candidates")
    func ambiguousType() {
        let logger = "public final class Logger { public init() {} }"
        let game = """
            import Graft
            import Core
            public protocol GameDependency: Dependency {
                var logger: Logger { get }
            }
            public final class GameComponent: Component<GameDependency> {}
            """
        func root(_ imports: String, _ type: String = "Logger") -> String {
            """
            import Graft
            \(imports)
            import Game
            final class RootComponent: BootstrapComponent {
                var logger: \(type) { Logger() }
                var game: GameComponent { GameComponent(parent: self) }
            }
            """
        }
        func diagnose(root text: String) -> String {
            GraftGeneratorTests.diagnose(
                [("Core.swift", logger), ("Analytics.swift", logger), ("Game.swift", game), ("App.swift", text)],
                modules: ["Core.swift": "Core", "Analytics.swift": "Analytics", "Game.swift": "Game", "App.swift": "App"],
                options: GeneratorOptions(outputModule: "App"))
        }
        #expect(
            diagnose(root: root("import Analytics\nimport Core")) == """
                App.swift:6:9: error: 'Logger' is ambiguous here: Analytics and Core, which this file imports, each declare it; write the module, as 'Analytics.Logger' or 'Core.Logger'
                Game.swift:4:9: error: missing dependency 'logger: Logger' of GameComponent at ^->RootComponent->GameComponent: no ancestor provides a property with this name and type
                App.swift:7:31: note: GameComponent is created here by RootComponent
                App.swift:6:9: note: did you mean 'RootComponent.logger'? Its type 'Logger' means 'Analytics.Logger' there, not 'Core.Logger'

                """)
        // Inside an optional or a generic argument too.
        #expect(diagnose(root: root("import Analytics\nimport Core", "[Logger?]")).hasPrefix("App.swift:6:9: error: 'Logger' is ambiguous here"))
        // What Swift accepts is quiet: the module written, a scoped import, one module imported.
        #expect(diagnose(root: root("import Analytics\nimport Core", "Core.Logger")) == "")
        #expect(diagnose(root: root("import Analytics\nimport class Core.Logger")) == "")
        #expect(diagnose(root: root("import Core")) == "")
    }

    @Test("a component created only under #if DEBUG builds quietly in every configuration, with --warnings-as-errors too")
    func undecidedIfConfig() {
        let source = """
            final class Root: BootstrapComponent {
                #if DEBUG
                var child: Child { Child(parent: self) }
                #endif
            }
            final class Child: Component<EmptyDependency> {}
            """
        #expect(diagnose([("A.swift", source)]) == "")
        #expect(diagnose([("A.swift", source)], options: GeneratorOptions(defines: ["DEBUG"])) == "")
        #expect(diagnose([("A.swift", source)], options: GeneratorOptions(warningsAsErrors: true)) == "")
        // Unreachable in every configuration is still said once, as without #if.
        let nowhere = source.replacingOccurrences(of: "var child: Child { Child(parent: self) }", with: "var other: Int { 0 }")
        #expect(
            diagnose([("A.swift", nowhere)]) == """
                A.swift:6:13: warning: Child is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)

                """)
    }

    @Test("what the lexer and parser recover from is a warning: the compiler judges malformed Swift")
    func parseProblemsAreWarnings() {
        #expect(
            diagnose([("A.swift", "let text = \"unterminated\nfinal class Root: BootstrapComponent {}")]) == """
                A.swift:1:12: warning: unterminated string literal

                """)
    }

    @Test("a component's own property never satisfies its own requirement")
    func notFromItself() {
        #expect(
            diagnose([
                (
                    "A.swift",
                    """
                    final class Root: BootstrapComponent {
                        var child: Child { Child(parent: self) }
                    }
                    protocol ChildDependency: Dependency { var value: Int { get } }
                    final class Child: Component<ChildDependency> {
                        var value: Int { 1 }
                    }
                    """
                )
            ]) == """
                A.swift:4:44: error: missing dependency 'value: Int' of Child at ^->Root->Child: no ancestor provides a property with this name and type
                A.swift:2:24: note: Child is created here by Root
                A.swift:6:9: note: 'Child.value' is Child's own property; a component's dependencies come from its ancestors, so provide it on one of them

                """)
    }

    @Test("within one package, package access is enough; internal is not")
    func packageAccess() {
        let feature = """
            import Graft
            public protocol FeatureDependency: Dependency { var clock: Clock { get } }
            public final class FeatureComponent: Component<FeatureDependency> {}
            public final class Clock {}
            """
        func root(_ access: String) -> String {
            """
            import Graft
            import Feature
            public final class Root: BootstrapComponent {
                \(access) var clock: Clock { Clock() }
                public var feature: FeatureComponent { FeatureComponent(parent: self) }
            }
            """
        }
        let modules = ["Feature.swift": "Feature", "Root.swift": "Core"]
        let options = GeneratorOptions(outputModule: "App", packageModules: ["Core"])
        #expect(diagnose([("Feature.swift", feature), ("Root.swift", root("package"))], modules: modules, options: options) == "")
        #expect(
            diagnose([("Feature.swift", feature), ("Root.swift", root("internal"))], modules: modules, options: options) == """
                Root.swift:4:18: error: 'clock' of Root is internal in module 'Core', but the generated provider in module 'App' reads it; make it package or public

                """)
    }

    @Test("a clean graph reports nothing")
    func clean() {
        #expect(
            diagnose([
                (
                    "A.swift",
                    """
                    final class Root: BootstrapComponent {
                        var value: Int { 1 }
                        var child: Child { Child(parent: self) }
                    }
                    protocol ChildDependency: Dependency { var value: Int { get } }
                    final class Child: Component<ChildDependency> {}
                    """
                )
            ]) == "")
    }

    @Test("a graph with more paths than Graft resolves is reported at once, where paths multiply, and nothing else is")
    func pathExplosion() {
        // A diamond 30 layers deep: every component of a layer is created by both of the layer above,
        // so the paths double at each layer: 2^29 to each of the last layer, 2 × (2^30 − 1) in all.
        func name(_ layer: Int, _ side: String) -> String { "C" + (layer < 10 ? "0" : "") + "\(layer)" + side }
        var text = "import Graft\nfinal class Root: BootstrapComponent {\n"
        text += "    var a: \(name(1, "A")) { \(name(1, "A"))(parent: self) }\n    var b: \(name(1, "B")) { \(name(1, "B"))(parent: self) }\n}\n"
        for layer in 1...30 {
            for side in ["A", "B"] {
                text += "final class \(name(layer, side)): Component<EmptyDependency> {\n"
                if layer < 30 {
                    text += "    var a: \(name(layer + 1, "A")) { \(name(layer + 1, "A"))(parent: self) }\n"
                    text += "    var b: \(name(layer + 1, "B")) { \(name(layer + 1, "B"))(parent: self) }\n"
                }
                text += "}\n"
            }
        }
        let result = Generator.generate([SourceFile(path: "Diamond.swift", text: text)])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("final class C30A") }.map { $0 + 1 } ?? 0
        #expect(
            Diagnostic.render(result.diagnostics) == """
                Diamond.swift:\(line):13: error: 536870912 paths lead to C30A from the roots, 2147483646 in all, more than the 2000000 Graft resolves; they multiply at C02A, which 2 components create

                """)
        #expect(result.resolved.paths.isEmpty)
    }
}
