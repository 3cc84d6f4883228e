import Testing

@testable import _GraftGeneratorCore

/// The graph builder works on every core, in chunks of declarations, and merges what each chunk
/// reports: the outcome must be that of one pass in file order.
@Suite("GraphBuilder: work spread over the cores")
struct ConcurrentBuildTests {
    /// More files than the builder makes chunks (64), so that every chunk holds several.
    private static let count = 300

    private static func path(_ index: Int) -> String {
        "F" + String(repeating: "0", count: 3 - String(index).count) + "\(index).swift"
    }

    private static func build(_ text: (Int) -> String) -> (DependencyGraph, [Diagnostic]) {
        let parsed = (0..<count).map { DeclarationParser.parse(SourceFile(path: path($0), text: text($0))) }
        return GraphBuilder.build(parsed, evaluator: IfConfigEvaluator(defines: [], modules: []))
    }

    @Test("each stage's diagnostics are all there, in the order of one pass: protocols and components by name, sites by file")
    func diagnosticsInOrder() {
        let (_, diagnostics) = Self.build { index in
            let next = (index + 1) % Self.count
            return """
                import Graft
                protocol P\(index)Dependency: Dependency {
                    func make\(index)() -> Int
                }
                final class C\(index): Component<P\(index)Dependency> {
                    var child: C\(next) { C\(next)(parent: other) }
                }
                final class D\(index): Component<Missing\(index)Dependency> {}
                """
        }
        func files(byName name: (Int) -> String) -> [String] {
            (0..<Self.count).sorted { name($0) < name($1) }.map(Self.path)
        }
        // Protocols, dependency protocols and instantiation sites are each worked out on every core.
        let expected: [(DiagnosticID, [String])] = [
            (.dependencyRequiresMethod, files { "P\($0)Dependency" }),
            (.unknownDependencyProtocol, files { "D\($0)" }),
            (.parentNotSelf, (0..<Self.count).map(Self.path)),
        ]
        for (id, paths) in expected {
            #expect(diagnostics.filter { $0.id == id }.map(\.location.path) == paths, "\(id)")
        }
    }

    @Test("an undecided condition is located at its first use, whichever chunk met it")
    func undecidedConditionAtFirstUse() {
        let (graph, _) = Self.build { index in
            """
            import Graft
            final class C\(index): Component<EmptyDependency> {
            #if DEBUG
                var debugValue\(index): Int { 1 }
            #endif
            }
            """
        }
        let location = graph.undecidedLocations[IfConfigAtom(name: "DEBUG")]
        #expect(location?.path == Self.path(0))
        #expect(location?.line == 3)
    }

    @Test("the resolver binds paths in batches on every core: every path, and each missing dependency once over all batches")
    func resolverBatches() {
        // More paths than one batch (4,096): 64 components under the root each create the same 64
        // components, 4,160 paths in all; the odd ones of the second level miss a requirement.
        func name(_ level: String, _ index: Int) -> String { level + (index < 10 ? "0" : "") + "\(index)" }
        let width = 64
        var text = """
            import Graft
            protocol NamedDependency: Dependency { var name: String { get } }
            protocol OtherDependency: Dependency { var missing: Int { get } }
            final class Root: BootstrapComponent {
                var name: String { "root" }

            """
        for a in 0..<width { text += "    var \(name("a", a)): \(name("A", a)) { \(name("A", a))(parent: self) }\n" }
        text += "}\n"
        for a in 0..<width {
            text += "final class \(name("A", a)): Component<NamedDependency> {\n"
            for b in 0..<width { text += "    var \(name("b", b)): \(name("B", b)) { \(name("B", b))(parent: self) }\n" }
            text += "}\n"
        }
        for b in 0..<width { text += "final class \(name("B", b)): Component<\(b % 2 == 0 ? "Named" : "Other")Dependency> {}\n" }
        let parsed = DeclarationParser.parse(SourceFile(path: "Wide.swift", text: text))
        let (graph, _) = GraphBuilder.build([parsed], evaluator: IfConfigEvaluator(defines: [], modules: []))
        let (resolved, diagnostics) = Resolver.resolve(graph, outputModule: nil)
        #expect(resolved.paths.count == width + width * width / 2)
        // The walk takes each component's children in id order, which is name order: each odd B is
        // first reached through A00, and its requirement is reported once, with the 63 other paths
        // (found in other batches) counted and every A's creation of it noted.
        let expected = stride(from: 1, to: width, by: 2).map { b in "^->Root->A00->\(name("B", b)) and 63 other paths" }
        let missing = diagnostics.filter { $0.id == .missingDependency }
        #expect(missing.map { $0.message.firstMatch(of: /\^->[A-Za-z0-9>-]+ and [0-9]+ other paths/).map { String($0.output) } } == expected)
        #expect(
            missing.map { $0.notes.map(\.message) }
                == stride(from: 1, to: width, by: 2).map { b in (0..<width).map { a in "\(name("B", b)) is created here by \(name("A", a))" } })
    }
}
