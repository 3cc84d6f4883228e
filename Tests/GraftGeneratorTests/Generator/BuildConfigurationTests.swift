import Foundation
import Testing

@testable import _GraftGeneratorCore

/// A graph that differs between build configurations (`#if DEBUG` around a provider): one generated
/// file serves both, and the configuration that lacks the provider fails to compile at the user's line.
@Suite("Generator: #if conditions only the compiler can decide")
struct BuildConfigurationTests {
    @Test("the generated file mirrors #if DEBUG: a debug build runs, a release build fails at the requirement")
    func debugOnlyProvider() throws {
        let (folder, graph, main) = try Repository.compilableFixture("BuildConfigurations")
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = Generator.generate([SourceFile(path: graph.path, bytes: [UInt8](try Data(contentsOf: graph)))])
        // The problem is the compiler's to report, once in each build: a warning where the provider
        // exists, the error where it does not, both at the requirement's line and column.
        #expect(result.diagnostics.isEmpty)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.filter { $0.hasPrefix("#if") || $0.hasPrefix("#else") || $0.hasPrefix("#endif") }
                == ["#if DEBUG", "#else  // !DEBUG", "#endif"])
        let message = "missing dependency 'logger: Logger' of Game at ^->App->Game: no ancestor provides a property with this name and type"
        #expect(
            result.output.contains(
                """
                #sourceLocation(file: "\(graph.path)", line: 8)
                #warning(
                        "in builds where !DEBUG: \(message)")
                #sourceLocation()
                #else  // !DEBUG
                """))
        #expect(
            result.output.contains(
                """
                #sourceLocation(file: "\(graph.path)", line: 8)
                #error(
                        "\(message)")
                #sourceLocation()
                #endif
                """))
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)

        // The debug build warns at the requirement (an error here under -warnings-as-errors), and runs.
        switch try SwiftBuild.executable(sources: [graph, generated, main], in: folder, arguments: ["-D", "DEBUG"]) {
        case .failure(let failure):
            #expect(failure.output.contains("\(graph.path):9:9: error: in builds where !DEBUG: \(message)\n"), "\(failure.output)")
        case .success:
            Issue.record("the debug build did not warn about the release configuration")
        }
        try SwiftBuild.expectBuildAndRun(
            [graph, generated, main], in: folder, arguments: ["-D", "DEBUG", "-no-warnings-as-errors"], printing: "OK\n")

        switch try SwiftBuild.executable(sources: [graph, generated, main], in: folder, arguments: ["-O"]) {
        case .failure(let failure):
            let errors = failure.output.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(
                errors.contains {
                    $0.hasPrefix("\(graph.path):9:9: error: missing dependency 'logger: Logger' of Game at ^->App->Game")
                }, "the release build must fail at the requirement; the compiler said:\n\(failure.output)")
        case .success:
            Issue.record("the release build compiled although the provider exists only under #if DEBUG")
        }
    }

    @Test("a class under #if whose superclass is a differently named component class is resolved in both configurations")
    func conditionalSubclass() {
        let text = """
            import Graft
            protocol ChildDependency: Dependency { var level: Int { get } }
            class DebugBase: Component<EmptyDependency> {
                var level: Int { 1 }
            }
            class ReleaseBase: Component<EmptyDependency> {}
            final class Root: BootstrapComponent {
                var settings: Settings { Settings(parent: self) }
            }
            #if DEBUG
            final class Settings: DebugBase {
                var child: Child { Child(parent: self) }
            }
            #else
            final class Settings: ReleaseBase {
                var child: Child { Child(parent: self) }
            }
            #endif
            final class Child: Component<ChildDependency> {}

            """
        let result = Generator.generate([SourceFile(path: "Graph.swift", text: text)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.contains("#if DEBUG\n"))
        #expect(
            result.output.contains(
                "#warning(\n" + String(repeating: " ", count: 43)
                    + "\"in builds where !DEBUG: missing dependency 'level: Int' of Child at ^->Root->Settings->Child: no ancestor provides a property with this name and type\")"
            ))
        // Under --warnings-as-errors the generator reports it itself, with its notes, and fails.
        let strict = Generator.generate([SourceFile(path: "Graph.swift", text: text)], options: GeneratorOptions(warningsAsErrors: true))
        #expect(
            Diagnostic.render(strict.diagnostics) == """
                Graph.swift:2:44: error: in builds where !DEBUG: missing dependency 'level: Int' of Child at ^->Root->Settings->Child: no ancestor provides a property with this name and type
                Graph.swift:16:24: note: Child is created here by Settings
                Graph.swift:4:9: note: 'DebugBase.level' matches, but DebugBase is not an ancestor on this path

                """)
    }

    @Test("more undecidable conditions than the generator resolves: an error at the first use of the last one, notes at the others")
    func tooManyConditions() {
        var text = "import Graft\nfinal class Root: BootstrapComponent {\n"
        for number in 1...7 {
            text += "    #if FLAG\(number)\n    var value\(number): Int { \(number) }\n    #endif\n"
        }
        text += "}\n"
        let result = Generator.generate([SourceFile(path: "Root.swift", text: text)])
        #expect(result.hasErrors)
        #expect(
            Diagnostic.render(result.diagnostics) == """
                Root.swift:21:5: error: the graph depends on 7 #if conditions Graft cannot decide before compilation (FLAG1, FLAG2, FLAG3, FLAG4, FLAG5, FLAG6, FLAG7); it resolves at most 6 — define the others with --define or the target's swiftSettings
                Root.swift:3:5: note: 'FLAG1' is first used here
                Root.swift:6:5: note: 'FLAG2' is first used here
                Root.swift:9:5: note: 'FLAG3' is first used here
                Root.swift:12:5: note: 'FLAG4' is first used here
                Root.swift:15:5: note: 'FLAG5' is first used here
                Root.swift:18:5: note: 'FLAG6' is first used here

                """)
        // Six are resolved: every combination, no error.
        let six = text.replacingOccurrences(of: "#if FLAG7", with: "#if FLAG1")
        #expect(!Generator.generate([SourceFile(path: "Root.swift", text: six)]).hasErrors)
    }

    @Test("extensions of other modules' types under #if (an app's UIKit helpers) do not count against the conditions resolved")
    func conditionalForeignExtensions() {
        let graph = """
            import Graft
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var name: String { get } }
            final class FeedComponent: Component<FeedDependency> {}

            """
        var helpers = ""
        for number in 1...7 {
            helpers += "#if FLAG\(number)\nextension String {\n    var extra\(number): Int { \(number) }\n}\n#endif\n"
        }
        let alone = Generator.generate([SourceFile(path: "Graph.swift", text: graph)])
        let withHelpers = Generator.generate([SourceFile(path: "Graph.swift", text: graph + helpers)])
        #expect(withHelpers.diagnostics.isEmpty)
        #expect(withHelpers.output == alone.output)
    }

    @Test("calls with parent: of types that are no components, under #if, do not count against the conditions resolved; a component's do")
    func conditionalNonComponentCalls() {
        var text = """
            import Graft
            final class Coordinator { init(parent: AnyObject) {} }
            final class RootComponent: BootstrapComponent {
                func start() {

            """
        for number in 1...7 {
            text += "        #if FLAG\(number)\n        _ = Coordinator(parent: self)\n        #endif\n"
        }
        text += "    }\n}\n"
        let result = Generator.generate([SourceFile(path: "Root.swift", text: text)])
        #expect(result.diagnostics.isEmpty)
        #expect(!result.output.contains("#if"))
        // The same calls creating a component make the graph depend on all seven.
        let components = text.replacingOccurrences(
            of: "final class Coordinator { init(parent: AnyObject) {} }", with: "final class Coordinator: Component<EmptyDependency> {}")
        #expect(Generator.generate([SourceFile(path: "Root.swift", text: components)]).diagnostics.contains { $0.id == .tooManyConditions })
    }

    @Test("a call of a type no declaration of this configuration names still counts: a component of another #if branch")
    func callOfComponentInAnotherBranch() {
        let text = """
            import Graft
            protocol FeedDependency: Dependency { var name: String { get } }
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                let parentScope = RootComponent.self
                func start() -> AnyObject? {
                    #if FEATURE
                    return nil
                    #else
                    return FeedComponent(parent: parentScope)
                    #endif
                }
            }
            #if DEBUG
            #else
            final class FeedComponent: Component<FeedDependency> {}
            #endif

            """
        // With DEBUG and FEATURE first taken as true, the call is not compiled and FeedComponent is
        // not declared; only in `!DEBUG && !FEATURE` does the call pass another parent than `self`.
        let output = Generator.generate([SourceFile(path: "Root.swift", text: text)]).output
        #expect(output.contains("#else  // !DEBUG && !FEATURE\n"))
        #expect(output.contains("\"'parent:' of FeedComponent must be 'self', the component that creates it; found 'parentScope'\")"))
    }

    @Test("imports in every #if branch of a dependency protocol's file are kept, under their conditions")
    func importsOfEveryBranch() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif
            import Graft
            protocol ViewDependency: Dependency {
                var color: Color { get }
            }
            final class ViewComponent: Component<ViewDependency> {}
            final class Root: BootstrapComponent {
                var color: Color { Color() }
                var view: ViewComponent { ViewComponent(parent: self) }
            }
            """
        let result = Generator.generate([SourceFile(path: "View.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output.contains(
                """
                @_spi(GraftGenerated) import Graft
                #if !(canImport(UIKit)) && canImport(AppKit)
                import AppKit
                #endif
                #if canImport(UIKit)
                import UIKit
                #endif

                """))
    }

    @Test("one os(…) per build: a provider on iOS and on macOS is missing only where neither is the target")
    func exclusivePlatforms() {
        let source = """
            final class Root: BootstrapComponent {
                #if os(iOS)
                var screen: Screen { Screen() }
                #elseif os(macOS)
                var screen: Screen { Screen() }
                #endif
                var view: ViewComponent { ViewComponent(parent: self) }
            }
            protocol ViewDependency: Dependency { var screen: Screen { get } }
            final class ViewComponent: Component<ViewDependency> {}
            """
        let result = Generator.generate([SourceFile(path: "A.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output.contains(
                """
                #sourceLocation(file: "A.swift", line: 8)
                #warning(
                                                          "in builds where !os(iOS) && !os(macOS): missing dependency 'screen: Screen' of ViewComponent at ^->Root->ViewComponent: no ancestor provides a property with this name and type")
                """))
        // Three possible builds (iOS, macOS, neither): two bodies, the providers and the #error.
        let directives = result.output.split(separator: "\n").filter {
            $0.hasPrefix("#if") || $0.hasPrefix("#elseif") || $0.hasPrefix("#else") || $0.hasPrefix("#endif")
        }
        #expect(directives == ["#if (!os(iOS) && os(macOS)) || (os(iOS) && !os(macOS))", "#else  // !os(iOS) && !os(macOS)", "#endif"])
    }
}
