/// Where the names of a type's text (`PropertyDeclaration.typeText`) are: each chain of names at a
/// type position (`Env.Config`, `Services.Store`, but not a tuple label, nor a member after a
/// chain's generic arguments), found by the parser in the tokens it read the type from, so that a
/// later stage can replace a chain, or its first names, by what they refer to without reading the
/// text again.
public struct TypeNameChains: Hashable, Sendable {
    /// For each chain, the number of its names, then the start and end byte offsets of each name
    /// in the text (backticks included): one array however many chains.
    private let offsets: [Int32]

    /// Chains given as their flat offsets (see `offsets`).
    init(offsets: [Int32]) {
        self.offsets = offsets
    }

    /// Each chain as the byte ranges of its names in the text, in order.
    public var chains: [[Range<Int>]] {
        var result: [[Range<Int>]] = []
        var position = 0
        while position < offsets.count {
            let count = Int(offsets[position])
            result.append(
                (0..<count).map { name in
                    Int(offsets[position + 1 + 2 * name])..<Int(offsets[position + 2 + 2 * name])
                })
            position += 1 + 2 * count
        }
        return result
    }
}

extension TypeNameChains: FieldWritable {
    /// The offsets: derived from the tokens the type's text is made of, they change with it.
    func write(into builder: inout some FieldWriter) {
        builder.add(numbers: offsets)
    }
}
