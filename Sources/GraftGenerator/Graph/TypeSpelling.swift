/// A type as written in the sources, with each name that refers to one of the sources'
/// declarations replaced by that declaration's key: `[Config]` inside `extension Env` in module
/// `Services` becomes `[`, `Services::Env.Config`, `]`. The emitter turns it back into text that
/// means the same type in the output module, where `Config` alone names nothing.
public struct TypeSpelling: Hashable, Sendable {
    /// A piece of the written type.
    public enum Part: Hashable, Sendable {
        /// Text kept as written: punctuation, keywords, names of types the sources do not declare.
        case text(String)
        /// A name that refers to the declaration with this key (`DeclarationKey`).
        case declaration(key: String)
    }

    /// The pieces in order.
    public let parts: [Part]

    /// Creates a spelling from its pieces.
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The text, naming each declaration with `name(key)`.
    public func text(naming name: (String) -> String) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .declaration(let key): out += name(key)
            }
        }
        return out
    }
}

extension GraphBuilderState {
    /// The spelling of `text`, a type written inside `scope` (a key) of a file seen from `context`:
    /// every chain of names at a type position (`Env.Config`, `Services.Store`, but not a tuple label
    /// or a member after `.Type`) that reaches a declaration of the sources is marked with its key;
    /// the longest prefix of a chain that resolves is used, so `Config.Type` marks `Config`.
    func spelling(of text: String, from scope: String?, in context: NameLookup.Context) -> TypeSpelling {
        let file = Lexer.tokenize(SourceFile(path: "", text: text))
        let tokens = file.tokens
        var parts: [TypeSpelling.Part] = []
        var copied = 0
        var brackets: [TokenKind] = []
        var index = 0
        func flush(upTo offset: Int) {
            guard offset > copied else { return }
            parts.append(.text(file.source.text(copied..<offset)))
            copied = offset
        }
        func isName(_ position: Int) -> Bool {
            position < tokens.count && (tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier)
        }
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket: brackets.append(token.kind)
            case .rightParen, .rightBracket: _ = brackets.popLast()
            default: break
            }
            let afterPeriod = index > 0 && tokens[index - 1].kind == .period
            let isLabel =
                brackets.last == .leftParen && index + 1 < tokens.count
                && (tokens[index + 1].kind == .colon || isName(index + 1))
            guard isName(index), !afterPeriod, !isLabel else {
                index += 1
                continue
            }
            // The chain `A.B.C` (no generic arguments between its names).
            var chain = [index]
            while isName(chain[chain.count - 1] + 2), tokens[chain[chain.count - 1] + 1].kind == .period {
                chain.append(chain[chain.count - 1] + 2)
            }
            let names = chain.map { position in
                let word = file.text(of: tokens[position])
                return tokens[position].kind == .backtickIdentifier ? String(word.dropFirst().dropLast()) : word
            }
            var length = names.count
            var key: String?
            while length > 0, key == nil {
                key = lookup.resolve(Array(names.prefix(length)), from: scope, in: context)
                if key == nil { length -= 1 }
            }
            if let key {
                flush(upTo: tokens[chain[0]].start)
                parts.append(.declaration(key: key))
                copied = tokens[chain[length - 1]].end
            }
            index = chain[max(length, 1) - 1] + 1
        }
        flush(upTo: file.source.bytes.count)
        return TypeSpelling(parts: parts)
    }
}
