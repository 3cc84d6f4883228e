extension Diagnostic {
    /// The diagnostic in the compiler's format, one line for it and one per note:
    /// `path:line:column: error: message`.
    public var rendered: String {
        var lines = ["\(location.description): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(note.location.description): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// Sorts diagnostics, drops exact repeats and renders them, one per line block.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var seen = Set<Diagnostic>()
        var lines: [String] = []
        for diagnostic in diagnostics.sorted() where seen.insert(diagnostic).inserted {
            lines.append(diagnostic.rendered)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
