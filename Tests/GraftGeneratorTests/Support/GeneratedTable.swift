/// The lookup tables of a generated file, read back for tests: each line with its numbers replaced
/// by the names of the classes they stand for, in the table's own syntax
/// (`ScoreSheetComponent GameComponent RootComponent > GraftProvider_0 1 2`), so that a test says
/// which chain creates which provider without depending on how the classes are numbered.
enum GeneratedTable {
    /// The lines of every table in `text`, in order.
    static func lines(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "= GraftLookupTable(\n") {
            rest = rest[start.upperBound...]
            let classes = list(after: "    classes: [\n", in: &rest)
            let providers = list(after: "    providers: [\n", in: &rest)
            guard let open = rest.range(of: "    entries: \"\"\"\n"), let close = rest.range(of: "\n    \"\"\"\n") else { break }
            for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
                result.append(named(line.trimmingCharacters(in: .whitespaces), classes: classes, providers: providers))
            }
            rest = rest[close.upperBound...]
        }
        return result
    }

    /// The names listed one a line (`        Name.self,`) after `heading`, up to `    ],`.
    private static func list(after heading: String, in rest: inout Substring) -> [String] {
        guard let start = rest.range(of: heading), let end = rest[start.upperBound...].range(of: "    ],\n") else { return [] }
        let names = rest[start.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            String(line.trimmingCharacters(in: .whitespaces).dropLast(".self,".count))
        }
        rest = rest[end.upperBound...]
        return names
    }

    /// `line` with each class number a name and the provider number after `>` a provider's name.
    private static func named(_ line: String, classes: [String], providers: [String]) -> String {
        let parts = line.components(separatedBy: " > ")
        guard parts.count == 2 else { return "unreadable: \(line)" }
        let chain = parts[0].split(separator: " ").map { token -> String in
            let exact = token.hasPrefix("=")
            let names = token.dropFirst(exact ? 1 : 0).split(separator: "|").map {
                Int($0).map { classes.indices.contains($0) ? classes[$0] : "?\($0)" } ?? "?"
            }
            return (exact ? "=" : "") + names.joined(separator: "|")
        }
        var tail = parts[1].split(separator: " ").map(String.init)
        if let provider = tail.first.flatMap({ Int($0) }) { tail[0] = providers.indices.contains(provider) ? providers[provider] : "?\(provider)" }
        return (chain + [">"] + tail).joined(separator: " ")
    }
}
