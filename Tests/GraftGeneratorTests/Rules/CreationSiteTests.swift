import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The graph every snippet below extends: a root that creates LoggedIn, and LoggedOut, which only
/// the snippets create.
private let graph = MarkedSource(
    "Graph.swift",
    """
    import Graft
    protocol LoggedInDependency: Dependency { var name: String { get } }
    protocol LoggedOutDependency: Dependency { var name: String { get } }
    final class RootComponent: BootstrapComponent {
        var name: String { "root" }
        var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
    }
    final class LoggedInComponent: Component<LoggedInDependency> {}
    final class 1️⃣LoggedOutComponent: Component<LoggedOutDependency> {}
    """)

/// What `graft generate` says of `snippet` beside `graph`.
private func diagnose(_ snippet: MarkedSource) -> String {
    MarkedSource.diagnose([graph, snippet])
}

/// Expects `graft generate` to say exactly `expected` of `snippet` beside `graph`, markers of either
/// standing for their positions.
private func expectDiagnostics(of snippet: MarkedSource, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(diagnose(snippet) == MarkedSource.expand(expected, in: [graph, snippet]), sourceLocation: sourceLocation)
}

private let unreachable =
    "1️⃣: warning: LoggedOutComponent is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)\n"

/// How a creation site is classified (the rule in `Rules/CreationSite.swift`,
/// `formProblem`): every call with `parent:` whose type the generator cannot name is an error at
/// the call, never an edge silently left out.
@Suite("Creation sites: a component created where its type is not written")
struct CreationSiteTests {
    @Test("`Alias(parent: self)` through a typealias of a component is its edge; through one of a type the sources do not declare, a warning")
    func typealiasOfComponent() {
        let snippet = MarkedSource(
            "Aliases.swift",
            """
            typealias LoggedOut = LoggedOutComponent
            typealias Remote = RemoteKit.RemoteComponent
            extension LoggedInComponent {
                var loggedOut: LoggedOut { LoggedOut(parent: self) }
                var remote: Remote { 2️⃣Remote(parent: self) }
            }
            """)
        expectDiagnostics(
            of: snippet,
            "2️⃣: warning: cannot find 'Remote', which LoggedInComponent creates with 'parent: self', in the sources given to the generator; "
                + "if it is a component, make sure its package depends on Graft so the plugin reads it\n")
        let built = MarkedSource.graph([graph, snippet])
        let created = built.edges.map { "\(built.components[$0.parent].displayName) -> \(built.components[$0.child].displayName)" }
        #expect(created == ["LoggedInComponent -> LoggedOutComponent", "RootComponent -> LoggedInComponent"])
    }

    @Test("an initializer that takes the parent under another label is a warning at it: its calls are no edges")
    func unlabelledParent() {
        let snippet = MarkedSource(
            "Initializers.swift",
            """
            extension LoggedOutComponent {
                convenience 2️⃣init(_ parent: Scope) { self.init(parent: parent) }
                convenience 3️⃣init(from root: RootComponent?) { self.init(parent: root!) }
                convenience init(parent: Scope, id: Int) { self.init(parent: parent) }
                convenience init(_ parent: Scope?, _ dependency: LoggedOutDependency) { self.init(parent: parent, dependency: dependency) }
                convenience init(count: Int) { fatalError() }
            }
            """)
        let warning =
            "but Graft sees a component created only by a call that passes 'parent: self': a call of this initializer is no edge, so if it "
            + "passes the parent on to 'init(parent:)', the component finds no provider at run time; name the parameter 'parent'\n"
        expectDiagnostics(
            of: snippet,
            unreachable
                + "2️⃣: warning: 'init(_:)' of LoggedOutComponent takes its parent as '_', " + warning
                + "3️⃣: warning: 'init(from:)' of LoggedOutComponent takes its parent as 'from', " + warning)
    }

    @Test("`.init(parent: self)` creates the type Swift infers where it stands: the member's result when returned, a local's annotation")
    func contextualInit() {
        let snippet = MarkedSource(
            "Contexts.swift",
            """
            extension LoggedInComponent {
                var label: String {
                    let loggedOut: LoggedOutComponent = .init(parent: self)
                    return loggedOut.dependency.name
                }
                func next(flag: Bool) -> LoggedOutComponent? {
                    guard flag else { return nil }
                    \(String(repeating: "let unused = [1, 2, 3].map { $0 * 2 }.count\n", count: 60))
                    if flag,
                        !flag {
                        return .init(parent: self)
                    }
                    switch flag {
                    case true: return .init(parent: self)
                    default: return flag ? .init(parent: self) : nil
                    }
                }
            }
            """)
        expectDiagnostics(of: snippet, "")
        let built = MarkedSource.graph([graph, snippet])
        let created = built.edges.map { "\(built.components[$0.parent].displayName) -> \(built.components[$0.child].displayName) at \($0.location.line)" }
        #expect(
            created == [
                "LoggedInComponent -> LoggedOutComponent at 3", "LoggedInComponent -> LoggedOutComponent at 71",
                "LoggedInComponent -> LoggedOutComponent at 74", "LoggedInComponent -> LoggedOutComponent at 75",
                "RootComponent -> LoggedInComponent at 6",
            ])
    }

    @Test("`.init(parent: self)` where only the compiler can tell its type — an argument, an element, a closure's result — is an error at the call")
    func uninferableInit() {
        let snippet = MarkedSource(
            "Contexts.swift",
            """
            func keep(_ child: AnyObject) -> String { "kept" }
            extension LoggedInComponent {
                var label: String {
                    keep(2️⃣.init(parent: self))
                }
                var all: [LoggedOutComponent] { [3️⃣.init(parent: self)] }
                var make: () -> LoggedOutComponent { { 4️⃣.init(parent: self) } }
                var loggedOut: LoggedOutComponent { .init(parent: self) }
                var text: String { "\\(5️⃣.init(parent: self))" }
            }
            """)
        let error =
            ": error: LoggedInComponent calls '.init(parent: self)' where Graft cannot tell the type Swift infers for it, so it cannot tell "
            + "which component it creates and would generate no provider for it; write the type at the call, as 'ChildComponent(parent: self)', "
            + "or return the call from a property or function of that type\n"
        expectDiagnostics(of: snippet, "2️⃣" + error + "3️⃣" + error + "4️⃣" + error + "5️⃣" + error)
    }

    @Test("a component created in a string's interpolation, or as `.init(parent: self) as Type`, is an edge: generated, compiled, run")
    func interpolationsAndCoercions() throws {
        // Before, the first was no edge (a green build that crashed in `init(parent:)`), and the
        // second was read as creating the property's type (`Scope`, not found: a warning).
        let snippet = MarkedSource(
            "Created.swift",
            """
            import Graft
            extension LoggedInComponent {
                var summary: String { "out: \\(1️⃣LoggedOutComponent(parent: self).dependency.name)" }
                var nested: String { #"\\#("in \\(2️⃣LoggedOutComponent(parent: self).dependency.name)")"# }
                var coerced: Scope { 3️⃣.init(parent: self) as LoggedOutComponent }
                var argument: String { String(describing: 4️⃣.init(parent: self) as LoggedOutComponent) }
            }
            """)
        expectDiagnostics(of: snippet, "")
        let built = MarkedSource.graph([graph, snippet])
        let created = built.edges.filter { built.components[$0.child].displayName == "LoggedOutComponent" }.map { edge in
            "\(edge.location.path):\(edge.location.line):\(edge.location.column)"
        }
        #expect(created == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { MarkedSource.expand($0, in: [snippet]) })
        let main = """
            let loggedIn = RootComponent().loggedIn
            print(loggedIn.summary, loggedIn.nested, (loggedIn.coerced as! LoggedOutComponent).dependency.name, loggedIn.argument.isEmpty)
            """
        let result = Generator.generate([graph.source, snippet.source])
        #expect(result.diagnostics.isEmpty)
        let folder = try Repository.temporaryFolder("interpolated-creations")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [("Graph.swift", graph.text), ("Created.swift", snippet.text), ("Generated.swift", result.output), ("main.swift", main)]
        let urls = files.map { folder.appendingPathComponent($0.0) }
        for (url, (_, text)) in zip(urls, files) { try Data(text.utf8).write(to: url) }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "out: root in root root false\n")
    }

    @Test("`type.init(parent: self)` on a metatype value is an error at the call, not a crash at run time")
    func metatypeValue() {
        let snippet = MarkedSource(
            "Switch.swift",
            """
            extension LoggedInComponent {
                func switchAccount() -> LoggedOutComponent {
                    let type = LoggedOutComponent.self
                    return 2️⃣type.init(parent: self)
                }
            }
            """)
        expectDiagnostics(
            of: snippet,
            unreachable
                + "2️⃣: error: LoggedInComponent creates a component through the metatype value 'type', so Graft cannot tell which "
                + "component it is and would generate no provider for it; write the type at the call, as 'ChildComponent(parent: self)' "
                + "or 'ChildComponent.self.init(parent: self)'\n")
    }

    @Test("`.init` on a call's result is a metatype value too")
    func metatypeFromCall() {
        let snippet = MarkedSource(
            "Switch.swift",
            """
            extension LoggedInComponent {
                func kind() -> LoggedOutComponent.Type { LoggedOutComponent.self }
                var next: LoggedOutComponent { kind()2️⃣.init(parent: self) }
            }
            """)
        #expect(
            diagnose(snippet).contains(
                MarkedSource.expand("2️⃣: error: LoggedInComponent creates a component through the metatype value 'kind()'", in: [snippet])))
    }

    @Test("the metatype value is quoted as written: `type(of: self)`, a subscript, a chain")
    func metatypeExpressionsQuoted() {
        let snippet = MarkedSource(
            "Kinds.swift",
            """
            extension LoggedInComponent {
                var kinds: [LoggedOutComponent.Type] { [LoggedOutComponent.self] }
                var again: LoggedInComponent { type(of: self)2️⃣.init(parent: self) }
                var first: LoggedOutComponent { self.kinds[0]3️⃣.init(parent: self) }
                var nested: LoggedOutComponent { kinds[kinds.count - (1)]4️⃣.init(parent: self) }
            }
            """)
        let diagnostics = diagnose(snippet)
        for (marker, value) in [("2️⃣", "type(of: self)"), ("3️⃣", "self.kinds[0]"), ("4️⃣", "kinds[kinds.count - (1)]")] {
            #expect(
                diagnostics.contains(
                    MarkedSource.expand("\(marker): error: LoggedInComponent creates a component through the metatype value '\(value)'", in: [snippet])),
                "\(value)")
        }
    }

    @Test("a generic factory `C(parent: self)` is an error at the call (diagnostics sorted by file: Factory.swift first)")
    func genericParameter() {
        let snippet = MarkedSource(
            "Factory.swift",
            """
            extension LoggedInComponent {
                func make<C: Component<LoggedOutDependency>>(_: C.Type) -> C { 2️⃣C(parent: self) }
            }
            """)
        expectDiagnostics(
            of: snippet,
            "2️⃣: error: LoggedInComponent creates 'C(parent: …)' through a generic parameter, so Graft cannot tell which component "
                + "it creates and would generate no provider for it; create each component with its type written at the call, as "
                + "'ChildComponent(parent: self)'\n" + unreachable)
    }

    @Test("an init(parent:) that creates no component is quiet: a tree node's, through a metatype or a generic parameter, anywhere")
    func otherInitializersAreQuiet() {
        let snippet = MarkedSource(
            "Tree.swift",
            """
            class Node { required init(parent: Node?) {} }
            final class Tree {
                func grow(_ kind: Node.Type, under root: Node) -> Node { kind.init(parent: root) }
                func make<N: Node>(_: N.Type, root: Node) -> N { N(parent: root) }
                func all(_ roots: [Node]) -> [Node] { roots.map(Node.init(parent:)) }
            }
            extension RootComponent {
                func grow(_ kind: Node.Type) -> Node { kind.init(parent: nil) }
                func make<N: Node>(_: N.Type) -> N { N(parent: nil) }
            }
            """)
        expectDiagnostics(of: snippet, unreachable)
    }

    @Test("an initializer passed as a function value is an error; wired by hand with dependency: it is not")
    func functionValue() {
        let snippet = MarkedSource(
            "Map.swift",
            """
            extension LoggedInComponent {
                func many() -> [LoggedOutComponent] { [self].map(2️⃣LoggedOutComponent.init(parent:)) }
                func wired(_ d: LoggedOutDependency) -> [LoggedOutComponent] {
                    [(self, d)].map(LoggedOutComponent.init(parent:dependency:))
                }
            }
            """)
        expectDiagnostics(
            of: snippet,
            unreachable
                + "2️⃣: error: the initializer of LoggedOutComponent is used as a function value ('LoggedOutComponent.init(parent:)'), "
                + "where Graft sees no parent; call it where the child is made, with 'parent: self'\n")
    }

    @Test("the type written at the call is an edge: `Child.self.init(parent: self)`, `Outer<T>.Inner(parent: self)`")
    func writtenTypesAreEdges() {
        let metatype = MarkedSource(
            "Switch.swift",
            """
            extension LoggedInComponent {
                var loggedOut: LoggedOutComponent { LoggedOutComponent.self.init(parent: self) }
            }
            """)
        #expect(diagnose(metatype) == "")
        let nested = MarkedSource(
            "Nested.swift",
            """
            import Graft
            enum Outer<T> { final class Inner: Component<LoggedOutDependency> {} }
            extension LoggedInComponent {
                var inner: Outer<Int>.Inner { Outer<Int>.Inner(parent: self) }
                var innerTwo: Outer<Int>.Inner { .init(parent: self) }
            }
            """)
        // LoggedOut stays unreachable; Outer.Inner is reached, so it has no warning.
        #expect(diagnose(nested) == MarkedSource.expand(unreachable, in: [graph]))
    }

    @Test("a component created in a #Preview: the error says how to write it with the generated test double")
    func preview() {
        let snippet = MarkedSource(
            "Preview.swift",
            """
            import Graft
            #Preview {
                2️⃣LoggedInComponent(parent: RootComponent())
            }
            """)
        expectDiagnostics(
            of: snippet,
            unreachable
                + "2️⃣: error: LoggedInComponent is created outside of a component, in a #Preview; only its parent component can create it, "
                + "with 'LoggedInComponent(parent: self)'\n"
                + "2️⃣: note: in a preview, pass a test double of its dependency: "
                + "'LoggedInComponent(parent: nil, dependency: LoggedInDependencyMock(…))' (GraftMocksPlugin writes one for every dependency protocol)\n")
    }

    @Test("a component created in an extension every component shares (Scope, Component, a protocol's) names no parent: a note says why")
    func sharedExtensions() {
        let snippet = MarkedSource(
            "Helpers.swift",
            """
            import Graft
            extension Scope {
                func makeLoggedOut() -> LoggedOutComponent { 2️⃣LoggedOutComponent(parent: self) }
            }
            extension Component {
                var loggedOut: LoggedOutComponent { 3️⃣LoggedOutComponent(parent: self) }
            }
            protocol Session {}
            extension Session {
                func start() -> LoggedOutComponent { 4️⃣LoggedOutComponent(parent: self) }
            }
            final class Tool {
                func make() -> LoggedOutComponent { 5️⃣LoggedOutComponent(parent: self) }
            }
            """)
        let error = { (marker: String, place: String) in
            "\(marker): error: LoggedOutComponent is created outside of a component, in '\(place)'; only its parent component can create it, "
                + "with 'LoggedOutComponent(parent: self)'\n"
        }
        let note = { (marker: String, shared: String, member: String) in
            "\(marker): note: \(shared): Graft cannot tell which component calls '\(member)', so which is LoggedOutComponent's parent; "
                + "create LoggedOutComponent in its parent component's own code\n"
        }
        expectDiagnostics(
            of: snippet,
            unreachable
                + error("2️⃣", "Scope") + note("2️⃣", "an extension of Graft's 'Scope' is every component's", "makeLoggedOut")
                + error("3️⃣", "Component") + note("3️⃣", "an extension of Graft's 'Component' is every component's", "loggedOut")
                + error("4️⃣", "Session") + note("4️⃣", "an extension of the protocol 'Session' is each conforming class's", "start")
                + error("5️⃣", "Tool"))
    }

    @Test("a child kept in a non-root parent's shared { } is an error at `shared`: the two would keep each other alive; a root may keep its children")
    func sharedChildKeepsParent() {
        let snippet = MarkedSource(
            "Session.swift",
            """
            extension LoggedInComponent {
                var session: LoggedOutComponent { 2️⃣shared { LoggedOutComponent(parent: self) } }
            }
            extension RootComponent {
                var kept: LoggedOutComponent { shared { LoggedOutComponent(parent: self) } }
            }
            """)
        expectDiagnostics(
            of: snippet,
            "2️⃣: error: LoggedOutComponent is kept by a 'shared' factory of LoggedInComponent, and a child keeps its parent alive: "
                + "neither is ever released, nor anything they share; create 'LoggedOutComponent(parent: self)' without 'shared' "
                + "(a new scope each time) and keep it in the object that decides when the scope ends\n")
    }
}
