/// A parsed `graft` command line: what to do, with which inputs.
public enum Invocation: Equatable, Sendable {
    /// `graft generate`: write the providers for the inputs.
    case generate(GenerateArguments)
    /// `graft dump FILE…`: print what the parser extracted, as JSON.
    case dump(files: [InputFile])
    /// `graft summarize --output FILE …`: write what the generator needs of the files, for
    /// `generate --summary`.
    case summarize(SummarizeArguments)
    /// `graft graph --format F …`: print the resolved graph.
    case graph(GraphArguments)
    /// `graft --help`, `graft help [COMMAND]`, `graft COMMAND --help`: the usage of one command, or of all.
    case help(command: String?)
    /// `graft --version`
    case version

    /// The version `--version` prints.
    public static let toolVersion = "0.1.0"

    /// A Swift file to read and the module it belongs to, if grouped.
    public struct InputFile: Equatable, Sendable {
        /// The path as given.
        public let path: String
        /// The module, when `--module` or a sources list grouped it.
        public let module: String?

        /// Creates an input file.
        public init(path: String, module: String?) {
            self.path = path
            self.module = module
        }
    }

    /// The arguments of `graft generate`.
    public struct GenerateArguments: Equatable, Sendable {
        /// Where to write the generated Swift: one file, or the files it is split over (one
        /// `--output` each).
        public var outputs: [String]
        /// The Swift files named on the command line, with their modules.
        public var files: [InputFile]
        /// Files that list further inputs, one per line: `PATH` or `MODULE<TAB>PATH`; each with
        /// the `--module` given before it, the module of its `PATH` lines.
        public var sourcesLists: [InputFile]
        /// The module the generated file compiles into.
        public var outputModule: String?
        /// Other modules of the output module's package.
        public var packageModules: [String]
        /// A file whose text goes after the generated file's banner.
        public var headerFile: String?
        /// Flags set for `#if`.
        public var defines: [String]
        /// Whether warnings fail the run.
        public var warningsAsErrors: Bool
        /// The folder for the record of the last successful run; nil: beside the output.
        public var recordDirectory: String? = nil
        /// Whether to write test doubles of the dependency protocols instead of the providers.
        public var mocks = false
        /// Summaries (`graft summarize`) read in place of the sources they were made of.
        public var summaries: [String] = []
    }

    /// The arguments of `graft summarize`: the inputs of `generate` and the summary to write.
    public struct SummarizeArguments: Equatable, Sendable {
        /// Where to write the summary.
        public var output: String
        /// The Swift files named on the command line, with their modules.
        public var files: [InputFile]
        /// Files that list further inputs, as for `generate`.
        public var sourcesLists: [InputFile]
    }

    /// The arguments of `graft graph`: the inputs of `generate` (without an output) and a format.
    public struct GraphArguments: Equatable, Sendable {
        /// The inputs, parsed as for `generate`; its `outputs` are `["-"]`, unused.
        public var inputs: GenerateArguments
        /// The format to print.
        public var format: GraphFormat
        /// Whether DOT and Mermaid show each resolved dependency as a dashed edge.
        public var dependencies: Bool
    }

    /// A command line that cannot be run; reported with the usage and exit code 64.
    public struct UsageError: Error, Equatable, Sendable {
        /// What is wrong.
        public let message: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        guard let command = arguments.first else {
            return .failure(UsageError(message: "missing command; expected \(expectedCommands)"))
        }
        let rest = Array(arguments.dropFirst())
        if Self.commands.contains(command), rest.contains("--help") || rest.contains("-h") {
            return .success(.help(command: command))
        }
        switch command {
        case "--help", "-h":
            return .success(.help(command: nil))
        case "help":
            guard let topic = rest.first else { return .success(.help(command: nil)) }
            guard Self.commands.contains(topic), rest.count == 1 else {
                return .failure(UsageError(message: "unknown command '\(rest.joined(separator: " "))' for 'help'; expected \(expectedCommands)"))
            }
            return .success(.help(command: topic))
        case "--version":
            return .success(.version)
        case "dump":
            return parseFiles(rest, command: "dump").map { .dump(files: $0) }
        case "generate":
            return parseGenerate(rest, command: "generate").map { .generate($0) }
        case "graph":
            return parseGraph(rest)
        case "summarize":
            return parseSummarize(rest)
        default:
            return .failure(UsageError(message: "unknown command '\(command)'; expected \(expectedCommands)"))
        }
    }

    private static func parseFiles(_ arguments: [String], command: String) -> Result<[InputFile], UsageError> {
        var files: [InputFile] = []
        var module: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--module" {
                guard index + 1 < arguments.count else { return .failure(UsageError(message: "--module needs a module name")) }
                module = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--") {
                return .failure(UsageError(message: "unknown option '\(argument)' for '\(command)'"))
            }
            files.append(InputFile(path: argument, module: module))
            index += 1
        }
        guard !files.isEmpty else { return .failure(UsageError(message: "'\(command)' needs at least one Swift file")) }
        return .success(files)
    }

    /// `summarize` takes the input options of `generate` and one `--output`.
    private static func parseSummarize(_ arguments: [String]) -> Result<Invocation, UsageError> {
        for argument in arguments where argument.hasPrefix("-") && !summarizeOptions.contains(argument) {
            return .failure(UsageError(message: "unknown option '\(argument)' for 'summarize'"))
        }
        return parseGenerate(arguments, command: "summarize").flatMap { parsed in
            guard parsed.outputs.count == 1 else { return .failure(UsageError(message: "'summarize' writes one summary; give one --output")) }
            return .success(.summarize(SummarizeArguments(output: parsed.outputs[0], files: parsed.files, sourcesLists: parsed.sourcesLists)))
        }
    }

    /// The options `summarize` takes.
    private static let summarizeOptions: Set<String> = ["--output", "-o", "--module", "--sources-list"]

    private static func parseGraph(_ arguments: [String]) -> Result<Invocation, UsageError> {
        var format: GraphFormat?
        var dependencies = false
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--format":
                guard index + 1 < arguments.count, let parsed = GraphFormat(rawValue: arguments[index + 1]) else {
                    let formats = GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(UsageError(message: "--format needs one of: \(formats)"))
                }
                format = parsed
                index += 2
            case "--dependencies":
                dependencies = true
                index += 1
            case "--output", "-o", "--header", "--warnings-as-errors", "--record-dir":
                return .failure(UsageError(message: "unknown option '\(arguments[index])' for 'graph'"))
            default:
                rest.append(arguments[index])
                index += 1
            }
        }
        guard let format else { return .failure(UsageError(message: "'graph' needs --format dot|mermaid|json|text|html")) }
        return parseGenerate(["--output", "-"] + rest, command: "graph").map {
            .graph(GraphArguments(inputs: $0, format: format, dependencies: dependencies))
        }
    }

    /// The options of `generate` that take a value.
    private static let valueOptions: Set<String> = [
        "--output", "-o", "--module", "--output-module", "--package-module", "--sources-list", "--header", "--define", "-D",
        "--record-dir", "--summary",
    ]

    private static func parseGenerate(_ arguments: [String], command: String) -> Result<GenerateArguments, UsageError> {
        var result = GenerateArguments(
            outputs: [], files: [], sourcesLists: [], outputModule: nil, packageModules: [], headerFile: nil, defines: [],
            warningsAsErrors: false
        )
        var module: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if Self.valueOptions.contains(argument) {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    return .failure(UsageError(message: "\(argument) needs a value"))
                }
                let value = arguments[index]
                index += 1
                switch argument {
                case "--output", "-o":
                    guard !result.outputs.contains(value) else { return .failure(UsageError(message: "--output '\(value)' is given twice")) }
                    result.outputs.append(value)
                case "--module": module = value
                case "--output-module": result.outputModule = value
                case "--package-module": result.packageModules.append(value)
                case "--sources-list": result.sourcesLists.append(InputFile(path: value, module: module))
                case "--header": result.headerFile = value
                case "--record-dir": result.recordDirectory = value
                case "--summary": result.summaries.append(value)
                default: result.defines.append(value)
                }
            } else if argument == "--warnings-as-errors" {
                result.warningsAsErrors = true
            } else if argument == "--mocks", command == "generate" {
                result.mocks = true
            } else if argument.hasPrefix("-") {
                return .failure(UsageError(message: "unknown option '\(argument)' for '\(command)'"))
            } else {
                result.files.append(InputFile(path: argument, module: module))
            }
        }
        guard !result.outputs.isEmpty else { return .failure(UsageError(message: "'\(command)' needs --output FILE")) }
        guard !result.mocks || result.outputs.count == 1 else {
            return .failure(UsageError(message: "--mocks writes one file; give one --output"))
        }
        guard !result.files.isEmpty || !result.sourcesLists.isEmpty || !result.summaries.isEmpty else {
            let summaries = command == "summarize" ? "" : ", --sources-list FILE or --summary FILE"
            return .failure(UsageError(message: "'\(command)' needs Swift files\(summaries.isEmpty ? " or --sources-list FILE" : summaries)"))
        }
        return .success(result)
    }

    /// Reads a sources list's text: one input per line, `PATH` or `MODULE<TAB>PATH`; blank lines
    /// are skipped. Lines without a module take `defaultModule`.
    public static func parseSourcesList(_ text: String, defaultModule: String?) -> [InputFile] {
        // Bytes, not characters: a list of thousands of paths is read on every build.
        var inputs: [InputFile] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var last = end
            if last > start, bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            let line = bytes[start..<last]
            if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
                if let tab = line.firstIndex(of: UInt8(ascii: "\t")) {
                    inputs.append(InputFile(path: String(decoding: line[(tab + 1)...], as: UTF8.self), module: String(decoding: line[..<tab], as: UTF8.self)))
                } else {
                    inputs.append(InputFile(path: String(decoding: line, as: UTF8.self), module: defaultModule))
                }
            }
            start = end + 1
        }
        return inputs
    }

    /// The commands `graft` runs.
    public static let commands = ["generate", "summarize", "graph", "dump"]

    /// The commands, as error messages list them.
    private static var expectedCommands: String {
        let quoted = commands.map { "'\($0)'" }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }

    /// The text `graft help COMMAND` and `graft COMMAND --help` print: the command's part of `usage`
    /// (its line of USAGE, its description, its options); all of `usage` for nil.
    public static func usage(for command: String?) -> String {
        guard let command else { return usage }
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var usageLine = lines.first { $0.contains("graft \(command) ") }?.trimmingLeadingSpaces ?? "graft \(command)"
        if usageLine.hasPrefix("USAGE: ") { usageLine = String(usageLine.dropFirst(7)) }
        // The command's description: its line under COMMANDS and the indented lines after it.
        var description: [String] = []
        if let start = lines.firstIndex(where: { $0.hasPrefix("  \(command) ") }) {
            description.append(String(lines[start].dropFirst(2 + command.count)).trimmingLeadingSpaces)
            for line in lines[(start + 1)...] {
                guard line.hasPrefix("             ") else { break }
                description.append(line.trimmingLeadingSpaces)
            }
        }
        var text = "OVERVIEW: \(description.joined(separator: "\n          "))\n\nUSAGE: \(usageLine)\n"
        switch command {
        case "generate":
            text += "\nOPTIONS:\n" + options(in: lines, excluding: [])
        case "summarize":
            text += """

                OPTIONS:
                  -o, --output FILE        Where to write the summary (only if its content changed).
                  --module NAME            The module of the files that follow (repeatable).
                  --sources-list FILE      Read inputs from FILE, one per line: PATH (in the module of
                                           the --module before it) or MODULE<TAB>PATH.

                """
        case "graph":
            text += "\nOPTIONS: --format dot|mermaid|json|text|html, --dependencies, and the input options of generate:\n"
            text += options(in: lines, excluding: ["--output", "--header", "--warnings-as-errors", "--record-dir", "--mocks"])
        default:
            text += "\nOPTIONS:\n  --module NAME            The module of the files that follow (repeatable).\n"
        }
        return text + "\n" + (lines.first { $0.hasPrefix("EXIT STATUS") } ?? "")
    }

    /// The option blocks of `generate` in `lines` (an option's line and its continuation lines),
    /// without the options named in `excluded`.
    private static func options(in lines: [String], excluding excluded: Set<String>) -> String {
        guard let start = lines.firstIndex(of: "OPTIONS (generate):") else { return "" }
        var kept: [String] = []
        var keeping = true
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            if line.hasPrefix("  -") {
                let names = line.split(separator: " ").prefix { $0.hasPrefix("-") }.map { String($0.filter { $0 != "," }) }
                keeping = excluded.isDisjoint(with: names)
            }
            if keeping { kept.append(line) }
        }
        return kept.joined(separator: "\n") + "\n"
    }

    /// The text `--help` prints.
    public static let usage = """
        OVERVIEW: Graft's generator: checks a dependency-injection graph and writes its providers.

        USAGE: graft generate --output FILE [options] [FILE…]
               graft summarize --output FILE [--module NAME] [FILE…]
               graft graph --format dot|mermaid|json|text|html [--dependencies] [options] [FILE…]
               graft dump FILE…
               graft help [COMMAND] | graft COMMAND --help | graft --version

        COMMANDS:
          generate   Parse the Swift files, resolve every component's dependencies to the nearest
                     ancestor on every path, write the providers to FILE (only if its content
                     changed), and report problems as file:line:column diagnostics.
          summarize  Parse one module's Swift files and write what the graph needs of them (its
                     components, protocols, creation sites, imports, conditions and locations) to
                     FILE, for 'generate --summary': a build system summarizes each module in its
                     own cached step (docs/summary-format.md, docs/bazel.md).
          graph      Print the resolved graph: Graphviz DOT, Mermaid, JSON (docs/graph-schema.md), a
                     text list of paths with where each requirement comes from, or one HTML page
                     to search components and their paths in a browser. Takes the inputs
                     and options of 'generate' except --output, --header and --warnings-as-errors;
                     --dependencies adds a dashed edge per resolved dependency to DOT and Mermaid.
                     Problems are reported as by 'generate'; the graph shows what could be built.
          dump       Print what the parser extracted from each file as JSON (see docs/dump-schema.md).

        OPTIONS (generate):
          -o, --output FILE        Where to write the generated Swift. Always written, even for an
                                   empty graph; never written when an error is reported. Repeat it to
                                   split the providers over several files, which the compiler checks
                                   in parallel; a graph edit rewrites only the files it changes.
          --module NAME            The module of the files that follow (repeatable).
          --output-module NAME     The module the generated file compiles into; enables the rule that
                                   providers read from other modules must be public.
          --package-module NAME    Another module of the output module's package (repeatable): its
                                   types need no @retroactive and its package declarations count
                                   as visible.
          --sources-list FILE      Read inputs from FILE, one per line: PATH (in the module of
                                   the --module before it) or MODULE<TAB>PATH.
          --summary FILE           Read a summary written by 'graft summarize' in place of its
                                   sources (repeatable): the same output and diagnostics. A run
                                   with summaries keeps no record; the build system decides.
          --header FILE            Put FILE's text after the generated file's first line.
          -D, --define NAME        Treat NAME as set when evaluating #if (repeatable).
          --warnings-as-errors     Report warnings as errors and fail.
          --record-dir DIR         Keep the record of the last successful run (which lets an unchanged
                                   rerun return at once) in DIR instead of beside the output.
          --mocks                  Write a test double for each dependency protocol instead of the
                                   providers: a class taking every requirement in its initializer.

        EXIT STATUS: 0 success, 1 errors reported, 64 bad command line.
        """
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }
}
