/// Generated Swift source, built as UTF-8 bytes.
///
/// The emitter writes many megabytes in small pieces; appending them to a byte array costs about
/// two thirds of appending interpolated strings to a `String`. The pieces are still written as
/// interpolated literals (`out += "var \(name): \(type)\n"`): a `SourceWriter.Line` gathers the
/// parts' bytes in place as the compiler builds it, and `+=` copies them into the writer's. Another
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

    /// A piece of source: an interpolated literal, its bytes gathered as it is built.
    ///
    /// A line keeps its first bytes in place (a fixed buffer inside the value, no allocation) and
    /// only a longer line's in an array; each part is copied once as the compiler builds the line
    /// and the whole line once into the writer. A line makes no byte buffer of its own in the
    /// common case: one per line would be an allocation for each of the hundreds of thousands of
    /// pieces a large graph's file is written in.
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
            if let overflow = parts.overflow { return bytes.append(contentsOf: overflow) }
            let count = parts.count
            Swift.withUnsafeBytes(of: parts.inline) { bytes.append(bytesOf: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
        }

        /// The bytes of a line, as it is built.
        struct Interpolation: StringInterpolationProtocol {
            /// 128 bytes held in place.
            fileprivate typealias InlineBytes = (
                UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
            )
            /// The bytes held in place, when they fit; an array holds them otherwise.
            fileprivate var inline: InlineBytes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            /// How many bytes `inline` holds.
            fileprivate var count = 0
            /// All the bytes, once they outgrow `inline`.
            fileprivate var overflow: [UInt8]?

            init(literalCapacity: Int, interpolationCount: Int) {}

            private mutating func append(_ source: UnsafeRawBufferPointer) {
                guard let start = source.baseAddress, !source.isEmpty else { return }
                if overflow == nil, count + source.count <= MemoryLayout.size(ofValue: inline) {
                    let offset = count
                    Swift.withUnsafeMutableBytes(of: &inline) { held in
                        held.baseAddress.unsafelyUnwrapped.advanced(by: offset).copyMemory(from: start, byteCount: source.count)
                    }
                    count += source.count
                    return
                }
                var bytes: [UInt8] = []
                if let taken = overflow {
                    bytes = taken
                    overflow = nil  // so that `bytes` is the array's only reference, appended to in place
                } else {
                    let held = count
                    Swift.withUnsafeBytes(of: &inline) { bytes.append(bytesOf: UnsafeRawBufferPointer(rebasing: $0.prefix(held))) }
                }
                bytes.append(bytesOf: source)
                overflow = bytes
            }

            mutating func appendLiteral(_ literal: StaticString) {
                literal.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
            }

            mutating func appendInterpolation(_ text: String) {
                var text = text
                text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
            }

            mutating func appendInterpolation(_ number: Int) {
                withDecimalDigits(of: number) { append($0) }
            }

            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                appendInterpolation(value.description)
            }
        }
    }
}
