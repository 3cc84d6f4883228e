import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Generic base components (`class BaseComponent<D>: Component<D>`), shared by the components of
/// a code base for analytics, logging or feature flags, as Needle code bases and Needle's own
/// Pluginized TicTacToe sample (`UberPluginizedComponent<…>: PluginizedComponent<…>`) declare them:
/// a subclass fills in the type parameters, and its dependency is the argument it writes.
@Suite("Generator: generic base components")
struct GenericBaseTests {
    private static let graph = """
        import Graft

        final class Analytics {}
        final class Session { let user = "ada" }

        protocol ChildDependency: Dependency { var session: Session { get } }
        protocol OtherDependency: Dependency { var analytics: Analytics { get } }

        /// Every feature's component has analytics; it is no component of the graph itself.
        class BaseComponent<DependencyType>: Component<DependencyType> {
            var analytics: Analytics { shared { Analytics() } }
        }

        final class RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }
            var child: ChildComponent { ChildComponent(parent: self) }
        }

        final class ChildComponent: BaseComponent<ChildDependency> {
            var other: OtherComponent { OtherComponent(parent: self) }
        }

        /// Its `analytics` comes from ChildComponent, which inherits it from the base.
        final class OtherComponent: BaseComponent<OtherDependency> {}
        """

    @Test("a subclass's dependency is the argument it gives the base; the base's providers are its own; the code compiles and runs")
    func genericBase() throws {
        let result = Generator.generate([SourceFile(path: "Graph.swift", text: Self.graph)])
        #expect(Diagnostic.render(result.diagnostics) == "")
        #expect(result.output.contains("ChildDependency for ^->RootComponent->ChildComponent."))
        #expect(result.output.contains("OtherDependency for ^->RootComponent->ChildComponent->OtherComponent."))
        #expect(!result.output.contains("BaseComponent:"), "the base gets no lookup of its own")
        let folder = try Repository.temporaryFolder("generic-base")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            ("Graph.swift", Self.graph), ("Generated.swift", result.output),
            (
                "main.swift",
                """
                let child = RootComponent().child
                print(child.dependency.session.user, child.other.dependency.analytics === child.analytics)
                """
            ),
        ]
        let urls = try files.map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "ada true\n")
    }

    @Test("a generic base of pluginized components, as Needle's Pluginized TicTacToe declares it, compiles and wires the same graph")
    func pluginizedGenericBase() throws {
        let fixture = Repository.fixture("Generator/Pluginized")
        let folder = try Repository.temporaryFolder("generic-pluginized-base")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = """

            class UberPluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope>:
                PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent> {}

            """
        var sources: [SourceFile] = []
        var urls: [URL] = []
        for name in ["Session.swift", "Game.swift"] {
            let original = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            var text = original.replacingOccurrences(of: ": PluginizedComponent<", with: ": UberPluginizedComponent<")
            #expect(text != original)
            if name == "Session.swift" { text += base }
            sources.append(SourceFile(path: name, text: text))
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        let result = Generator.generate(sources)
        #expect(Diagnostic.render(result.diagnostics) == "")
        // The same providers as the fixture without the base: the golden file's.
        let golden = try String(contentsOf: fixture.appendingPathComponent("Expected.swift.golden"), encoding: .utf8)
        #expect(result.output == golden)
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        try SwiftBuild.expectBuildAndRun(urls + [generated, main], in: folder, printing: "OK\n")
    }

    @Test("a component the base creates is a child of each subclass; creating the base itself is an error at the call")
    func baseCreatesChildren() {
        let graph = MarkedSource(
            "Graph.swift",
            """
            import Graft
            final class Analytics {}
            protocol ChildDependency: Dependency {}
            protocol LogDependency: Dependency { var analytics: Analytics { get } }
            class BaseComponent<DependencyType>: Component<DependencyType> {
                var analytics: Analytics { shared { Analytics() } }
                var log: LogComponent { LogComponent(parent: self) }
            }
            final class RootComponent: BootstrapComponent {
                var child: ChildComponent { ChildComponent(parent: self) }
                var direct: BaseComponent<ChildDependency> { 1️⃣BaseComponent<ChildDependency>(parent: self) }
            }
            final class ChildComponent: BaseComponent<ChildDependency> {}
            final class LogComponent: Component<LogDependency> {}
            """)
        let result = Generator.generate([SourceFile(path: graph.path, text: graph.text)])
        #expect(
            Diagnostic.render(result.diagnostics)
                == MarkedSource.expand(
                    "1️⃣: error: BaseComponent is a generic base component, which has no provider of its own; declare a subclass that gives it "
                        + "its dependency ('final class GameComponent: BaseComponent<GameDependency>') and create that\n",
                    in: [graph]))
        let valid = graph.text.replacingOccurrences(
            of: "    var direct: BaseComponent<ChildDependency> { BaseComponent<ChildDependency>(parent: self) }\n", with: "")
        let generated = Generator.generate([SourceFile(path: "Graph.swift", text: valid)])
        #expect(Diagnostic.render(generated.diagnostics) == "")
        #expect(generated.output.contains("LogDependency for ^->RootComponent->ChildComponent->LogComponent."))
    }
}
