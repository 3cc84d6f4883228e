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

        /// The branch as one condition: `!(A) && B`, `!(A) && (B || C)`.
        public var description: String {
            var terms = preceding.map { "!(\($0))" }
            if let condition { terms.append(terms.isEmpty || !IfConfigCondition.isCompound(condition) ? condition : "(\(condition))") }
            return terms.joined(separator: " && ")
        }
    }

    /// One block in a chain shared between the declarations under it, innermost last, so that
    /// entering a block costs the same at any nesting depth.
    final class Link: Sendable {
        let branch: Branch
        let outer: Link?

        init(branch: Branch, outer: Link?) {
            self.branch = branch
            self.outer = outer
        }
    }

    private let innermost: Link

    /// The enclosing blocks, outermost first.
    public var branches: [Branch] {
        var result: [Branch] = []
        var link: Link? = innermost
        while let current = link {
            result.append(current.branch)
            link = current.outer
        }
        return result.reversed()
    }

    /// Creates a condition from its branches, outermost first; nil when there are none.
    public init?(branches: [Branch]) {
        var link: Link?
        for branch in branches { link = Link(branch: branch, outer: link) }
        guard let link else { return nil }
        innermost = link
    }

    /// The condition of one block inside the blocks of `outer`.
    init(_ branch: Branch, inside outer: IfConfigCondition?) {
        innermost = Link(branch: branch, outer: outer?.innermost)
    }

    /// Whether two conditions have the same branches.
    public static func == (lhs: IfConfigCondition, rhs: IfConfigCondition) -> Bool {
        lhs.innermost === rhs.innermost || lhs.branches == rhs.branches
    }

    /// Hashes the branches.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(branches)
    }

    /// All branches as one condition, outermost first: `DEBUG && !(os(iOS))`, with parentheses
    /// wherever `&&` and `||` meet, so that it reads as the compiler decides it.
    public var description: String {
        let parts = branches.map(\.description)
        return parts.count == 1 ? parts[0] : parts.map { Self.isCompound($0) ? "(\($0))" : $0 }.joined(separator: " && ")
    }

    /// Whether a condition contains `&&` or `||`, so that it needs parentheses next to another.
    static func isCompound(_ condition: String) -> Bool {
        condition.contains("&&") || condition.contains("||")
    }
}
