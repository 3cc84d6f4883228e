/// A 64-bit hash of what a generator run depends on (settings, file contents, parse results), to
/// skip work whose inputs have not changed. Not cryptographic: it guards against rework, not against
/// tampering.
///
/// Bytes are taken eight at a time, each word xored into the state, multiplied by an odd constant
/// and folded (a multiply-xorshift step), rather than one at a time. Every step is a bijection of
/// the state, so two inputs that differ in one word and agree after it never end in the same state.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Creates an empty fingerprint.
    public init() {}

    /// The fingerprint whose hash is `value`: one kept as its number (`value`) and read back.
    init(value: UInt64) {
        state = value
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        var value = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 32
        state = value
    }

    /// Adds bytes, preceded by their length so that field boundaries count.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        // What `Words` does for one buffer, without keeping the last bytes apart first.
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        guard offset < bytes.count else { return }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        mix(tail)
    }

    /// Adds the bytes of `pieces` as if joined: the same as `combine(_:)` of the joined bytes,
    /// without joining them.
    public mutating func combine(joining pieces: [[UInt8]]) {
        mix(UInt64(pieces.reduce(0) { $0 + $1.count }))
        var words = Words()
        for piece in pieces { piece.withUnsafeBytes { words.add($0, to: &self) } }
        words.finish(into: &self)
    }

    /// Bytes mixed in eight at a time, in words that may begin in one buffer and end in the next;
    /// the last bytes, fewer than a word, in one more.
    private struct Words {
        /// The bytes of a word not yet complete, in the memory of the word they make.
        private var pending: UInt64 = 0
        private var pendingCount = 0

        @inline(__always)
        mutating func add(_ bytes: UnsafeRawBufferPointer, to fingerprint: inout Fingerprint) {
            var offset = 0
            while pendingCount > 0, offset < bytes.count {
                take(bytes[offset])
                offset += 1
                if pendingCount == 8 {
                    fingerprint.mix(pending)
                    (pending, pendingCount) = (0, 0)
                }
            }
            while offset + 8 <= bytes.count {
                fingerprint.mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < bytes.count {
                take(bytes[offset])
                offset += 1
            }
        }

        @inline(__always)
        private mutating func take(_ byte: UInt8) {
            withUnsafeMutableBytes(of: &pending) { $0[pendingCount] = byte }
            pendingCount += 1
        }

        /// Mixes in the last bytes, first byte highest.
        @inline(__always)
        func finish(into fingerprint: inout Fingerprint) {
            guard pendingCount > 0 else { return }
            var tail: UInt64 = 0
            withUnsafeBytes(of: pending) { for index in 0..<pendingCount { tail = tail << 8 | UInt64($0[index]) } }
            fingerprint.mix(tail)
        }
    }

    /// Adds bytes, preceded by their length.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Adds a string's UTF-8 bytes, preceded by their length.
    public mutating func combine(_ text: String) {
        // A string of the parser or the file system has its bytes in one piece: read in place.
        if text.utf8.withContiguousStorageIfAvailable({ combine(UnsafeRawBufferPointer($0)) }) != nil { return }
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Adds one byte.
    public mutating func combine(byte: UInt8) {
        mix(UInt64(byte))
    }

    /// Adds a 64-bit word: a hash made elsewhere, for one.
    mutating func combine(word: UInt64) {
        mix(word)
    }

    /// Adds an integer.
    public mutating func combine(integer: Int) {
        mix(UInt64(bitPattern: Int64(integer)))
    }

    /// What a run depends on besides its sources and its header: the tool's version and the options.
    public static func settings(of options: GeneratorOptions, version: String) -> [String] {
        [
            version, options.outputModule ?? "", options.packageModules.sorted().joined(separator: ","),
            options.defines.sorted().joined(separator: ","), options.warningsAsErrors ? "strict" : "lenient",
            "\(options.outputFiles) files",
        ]
    }

    /// The hash as a number.
    var value: UInt64 { state }

    /// Sixteen hexadecimal digits.
    public var description: String {
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
