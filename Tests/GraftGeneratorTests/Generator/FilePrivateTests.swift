import Foundation
import Testing

@testable import _GraftGeneratorCore

/// `private` and `fileprivate` declarations belong to their file: feature files of one module each
/// keep helpers of the same name (`private protocol Greeter`, a `private final class English`, a
/// private class nested in an extension, a class declared in an extension of a private type, top-level
/// or nested in another type's extension),
/// which Swift accepts and Graft must too.
@Suite("Generator: file-private declarations")
struct FilePrivateTests {
    private static let root = """
        import Graft

        final class RootComponent: BootstrapComponent {
            var name: String { "ada" }
            var greeting: GreetingComponent { GreetingComponent(parent: self) }
            var farewell: FarewellComponent { FarewellComponent(parent: self) }
        }

        class Formatter { func format(_ text: String) -> String { text } }
        """

    /// A feature file: its component, its dependency, and private helpers named as in the other file.
    private static func feature(_ component: String, says words: String) -> String {
        """
        import Graft

        protocol \(component)Dependency: Dependency { var name: String { get } }

        private protocol Greeter { func greet(_ name: String) -> String }
        private final class English: Greeter { func greet(_ name: String) -> String { "\(words) \\(name)" } }

        final class \(component)Component: Component<\(component)Dependency> {
            private var greeter: Greeter { English() }
            var text: String { Loud().format(greeter.greet(dependency.name)) }
        }

        extension \(component)Component { private final class Loud: Formatter { override func format(_ text: String) -> String { text + "!" } } }
        private extension RootComponent { final class Memo: Formatter {} }
        private enum Styles {}
        extension Styles { final class Bold: Formatter {} }
        extension RootComponent { fileprivate enum Marks {} }
        extension RootComponent.Marks { final class Quote: Formatter {} }
        """
    }

    /// The app's files: name and text.
    private static let files = [
        ("Root.swift", root), ("Greeting.swift", feature("Greeting", says: "hello")), ("Farewell.swift", feature("Farewell", says: "bye")),
    ]

    @Test("two files' private helpers of one name are two types: no duplicate reported, each component wired, the app compiles and runs")
    func sameNamesInTwoFiles() throws {
        let sources = Self.files.map { SourceFile(path: $0, module: "App", text: $1) }
        let result = Generator.generate(sources, options: GeneratorOptions(outputModule: "App"))
        #expect(Diagnostic.render(result.diagnostics) == "")
        #expect(result.output.contains("/// FarewellDependency for ^->RootComponent->FarewellComponent.\n"))
        #expect(result.output.contains("/// GreetingDependency for ^->RootComponent->GreetingComponent.\n"))
        let folder = try Repository.temporaryFolder("file-private")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, text) in Self.files + [
            ("Generated.swift", result.output), ("main.swift", "let root = RootComponent()\nprint(root.greeting.text, root.farewell.text)\n"),
        ] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "hello ada! bye ada!\n")
    }

    /// A file-private component a root creates, with its file-private dependency protocol.
    private static let own = MarkedSource(
        "Own.swift", module: "App",
        """
        import Graft
        fileprivate protocol 1️⃣OwnDependency: Dependency { var name: String { get } }
        private final class 2️⃣OwnComponent: Component<OwnDependency> {}
        final class RootComponent: BootstrapComponent {
            var name: String { "ada" }
            fileprivate var own: OwnComponent { OwnComponent(parent: self) }
        }
        """)

    @Test("a component of the output module that is file-private is reported at its name, with the fix that suffices")
    func filePrivateComponent() {
        let own = Self.own
        #expect(
            MarkedSource.diagnose([own], options: GeneratorOptions(outputModule: "App"))
                == MarkedSource.expand(
                    """
                    1️⃣: error: dependency protocol 'OwnDependency' is fileprivate in module 'App', but the generated providers in module 'App' must conform to it; make it internal
                    2️⃣: error: OwnComponent is private in module 'App', but the generated code in module 'App' must use it; make it internal

                    """, in: [own]))
    }

    @Test("without --output-module a file-private component is reported too, not left to fail the generated file's build")
    func filePrivateComponentWithoutOutputModule() {
        #expect(
            MarkedSource.diagnose([Self.own], options: GeneratorOptions())
                == MarkedSource.expand(
                    """
                    2️⃣: error: OwnComponent is private, but the generated code, in a file of its own, must use it; make it internal

                    """, in: [Self.own]))
    }

    @Test("with the fix applied, the same graph generates, compiles and runs")
    func fixApplied() throws {
        let text = Self.own.text.replacingOccurrences(of: "fileprivate ", with: "").replacingOccurrences(of: "private ", with: "")
        let result = Generator.generate([SourceFile(path: "Own.swift", text: text)])
        #expect(Diagnostic.render(result.diagnostics) == "")
        let folder = try Repository.temporaryFolder("file-private-fixed")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, contents) in [("Own.swift", text), ("Generated.swift", result.output), ("main.swift", "print(RootComponent().own.dependency.name)\n")] {
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "ada\n")
    }
}
