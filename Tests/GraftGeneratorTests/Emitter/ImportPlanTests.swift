import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The one import policy of generated files, printed on its own.
@Suite("Imports of generated files")
struct ImportPlanTests {
    /// The import lines `plan` writes for a file of module `App`.
    private func lines(_ plan: ImportPlan) -> String {
        var out = SourceWriter()
        Printer.imports(plan.declarations(outputModule: "App"), into: &out)
        return out.text
    }

    @Test("the runtime first, as the file uses it; other modules sorted, @testable when any use needs it; the output module, Swift and NeedleFoundation never")
    func modules() {
        var plan = ImportPlan(runtime: .none)
        #expect(lines(plan) == "")
        plan.add("Settings")
        plan.add("Feed", testable: true)
        plan.add("Settings", testable: true)
        plan.add("Feed")
        plan.add("App")
        plan.add("Swift")
        plan.add("NeedleFoundation")
        plan.add(nil)
        #expect(lines(plan) == "@testable import Feed\n@testable import Settings\n")
        plan.add("Graft")
        #expect(lines(plan) == "import Graft\n@testable import Feed\n@testable import Settings\n")
        var generated = ImportPlan(runtime: .generatedCode)
        generated.merge(plan)
        #expect(lines(generated) == "@_spi(GraftGenerated) import Graft\n@testable import Feed\n@testable import Settings\n")
    }

    @Test("a protocol's file's imports: plain ones plainly, conditional ones under their condition unless every configuration imports them")
    func protocolImports() throws {
        let source = SourceFile(
            path: "Feed.swift", module: "Feed",
            text: """
                import Graft
                import Models
                #if canImport(UIKit)
                import UIKit
                import Models
                #elseif os(Linux)
                import Glibc
                #endif
                public protocol FeedDependency: Dependency {}

                """)
        let graph = Program(parsed: Generator.parse([source]), defines: []).build(releasing: BackgroundRelease()).graph
        let dependency = try #require(graph.protocols.values.first)
        var plan = ImportPlan(runtime: .none)
        plan.add(dependency)
        #expect(
            lines(plan) == """
                import Graft
                import Feed
                import Models
                #if !(canImport(UIKit)) && os(Linux)
                import Glibc
                #endif
                #if canImport(UIKit)
                import UIKit
                #endif

                """)
    }

    @Test("access levels on imports: written for the modules the output module imports with one, internal unless a conformance is public")
    func accessLevels() {
        var plan = ImportPlan(runtime: .generatedCode)
        plan.add("Feed")
        plan.add("Settings", testable: true)
        plan.add("Plain")
        var declarations = plan.declarations(outputModule: "App")
        declarations.accessLevels = ImportPlan.accessLevels(
            of: declarations, explicit: ["Graft", "Feed", "Settings", "Unused"], interfaceUses: ["Graft": .public, "Feed": .package])
        var out = SourceWriter()
        Printer.imports(declarations, into: &out)
        #expect(
            out.text
                == "@_spi(GraftGenerated) public import Graft\npackage import Feed\nimport Plain\n@testable internal import Settings\n")
        // Where the files write no levels: `public` for a public use, nothing for a package one
        // (a `package import` beside a plain one is an error).
        #expect(ImportPlan.accessLevels(of: declarations, explicit: [], interfaceUses: ["Graft": .public, "Feed": .package]) == ["Graft": .public])
        #expect(ImportPlan.accessLevels(of: declarations, explicit: [], interfaceUses: ["Feed": .package]).isEmpty)
        #expect(ImportPlan.accessLevels(of: declarations, explicit: [], interfaceUses: [:]).isEmpty)
    }

    @Test(
        "an app whose files import plainly conforms a public class of a feature: public imports, which compile with InternalImportsByDefault and without",
        arguments: [true, false])
    func publicConformanceWithPlainImports(internalImportsByDefault: Bool) throws {
        let folder = try Repository.temporaryFolder("plain-imports-\(internalImportsByDefault)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // With the upcoming feature a plain import is internal, so the feature declares its public
        // classes through `public import`, and App's generated conformance of one (the feature's
        // root creates a component) needs Graft and Feature imported `public` too.
        let feature = """
            public import Graft
            public final class RootComponent: BootstrapComponent {
                public var title: String { "root" }
                public var feed: FeedComponent { FeedComponent(parent: self) }
            }
            public protocol FeedDependency: Dependency { var title: String { get } }
            public final class FeedComponent: Component<FeedDependency> {
                public var text: String { dependency.title }
            }
            """
        let main = "import Feature\nimport Graft\nprint(RootComponent().feed.text)\n"
        let sources = [SourceFile(path: "Feature.swift", module: "Feature", text: feature), SourceFile(path: "main.swift", module: "App", text: main)]
        let result = Generator.generate(sources, options: GeneratorOptions(outputModule: "App"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.hasPrefix(Emitter.banner + "\n\n@_spi(GraftGenerated) public import Graft\npublic import Feature\n\n"))
        let urls = try [("Feature.swift", feature), ("main.swift", main), ("Generated.swift", result.output)].map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let flags = internalImportsByDefault ? ["-enable-upcoming-feature", "InternalImportsByDefault"] : []
        let featureObject = try SwiftBuild.library("Feature", sources: [urls[0]], in: folder, arguments: flags).get()
        try SwiftBuild.expectBuildAndRun(
            [urls[1], urls[2]], in: folder, arguments: ["-module-name", "App", featureObject.path] + flags, printing: "root\n")
    }

    @Test("an app whose files import with access levels (internal import): the generated file does too, public where a conformance is public; compiled and run")
    func accessLevelsCompiled() throws {
        let folder = try Repository.temporaryFolder("import-access-levels")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Feed's component creates a child, so App's file conforms that public class of another
        // module: a public conformance, which needs `public import` of Graft and of Feature.
        let feature = """
            public import Graft
            public protocol FeedDependency: Dependency { var title: String { get } }
            public final class FeedComponent: Component<FeedDependency> {
                public var detail: DetailComponent { DetailComponent(parent: self) }
            }
            public protocol DetailDependency: Dependency { var title: String { get } }
            public final class DetailComponent: Component<DetailDependency> {}
            """
        let app = """
            internal import Graft
            @preconcurrency internal import Feature
            final class RootComponent: BootstrapComponent {
                var title: String { "root" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """
        let main = "internal import Feature\nprint(RootComponent().feed.detail.dependency.title)\n"
        let sources = [SourceFile(path: "Feature.swift", module: "Feature", text: feature), SourceFile(path: "Root.swift", module: "App", text: app)]
        let result = Generator.generate(sources, options: GeneratorOptions(outputModule: "App"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.hasPrefix(Emitter.banner + "\n\n@_spi(GraftGenerated) public import Graft\npublic import Feature\n\n"))
        let urls = try [("Feature.swift", feature), ("Root.swift", app), ("main.swift", main), ("Generated.swift", result.output)].map {
            name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let featureObject = try SwiftBuild.library("Feature", sources: [urls[0]], in: folder).get()
        try SwiftBuild.expectBuildAndRun([urls[1], urls[3], urls[2]], in: folder, arguments: ["-module-name", "App", featureObject.path], printing: "root\n")
    }

    @Test("access levels on imports, as planned: package for a conformance of a package class, internal in the test doubles' file")
    func accessLevelsPlanned() {
        // A `package` root of the output module: its conformance is `package`, so the runtime is
        // imported `package` (the output module itself is never imported).
        let app = """
            internal import Graft
            protocol FeedDependency: Dependency { var title: String { get } }
            package final class RootComponent: BootstrapComponent {
                var title: String { "root" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """
        let generated = Generator.generate([SourceFile(path: "Root.swift", module: "App", text: app)], options: GeneratorOptions(outputModule: "App"))
        #expect(generated.diagnostics.isEmpty)
        #expect(generated.output.hasPrefix(Emitter.banner + "\n\n@_spi(GraftGenerated) package import Graft\n\n"))
        // A test target that imports the feature with an access level: its doubles' file does too.
        let feature = "import Graft\nprotocol FeedDependency: Dependency { var title: String { get } }\n"
        let tests = "@testable internal import Feed\n"
        let mocks = Generator.generateMocks(
            [SourceFile(path: "Feed.swift", module: "Feed", text: feature), SourceFile(path: "FeedTests.swift", module: "FeedTests", text: tests)],
            options: GeneratorOptions(outputModule: "FeedTests"))
        #expect(mocks.diagnostics.isEmpty)
        // Graft, which the test target's files do not import with one, is imported plainly.
        #expect(mocks.output.hasPrefix(Emitter.banner + "\n\nimport Graft\n@testable internal import Feed\n\n"))
    }
}
