import Foundation
import GraftGenerator
import Testing

/// Generated code under Swift 6 isolation: a module whose default isolation is the main actor, and
/// a `@MainActor` dependency protocol.
@Suite("Generator: Swift 6 isolation")
struct IsolationTests {
    @Test("generated providers compile and work with default MainActor isolation and a @MainActor dependency protocol")
    func mainActorIsolation() throws {
        let folder = try Repository.temporaryFolder("isolation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Repository.fixture("Generator/Isolation")
        let graph = folder.appendingPathComponent("Graph.swift")
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Graph.swift"), to: graph)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: [UInt8](try Data(contentsOf: graph)))])
        #expect(result.diagnostics.isEmpty)
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)
        for arguments in [["-default-isolation", "MainActor"], []] {
            switch try SwiftBuild.executable(sources: [graph, generated, main], in: folder, arguments: arguments) {
            case .failure(let failure):
                Issue.record("the generated file did not compile with \(arguments):\n\(failure.output)")
            case .success(let executable):
                let run = try ProcessRunner.run(executable, [])
                #expect(run.status == 0)
                #expect(run.standardOutput == "OK ada\n")
            }
        }
    }
}
