/// The stage for a graph that depends on `#if` conditions only the compiler can decide (`DEBUG`,
/// `os(iOS)`, flags not given): build and resolve map over every combination of their values, and
/// the output mirrors the configurations with `#if`, so that one file is right in every build.
///
/// A problem found in some configurations only is a warning of the generator's and, in the file, an
/// `#error` placed with `#sourceLocation` at the user's line in those configurations (a `#warning`
/// in the others), so that building such a configuration fails there.
struct Configurations {
    /// The most undecided conditions one graph may depend on; each doubles the configurations.
    static let maximum = 6

    /// One configuration: the condition a generated `#if` tests (`DEBUG && !os(iOS)`) and the value
    /// of each undecided condition.
    typealias Configuration = (condition: String, values: [IfConfigAtom: Bool])

    /// One configuration's condition and its resolution.
    typealias Run = (condition: String, resolution: Resolution)

    /// Every combination of values, in a fixed order, all true first.
    let all: [Configuration]

    /// The configurations of `graph`: nil when it depends on no undecided condition, or on more
    /// than `maximum` (see `tooMany(in:)`).
    init?(of graph: DependencyGraph) {
        let undecided = graph.undecidedConditions
        guard !undecided.isEmpty, undecided.count <= Self.maximum else { return nil }
        all = Self.combinations(of: undecided)
    }

    /// Every combination of values of `undecided`. A build targets one `os(…)`, one `arch(…)` and
    /// one `targetEnvironment(…)`, so combinations that set two of a kind are left out.
    private static func combinations(of undecided: [IfConfigAtom]) -> [Configuration] {
        var result: [Configuration] = []
        for combination in 0..<(1 << undecided.count) {
            var values: [IfConfigAtom: Bool] = [:]
            var terms: [String] = []
            for (position, atom) in undecided.enumerated() {
                let value = combination & (1 << position) == 0
                values[atom] = value
                terms.append(value ? atom.description : "!\(atom)")
            }
            let chosenKinds = values.filter(\.value).compactMap(\.key.exclusiveKind)
            guard Set(chosenKinds).count == chosenKinds.count else { continue }
            result.append((terms.joined(separator: " && "), values))
        }
        return result
    }

    /// Builds and resolves `program` in each configuration; each graph's working tables are freed
    /// on another thread by `releasing` while the next is built.
    func resolve(_ program: Program, options: GeneratorOptions, releasing: BackgroundRelease) -> [Run] {
        all.map { condition, values in (condition, program.build(deciding: values, releasing: releasing).resolve(options: options)) }
    }

    /// The test doubles' resolution (`Resolver.resolveForTestDoubles(_:)`) in each configuration.
    func resolveForTestDoubles(_ program: Program) -> [(condition: String, resolved: ResolvedGraph)] {
        let releasing = BackgroundRelease()
        return all.map { condition, values in
            (condition, Resolver.resolveForTestDoubles(program.build(deciding: values, releasing: releasing).graph))
        }
    }

    /// The result of `runs`: what every configuration reports stands; what only some report is a
    /// warning naming them, and each file mirrors the configurations' bodies, with the errors only
    /// some configurations have as `#error`s in those.
    static func mirrored(_ runs: [Run], options: GeneratorOptions) -> GeneratorResult {
        // Each distinct diagnostic is hashed once, numbered in order of first appearance; the runs
        // are then compared by number.
        var numbers: [Diagnostic: Int] = [:]
        var distinct: [Diagnostic] = []
        let numbered = runs.map { run in
            run.resolution.diagnostics.map { diagnostic in
                if let number = numbers[diagnostic] { return number }
                numbers[diagnostic] = distinct.count
                distinct.append(diagnostic)
                return distinct.count - 1
            }
        }
        let owned = numbered.map(Set.init)
        var runCounts = [Int](repeating: 0, count: distinct.count)
        for own in owned { for number in own { runCounts[number] += 1 } }
        let everywhere = runCounts.map { $0 == runs.count }
        var diagnostics = distinct.indices.filter { everywhere[$0] }.map { distinct[$0] }
        var partial: [Int: [String]] = [:]
        for (run, own) in zip(runs, numbered) {
            // A component reachable in some configurations is an ordinary debug-only screen (created
            // under `#if DEBUG`): only one reachable in none is worth a word.
            for number in own where !everywhere[number] && distinct[number].id != .unreachableComponent {
                partial[number, default: []].append(run.condition)
            }
        }
        // An error only some configurations have is the compiler's to report, once per build: the
        // output holds an `#error` at the user's line in those configurations and a `#warning` in
        // the others, so each build shows each problem once. Other partial problems, and errors
        // under --warnings-as-errors, are the generator's own; so is an error that every
        // configuration has at the same place in words of its own (a requirement missing on
        // other paths in each: `MissingDependencies`), which no build can escape.
        var runsWithErrorAt: [ErrorPlace: Set<Int>] = [:]
        for (run, own) in owned.enumerated() {
            for number in own where distinct[number].severity == .error { runsWithErrorAt[ErrorPlace(distinct[number]), default: []].insert(run) }
        }
        var carried: [Int: Diagnostic] = [:]
        for (number, conditions) in partial {
            let diagnostic = distinct[number]
            let place = Printer.anyOf(conditions)
            let reported = Diagnostic(
                diagnostic.id, diagnostic.severity, at: diagnostic.location, message: "in builds where \(place): \(diagnostic.message)",
                notes: diagnostic.notes)
            if diagnostic.severity == .error && !options.warningsAsErrors && runsWithErrorAt[ErrorPlace(diagnostic)]?.count != runs.count {
                carried[number] = reported
            } else {
                diagnostics.append(reported)
            }
        }
        let parts = runs.indices.map { index in
            let (run, numbers, own) = (runs[index], numbered[index], owned[index])
            return (
                condition: run.condition,
                bodies: run.resolution.emitBodies(options: options),
                errors: numbers.filter { distinct[$0].severity == .error && !everywhere[$0] }.map { distinct[$0] }.sorted(),
                warnings: carried.filter { !own.contains($0.key) }.map(\.value).sorted()
            )
        }
        let sources = Emitter.emit(configurations: parts, header: options.header)
        return GeneratorResult(
            sources: sources, diagnostics: Array(Set(diagnostics)).sorted(), placed: parts.flatMap { $0.errors + $0.warnings },
            resolved: runs[0].resolution.resolved)
    }

    /// The error for a graph that depends on more undecided conditions than `maximum`, or nil: at
    /// the first use of the condition found last (in file order), with a note at the first use of
    /// each of the others.
    static func tooMany(in graph: DependencyGraph) -> Diagnostic? {
        let conditions = graph.undecidedConditions
        guard conditions.count > maximum else { return nil }
        let locations = graph.undecidedLocations
        let unknown = SourceLocation(path: "", line: 1, column: 1)
        let byPlace = conditions.sorted { (locations[$0] ?? unknown, $0) < (locations[$1] ?? unknown, $1) }
        let last = byPlace[byPlace.count - 1]
        return Diagnostic(
            .tooManyConditions, at: locations[last] ?? unknown, "\(conditions.count)", conditions.map(\.description).joined(separator: ", "),
            "\(maximum)",
            notes: byPlace.dropLast().map { Diagnostic.Note(location: locations[$0] ?? unknown, message: "'\($0)' is first used here") }
        )
    }
}

/// Where an error is, and which: what two configurations' wordings of one problem share.
private struct ErrorPlace: Hashable {
    let id: DiagnosticID
    let location: SourceLocation

    init(_ diagnostic: Diagnostic) {
        id = diagnostic.id
        location = diagnostic.location
    }
}
