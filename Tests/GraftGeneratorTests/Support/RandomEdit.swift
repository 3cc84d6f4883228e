import SyntheticCorpus

/// Random edits of source text, for tests of what a rerun after an edit does.
enum RandomEdit {
    /// One random edit of the kinds people make and the kinds that break code: a line break, a
    /// token, text deleted, a line repeated.
    static func apply(to text: String, using generator: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        let offset = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            bytes.insert(UInt8(ascii: "\n"), at: offset)
        case 1:
            let tokens = [" ", "x", "}", "{", "\"", "// note\n", "#if DEBUG\n", "#endif\n", "(parent: self)", "let y = 1\n", "/*"]
            bytes.insert(contentsOf: Array(tokens.randomElement(using: &generator)!.utf8), at: offset)
        case 2:
            bytes.removeSubrange(offset..<min(bytes.count, offset + Int.random(in: 1...6, using: &generator)))
        default:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Int.random(in: 0..<lines.count, using: &generator)
            return (lines[...line] + [lines[line]] + lines[(line + 1)...]).joined(separator: "\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
