import Foundation

/// Builds and runs Swift packages with `swift build`, as a user would, for end-to-end tests.
enum SwiftPackage {
    /// The `swift` driver: on PATH, or in /opt/swift.
    static var swift: URL {
        ProcessRunner.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
    }

    /// The environment for builds of the examples: Graft is this repository, wherever the
    /// example (or a copy of it) is.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GRAFT_PACKAGE_PATH"] = Repository.root.path
        return environment
    }

    /// `swift build` in `package`, with an optional scratch path. Output is standard output and
    /// standard error together, as a terminal shows them.
    static func build(_ package: URL, scratchPath: URL? = nil, configuration: String = "debug") throws -> (status: Int32, output: String) {
        var arguments = ["build", "--package-path", package.path, "-c", configuration]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        let run = try ProcessRunner.run(swift, arguments, environment: environment)
        return (run.status, run.standardOutput + run.standardError)
    }

    /// Writes, in `folder`, a package named `name` that depends on this repository's Graft and has
    /// one executable target `App` using the Graft product, with `settings` (more arguments of
    /// `.executableTarget`, such as `plugins: […]`); returns the target's sources folder.
    static func makeApp(named name: String, in folder: URL, settings: String) throws -> URL {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "\(name)",
                dependencies: [.package(name: "Graft", path: "\(Repository.root.path)")],
                targets: [
                    .executableTarget(
                        name: "App", dependencies: [.product(name: "Graft", package: "Graft")],
                        \(settings)
                    ),
                ]
            )
            """
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        return sources
    }

    /// Copies an example to a new temporary folder, without its build folder, and returns the copy.
    ///
    /// The copies are dated a minute back: a file modified in the same instant a build starts is
    /// one the build system cannot tell apart from an edit made during the build, and would be
    /// rebuilt next time, which would hide whether an incremental build is really a no-op.
    static func copyExample(_ name: String) throws -> URL {
        let source = Repository.root.appendingPathComponent("Examples/\(name)")
        let destination = try Repository.temporaryFolder("example").appendingPathComponent(name)
        try copyTree(from: source, to: destination, dated: Date(timeIntervalSinceNow: -60))
        return destination.resolvingSymlinksInPath()
    }

    private static func copyTree(from source: URL, to destination: URL, dated date: Date) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where name != ".build" && name != "Package.resolved" && !name.hasPrefix(".build") {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try copyTree(from: from, to: to, dated: date)
            } else {
                try manager.copyItem(at: from, to: to)
                try manager.setAttributes([.modificationDate: date], ofItemAtPath: to.path)
            }
        }
    }
}
