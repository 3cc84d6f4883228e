import Foundation

/// Paths in the repository and the build, found from this file's location.
enum Repository {
    /// The repository's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // GraftGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/Fixtures/…`
    static func fixture(_ path: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
    }

    /// The folder holding the built products of this test run (the `graft` executable among them).
    static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The built `graft` executable.
    static var graftExecutable: URL {
        let candidates = [productsFolder, productsFolder.deletingLastPathComponent()]
        for folder in candidates {
            let url = folder.appendingPathComponent("graft")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("graft")
    }

    /// A new empty temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("graft-tests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies a generator fixture's `Graph.swift` and `main.swift.txt` (as `main.swift`) into a new
    /// temporary folder, for tests that generate its providers and compile the three together.
    static func compilableFixture(_ name: String) throws -> (folder: URL, graph: URL, main: URL) {
        let folder = try temporaryFolder(name)
        let fixture = fixture("Generator/\(name)")
        let graph = folder.appendingPathComponent("Graph.swift")
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Graph.swift"), to: graph)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("main.swift.txt"), to: main)
        return (folder, graph, main)
    }

    /// Whether the test run was asked to rewrite golden files (`GRAFT_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["GRAFT_RECORD"] == "1"
    }
}
