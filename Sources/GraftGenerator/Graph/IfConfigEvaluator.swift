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
    public let defines: Set<String>
    /// Modules known to be importable, for `canImport`.
    public let modules: Set<String>
    /// Values chosen for conditions the generator cannot know (`DEBUG`, `os(iOS)`), keyed by their
    /// text without spaces: one build configuration among those the generated file must serve.
    public let configuration: [String: Bool]

    /// Creates an evaluator.
    public init(defines: Set<String>, modules: Set<String>, configuration: [String: Bool] = [:]) {
        self.defines = defines
        self.modules = modules.union(["Graft", "Swift"])
        self.configuration = configuration
    }

    /// The same evaluator in one build configuration: `values` decide the conditions it cannot know.
    public func deciding(_ values: [String: Bool]) -> IfConfigEvaluator {
        IfConfigEvaluator(defines: defines, modules: modules.subtracting(["Graft", "Swift"]), configuration: values)
    }

    /// The conditions under `condition` that this evaluator cannot decide (`DEBUG`, `os(iOS)`,
    /// `canImport(UIKit)` of a module not among the inputs), each once, by their text without spaces.
    public func undecided(in condition: IfConfigCondition?) -> [String] {
        undecidedAtoms(in: condition).map(\.atom)
    }

    /// `undecided(in:)` with the directive of the branch where each atom is first found.
    func undecidedAtoms(in condition: IfConfigCondition?) -> [(atom: String, location: SourceLocation)] {
        guard let condition else { return [] }
        var atoms: [(atom: String, location: SourceLocation)] = []
        for branch in condition.branches {
            for text in branch.preceding + (branch.condition.map { [$0] } ?? []) {
                let file = Lexer.tokenize(SourceFile(path: "", text: text))
                var parser = ConditionParser(file: file, evaluator: self)
                _ = parser.parseOr()
                for atom in parser.unknown where !atoms.contains(where: { $0.atom == atom }) {
                    atoms.append((atom, branch.location))
                }
            }
        }
        return atoms
    }

    /// Whether a declaration under `condition` is compiled, and the assumptions made to decide it.
    public func isActive(_ condition: IfConfigCondition?) -> (active: Bool, assumptions: [Diagnostic]) {
        guard let condition else { return (true, []) }
        var assumptions: [Diagnostic] = []
        var active = true
        for branch in condition.branches {
            for preceding in branch.preceding {
                switch evaluate(preceding) {
                case false?:
                    continue
                case true?:
                    active = false
                case nil:
                    active = false
                    assumptions.append(
                        Diagnostic(
                            .precedingConditionAssumed, at: branch.location, preceding
                        ))
                }
            }
            if let own = branch.condition {
                switch evaluate(own) {
                case true?: break
                case false?: active = false
                case nil:
                    assumptions.append(
                        Diagnostic(
                            .conditionAssumed, at: branch.location, own
                        ))
                }
            }
        }
        return (active, assumptions)
    }

    /// Evaluates a condition: true, false, or nil when it cannot be known here.
    public func evaluate(_ condition: String) -> Bool? {
        let file = Lexer.tokenize(SourceFile(path: "", text: condition))
        var parser = ConditionParser(file: file, evaluator: self)
        let value = parser.parseOr()
        guard parser.atEnd, file.diagnostics.isEmpty else { return nil }
        return value
    }

    fileprivate func evaluateCall(_ name: String, argument: String) -> Bool? {
        switch name {
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0).split(separator: ".").first.map(String.init) ?? "" } ?? ""
            return modules.contains(module) ? true : nil
        case "swift", "compiler":
            return compareVersion(argument)
        default:
            return defines.contains("\(name)(\(argument))") ? true : nil
        }
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

/// Recursive descent over a condition's tokens: `||`, `&&`, `!`, parentheses, names and calls.
private struct ConditionParser {
    let file: TokenizedFile
    let evaluator: IfConfigEvaluator
    var index = 0
    var depth = 0
    /// The conditions met that could not be decided, in order.
    var unknown: [String] = []

    init(file: TokenizedFile, evaluator: IfConfigEvaluator) {
        self.file = file
        self.evaluator = evaluator
    }

    var atEnd: Bool { file.tokens[index].kind == .endOfFile }

    private var current: Token { file.tokens[index] }

    private mutating func advance() {
        if index < file.tokens.count - 1 { index += 1 }
    }

    mutating func parseOr() -> Bool? {
        var value = parseAnd()
        while current.kind == .operator, file.token(current, is: "||") {
            advance()
            let right = parseAnd()
            value = value == true || right == true ? true : (value == false && right == false ? false : nil)
        }
        return value
    }

    private mutating func parseAnd() -> Bool? {
        var value = parseUnary()
        while current.kind == .operator, file.token(current, is: "&&") {
            advance()
            let right = parseUnary()
            value = value == false || right == false ? false : (value == true && right == true ? true : nil)
        }
        return value
    }

    private mutating func parseUnary() -> Bool? {
        guard depth < 64 else { return nil }
        depth += 1
        defer { depth -= 1 }
        if current.kind == .operator, file.token(current, is: "!") {
            advance()
            return parseUnary().map { !$0 }
        }
        if current.kind == .leftParen {
            advance()
            let value = parseOr()
            guard current.kind == .rightParen else { return nil }
            advance()
            return value
        }
        guard current.kind == .identifier else {
            advance()
            return nil
        }
        let name = file.text(of: current)
        advance()
        if current.kind == .leftParen {
            let start = index + 1
            var level = 0
            repeat {
                if current.kind == .leftParen { level += 1 }
                if current.kind == .rightParen { level -= 1 }
                advance()
            } while level > 0 && !atEnd
            let argument = (start..<max(start, index - 1)).map { file.text(of: file.tokens[$0]) }.joined()
            return evaluator.evaluateCall(name, argument: argument) ?? decide("\(name)(\(argument))")
        }
        switch name {
        case "true": return true
        case "false": return false
        default: return evaluator.defines.contains(name) ? true : decide(name)
        }
    }

    /// A condition the evaluator cannot know: the configuration's value, or nil (recorded).
    private mutating func decide(_ atom: String) -> Bool? {
        if let value = evaluator.configuration[atom] { return value }
        if !unknown.contains(atom) { unknown.append(atom) }
        return nil
    }
}
