/// A closed set of words the parser recognises (modifiers, accessor keywords), each with its
/// value, found by comparing a token with the words of its length only: most tokens the parser
/// asks about are words of another length, and are answered without a comparison.
struct WordTable<Value: Sendable>: Sendable {
    /// Every word's bytes, one after another.
    private let bytes: [UInt8]
    /// Each word's first byte in `bytes`, with its value, shortest words first.
    private let entries: [(offset: Int, value: Value)]
    /// For each length, the first of `entries` of that length; the entries of length `n` are
    /// `firstEntry[n]..<firstEntry[n + 1]`.
    private let firstEntry: [Int]

    /// A table of `words`.
    init(_ words: [(String, Value)]) {
        let sorted = words.map { (Array($0.0.utf8), $0.1) }.sorted { $0.0.count < $1.0.count }
        var bytes: [UInt8] = []
        var entries: [(offset: Int, value: Value)] = []
        var firstEntry: [Int] = [0]
        for (word, value) in sorted {
            while firstEntry.count <= word.count { firstEntry.append(entries.count) }
            entries.append((bytes.count, value))
            bytes += word
        }
        firstEntry.append(entries.count)
        (self.bytes, self.entries, self.firstEntry) = (bytes, entries, firstEntry)
    }

    /// The value of the word an identifier token of `file` spells, if it is one of the table's.
    func value(of token: Token, in file: TokenizedFile) -> Value? {
        let count = token.end - token.start
        guard token.kind == .identifier, count + 1 < firstEntry.count else { return nil }
        let candidates = firstEntry[count]..<firstEntry[count + 1]
        guard !candidates.isEmpty else { return nil }
        return file.source.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeBufferPointer { words in
                for entry in candidates {
                    let offset = entries[entry].offset
                    var index = 0
                    while index < count, words[offset + index] == source[token.start + index] { index += 1 }
                    if index == count { return entries[entry].value }
                }
                return nil
            }
        }
    }
}
