import Foundation
import Testing

/// `scripts/prebuilt-package.sh`: a package whose plugins run a prebuilt `graft` from an artifact
/// bundle, as a team uses it instead of compiling the generator in every clean build.
@Suite("A prebuilt generator through a binary target")
struct PrebuiltPackageTests {
    /// Each plugin target of the package at `folder`, as `swift package dump-package` describes it:
    /// name, capability and the names of its dependencies, as JSON text.
    private static func plugins(of folder: URL) throws -> [String] {
        // A scratch folder of its own: the repository's is locked by the `swift test` running this.
        let scratch = try Repository.temporaryFolder("dump-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try ProcessRunner.run(
            SwiftPackage.swift, ["package", "--package-path", folder.path, "--scratch-path", scratch.path, "dump-package"],
            environment: SwiftPackage.environment)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return try targets.filter { $0["type"] as? String == "plugin" }.map { target in
            let described: [String: Any] = [
                "name": target["name"] ?? "", "capability": target["pluginCapability"] ?? "", "dependencies": target["dependencies"] ?? [],
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: described, options: [.sortedKeys]), as: UTF8.self)
        }.sorted()
    }

    @Test("an app using the prebuilt package's runtime and plugin builds without compiling the generator, and its graph is checked and wired")
    func appWithPrebuiltGenerator() throws {
        let folder = try Repository.temporaryFolder("prebuilt").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prebuilt = folder.appendingPathComponent("GraftPrebuilt")
        // The executable this test run built, packaged as a release would package its own.
        let script = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"),
            [Repository.root.appendingPathComponent("scripts/prebuilt-package.sh").path, prebuilt.path, "--executable", Repository.graftExecutable.path],
            environment: SwiftPackage.environment)
        #expect(script.status == 0, "\(script.standardError)")
        let info = try String(contentsOf: prebuilt.appendingPathComponent("graft.artifactbundle/info.json"), encoding: .utf8)
        #expect(info.contains("\"type\": \"executable\""))
        #expect(FileManager.default.fileExists(atPath: prebuilt.appendingPathComponent("graft.artifactbundle.zip").path))

        // Its plugins are this repository's, declared alike: a capability or permission changed in
        // Package.swift and not in the script fails here.
        #expect(try Self.plugins(of: prebuilt) == Self.plugins(of: Repository.root))
        #expect(try Self.plugins(of: prebuilt).count == 4)

        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../GraftPrebuilt")],
                targets: [
                    .executableTarget(
                        name: "App", dependencies: [.product(name: "Graft", package: "GraftPrebuilt")],
                        plugins: [.plugin(name: "GraftPlugin", package: "GraftPrebuilt")]
                    ),
                ]
            )
            """.utf8
        ).write(to: app.appendingPathComponent("Package.swift"))
        try Data(
            """
            import Graft
            final class Greeting { let text = "hello from the root" }
            final class RootComponent: BootstrapComponent {
                var greeting: Greeting { shared { Greeting() } }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            protocol ChildDependency: Dependency { var greeting: Greeting { get } }
            final class ChildComponent: Component<ChildDependency> {}
            print(RootComponent().child.dependency.greeting.text)
            """.utf8
        ).write(to: app.appendingPathComponent("Sources/App/main.swift"))

        let build = try SwiftPackage.build(app)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Graft: checking the dependency graph of App"), "\(build.output)")
        #expect(!build.output.contains("_GraftGeneratorCore") && !build.output.contains("Compiling GraftCLI"), "\(build.output)")
        let run = try ProcessRunner.run(app.appendingPathComponent(".build/debug/App"), [])
        #expect(run.standardOutput == "hello from the root\n")

        // A requirement no ancestor provides fails the build at its line, as with the source-built plugin.
        let main = app.appendingPathComponent("Sources/App/main.swift")
        let broken = try String(contentsOf: main, encoding: .utf8).replacingOccurrences(
            of: "{ var greeting: Greeting { get } }", with: "{ var greeting: Greeting { get }; var missing: Int { get } }")
        try Data(broken.utf8).write(to: main)
        let failed = try SwiftPackage.build(app)
        #expect(failed.status != 0)
        #expect(
            failed.output.contains("main.swift:7:76: error: missing dependency 'missing: Int' of ChildComponent at ^->RootComponent->ChildComponent"),
            "\(failed.output)")
    }

    @Test("with --url, the manifest downloads the bundle from that address and checks the zip's checksum")
    func publishedManifest() throws {
        let folder = try Repository.temporaryFolder("prebuilt-url").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prebuilt = folder.appendingPathComponent("GraftPrebuilt")
        let address = "https://example.com/releases/0.1.0/graft.artifactbundle.zip"
        let script = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                Repository.root.appendingPathComponent("scripts/prebuilt-package.sh").path, prebuilt.path, "--executable",
                Repository.graftExecutable.path, "--url", address,
            ],
            environment: SwiftPackage.environment)
        #expect(script.status == 0, "\(script.standardError)")
        let checksum = try ProcessRunner.run(
            SwiftPackage.swift, ["package", "compute-checksum", prebuilt.appendingPathComponent("graft.artifactbundle.zip").path],
            in: folder, environment: SwiftPackage.environment
        ).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(checksum.count == 64)
        let manifest = try String(contentsOf: prebuilt.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".binaryTarget(name: \"GraftCLI\", url: \"\(address)\", checksum: \"\(checksum)\")"), "\(manifest)")
    }
}
