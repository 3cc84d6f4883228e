/// The `#if` blocks a declaration sits in: for each, which branch, with the branch's condition and
/// the conditions of the branches before it (which are false when this branch is taken).
public struct IfConfigCondition: Hashable, Sendable, CustomStringConvertible {
    /// One enclosing `#if` block and the branch of it the declaration is in.
    public struct Branch: Hashable, Sendable {
        /// The branch's condition text; nil for `#else`.
        public let condition: String?
        /// The conditions of the `#if` and `#elseif` branches before this one, in order.
        public let preceding: [String]
        /// Where the branch's directive is.
        public let location: SourceLocation

        /// Creates a branch.
        public init(condition: String?, preceding: [String], location: SourceLocation) {
            self.condition = condition
            self.preceding = preceding
            self.location = location
        }

        /// The branch as one condition: `!(A) && B`.
        public var description: String {
            let negated = preceding.map { "!(\($0))" }
            return (negated + (condition.map { [$0] } ?? [])).joined(separator: " && ")
        }
    }

    /// The enclosing blocks, outermost first.
    public let branches: [Branch]

    /// Creates a condition from its branches, outermost first.
    public init(branches: [Branch]) {
        self.branches = branches
    }

    /// All branches as one condition, outermost first: `DEBUG && !(os(iOS))`.
    public var description: String {
        branches.map { branches.count > 1 && $0.preceding.count + ($0.condition == nil ? 0 : 1) > 1 ? "(\($0.description))" : $0.description }
            .joined(separator: " && ")
    }
}
