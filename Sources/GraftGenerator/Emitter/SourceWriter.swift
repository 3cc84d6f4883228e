/// Generated Swift source, built as UTF-8 bytes.
///
/// The emitter writes many megabytes in small pieces; appending them to a byte array costs about
/// two thirds of appending interpolated strings to a `String`. The pieces are still written as
/// interpolated literals (`out += "var \(name): \(type)\n"`): a `SourceWriter.Line` keeps the
/// parts, and `+=` copies their bytes into the writer's, with no buffer in between. Another
/// writer's text is taken over as pieces (`append(taking:)`), not copied: see `GeneratedSource`.
struct SourceWriter: Sendable {
    /// The pieces taken over or finished, in order, before `bytes`.
    private var pieces: [[UInt8]] = []
    /// The source written since the last piece.
    private var bytes: [UInt8] = []

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The source written, as the pieces of a file.
    var source: GeneratedSource {
        GeneratedSource(pieces: pieces + [bytes])
    }

    /// The source as a string.
    var text: String {
        source.text
    }

    /// Appends a piece of source written as an interpolated literal.
    static func += (writer: inout SourceWriter, line: Line) {
        line.write(into: &writer.bytes)
    }

    /// Appends text held in a string. (Not a `+=`: a literal would then be made a `String`, the
    /// default for literals, instead of a `Line`.)
    mutating func append(_ text: String) {
        bytes.appendUTF8(text)
    }

    /// Appends the description of a path, as `ResolvedGraph.describe(_:)` writes it.
    mutating func append(path: [Int], of resolved: ResolvedGraph) {
        resolved.describe(path, into: &bytes)
    }

    /// Appends what `other` holds by taking over its pieces, and leaves it empty.
    mutating func append(taking other: inout SourceWriter) {
        if !bytes.isEmpty {
            pieces.append(bytes)
            bytes = []
        }
        pieces += other.pieces
        pieces.append(other.bytes)
        other = SourceWriter()
    }

    /// A piece of source: an interpolated literal whose parts are appended as bytes.
    ///
    /// A line holds its parts, not their bytes: the literal parts as the static strings the
    /// compiler wrote, the values as they are, the first eight in place and the rest in an array.
    /// A line makes no byte buffer of its own: one per line would be an allocation for each of the
    /// hundreds of thousands of pieces a large graph's file is written in.
    struct Line: ExpressibleByStringInterpolation {
        fileprivate let parts: Interpolation

        init(stringLiteral value: StaticString) {
            var parts = Interpolation(literalCapacity: 0, interpolationCount: 0)
            parts.appendLiteral(value)
            self.parts = parts
        }

        init(stringInterpolation: Interpolation) {
            parts = stringInterpolation
        }

        /// Appends the line's UTF-8 bytes to `bytes`.
        fileprivate func write(into bytes: inout [UInt8]) {
            let inline = min(parts.count, Interpolation.inlineCount)
            if inline > 0 { parts.first.0.write(into: &bytes) }
            if inline > 1 { parts.first.1.write(into: &bytes) }
            if inline > 2 { parts.first.2.write(into: &bytes) }
            if inline > 3 { parts.first.3.write(into: &bytes) }
            if inline > 4 { parts.second.0.write(into: &bytes) }
            if inline > 5 { parts.second.1.write(into: &bytes) }
            if inline > 6 { parts.second.2.write(into: &bytes) }
            if inline > 7 { parts.second.3.write(into: &bytes) }
            for part in parts.overflow { part.write(into: &bytes) }
        }

        /// One part of a line.
        fileprivate enum Part {
            case literal(StaticString)
            case text(String)
            case number(Int)

            func write(into bytes: inout [UInt8]) {
                switch self {
                case .literal(let literal): literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
                case .text(let text): bytes.appendUTF8(text)
                case .number(let number): bytes.appendDecimal(number)
                }
            }
        }

        /// The parts of a line, in order.
        struct Interpolation: StringInterpolationProtocol {
            /// How many parts a line holds in place; the rest go to `overflow`.
            fileprivate static let inlineCount = 8
            fileprivate var count = 0
            fileprivate var first: (Part, Part, Part, Part) = (.number(0), .number(0), .number(0), .number(0))
            fileprivate var second: (Part, Part, Part, Part) = (.number(0), .number(0), .number(0), .number(0))
            fileprivate var overflow: [Part] = []

            init(literalCapacity: Int, interpolationCount: Int) {}

            private mutating func append(_ part: Part) {
                switch count {
                case 0: first.0 = part
                case 1: first.1 = part
                case 2: first.2 = part
                case 3: first.3 = part
                case 4: second.0 = part
                case 5: second.1 = part
                case 6: second.2 = part
                case 7: second.3 = part
                default: overflow.append(part)
                }
                count += 1
            }

            mutating func appendLiteral(_ literal: StaticString) {
                if literal.utf8CodeUnitCount > 0 { append(.literal(literal)) }
            }

            mutating func appendInterpolation(_ text: String) {
                append(.text(text))
            }

            mutating func appendInterpolation(_ number: Int) {
                append(.number(number))
            }

            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                append(.text(value.description))
            }
        }
    }
}
