/// Generated Swift source, built as UTF-8 bytes.
///
/// The emitter writes many megabytes in small pieces; appending them to a byte array costs about
/// two thirds of appending interpolated strings to a `String`. The pieces are still written as
/// interpolated literals (`out += "var \(name): \(type)\n"`): a `SourceWriter.Line` interpolates
/// straight into bytes.
struct SourceWriter: Sendable {
    /// The source so far.
    private(set) var bytes: [UInt8] = []

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The source as a string.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a piece of source written as an interpolated literal.
    static func += (writer: inout SourceWriter, line: Line) {
        writer.bytes += line.bytes
    }

    /// Appends text held in a string. (Not a `+=`: a literal would then be made a `String`, the
    /// default for literals, instead of a `Line`.)
    mutating func append(_ text: String) {
        bytes += text.utf8
    }

    /// Appends the description of a path, as `ResolvedGraph.describe(_:)` writes it.
    mutating func append(path: [Int], of resolved: ResolvedGraph) {
        resolved.describe(path, into: &bytes)
    }

    /// Appends what another writer holds.
    static func += (writer: inout SourceWriter, other: SourceWriter) {
        writer.bytes += other.bytes
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
                bytes += literal.utf8
            }

            mutating func appendInterpolation(_ text: String) {
                bytes += text.utf8
            }

            mutating func appendInterpolation(_ number: Int) {
                bytes += String(number).utf8
            }

            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                bytes += value.description.utf8
            }
        }
    }
}
