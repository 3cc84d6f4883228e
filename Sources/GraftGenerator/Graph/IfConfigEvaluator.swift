/// Decides which `#if` branches the generator takes.
///
/// Conditions use three-valued logic: `true`, `false`, the flags given with `--define` and
/// `canImport` of a module among the inputs evaluate; `os(…)`, `arch(…)` and flags not given are
/// unknown, because the generator cannot know the configuration of the build it runs for. An
/// unknown condition is assumed true, so the first branch of an `#if` whose condition is unknown is
/// taken and the branches after it are not; each such assumption becomes a warning when a
/// declaration the graph uses depends on it.
public struct IfConfigEvaluator: Sendable {
    /// Flags defined for the build (`-D NAME`), which evaluate to true.
    let defines: Set<String>
    /// Modules known to be importable, for `canImport`.
    let modules: Set<String>
    /// Values chosen for conditions the generator cannot know (`DEBUG`, `os(iOS)`): one build
    /// configuration among those the generated file must serve.
    let configuration: [IfConfigAtom: Bool]

    /// Creates an evaluator.
    public init(defines: Set<String>, modules: Set<String>, configuration: [IfConfigAtom: Bool] = [:]) {
        self.defines = defines
        self.modules = modules.union(["Graft", "Swift"])
        self.configuration = configuration
    }

    /// The same evaluator in one build configuration: `values` decide the conditions it cannot know.
    func deciding(_ values: [IfConfigAtom: Bool]) -> IfConfigEvaluator {
        IfConfigEvaluator(defines: defines, modules: modules.subtracting(["Graft", "Swift"]), configuration: values)
    }

    /// The conditions of one branch (its own and those of the branches before it) that this
    /// evaluator cannot decide, each once.
    func undecided(in branch: IfConfigCondition.Branch) -> [IfConfigAtom] {
        var atoms: [IfConfigAtom] = []
        for clause in branch.preceding + (branch.condition.map { [$0] } ?? []) {
            for atom in clause.expression.atoms where value(of: atom) == nil && !atoms.contains(atom) { atoms.append(atom) }
        }
        return atoms
    }

    /// Whether one block's branch is taken (whatever the blocks around it decide), and the
    /// assumptions made to decide it: a condition it cannot decide is assumed true.
    func isActive(_ branch: IfConfigCondition.Branch) -> (active: Bool, assumptions: [Diagnostic]) {
        var assumptions: [Diagnostic] = []
        var active = true
        for preceding in branch.preceding {
            switch evaluate(preceding.expression) {
            case false?:
                continue
            case true?:
                active = false
            case nil:
                active = false
                assumptions.append(Diagnostic(.precedingConditionAssumed, at: branch.location, preceding.text))
            }
        }
        if let own = branch.condition {
            switch evaluate(own.expression) {
            case true?: break
            case false?: active = false
            case nil: assumptions.append(Diagnostic(.conditionAssumed, at: branch.location, own.text))
            }
        }
        return (active, assumptions)
    }

    /// Evaluates a condition: true, false, or nil when it cannot be known here.
    func evaluate(_ condition: IfConfigExpression) -> Bool? {
        condition.evaluate(value(of:))
    }

    /// An atom's value: set by `--define`, known (`canImport` of an input module, `swift(>=5.9)`),
    /// chosen by the configuration, or nil.
    func value(of atom: IfConfigAtom) -> Bool? {
        let known: Bool?
        switch (atom.name, atom.argument) {
        case (let name, nil):
            known = defines.contains(name) ? true : nil
        case ("canImport", let argument?):
            let module = argument.split(separator: ",").first.map { String($0).split(separator: ".").first.map(String.init) ?? "" } ?? ""
            known = modules.contains(module) ? true : nil
        case ("swift", let argument?), ("compiler", let argument?):
            known = compareVersion(argument)
        default:
            known = defines.contains(atom.description) ? true : nil
        }
        return known ?? configuration[atom]
    }

    /// `>=5.9` or `<6.0` against Swift 6.0, the oldest compiler Graft supports.
    private func compareVersion(_ argument: String) -> Bool? {
        let trimmed = argument.filter { $0 != " " }
        let isAtLeast = trimmed.hasPrefix(">=")
        let isBelow = trimmed.hasPrefix("<")
        guard isAtLeast || isBelow else { return nil }
        let number = trimmed.dropFirst(isAtLeast ? 2 : 1)
        let parts = number.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        let minor = parts.count > 1 ? parts[1] : 0
        let atMostSix = major < 6 || (major == 6 && minor == 0)
        guard atMostSix else { return nil }
        return isAtLeast
    }
}
