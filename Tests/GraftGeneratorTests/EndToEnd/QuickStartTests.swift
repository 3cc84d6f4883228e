import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The README's quick start compiles as written: its feature, its tree and its use, with the
/// providers the generator writes for them, build and print what the README says they print.
@Suite("README quick start")
struct QuickStartTests {
    /// The Swift blocks of the README's "Quick start" section, in order, but for Package.swift.
    private func quickStartBlocks() throws -> [String] {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Quick start\n"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let blocks = section[..<end].components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return blocks.filter { !$0.hasPrefix("// Package.swift") }
    }

    @Test("the feature, the tree and the use compile with the generated providers and print what the README says")
    func quickStartRuns() throws {
        let blocks = try quickStartBlocks()
        try #require(blocks.count == 3)
        let expected = try #require(blocks[2].firstMatch(of: /\/\/ (\[.*)\n?$/)?.output.1)
        let folder = try Repository.temporaryFolder("quick-start")
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["GameComponent.swift", "RootComponent.swift"]
        let result = Generator.generate(zip(names, blocks).map { SourceFile(path: $0, text: $1) })
        #expect(Diagnostic.render(result.diagnostics) == "")
        var urls: [URL] = []
        for (name, text) in zip(names + ["main.swift", "Generated.swift"], blocks + [result.output]) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: expected + "\n")
    }
}
