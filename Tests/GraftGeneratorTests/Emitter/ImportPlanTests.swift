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
}
