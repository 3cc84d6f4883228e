import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Compiles Swift sources with the Graft runtime, the way an app target would, for tests that run
/// generated code.
enum SwiftBuild {
    /// Compiles the runtime as module `Graft` into `folder`, once per folder: its `.swiftmodule`
    /// and an object, which is returned (or the compiler's output).
    static func runtime(in folder: URL) throws -> Result<URL, CompilerFailure> {
        let runtimeObject = folder.appendingPathComponent("Graft.o")
        if FileManager.default.fileExists(atPath: runtimeObject.path) { return .success(runtimeObject) }
        let runtimeSources = try FileManager.default.contentsOfDirectory(
            at: Repository.root.appendingPathComponent("Sources/Graft"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let runtime = try ProcessRunner.run(
            ProcessRunner.swiftc,
            [
                "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", "Graft", "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("Graft.swiftmodule").path,
                "-c", "-o", runtimeObject.path,
            ] + runtimeSources.map(\.path))
        guard runtime.status == 0 else { return .failure(CompilerFailure(output: runtime.standardError)) }
        return .success(runtimeObject)
    }

    /// Compiles `sources` into an executable with the runtime (`runtime(in:)`), with warnings as
    /// errors. Returns the executable or the compiler's output.
    static func executable(sources: [URL], in folder: URL, arguments: [String] = []) throws -> Result<URL, CompilerFailure> {
        try compile(sources: sources, in: folder, arguments: arguments).map(\.executable)
    }

    /// Compiles `sources` into an executable with the runtime (`runtime(in:)`), with warnings as
    /// errors unless `arguments` say otherwise. Returns the executable and what the compiler printed
    /// (its warnings), or the compiler's output.
    static func compile(sources: [URL], in folder: URL, arguments: [String] = []) throws -> Result<(executable: URL, output: String), CompilerFailure> {
        let runtimeObject: URL
        switch try runtime(in: folder) {
        case .success(let object): runtimeObject = object
        case .failure(let failure): return .failure(failure)
        }
        let executable = folder.appendingPathComponent("app")
        let app = try ProcessRunner.run(
            ProcessRunner.swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-o", executable.path, runtimeObject.path,
            ] + arguments + sources.map(\.path))
        guard app.status == 0 else { return .failure(CompilerFailure(output: app.standardError + app.standardOutput)) }
        return .success((executable, app.standardError + app.standardOutput))
    }
}

extension SwiftBuild {
    /// Compiles `sources` with the runtime and runs the program, expecting it to build, exit 0 and
    /// print `expected`; records an issue at the caller otherwise.
    static func expectBuildAndRun(
        _ sources: [URL], in folder: URL, arguments: [String] = [], printing expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        switch try executable(sources: sources, in: folder, arguments: arguments) {
        case .failure(let failure):
            Issue.record("did not compile with \(arguments):\n\(failure.output)", sourceLocation: sourceLocation)
        case .success(let program):
            let run = try ProcessRunner.run(program, [])
            #expect(run.status == 0, sourceLocation: sourceLocation)
            #expect(run.standardOutput == expected, sourceLocation: sourceLocation)
        }
    }
}

extension SwiftBuild {
    /// Compiles `sources` as library module `name` into `folder` (its `.swiftmodule` and an object),
    /// against the runtime (`runtime(in:)`). Returns the object file.
    static func library(_ name: String, sources: [URL], in folder: URL, arguments: [String] = []) throws -> Result<URL, CompilerFailure> {
        if case .failure(let failure) = try runtime(in: folder) { return .failure(failure) }
        let object = folder.appendingPathComponent("\(name).o")
        let compile = try ProcessRunner.run(
            ProcessRunner.swiftc,
            [
                "-swift-version", "6", "-parse-as-library", "-wmo", "-warnings-as-errors", "-module-name", name, "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path, "-I", folder.path, "-c", "-o", object.path,
            ] + arguments + sources.map(\.path))
        guard compile.status == 0 else { return .failure(CompilerFailure(output: compile.standardError + compile.standardOutput)) }
        return .success(object)
    }
}

extension SwiftBuild {
    /// Generates the mocks of `feature` (module Game) for module GameTests, expecting no
    /// diagnostic; compiles the feature as a library with `flags`, then the mocks and `main` into a
    /// program against it, and expects the program to print `expected`.
    static func expectMocks(
        of feature: String, running main: String, flags: [String], printing expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let folder = try Repository.temporaryFolder("test-double-lookups")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Generator.generateMocks(
            [SourceFile(path: "Game.swift", module: "Game", text: feature)], options: GeneratorOptions(outputModule: "GameTests"))
        #expect(result.diagnostics.map(\.rendered) == [], sourceLocation: sourceLocation)
        let files = [("Game.swift", feature), ("Mocks.swift", result.output), ("main.swift", main)].map { name, text in
            (folder.appendingPathComponent(name), text)
        }
        for (url, text) in files { try Data(text.utf8).write(to: url) }
        let library = try SwiftBuild.library("Game", sources: [files[0].0], in: folder, arguments: ["-enable-testing"] + flags).get()
        try SwiftBuild.expectBuildAndRun(
            [files[1].0, files[2].0], in: folder, arguments: ["-module-name", "GameTests", library.path] + flags, printing: expected,
            sourceLocation: sourceLocation)
    }
}

/// What the compiler printed when it failed.
struct CompilerFailure: Error {
    let output: String
}
