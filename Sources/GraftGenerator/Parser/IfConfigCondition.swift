/// The `#if` blocks a declaration sits in: for each, which branch, with the branch's condition and
/// the conditions of the branches before it (which are false when this branch is taken).
public struct IfConfigCondition: Hashable, Sendable, CustomStringConvertible {
    /// One enclosing `#if` block and the branch of it the declaration is in.
    public struct Branch: Hashable, Sendable {
        /// The branch's condition; nil for `#else`.
        public let condition: IfConfigClause?
        /// The conditions of the `#if` and `#elseif` branches before this one, in order.
        public let preceding: [IfConfigClause]
        /// Where the branch's directive is.
        public let location: SourceLocation

        /// Creates a branch.
        public init(condition: IfConfigClause?, preceding: [IfConfigClause], location: SourceLocation) {
            self.condition = condition
            self.preceding = preceding
            self.location = location
        }

        /// The branch as one condition: `!(A) && B`, `!(A) && (B || C)`.
        public var description: String {
            var terms = preceding.map { "!(\($0.text))" }
            if let condition { terms.append(terms.isEmpty || !condition.expression.isCompound ? condition.text : "(\(condition.text))") }
            return terms.joined(separator: " && ")
        }

        /// Whether the branch as one condition has `&&` or `||` at its top.
        var isCompound: Bool {
            preceding.count + (condition == nil ? 0 : 1) > 1 || condition?.expression.isCompound == true
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

    /// The innermost block's branch.
    public var innermostBranch: Branch { innermost.branch }

    /// The blocks around the innermost one; nil when it is the outermost.
    public var outer: IfConfigCondition? { innermost.outer.map(IfConfigCondition.init(link:)) }

    /// The innermost block's identity: two conditions with the same identity are the same chain
    /// of blocks, so a stage may decide each block once.
    public var identity: ObjectIdentifier { ObjectIdentifier(innermost) }

    private init(link: Link) {
        innermost = link
    }

    /// The value `known` gives the innermost block of this chain for which it gives one, and the
    /// blocks inside that one, outermost first: what a stage that decides each block once has yet
    /// to decide.
    func unknownBlocks<Value>(known: (ObjectIdentifier) -> Value?) -> (known: Value?, unknown: [IfConfigCondition]) {
        var unknown: [IfConfigCondition] = []
        var block: IfConfigCondition? = self
        while let current = block {
            if let value = known(current.identity) { return (value, unknown.reversed()) }
            unknown.append(current)
            block = current.outer
        }
        return (nil, unknown.reversed())
    }

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

    /// Hashes the innermost branch (equal conditions have equal innermost branches), so that
    /// hashing costs the same at any nesting depth.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(innermost.branch)
    }

    /// All branches as one condition, outermost first: `DEBUG && !(os(iOS))`, with parentheses
    /// wherever `&&` and `||` meet, so that it reads as the compiler decides it.
    public var description: String {
        let branches = branches
        guard branches.count > 1 else { return branches[0].description }
        return branches.map { $0.isCompound ? "(\($0.description))" : $0.description }.joined(separator: " && ")
    }
}

/// One `#if` or `#elseif` condition: the tree later stages evaluate and the text, spaced as
/// written, that diagnostics quote and generated `#if` lines repeat.
public struct IfConfigClause: Hashable, Sendable {
    /// The condition as written, one space wherever the source had space.
    public let text: String
    /// The condition parsed.
    public let expression: IfConfigExpression

    /// Creates a clause.
    public init(text: String, expression: IfConfigExpression) {
        self.text = text
        self.expression = expression
    }

}
