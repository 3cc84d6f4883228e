/// One thing a reader of Swift says about a file, in a form both readers can state: a category,
/// the line it is on, and a text that both readers spell the same way when they agree.
public struct Fact: Hashable, Sendable, Comparable {
    /// The kinds of fact compared; each is reported with its own precision and recall.
    public enum Category: String, CaseIterable, Sendable, Comparable {
        /// A class, struct, enum, actor, protocol or extension, by kind and qualified name.
        case types
        /// One entry of an inheritance clause, with the type that declares it.
        case inheritance
        /// A property at depth 1 of a type body, by owner, name, `static` and annotated type.
        case properties
        /// Whether a property stores or computes, and the accessors it names.
        case accessors
        /// A call with a `parent:` argument inside a type's members, by owner and callee.
        case callSites
        /// The `#if` condition around a type, property or import.
        case conditions
        /// An import, by kind and path.
        case imports
        /// A typealias, by qualified name and target.
        case typealiases
        /// A function, initialiser or subscript at depth 1 of a type body, by owner and name: what a
        /// reader that lost its place in a literal would drop without a type or property to show it.
        case members

        /// Orders categories as declared.
        public static func < (lhs: Category, rhs: Category) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// What kind of fact this is.
    public let category: Category
    /// The 1-based line of the declaration or call.
    public let line: Int
    /// The fact, spelled the same way by both readers.
    public let text: String

    /// Creates a fact.
    public init(_ category: Category, line: Int, _ text: String) {
        self.category = category
        self.line = line
        self.text = text
    }

    /// Orders by category, line, then text.
    public static func < (lhs: Fact, rhs: Fact) -> Bool {
        (lhs.category, lhs.line, lhs.text) < (rhs.category, rhs.line, rhs.text)
    }
}

/// The spellings both readers share.
enum Spelling {
    /// The text with every whitespace character and comment removed, so that `[String : Int]` and
    /// `[String: Int]` agree.
    static func squeezed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if character == "/" {
                let next = characters.next()
                if next == "/" {
                    while let skipped = characters.next(), skipped != "\n" {}
                    continue
                }
                if next == "*" {
                    var previous: Character = " "
                    while let skipped = characters.next() {
                        if previous == "*", skipped == "/" { break }
                        previous = skipped
                    }
                    continue
                }
                result.append(character)
                pending = next
                continue
            }
            if !character.isWhitespace { result.append(character) }
        }
        return result
    }

    /// A callee without generic arguments and without a trailing `.init`: `Module.Child<T>.init` is
    /// `Module.Child`, `.init` is `.init`.
    static func callee(_ text: String) -> String {
        var result = withoutGenericArguments(text)
        if result.hasSuffix(".init"), result.count > 5 { result.removeLast(5) }
        return result
    }

    /// An extended type's name without generic arguments: `Array<Int>` is `Array`.
    static func withoutGenericArguments(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in squeezed(text) {
            if character == "<" { depth += 1; continue }
            if character == ">" { depth -= 1; continue }
            if depth == 0 { result.append(character) }
        }
        return result
    }

    /// An extended type's name as Graft's dump canonicalises it: without generic arguments and
    /// without a leading `Swift.` (`extension Swift.Duration` extends `Duration`; see
    /// docs/dump-schema.md).
    static func extendedType(_ text: String) -> String {
        // Backticks only escape a keyword (`Outer.`Protocol``): Graft states names without them.
        let name = withoutGenericArguments(text).filter { $0 != "`" }
        return name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
    }

    /// The `#if` branches around a declaration as one condition, outermost first. Each branch is
    /// the negated conditions of the branches before it and its own condition (none for `#else`).
    static func condition(_ branches: [(preceding: [String], condition: String?)]) -> String? {
        guard !branches.isEmpty else { return nil }
        let parts = branches.map { branch -> String in
            var terms = branch.preceding.map { "!(\(squeezed($0)))" }
            if let own = branch.condition.map(squeezed) { terms.append(terms.isEmpty || !isCompound(own) ? own : "(\(own))") }
            return terms.joined(separator: "&&")
        }
        return parts.count == 1 ? parts[0] : parts.map { isCompound($0) ? "(\($0))" : $0 }.joined(separator: "&&")
    }

    /// Whether a condition has a top-level `&&` or `||` somewhere, so that it needs parentheses
    /// next to another condition.
    static func isCompound(_ condition: String) -> Bool {
        condition.contains("&&") || condition.contains("||")
    }
}
