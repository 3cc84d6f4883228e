import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The providers split over several files (`GeneratorOptions.outputFiles`): the files compile into
/// one module and wire the same instances as one file; each class hierarchy's lookup is in exactly
/// one file, and so is each provider class; a graph edit rewrites only the files of the components
/// and provider classes it touches.
@Suite("Generator: output split over several files")
struct SplitOutputTests {
    /// The top-level declarations of generated files that start with `prefix`, each up to its
    /// closing brace at the start of a line, without doc comments.
    private static func blocks(_ files: [String], startingWith prefix: String) -> [String] {
        var blocks: [String] = []
        for file in files {
            var current: [Substring]?
            for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line.hasPrefix(prefix) { current = [] }
                guard current != nil else { continue }
                current?.append(line)
                if line == "}", let block = current {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                }
            }
        }
        return blocks.sorted()
    }

    /// The provider classes of generated files, sorted: each with its name, its text without its
    /// doc comment and with `private` taken out, whether it is private, and its file's index.
    private static func providerClasses(_ files: [String]) -> [(name: String, text: String, isPrivate: Bool, file: Int)] {
        var classes: [(name: String, text: String, isPrivate: Bool, file: Int)] = []
        for (index, file) in files.enumerated() {
            var current: [Substring]?
            for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line.contains(/^(nonisolated )?(private )?final class GraftProvider_/) { current = [] }
                guard current != nil else { continue }
                current?.append(line)
                if line == "}" || (current?.count == 1 && line.hasSuffix(" {}")), let block = current {
                    let head = block[0]
                    let name = head.firstMatch(of: /GraftProvider_\w+/).map { String($0.output) } ?? ""
                    let text = block.joined(separator: "\n").replacing("private final class", with: "final class")
                    classes.append((name, text, head.contains("private final class"), index))
                    current = nil
                }
            }
        }
        return classes.sorted { $0.text < $1.text }
    }

    /// The provider classes a generated file's lookup table names.
    private static func tableProviders(_ file: String) -> Set<String> {
        Set(GeneratedTable.lines(in: file).compactMap(providerName))
    }

    /// The provider a lookup table's line (`GeneratedTable.lines`) creates.
    private static func providerName(_ line: String) -> String? {
        line.components(separatedBy: " > ").last?.split(separator: " ").first.map(String.init)
    }

    /// Writes generated files into `folder` as `Generated-1.swift`…; returns their URLs.
    private static func write(_ outputs: [String], in folder: URL) throws -> [URL] {
        try outputs.enumerated().map { position, text in
            let url = folder.appendingPathComponent("Generated-\(position + 1).swift")
            try Data(text.utf8).write(to: url)
            return url
        }
    }

    @Test(
        "golden cases split over three files compile in debug and release and wire the right instances",
        arguments: ["TicTacToe", "LanguageForms", "NeedleStyle", "Pluginized"])
    func goldenCasesSplit(_ name: String) throws {
        let sources = try GoldenTests.sources(of: GoldenTests.Case(name: name))
        let whole = Generator.generate(sources)
        let split = Generator.generate(sources, options: GeneratorOptions(outputFiles: 3))
        #expect(!split.hasErrors)
        #expect(split.outputs.count == 3)
        #expect(split.outputs.allSatisfy { $0.hasPrefix(Emitter.banner + "\n\n@_spi(GraftGenerated) import Graft\n") })
        // Every lookup and plugin extension of the whole file is in exactly one file, and so is
        // every provider class, with the same name and body: internal when the lookups of several
        // files create it, else private to its file.
        let extensions = "@_spi(GraftGenerated) extension"
        #expect(Self.blocks(split.outputs, startingWith: extensions) == Self.blocks(whole.outputs, startingWith: extensions))
        let providers = Self.providerClasses(split.outputs)
        #expect(!providers.isEmpty)
        #expect(providers.map(\.text) == Self.providerClasses(whole.outputs).map(\.text))
        #expect(Self.providerClasses(whole.outputs).allSatisfy { $0.isPrivate }, "in one file every class is private")
        // A class is internal exactly when the table of a file other than its own names it.
        if name == "LanguageForms" || name == "Pluginized" { #expect(providers.contains { !$0.isPrivate }, "the case has a class two files create") }
        for provider in providers {
            let elsewhere = split.outputs.indices.contains { $0 != provider.file && Self.tableProviders(split.outputs[$0]).contains(provider.name) }
            #expect(provider.isPrivate == !elsewhere, "\(provider.name) in file \(provider.file + 1)")
        }
        // The forwarding extensions are the whole file's, once, in the first file, for every file.
        let forwarding = "nonisolated fileprivate extension GraftLinked"
        if name == "TicTacToe" { #expect(!Self.blocks(whole.outputs, startingWith: forwarding).isEmpty, "the case has forwarding extensions") }
        let shared = Self.blocks(whole.outputs, startingWith: forwarding).map {
            "nonisolated extension" + $0.dropFirst("nonisolated fileprivate extension".count)
        }
        #expect(Self.blocks([split.outputs[0]], startingWith: "nonisolated extension GraftLinked") == shared)
        #expect(split.outputs.allSatisfy { !$0.contains(forwarding) })

        let folder = try Repository.temporaryFolder("split-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Repository.fixture("Generator/\(name)")
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        let generated = try Self.write(split.outputs, in: folder)
        let inputs = try FileManager.default.contentsOfDirectory(at: fixture, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        try SwiftBuild.expectBuildAndRun(inputs + generated + [main], in: folder, printing: "OK\n")
        try SwiftBuild.expectBuildAndRun(inputs + generated + [main], in: folder, arguments: ["-O"], printing: "OK\n")
    }

    @Test(
        "a component of another module that creates components, split over files: every file compiles into App against Feature and wires the feature",
        arguments: [2, 3, 8])
    func creatorOfAnotherModuleSplit(_ files: Int) throws {
        // The first file conforms every creating class to `GeneratedChildLookup`, FeatureComponent
        // (module Feature) among them, though its own lookups may all be in other files: it must
        // import Feature all the same.
        let feature = """
            import Graft
            public protocol FeatureDependency: Dependency { var name: String { get } }
            public final class FeatureComponent: Component<FeatureDependency> {
                public var child: ChildComponent { ChildComponent(parent: self) }
            }
            public protocol ChildDependency: Dependency { var name: String { get } }
            public final class ChildComponent: Component<ChildDependency> {
                public var greeting: String { "hello " + dependency.name }
            }

            """
        let app = """
            import Graft
            import Feature
            final class RootComponent: BootstrapComponent {
                var name: String { "root" }
                var feature: FeatureComponent { FeatureComponent(parent: self) }
            }

            """
        let sources = [
            SourceFile(path: "Feature.swift", module: "Feature", text: feature), SourceFile(path: "App.swift", module: "App", text: app),
        ]
        let split = Generator.generate(sources, options: GeneratorOptions(outputModule: "App", outputFiles: files))
        #expect(!split.hasErrors, "\(Diagnostic.render(split.diagnostics))")

        let folder = try Repository.temporaryFolder("split-modules-\(files)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let featureSource = folder.appendingPathComponent("Feature.swift")
        try Data(feature.utf8).write(to: featureSource)
        let library = try SwiftBuild.library("Feature", sources: [featureSource], in: folder).get()
        let appSource = folder.appendingPathComponent("App.swift")
        try Data(app.utf8).write(to: appSource)
        let main = folder.appendingPathComponent("main.swift")
        try Data("let greeting = RootComponent().feature.child.greeting\nprint(greeting == \"hello root\" ? \"OK\" : greeting)\n".utf8).write(to: main)
        let generated = try Self.write(split.outputs, in: folder)
        for arguments in [[], ["-O"]] {
            try SwiftBuild.expectBuildAndRun(
                [appSource] + generated + [main], in: folder, arguments: ["-module-name", "App", library.path] + arguments, printing: "OK\n")
        }
    }

    @Test("one file is exactly the golden; the files are the same in any order of the sources")
    func oneFileAndDeterminism() throws {
        let sources = try GoldenTests.sources(of: GoldenTests.Case(name: "NeedleStyle"))
        let golden = try String(contentsOf: Repository.fixture("Generator/NeedleStyle/Expected.swift.golden"), encoding: .utf8)
        #expect(Generator.generate(sources, options: GeneratorOptions(outputFiles: 1)).outputs == [golden])
        let options = GeneratorOptions(outputFiles: 4)
        #expect(Generator.generate(sources, options: options).outputs == Generator.generate(sources.reversed(), options: options).outputs)
    }

    @Test("adding a component rewrites only the file its lookup goes to and the file of the provider class it shares")
    func graphEditTouchesOneFile() throws {
        var sources = try GoldenTests.sources(of: GoldenTests.Case(name: "TicTacToe"))
        let options = GeneratorOptions(outputFiles: 4)
        let before = Generator.generate(sources, options: options)
        #expect(!before.hasErrors)
        sources.append(
            SourceFile(
                path: "Tests/Fixtures/Generator/TicTacToe/Zebra.swift",
                text: """
                    import Graft
                    protocol ZebraDependency: Dependency {
                        var playersStream: PlayersStream { get }
                    }
                    final class ZebraComponent: Component<ZebraDependency> {}
                    extension RootComponent {
                        var zebraComponent: ZebraComponent { ZebraComponent(parent: self) }
                    }
                    """))
        let after = Generator.generate(sources, options: options)
        #expect(after.diagnostics.isEmpty, "\(Diagnostic.render(after.diagnostics))")
        let changed = zip(before.outputs, after.outputs).filter { $0 != $1 }.map(\.1)
        // The lookup line of Zebra, and the class it creates, declared once in one of the files.
        let lookup = changed.first { file in GeneratedTable.lines(in: file).contains { $0.hasPrefix("ZebraComponent ") } }
        let provider = lookup.flatMap { GeneratedTable.lines(in: $0).first { $0.hasPrefix("ZebraComponent ") }.flatMap(Self.providerName) }
        #expect(lookup != nil && provider != nil, "a changed file holds Zebra's lookup")
        let declaring = after.outputs.filter { file in Self.providerClasses([file]).contains { $0.name == provider } }
        #expect(declaring.count == 1)
        #expect(changed.allSatisfy { $0 == lookup || $0 == declaring.first }, "no other file changes")
    }

    @Test(
        "a graph that differs between build configurations: #if in the files that differ, #error and #warning in the first, at the user's line")
    func configurationsSplit() throws {
        let (folder, graph, main) = try Repository.compilableFixture("BuildConfigurations")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Generator.generate(
            [SourceFile(path: graph.path, bytes: [UInt8](try Data(contentsOf: graph)))], options: GeneratorOptions(outputFiles: 3))
        #expect(!result.hasErrors)
        #expect(result.outputs.count == 3)
        #expect(result.outputs[0].contains("#error(\n        \"missing dependency 'logger: Logger' of Game"))
        #expect(result.outputs[0].contains("#warning(\n        \"in builds where !DEBUG: missing dependency 'logger: Logger' of Game"))
        #expect(result.outputs.dropFirst().allSatisfy { !$0.contains("#error") && !$0.contains("#warning") })
        // Game's lookup exists only in debug builds: its file has branches; a file with neither
        // it nor the error is the same in every configuration and has none.
        let plain = result.outputs.filter { !$0.contains("        Game.self,\n") && !$0.contains("#error") }
        #expect(!plain.isEmpty)
        #expect(plain.allSatisfy { !$0.contains("#if") })
        let withGame = result.outputs.filter { $0.contains("        Game.self,\n") }
        #expect(!withGame.isEmpty)
        #expect(withGame.allSatisfy { $0.contains("#if DEBUG") })
        let generated = try Self.write(result.outputs, in: folder)
        try SwiftBuild.expectBuildAndRun(
            [graph] + generated + [main], in: folder, arguments: ["-D", "DEBUG", "-no-warnings-as-errors"], printing: "OK\n")
        switch try SwiftBuild.executable(sources: [graph] + generated + [main], in: folder, arguments: ["-O"]) {
        case .failure(let failure):
            #expect(
                failure.output.split(separator: "\n").contains {
                    $0.hasPrefix("\(graph.path):9:9: error: missing dependency 'logger: Logger' of Game at ^->App->Game")
                }, "the release build must fail at the requirement; the compiler said:\n\(failure.output)")
        case .success:
            Issue.record("the release build compiled although the provider exists only under #if DEBUG")
        }
    }
}
