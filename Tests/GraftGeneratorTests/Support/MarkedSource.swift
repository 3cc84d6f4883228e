import Foundation

@testable import _GraftGeneratorCore

/// A snippet of Swift with positions marked by `1️⃣`, `2️⃣`…, as swift-format's tests mark them:
/// the markers are removed from the text, and an expected message names a position as `1️⃣`
/// instead of a line and column, so the test does not break when a line moves.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The file's path.
    let path: String
    /// The file's module, if the snippet names one.
    let module: String?
    /// The text without its markers.
    let text: String
    /// Each marker's `path:line:column`.
    let positions: [String: String]

    init(_ path: String, module: String? = nil, _ marked: String) {
        self.path = path
        self.module = module
        var text = ""
        var positions: [String: String] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                positions[marker] = "\(path):\(line):\(column)"
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
    }

    /// `expected` with each marker replaced by its `path:line:column` in one of `sources`.
    static func expand(_ expected: String, in sources: [MarkedSource]) -> String {
        var result = expected
        for source in sources {
            for (marker, position) in source.positions {
                result = result.replacingOccurrences(of: marker, with: position)
            }
        }
        return result
    }

    /// The file to give the generator.
    var source: SourceFile {
        SourceFile(path: path, module: module, text: text)
    }

    /// The graph the generator builds from `sources`, no flags set: what the rules in Rules/ decide.
    static func graph(_ sources: [MarkedSource]) -> DependencyGraph {
        Program(parsed: Generator.parse(sources.map(\.source)), defines: []).build().graph
    }

    /// The generator's rendered diagnostics for `sources`, with `options`.
    static func diagnose(_ sources: [MarkedSource], options: GeneratorOptions = GeneratorOptions()) -> String {
        Diagnostic.render(Generator.generate(sources.map(\.source), options: options).diagnostics)
    }
}
