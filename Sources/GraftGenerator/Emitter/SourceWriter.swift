/// Generated Swift source, built as UTF-8 bytes.
///
/// The emitter writes many megabytes in small pieces; appending them to a byte array costs about
/// two thirds of appending interpolated strings to a `String`. The pieces are still written as
/// interpolated literals (`out += "var \(name): \(type)\n"`): a `SourceWriter.Line` interpolates
/// straight into bytes. Another writer's text is taken over as pieces (`append(taking:)`), not
/// copied: see `GeneratedSource`.
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
        writer.bytes += line.bytes
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
    struct Line: ExpressibleByStringInterpolation {
        fileprivate let bytes: [UInt8]

        init(stringLiteral value: String) {
            bytes = Array(value.utf8)
        }

        init(stringInterpolation: Interpolation) {
            bytes = stringInterpolation.bytes
        }

        /// Appends literal parts and interpolated values as UTF-8.
        struct Interpolation: StringInterpolationProtocol {
            fileprivate var bytes: [UInt8] = []

            init(literalCapacity: Int, interpolationCount: Int) {
                bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
            }

            mutating func appendLiteral(_ literal: String) {
                bytes.appendUTF8(literal)
            }

            mutating func appendInterpolation(_ text: String) {
                bytes.appendUTF8(text)
            }

            mutating func appendInterpolation(_ number: Int) {
                bytes.appendUTF8(String(number))
            }

            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                bytes.appendUTF8(value.description)
            }
        }
    }
}
