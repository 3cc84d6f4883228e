import Foundation
import Testing
import _GraftGeneratorCore

/// Generated code under Swift 6 isolation: a module whose default isolation is the main actor, and
/// a `@MainActor` dependency protocol with a requirement a `@MainActor` property provides.
@Suite("Generator: Swift 6 isolation")
struct IsolationTests {
    @Test("generated providers compile and work with default MainActor isolation and a @MainActor dependency protocol")
    func mainActorIsolation() throws {
        let (folder, graph, main) = try Repository.compilableFixture("Isolation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: [UInt8](try Data(contentsOf: graph)))])
        #expect(result.diagnostics.isEmpty)
        // The profile's provider reads a `@MainActor` property: written out, so that its member
        // takes the isolation of the `@MainActor` requirement. The settings' shares its members.
        #expect(result.output.contains("\nprivate final class GraftProvider_ProfileDependency_0: ProfileDependency {\n"))
        #expect(
            result.output.contains(
                "\nnonisolated private final class GraftProvider_SettingsDependency_0: GraftLinks2<ProfileComponent, RootComponent>, SettingsDependency {}\n"
            ))
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)
        for arguments in [["-default-isolation", "MainActor"], []] {
            try SwiftBuild.expectBuildAndRun([graph, generated, main], in: folder, arguments: arguments, printing: "OK ada\n")
        }
    }
}
