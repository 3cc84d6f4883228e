/// How far apart two names are, for "did you mean" notes.
enum EditDistance {
    /// The Levenshtein distance between `a` and `b`, counting Unicode scalars.
    static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = previous
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// Whether `written` is probably a misspelling of `candidate`: different, and within a third of
    /// the candidate's length (at least one edit), ignoring case.
    static func isClose(_ written: String, _ candidate: String) -> Bool {
        guard written != candidate, !candidate.isEmpty else { return false }
        let limit = max(1, candidate.count / 3)
        guard abs(written.count - candidate.count) <= limit else { return false }
        return between(written.lowercased(), candidate.lowercased()) <= limit
    }
}
