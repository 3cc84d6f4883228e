/// How two readers' facts about a set of files compare.
public struct Comparison: Sendable {
    /// One fact only one reader states.
    public struct Disagreement: Sendable, Comparable {
        /// The file's path.
        public let path: String
        /// The fact.
        public let fact: Fact
        /// True when only Graft states it (a false positive), false when only swift-syntax does (a miss).
        public let onlyGraft: Bool

        /// Orders by path, then fact.
        public static func < (lhs: Disagreement, rhs: Disagreement) -> Bool {
            (lhs.path, lhs.fact, lhs.onlyGraft ? 0 : 1) < (rhs.path, rhs.fact, rhs.onlyGraft ? 0 : 1)
        }

        /// `path:line: category: only Graft: text`, clickable in editors.
        public var description: String {
            "\(path):\(fact.line): \(fact.category.rawValue): \(onlyGraft ? "only Graft" : "only swift-syntax"): \(fact.text)"
        }
    }

    /// Counts for one category.
    public struct Counts: Sendable, Equatable {
        /// Facts both readers state.
        public var agreed = 0
        /// Facts only Graft states.
        public var onlyGraft = 0
        /// Facts only swift-syntax states.
        public var onlySyntax = 0

        /// Of the facts Graft states, the share swift-syntax states too; 1 when Graft states none.
        public var precision: Double { agreed + onlyGraft == 0 ? 1 : Double(agreed) / Double(agreed + onlyGraft) }
        /// Of the facts swift-syntax states, the share Graft states too; 1 when there are none.
        public var recall: Double { agreed + onlySyntax == 0 ? 1 : Double(agreed) / Double(agreed + onlySyntax) }
    }

    /// The counts per category.
    public private(set) var counts: [Fact.Category: Counts] = [:]
    /// Every fact only one reader states, sorted by file and line.
    public private(set) var disagreements: [Disagreement] = []
    /// The number of files compared.
    public private(set) var files = 0
    /// The number of bytes compared.
    public private(set) var bytes = 0

    /// An empty comparison.
    public init() {}

    /// Adds one file: each fact is matched with an equal fact of the other reader, as multisets.
    public mutating func add(path: String, size: Int, graft: [Fact], syntax: [Fact]) {
        files += 1
        bytes += size
        var remaining: [Fact: Int] = [:]
        for fact in syntax { remaining[fact, default: 0] += 1 }
        for fact in graft {
            if let count = remaining[fact], count > 0 {
                remaining[fact] = count - 1
                counts[fact.category, default: Counts()].agreed += 1
            } else {
                counts[fact.category, default: Counts()].onlyGraft += 1
                disagreements.append(Disagreement(path: path, fact: fact, onlyGraft: true))
            }
        }
        for (fact, count) in remaining where count > 0 {
            counts[fact.category, default: Counts()].onlySyntax += count
            for _ in 0..<count { disagreements.append(Disagreement(path: path, fact: fact, onlyGraft: false)) }
        }
    }

    /// Adds another comparison's files.
    public mutating func merge(_ other: Comparison) {
        files += other.files
        bytes += other.bytes
        for (category, count) in other.counts {
            counts[category, default: Counts()].agreed += count.agreed
            counts[category, default: Counts()].onlyGraft += count.onlyGraft
            counts[category, default: Counts()].onlySyntax += count.onlySyntax
        }
        disagreements += other.disagreements
    }

    /// The agreement over all categories: agreed facts over all distinct facts.
    public var agreement: Double {
        let all = counts.values.reduce(Counts()) { Counts(agreed: $0.agreed + $1.agreed, onlyGraft: $0.onlyGraft + $1.onlyGraft, onlySyntax: $0.onlySyntax + $1.onlySyntax) }
        let total = all.agreed + all.onlyGraft + all.onlySyntax
        return total == 0 ? 1 : Double(all.agreed) / Double(total)
    }

    /// A Markdown table of the counts, precision and recall per category.
    public var table: String {
        var lines = [
            "| category | facts agreed | only Graft | only swift-syntax | precision | recall |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for category in Fact.Category.allCases {
            let count = counts[category] ?? Counts()
            lines.append("| \(category.rawValue) | \(count.agreed) | \(count.onlyGraft) | \(count.onlySyntax) | \(Self.percent(count.precision)) | \(Self.percent(count.recall)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A share as a percentage with two decimals, rounded down so that 99.999% never prints as 100.00%.
    public static func percent(_ share: Double) -> String {
        let hundredths = Int((share * 10_000).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
