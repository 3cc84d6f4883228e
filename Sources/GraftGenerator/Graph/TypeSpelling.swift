/// A type as written in the sources, with each name that refers to one of the sources'
/// declarations replaced by that declaration: `[Config]` inside `extension Env` in module
/// `Services` becomes `[`, the symbol of `Services`' `Env.Config`, `]`. The emitter turns it back into text that
/// means the same type in the output module, where `Config` alone names nothing.
struct TypeSpelling: Hashable, Sendable {
    /// A piece of the written type.
    enum Part: Hashable, Sendable {
        /// Text kept as written: punctuation, keywords, names of types the sources do not declare.
        case text(String)
        /// A name that refers to this declaration.
        case declaration(SymbolID)
    }

    /// The pieces in order.
    let parts: [Part]

    /// The text, naming each declaration with `name(symbol)`.
    func text(naming name: (SymbolID) -> String) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .declaration(let symbol): out += name(symbol)
            }
        }
        return out
    }
}

extension GraphBuilderState {
    /// The spelling of `text`, a type written inside `scope` of a file seen from `context`,
    /// whose chains of names at type positions the parser found (`names`): every chain that reaches
    /// a declaration of the sources is marked with its symbol; the longest prefix of a chain that
    /// resolves is used, so `Config.Type` marks `Config`.
    func spelling(of text: String, names: TypeNameChains, from scope: NamePath?, in context: NameLookup.Context) -> TypeSpelling {
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String {
            String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        }
        var parts: [TypeSpelling.Part] = []
        var copied = 0
        for chain in names.chains {
            let words = chain.map { range in
                let word = slice(range)
                return Name(word.hasPrefix("`") ? String(word.dropFirst().dropLast()) : word)
            }
            var length = words.count
            var symbol: SymbolID?
            while length > 0, symbol == nil {
                symbol = lookup.resolve(Array(words.prefix(length)), from: scope, in: context)
                if symbol == nil { length -= 1 }
            }
            guard let symbol, let first = chain.first, first.lowerBound >= copied else { continue }
            if first.lowerBound > copied { parts.append(.text(slice(copied..<first.lowerBound))) }
            parts.append(.declaration(symbol))
            copied = chain[length - 1].upperBound
        }
        if bytes.count > copied { parts.append(.text(slice(copied..<bytes.count))) }
        return TypeSpelling(parts: parts)
    }
}
