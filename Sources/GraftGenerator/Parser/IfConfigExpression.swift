/// A `#if` condition as a tree, parsed once from the directive's tokens: later stages evaluate
/// it by walking it and never read its text again.
public indirect enum IfConfigExpression: Hashable, Sendable {
    /// `true` or `false`.
    case literal(Bool)
    /// A flag (`DEBUG`) or a call (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`).
    case atom(IfConfigAtom)
    /// `!operand`.
    case not(IfConfigExpression)
    /// `left && right`.
    case and(IfConfigExpression, IfConfigExpression)
    /// `left || right`.
    case or(IfConfigExpression, IfConfigExpression)
    /// A condition that does not parse (`(`, `A B`, nested more than 64 levels): never decided,
    /// and the compiler reports it.
    case malformed

    /// The most operators and parentheses inside one another that a condition may nest.
    static let maximumDepth = 64

    /// Whether the tree's top is `&&` or `||`, so that next to another operator it needs
    /// parentheses.
    public var isCompound: Bool {
        switch self {
        case .and, .or: return true
        case .literal, .atom, .not, .malformed: return false
        }
    }

    /// Each atom of the condition once, in the order they are written.
    public var atoms: [IfConfigAtom] {
        var found: [IfConfigAtom] = []
        var pending = [self]
        while let expression = pending.popLast() {
            switch expression {
            case .atom(let atom): if !found.contains(atom) { found.append(atom) }
            case .not(let operand): pending.append(operand)
            case .and(let left, let right), .or(let left, let right): pending.append(contentsOf: [right, left])
            case .literal, .malformed: break
            }
        }
        return found
    }

    /// Three-valued evaluation: true, false, or nil when `value` leaves an atom it reaches
    /// undecided. Both operands of `&&` and `||` count, as the compiler's do: `false && X` is false
    /// and `true || X` is true whatever X is.
    public func evaluate(_ value: (IfConfigAtom) -> Bool?) -> Bool? {
        switch self {
        case .literal(let literal): return literal
        case .atom(let atom): return value(atom)
        case .not(let operand): return operand.evaluate(value).map { !$0 }
        case .and(let left, let right):
            let (left, right) = (left.evaluate(value), right.evaluate(value))
            return left == false || right == false ? false : (left == true && right == true ? true : nil)
        case .or(let left, let right):
            let (left, right) = (left.evaluate(value), right.evaluate(value))
            return left == true || right == true ? true : (left == false && right == false ? false : nil)
        case .malformed: return nil
        }
    }
}

/// The part of a `#if` condition whose value comes from outside: a flag (`DEBUG`) or a call
/// (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, `targetEnvironment(simulator)`).
public struct IfConfigAtom: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The flag, or the called function's name.
    public let name: String
    /// A call's argument with the spaces dropped (`>=5.9`, `UIKit`); nil for a flag.
    public let argument: String?

    /// Creates an atom.
    public init(name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    /// The atom as written without spaces: `DEBUG`, `os(iOS)`.
    public var description: String {
        argument.map { "\(name)(\($0))" } ?? name
    }

    /// For a condition of which a build has exactly one value (`os`, `arch`,
    /// `targetEnvironment`), that kind: two atoms of one kind are never both true.
    public var exclusiveKind: String? {
        argument != nil && ["os", "arch", "targetEnvironment"].contains(name) ? name : nil
    }

    /// Atoms in the order of their text.
    public static func < (lhs: IfConfigAtom, rhs: IfConfigAtom) -> Bool {
        lhs.description < rhs.description
    }
}
