import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The `graft` executable end to end: arguments, files, exit codes, standard error.
@Suite("graft command line")
struct CommandLineTests {
    private func graft(_ arguments: [String], in folder: URL) throws -> ProcessOutput {
        try ProcessRunner.run(Repository.graftExecutable, arguments, in: folder)
    }

    private func write(_ text: String, to name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A root with four children (Ant, Bee, Cat, Dog), so that lookups spread over several output
    /// files: writes Root.swift (the root's text without its closing brace is returned, for edits)
    /// and Children.swift into `folder`.
    private func writeFourChildren(in folder: URL) throws -> (root: String, children: String) {
        var root = "import Graft\nfinal class Root: BootstrapComponent {\n    var value: Int { 1 }\n"
        var children = "import Graft\nprotocol ChildDependency: Dependency { var value: Int { get } }\n"
        for name in ["Ant", "Bee", "Cat", "Dog"] {
            root += "    var \(name.lowercased()): \(name) { \(name)(parent: self) }\n"
            children += "final class \(name): Component<ChildDependency> {}\n"
        }
        try write(root + "}\n", to: "Root.swift", in: folder)
        try write(children, to: "Children.swift", in: folder)
        return (root, children)
    }

    private static let root = """
        import Graft
        final class Root: BootstrapComponent {
            var value: Int { 1 }
            var child: Child { Child(parent: self) }
        }
        """
    private static let child = """
        import Graft
        protocol ChildDependency: Dependency { var value: Int { get } }
        final class Child: Component<ChildDependency> {}
        """

    @Test("generate --output FILE FILE… writes the providers and exits 0; a rerun leaves the file untouched")
    func generateAndWriteIfChanged() throws {
        let folder = try Repository.temporaryFolder("cli-generate")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let first = try graft(["generate", "--output", "Out/Generated.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(first.status == 0)
        #expect(first.standardError == "")
        let output = folder.appendingPathComponent("Out/Generated.swift")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix(Emitter.banner + "\n"))
        #expect(text.contains("extension Root: GeneratedChildLookup"))
        #expect(text.contains("        Child.self,\n"))

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        let second = try graft(["generate", "--output", "Out/Generated.swift", "Child.swift", "Root.swift"], in: folder)
        #expect(second.status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == old, "an unchanged output keeps its modification time")
        #expect(try String(contentsOf: output, encoding: .utf8) == text)

        try write(
            Self.root.replacingOccurrences(of: "var value: Int { 1 }", with: "var value: Int { 1 }\n    var name: String { \"root\" }"), to: "Root.swift",
            in: folder)
        try write(
            Self.child.replacingOccurrences(of: "var value: Int { get }", with: "var value: Int { get }\n    var name: String { get }"), to: "Child.swift",
            in: folder)
        let third = try graft(["generate", "--output", "Out/Generated.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(third.status == 0)
        let changed = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(changed != old, "a changed output is rewritten")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("var name: String { graftLink1.name }"))
    }

    @Test("an output edited to other bytes of the same size is written again, whole")
    func sameSizeEditRewritten() throws {
        let folder = try Repository.temporaryFolder("cli-same-size")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let arguments = ["generate", "--output", "Generated.swift", "Root.swift", "Child.swift"]
        #expect(try graft(arguments, in: folder).status == 0)
        let output = folder.appendingPathComponent("Generated.swift")
        let text = try String(contentsOf: output, encoding: .utf8)
        // One byte changed near the end, in the last piece the emitter wrote.
        var edited = Array(text.utf8)
        let last = try #require(edited.lastIndex(of: UInt8(ascii: "}")))
        edited[last] = UInt8(ascii: "]")
        try Data(edited).write(to: output)
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == text)
    }

    @Test("errors go to standard error in the compiler's format, exit 1, and leave the output alone")
    func errorsExitOne() throws {
        let folder = try Repository.temporaryFolder("cli-errors")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root.replacingOccurrences(of: "var value: Int { 1 }", with: ""), to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let run = try graft(["generate", "--output", "Generated.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.standardError == """
                Child.swift:2:44: error: missing dependency 'value: Int' of Child at ^->Root->Child: no ancestor provides a property with this name and type
                Root.swift:4:24: note: Child is created here by Root

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated.swift").path))
    }

    @Test("summarize writes each module's summary; generate from them writes the same bytes and reports the same located errors")
    func summaries() throws {
        let folder = try Repository.temporaryFolder("cli-summaries")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Core/Root.swift", in: folder)
        try write(Self.child, to: "Feature/Child.swift", in: folder)
        func run(_ arguments: [String]) throws -> ProcessOutput {
            let run = try graft(arguments, in: folder)
            #expect(run.standardOutput == "")
            return run
        }
        func text(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        #expect(try run(["summarize", "-o", "Core.graftsummary", "--module", "App", "Core/Root.swift"]).status == 0)
        #expect(try run(["summarize", "-o", "Feature.graftsummary", "--module", "App", "Feature/Child.swift"]).status == 0)
        let fromSources = try run(["generate", "-o", "Sources.swift", "--module", "App", "Core/Root.swift", "Feature/Child.swift"])
        let fromSummaries = try run(["generate", "-o", "Summaries.swift", "--summary", "Core.graftsummary", "--summary", "Feature.graftsummary"])
        let mixed = try run(["generate", "-o", "Mixed.swift", "--summary", "Core.graftsummary", "--module", "App", "Feature/Child.swift"])
        #expect(fromSources.status == 0 && fromSummaries.status == 0 && mixed.status == 0)
        #expect(try text("Summaries.swift") == text("Sources.swift") && text("Mixed.swift") == text("Sources.swift"))
        // A run from summaries keeps no record: the build system that made them decides when to rerun.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".Summaries.swift.graft-inputs").path))
        // And removes the record an earlier run from sources left for the same output: it describes other inputs.
        let sourcesRecord = folder.appendingPathComponent(".Sources.swift.graft-inputs").path
        #expect(FileManager.default.fileExists(atPath: sourcesRecord))
        #expect(try run(["generate", "-o", "Sources.swift", "--summary", "Core.graftsummary", "--summary", "Feature.graftsummary"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sourcesRecord))
        #expect(try text("Sources.swift") == text("Summaries.swift"))

        // A missing dependency is reported at the user's line, as from the sources.
        try write(Self.root.replacingOccurrences(of: "var value: Int { 1 }", with: ""), to: "Core/Root.swift", in: folder)
        #expect(try run(["summarize", "-o", "Core.graftsummary", "--module", "App", "Core/Root.swift"]).status == 0)
        let broken = try run(["generate", "-o", "Summaries.swift", "--summary", "Core.graftsummary", "--summary", "Feature.graftsummary"])
        let brokenSources = try run(["generate", "-o", "Sources.swift", "--module", "App", "Core/Root.swift", "Feature/Child.swift"])
        #expect(broken.status == 1)
        #expect(
            broken.standardError == """
                Feature/Child.swift:2:44: error: missing dependency 'value: Int' of Child at ^->Root->Child: no ancestor provides a property with this name and type
                Core/Root.swift:4:24: note: Child is created here by Root

                """)
        #expect(brokenSources.standardError == broken.standardError)

        // A file that is not a summary is refused by name, and nothing is written.
        let refused = try run(["generate", "-o", "Other.swift", "--summary", "Core/Root.swift"])
        #expect(refused.status == 1)
        #expect(refused.standardError == "graft: error: 'Core/Root.swift' is not a Graft summary (made by 'graft summarize')\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other.swift").path))
        let graph = try graft(["graph", "--format", "text", "--summary", "Feature.graftsummary", "--summary", "Core.graftsummary"], in: folder)
        #expect(graph.status == 1 && graph.standardError == broken.standardError)
    }

    @Test("an empty graph still writes the file a build command declared")
    func emptyGraph() throws {
        let folder = try Repository.temporaryFolder("cli-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("struct Plain {}", to: "Plain.swift", in: folder)
        let run = try graft(["generate", "--output", "Generated.swift", "Plain.swift"], in: folder)
        #expect(run.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("Generated.swift"), encoding: .utf8)
        #expect(text == Emitter.banner + "\n\n@_spi(GraftGenerated) import Graft\n")
    }

    @Test("a sources list groups files by module, with a header and an output module")
    func sourcesListAndModules() throws {
        let folder = try Repository.temporaryFolder("cli-list")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            Self.root.replacingOccurrences(of: "final class Root", with: "public final class Root").replacingOccurrences(
                of: "var value", with: "public var value"), to: "Core/Root.swift", in: folder)
        try write(
            Self.child.replacingOccurrences(of: "protocol", with: "public protocol").replacingOccurrences(of: "final class", with: "public final class"),
            to: "Feature/Child.swift", in: folder)
        try write("Core\tCore/Root.swift\nFeature\tFeature/Child.swift\n\n", to: "sources.txt", in: folder)
        try write("// Copyright Graft tests.", to: "header.txt", in: folder)
        let run = try graft(
            ["generate", "--output", "Generated.swift", "--sources-list", "sources.txt", "--output-module", "App", "--header", "header.txt"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let text = try String(contentsOf: folder.appendingPathComponent("Generated.swift"), encoding: .utf8)
        // Core's public root is conformed here: a public conformance, so Graft and Core are
        // imported `public` (`ImportPlan.accessLevels`); Feature's child is only named.
        #expect(
            text.hasPrefix(Emitter.banner + "\n// Copyright Graft tests.\n\n@_spi(GraftGenerated) public import Graft\npublic import Core\nimport Feature\n"))
        #expect(text.contains("@_spi(GraftGenerated) extension Core.Root: @retroactive GeneratedChildLookup"))
        #expect(text.contains("        Feature.Child.self,\n"))
    }

    @Test("a rerun with unchanged inputs skips generation, keeps the output and repeats the warnings")
    func unchangedInputs() throws {
        let folder = try Repository.temporaryFolder("cli-fingerprint")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        try write("import Graft\nfinal class Lonely: Component<EmptyDependency> {}", to: "Lonely.swift", in: folder)
        let first = try graft(["generate", "--output", "Generated.swift", "Root.swift", "Child.swift", "Lonely.swift"], in: folder)
        #expect(first.status == 0)
        #expect(first.standardError.contains("warning: Lonely is not reachable"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".Generated.swift.graft-inputs").path))
        let output = folder.appendingPathComponent("Generated.swift")
        let old = Date(timeIntervalSince1970: 2_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        let second = try graft(["generate", "--output", "Generated.swift", "Lonely.swift", "Child.swift", "Root.swift"], in: folder)
        #expect(second.status == 0)
        #expect(second.standardError == first.standardError)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == old)

        // Without the record the generator runs again; the same bytes leave the file untouched.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".Generated.swift.graft-inputs"))
        let regenerated = try graft(["generate", "--output", "Generated.swift", "Root.swift", "Child.swift", "Lonely.swift"], in: folder)
        #expect(regenerated.status == 0)
        #expect(regenerated.standardError == first.standardError)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".Generated.swift.graft-inputs").path))
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == old)

        // Removing the output forces a regeneration even with the same inputs.
        try FileManager.default.removeItem(at: output)
        let third = try graft(["generate", "--output", "Generated.swift", "Root.swift", "Child.swift", "Lonely.swift"], in: folder)
        #expect(third.status == 0)
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test("an unchanged rerun is decided from the files' disk stamps; a same-size edit with its date put back still regenerates")
    func diskStamps() throws {
        let folder = try Repository.temporaryFolder("cli-stamps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "--output", "Generated.swift", "Root.swift", "Child.swift"]
        let output = folder.appendingPathComponent("Generated.swift")
        let record = folder.appendingPathComponent(".Generated.swift.graft-inputs")
        func recordedStamp() throws -> String {
            let lines = String(decoding: try Data(contentsOf: record), as: UTF8.self).split(separator: "\n")
            return String(try #require(lines.first { $0.hasPrefix("stamp\t") }).dropFirst("stamp\t".count))
        }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)

        // Just written: a change within the file system's timestamp granularity could go unseen, so
        // the record holds no stamp and the next run reads the files.
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try recordedStamp() == "-")

        // Settled files (an hour old): the record holds their stamps, and a rerun that finds them
        // returns without generating.
        let hourAgo = Date().addingTimeInterval(-3600)
        for name in ["Root.swift", "Child.swift"] {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        #expect(try graft(arguments, in: folder).status == 0)
        let stamp = try recordedStamp()
        #expect(stamp != "-" && stamp.count == 16, "\(stamp)")
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == before)
        #expect(try recordedStamp() == stamp)

        // The same number of bytes, another value, and the old modification date put back: the
        // change time still differs, so the run reads the file and regenerates.
        let child = folder.appendingPathComponent("Child.swift")
        let edited = Self.child.replacingOccurrences(of: "var value: Int", with: "var other: Int")
        try #require(edited.utf8.count == Self.child.utf8.count)
        try Data(edited.utf8).write(to: child)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: child.path)
        let rerun = try graft(arguments, in: folder)
        #expect(rerun.status == 1, "the edited requirement is not provided")
        #expect(rerun.standardError.contains("missing dependency 'other: Int' of Child"), "\(rerun.standardError)")
    }

    @Test(
        "after an edit the parser reads nothing new in (a function body), the output stands; an edit that moves a warning's line or changes a requirement generates"
    )
    func editsThatKeepTheOutput() throws {
        let folder = try Repository.temporaryFolder("cli-edits")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "--output", "Generated.swift", "Root.swift", "Child.swift", "Lonely.swift"]
        let output = folder.appendingPathComponent("Generated.swift")
        let root = Self.root.replacingOccurrences(
            of: "    var value: Int { 1 }\n", with: "    var value: Int { 1 }\n    func describe() -> String { \"root\" }\n")
        try write(root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        try write("import Graft\nfinal class Lonely: Component<EmptyDependency> {}\n", to: "Lonely.swift", in: folder)
        let first = try graft(arguments, in: folder)
        #expect(first.status == 0)
        #expect(first.standardError.contains("Lonely.swift:2:13: warning: Lonely is not reachable"), "\(first.standardError)")
        let generated = try Data(contentsOf: output)
        let old = Date(timeIntervalSince1970: 2_000_000)
        func outputDate() throws -> Date? { try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date }
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)

        // A longer body that moves the declarations after it down two lines: no diagnostic is
        // located in Root.swift, so the output and the warnings stand and the file is not written.
        let edited = root.replacingOccurrences(
            of: "func describe() -> String { \"root\" }", with: "func describe() -> String {\n        let name = \"root\"\n        return name\n    }")
        try write(edited, to: "Root.swift", in: folder)
        let afterBodyEdit = try graft(arguments, in: folder)
        #expect(afterBodyEdit.status == 0)
        #expect(afterBodyEdit.standardError == first.standardError)
        #expect(try outputDate() == old)

        // The same file edited back: still no change that reaches the output.
        try write(root, to: "Root.swift", in: folder)
        #expect(try graft(arguments, in: folder).standardError == first.standardError)
        #expect(try outputDate() == old)

        // A line added above the warned-about class: the warning's location changes, so the run
        // generates (the same bytes, so the file keeps its date) and prints the new location.
        try write("import Graft\n\nfinal class Lonely: Component<EmptyDependency> {}\n", to: "Lonely.swift", in: folder)
        let moved = try graft(arguments, in: folder)
        #expect(moved.status == 0)
        #expect(moved.standardError.contains("Lonely.swift:3:13: warning: Lonely is not reachable"), "\(moved.standardError)")
        #expect(try Data(contentsOf: output) == generated)
        #expect(try outputDate() == old)

        // A requirement renamed inside the protocol's braces: the graph changes, and the run says so.
        try write(Self.child.replacingOccurrences(of: "var value: Int", with: "var other: Int"), to: "Child.swift", in: folder)
        let renamed = try graft(arguments, in: folder)
        #expect(renamed.status == 1)
        #expect(renamed.standardError.contains("missing dependency 'other: Int' of Child"), "\(renamed.standardError)")
    }

    @Test("a changed header, define or input list is a new run even when no input changed")
    func settingsChangesGenerate() throws {
        let folder = try Repository.temporaryFolder("cli-settings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated.swift")
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        try write("// Header one.", to: "header.txt", in: folder)
        let base = ["generate", "--output", "Generated.swift", "--header", "header.txt", "Root.swift", "Child.swift"]
        #expect(try graft(base, in: folder).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("// Header one."))

        try write("// Header two.", to: "header.txt", in: folder)
        #expect(try graft(base, in: folder).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("// Header two."))

        // Under a define, the child requires a value no ancestor provides.
        let strictChild = """
            import Graft
            protocol ChildDependency: Dependency {
                var value: Int { get }
                #if STRICT
                var strict: Bool { get }
                #endif
            }
            final class Child: Component<ChildDependency> {}
            """
        try write(strictChild, to: "Child.swift", in: folder)
        #expect(try graft(base, in: folder).status == 0)
        let strict = try graft(base + ["--define", "STRICT"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("missing dependency 'strict: Bool' of Child"), "\(strict.standardError)")

        // One input fewer: Child is no longer known, so nothing creates a component without a provider.
        #expect(try graft(base, in: folder).status == 0)
        let rootOnly = try graft(["generate", "--output", "Generated.swift", "--header", "header.txt", "Root.swift"], in: folder)
        #expect(rootOnly.status == 0)
        #expect(!(try String(contentsOf: output, encoding: .utf8)).contains("ChildDependency"))
    }

    @Test("the record is trusted only with the output it describes: a stale record or an edited output means a new run")
    func crashSafeRecord() throws {
        let folder = try Repository.temporaryFolder("cli-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "--output", "Generated.swift", "Root.swift", "Child.swift"]
        let output = folder.appendingPathComponent("Generated.swift")
        let record = folder.appendingPathComponent(".Generated.swift.graft-inputs")
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        #expect(try graft(arguments, in: folder).status == 0)
        let outputA = try Data(contentsOf: output)
        let recordA = try Data(contentsOf: record)

        // Inputs B, then a run killed after writing output B and before its record: record A stays.
        let rootB =
            Self.root.replacingOccurrences(
                of: "    var child: Child { Child(parent: self) }\n",
                with: "    var child: Child { Child(parent: self) }\n    var extra: Extra { Extra(parent: self) }\n"
            ) + "\nfinal class Extra: Component<EmptyDependency> {}\n"
        try write(rootB, to: "Root.swift", in: folder)
        #expect(try graft(arguments, in: folder).status == 0)
        let outputB = try Data(contentsOf: output)
        try #require(outputA != outputB)
        try recordA.write(to: record)
        // Back to inputs A: the record matches the inputs but not the output, so the run regenerates.
        try write(Self.root, to: "Root.swift", in: folder)
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try Data(contentsOf: output) == outputA)

        // A hand-edited output is rewritten although the inputs did not change.
        try Data("// edited\n".utf8).write(to: output)
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try Data(contentsOf: output) == outputA)

        // Temporary files left by killed runs (an earlier generator's single name, and one of a
        // process that has exited) are removed, by a run that writes and by one that has nothing
        // to write; none is left after a run.
        let exited = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo $$"])
        let deadProcess = exited.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let leftovers = [".Generated.swift.graft-tmp", ".Generated.swift.graft-tmp-\(deadProcess)"].map(folder.appendingPathComponent)
        for leftover in leftovers { try Data("half a file".utf8).write(to: leftover) }
        try FileManager.default.removeItem(at: output)
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try Data(contentsOf: output) == outputA)
        #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        for leftover in leftovers { try Data("half a file".utf8).write(to: leftover) }
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "an unchanged rerun cleans up too")
        let remaining = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("graft-tmp") }
        #expect(remaining == [])
    }

    @Test("several outputs are replaced as a set: when one cannot be written, every output keeps its old bytes and no record is left")
    func outputsReplacedAsASet() throws {
        let folder = try Repository.temporaryFolder("cli-output-set")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (root, children) = try writeFourChildren(in: folder)
        let names = ["G1.swift", "G2.swift", "Last/G3.swift"]
        let arguments = ["generate"] + names.flatMap { ["--output", $0] } + ["Root.swift", "Children.swift"]
        #expect(try graft(arguments, in: folder).status == 0)
        let urls = names.map { folder.appendingPathComponent($0) }
        let before = try urls.map { try Data(contentsOf: $0) }

        // An edit that changes every file, and a third output that cannot be written (its folder
        // is now a file): the first two are not replaced.
        try write(
            root.replacingOccurrences(of: "var value: Int { 1 }", with: "var value: Int { 2 }\n    var other: Int { 3 }") + "}\n",
            to: "Root.swift", in: folder)
        try write(
            children.replacingOccurrences(
                of: "protocol ChildDependency: Dependency { var value: Int { get } }",
                with: "protocol ChildDependency: Dependency { var value: Int { get }; var other: Int { get } }"), to: "Children.swift", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Last"))
        try write("not a folder", to: "Last", in: folder)
        let failed = try graft(arguments, in: folder)
        #expect(failed.status == 1)
        #expect(failed.standardError.hasPrefix("graft: error: cannot write 'Last/G3.swift': "))
        #expect(try Data(contentsOf: urls[0]) == before[0])
        #expect(try Data(contentsOf: urls[1]) == before[1])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".G1.swift.graft-inputs").path), "no record")
        let temporary = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("graft-tmp") }
        #expect(temporary == [])

        // Once it can be written, the next run writes all three.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Last"))
        #expect(try graft(arguments, in: folder).status == 0)
        let after = try urls.map { try String(contentsOf: $0, encoding: .utf8) }
        let sources = try ["Root.swift", "Children.swift"].map {
            SourceFile(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        #expect(after == Generator.generate(sources, options: GeneratorOptions(outputFiles: 3)).outputs)
        #expect(after.map { Data($0.utf8) } != before)
    }

    @Test("several --output files: the providers split over them; a rerun and an edit rewrite only the files that change")
    func severalOutputs() throws {
        let folder = try Repository.temporaryFolder("cli-outputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (root, children) = try writeFourChildren(in: folder)
        let names = ["G1.swift", "G2.swift", "G3.swift"]
        let arguments = ["generate"] + names.flatMap { ["--output", $0] } + ["Root.swift", "Children.swift"]
        let first = try graft(arguments, in: folder)
        #expect(first.status == 0)
        #expect(first.standardError == "")
        let urls = names.map { folder.appendingPathComponent($0) }
        let texts = try urls.map { try String(contentsOf: $0, encoding: .utf8) }
        let sources = [SourceFile(path: "Root.swift", text: root + "}\n"), SourceFile(path: "Children.swift", text: children)]
        #expect(texts == Generator.generate(sources, options: GeneratorOptions(outputFiles: 3)).outputs)
        #expect(texts.filter { $0.contains("GraftLookupTable(") }.count >= 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".G2.swift.graft-inputs").path), "one record")

        func dates() throws -> [Date?] {
            try urls.map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }
        }
        let old = Date(timeIntervalSince1970: 1_000_000)
        for url in urls { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path) }
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try dates() == [old, old, old], "an unchanged rerun writes nothing")

        // A deleted file is written again, and only it.
        try FileManager.default.removeItem(at: urls[1])
        #expect(try graft(arguments, in: folder).status == 0)
        #expect(try String(contentsOf: urls[1], encoding: .utf8) == texts[1])
        #expect(try dates()[0] == old && dates()[2] == old)

        // A requirement added for Cat only: its file changes, and the file of a provider class it no
        // longer shares (a class is written once, in the first file whose lookups create it), whose
        // lookups stay as they were; the others keep their dates.
        try write(
            children.replacingOccurrences(
                of: "final class Cat: Component<ChildDependency> {}",
                with: """
                    protocol CatDependency: Dependency { var value: Int { get } }
                    final class Cat: Component<CatDependency> {}
                    """), to: "Children.swift", in: folder)
        for url in urls { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path) }
        #expect(try graft(arguments, in: folder).status == 0)
        let after = try urls.map { try String(contentsOf: $0, encoding: .utf8) }
        let changed = after.indices.filter { after[$0] != texts[$0] }
        #expect(changed.count >= 1 && changed.count <= 2)
        #expect(changed.filter { after[$0].contains("/// CatDependency for ^->") }.count == 1)
        #expect(
            changed.allSatisfy {
                after[$0].contains("/// CatDependency for ^->") || GeneratedTable.lines(in: after[$0]) == GeneratedTable.lines(in: texts[$0])
            })
        #expect(try dates().enumerated().allSatisfy { changed.contains($0.offset) ? $0.element != old : $0.element == old })

        // Two spellings of one file: an error before anything is written.
        let same = try graft(["generate", "--output", "G9.swift", "--output", "./G9.swift", "Root.swift", "Children.swift"], in: folder)
        #expect(same.status == 1)
        #expect(same.standardError == "graft: error: --output 'G9.swift' and './G9.swift' name the same file\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("G9.swift").path))
        // … and through a symbolic link to the folder.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("here").path, withDestinationPath: folder.path)
        let linked = try graft(["generate", "--output", "G9.swift", "--output", "here/G9.swift", "Root.swift", "Children.swift"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.standardError == "graft: error: --output 'G9.swift' and 'here/G9.swift' name the same file\n")

        // Fewer files under the same first name: a new run, whose files hold everything.
        #expect(try graft(["generate", "--output", "G1.swift", "--output", "G2.swift", "Root.swift", "Children.swift"], in: folder).status == 0)
        let two = try ["G1.swift", "G2.swift"].map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let edited = [
            SourceFile(path: "Root.swift", text: root + "}\n"),
            SourceFile(path: "Children.swift", text: try String(contentsOf: folder.appendingPathComponent("Children.swift"), encoding: .utf8)),
        ]
        #expect(two == Generator.generate(edited, options: GeneratorOptions(outputFiles: 2)).outputs)
    }

    @Test("input errors name the reason; relative paths in a sources list are relative to the list")
    func inputErrorsAndSourcesLists() throws {
        let folder = try Repository.temporaryFolder("cli-inputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Deep"), withIntermediateDirectories: true)
        try write(Self.root, to: "Sources/Root.swift", in: folder)
        try write(Self.child, to: "Sources/Child.swift", in: folder)
        try write("Root.swift\nChild.swift\n", to: "Sources/inputs.txt", in: folder)
        let listed = try graft(["generate", "--output", "Generated.swift", "--sources-list", "Sources/inputs.txt"], in: folder)
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Generated.swift"), encoding: .utf8).contains("        Child.self,\n"))

        let missing = try graft(["generate", "--output", "Generated.swift", "Missing.swift"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.standardError == "graft: error: cannot read 'Missing.swift': No such file or directory\n")
        let directory = try graft(["generate", "--output", "Generated.swift", "Sources/Deep"], in: folder)
        #expect(directory.status == 1)
        #expect(directory.standardError == "graft: error: cannot read 'Sources/Deep': Is a directory\n")
    }

    @Test("a sources list's PATH lines are in the module of the --module before it, as files named after it are")
    func sourcesListModule() throws {
        let folder = try Repository.temporaryFolder("cli-list-module")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        try write("Root.swift\nChild.swift\n", to: "inputs.txt", in: folder)
        try write("Other\tRoot.swift\nOther\tChild.swift\n", to: "other.txt", in: folder)
        func generated(_ arguments: [String]) throws -> String {
            let run = try graft(["generate", "--output", "Out.swift"] + arguments, in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            return try String(contentsOf: folder.appendingPathComponent("Out.swift"), encoding: .utf8)
        }
        let named = try generated(["--module", "Feed", "Root.swift", "Child.swift"])
        #expect(named.contains("import Feed\n"))
        #expect(try generated(["--module", "Feed", "--sources-list", "inputs.txt"]) == named)
        // A MODULE<TAB>PATH line keeps its module; a list given before any --module has none.
        let other = try generated(["--module", "Feed", "--sources-list", "other.txt"])
        #expect(other.contains("import Other\n") && !other.contains("import Feed"))
        let none = try generated(["--sources-list", "inputs.txt", "--module", "Feed"])
        let unnamed = try generated(["Root.swift", "Child.swift"])
        #expect(!none.contains("import Feed") && none == unnamed)
    }

    @Test("a sources list read from a pipe, which has no size, is read to its end")
    func sourcesListFromPipe() throws {
        let folder = try Repository.temporaryFolder("cli-pipe")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let list = ["Root.swift", "Child.swift"].map { folder.appendingPathComponent($0).path + "\n" }.joined()
        let piped = try ProcessRunner.run(
            Repository.graftExecutable, ["generate", "--output", "Generated.swift", "--sources-list", "/dev/stdin"], in: folder, input: list)
        #expect(piped.status == 0, "\(piped.standardError)")
        let fromFile = try graft(["generate", "--output", "FromFile.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        let generated = try String(contentsOf: folder.appendingPathComponent("Generated.swift"), encoding: .utf8)
        #expect(generated.contains("        Child.self,\n"))
        #expect(generated == (try String(contentsOf: folder.appendingPathComponent("FromFile.swift"), encoding: .utf8)))
    }

    @Test("an output's missing folders are made; an output under a file is refused with the reason, nothing written")
    func outputFolders() throws {
        let folder = try Repository.temporaryFolder("cli-output-folders")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let nested = try graft(["generate", "--output", "Generated/Deep/Providers.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(nested.status == 0, "\(nested.standardError)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Generated/Deep/Providers.swift"), encoding: .utf8).contains("        Child.self,\n"))
        try write("", to: "Plain", in: folder)
        let underFile = try graft(["generate", "--output", "Plain/Providers.swift", "Root.swift", "Child.swift"], in: folder)
        #expect(underFile.status == 1)
        #expect(underFile.standardError == "graft: error: cannot write 'Plain/Providers.swift': Not a directory\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("Plain"), encoding: .utf8) == "")
    }

    @Test("--warnings-as-errors fails on a warning")
    func warningsAsErrors() throws {
        let folder = try Repository.temporaryFolder("cli-warnings")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.child, to: "Child.swift", in: folder)
        let lenient = try graft(["generate", "--output", "Generated.swift", "Child.swift"], in: folder)
        #expect(lenient.status == 0)
        #expect(
            lenient.standardError
                == "Child.swift:3:13: warning: Child is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)\n")
        let strict = try graft(["generate", "--warnings-as-errors", "--output", "Generated.swift", "Child.swift"], in: folder)
        #expect(strict.status == 1)
        #expect(
            strict.standardError
                == "Child.swift:3:13: error: Child is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)\n")
    }

    struct Usage: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usages = [
        Usage(arguments: [], message: "graft: error: missing command; expected 'generate', 'summarize', 'graph' or 'dump'"),
        Usage(arguments: ["frobnicate"], message: "graft: error: unknown command 'frobnicate'; expected 'generate', 'summarize', 'graph' or 'dump'"),
        Usage(arguments: ["generate", "A.swift"], message: "graft: error: 'generate' needs --output FILE"),
        Usage(arguments: ["generate", "--output"], message: "graft: error: --output needs a value"),
        Usage(arguments: ["generate", "--output", "x.swift", "--bogus", "A.swift"], message: "graft: error: unknown option '--bogus' for 'generate'"),
        Usage(arguments: ["generate", "--output", "x.swift"], message: "graft: error: 'generate' needs Swift files, --sources-list FILE or --summary FILE"),
        Usage(arguments: ["generate", "-o", "x.swift", "--output", "x.swift", "A.swift"], message: "graft: error: --output 'x.swift' is given twice"),
        Usage(
            arguments: ["generate", "--mocks", "-o", "x.swift", "-o", "y.swift", "A.swift"],
            message: "graft: error: --mocks writes one file; give one --output"),
        Usage(arguments: ["dump"], message: "graft: error: 'dump' needs at least one Swift file"),
        Usage(arguments: ["summarize", "A.swift"], message: "graft: error: 'summarize' needs --output FILE"),
        Usage(arguments: ["summarize", "-o", "a.sum"], message: "graft: error: 'summarize' needs Swift files or --sources-list FILE"),
        Usage(arguments: ["summarize", "-o", "a.sum", "-o", "b.sum", "A.swift"], message: "graft: error: 'summarize' writes one summary; give one --output"),
        Usage(arguments: ["summarize", "-o", "a.sum", "-D", "DEBUG", "A.swift"], message: "graft: error: unknown option '-D' for 'summarize'"),
        Usage(arguments: ["graph", "A.swift"], message: "graft: error: 'graph' needs --format dot|mermaid|json|text|html"),
        Usage(arguments: ["graph", "--format", "svg", "A.swift"], message: "graft: error: --format needs one of: dot, mermaid, json, text, html"),
        Usage(arguments: ["graph", "--format", "dot", "--output", "x", "A.swift"], message: "graft: error: unknown option '--output' for 'graph'"),
    ]

    @Test("bad command lines exit 64 with the problem and the usage", arguments: usages)
    func badUsage(_ usage: Usage) throws {
        let folder = try Repository.temporaryFolder("cli-usage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try graft(usage.arguments, in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(usage.message + "\n\nOVERVIEW: "))
        #expect(run.standardOutput == "")
    }

    @Test("help for each command: graft help COMMAND and graft COMMAND --help exit 0 with that command's usage")
    func helpForEachCommand() throws {
        let folder = try Repository.temporaryFolder("cli-help-commands")
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["generate", "summarize", "graph", "dump"] {
            let viaFlag = try graft([command, "--help"], in: folder)
            let viaHelp = try graft(["help", command], in: folder)
            let viaShortFlag = try graft([command, "-h"], in: folder)
            #expect(viaFlag.status == 0 && viaHelp.status == 0 && viaShortFlag.status == 0, "\(command)")
            #expect(viaFlag.standardError == "" && viaHelp.standardError == "")
            #expect(viaFlag.standardOutput == viaHelp.standardOutput && viaFlag.standardOutput == viaShortFlag.standardOutput)
            let text = viaFlag.standardOutput
            #expect(text.hasPrefix("OVERVIEW: "), "\(command): \(text)")
            #expect(text.contains("\nUSAGE: graft \(command) "), "\(command): \(text)")
            let others = ["generate", "summarize", "graph", "dump"].filter { $0 != command }
            #expect(others.allSatisfy { !text.contains("USAGE: graft \($0)") }, "\(command) help shows only its own usage")
        }
        let generate = try graft(["generate", "--help"], in: folder).standardOutput
        for option in [
            "--output FILE", "--module NAME", "--output-module NAME", "--sources-list FILE", "--header FILE", "--define NAME", "--warnings-as-errors",
        ] {
            #expect(generate.contains(option), "generate help lacks \(option)")
        }
        let graph = try graft(["graph", "--help"], in: folder).standardOutput
        #expect(graph.contains("--output-module NAME") && graph.contains("providers read from other modules must be public."))
        #expect(!graph.contains("-o, --output FILE") && !graph.contains("--header FILE") && !graph.contains("--warnings-as-errors     "))
        let unknown = try graft(["help", "deploy"], in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.standardError.hasPrefix("graft: error: unknown command 'deploy' for 'help'; expected 'generate', 'summarize', 'graph' or 'dump'\n"))
    }

    @Test("--help lists every command and option the parser accepts; --version is the version the README tells users to depend on")
    func helpAndVersion() throws {
        let folder = try Repository.temporaryFolder("cli-help")
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = try graft(["--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.standardError == "")
        for command in ["generate", "summarize", "graph", "dump", "help"] {
            #expect(help.standardOutput.contains("USAGE: graft \(command)") || help.standardOutput.contains("       graft \(command)"), "\(command)")
        }
        let options = [
            ("generate", "-o, --output"), ("generate", "--module"), ("generate", "--output-module"), ("generate", "--package-module"),
            ("generate", "--sources-list"), ("generate", "--header"), ("generate", "-D, --define"), ("generate", "--warnings-as-errors"),
            ("generate", "--summary"), ("graph", "--format"), ("graph", "--dependencies"), ("summarize", "--module"), ("summarize", "--sources-list"),
        ]
        for (command, option) in options {
            #expect(help.standardOutput.contains(option), "--help lacks \(option)")
            // Every option the help names is one its command takes (an unknown one is rejected by name).
            for spelling in option.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let parsed = try graft([command, spelling], in: folder)
                #expect(!parsed.standardError.contains("unknown option"), "\(command) \(spelling): \(parsed.standardError)")
            }
        }
        #expect(try graft(["generate", "--colour"], in: folder).standardError.contains("unknown option '--colour' for 'generate'"))

        let version = try graft(["--version"], in: folder)
        #expect(version.status == 0)
        let changelog = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.firstMatch(of: /\n## (\d+\.\d+\.\d+)/)?.output.1)
        #expect(version.standardOutput == "graft \(newest)\n")
    }

    @Test("dump prints what the parser extracted, exactly as documented in docs/dump-schema.md")
    func dump() throws {
        let folder = Repository.fixture("Dump")
        let run = try graft(["dump", "Dump.swift"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == (try String(contentsOf: folder.appendingPathComponent("Expected.json"), encoding: .utf8)))
    }

    @Test("dump streams several files into one versioned document; an unreadable file prints nothing")
    func dumpSeveralFiles() throws {
        let folder = try Repository.temporaryFolder("cli-dump")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("struct A {}\n", to: "A.swift", in: folder)
        try write("import B\n", to: "B.swift", in: folder)
        let run = try graft(["dump", "A.swift", "B.swift"], in: folder)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["A.swift", "B.swift"])
        #expect((files[0]["types"] as? [[String: Any]])?.map { $0["name"] as? String } == ["A"])
        #expect((files[1]["imports"] as? [[String: Any]])?.map { $0["module"] as? String } == ["B"])

        let empty = try graft(["dump"], in: folder)
        #expect(empty.status == 64)

        let missing = try graft(["dump", "A.swift", "Missing.swift"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.standardOutput == "")
        #expect(missing.standardError == "graft: error: cannot read 'Missing.swift': No such file or directory\n")
    }

    @Test("graph prints the graph on standard output and the problems on standard error")
    func graph() throws {
        let folder = try Repository.temporaryFolder("cli-graph")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.root, to: "Root.swift", in: folder)
        try write(Self.child, to: "Child.swift", in: folder)
        let run = try graft(["graph", "--format", "text", "Root.swift", "Child.swift"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardOutput == "^->Root\n^->Root->Child\n    value: Int  <- Root.value (parent)\n")
        try write(Self.root.replacingOccurrences(of: "var value: Int { 1 }", with: ""), to: "Root.swift", in: folder)
        let broken = try graft(["graph", "--format", "text", "Root.swift", "Child.swift"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.standardOutput == "^->Root\n")
        #expect(broken.standardError.contains("error: missing dependency 'value: Int' of Child"))
    }

    @Test("a missing input file is an error, not a crash")
    func missingInput() throws {
        let folder = try Repository.temporaryFolder("cli-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try graft(["generate", "--output", "G.swift", "Nope.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError == "graft: error: cannot read 'Nope.swift': No such file or directory\n")
    }
}
