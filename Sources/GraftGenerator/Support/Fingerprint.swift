/// A 64-bit FNV-1a hash of what a generator run depends on (settings, file contents, parse results),
/// to skip work whose inputs have not changed. Not cryptographic: it guards against rework, not against tampering.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Creates an empty fingerprint.
    public init() {}

    /// Adds bytes, preceded by their length so that field boundaries count.
    public mutating func combine(_ bytes: [UInt8]) {
        combineLength(bytes.count)
        var hash = state
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
            }
        }
        state = hash
    }

    /// Adds a string.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            combineLength(buffer.count)
            var hash = state
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
            }
            state = hash
        }
    }

    /// Adds one byte.
    public mutating func combine(byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0100_0000_01B3
    }

    /// Adds an integer, as eight bytes.
    public mutating func combine(integer: Int) {
        combineLength(integer)
    }

    private mutating func combineLength(_ length: Int) {
        var value = UInt64(bitPattern: Int64(length))
        for _ in 0..<8 {
            state = (state ^ (value & 0xFF)) &* 0x0100_0000_01B3
            value >>= 8
        }
    }

    /// What a run depends on besides its sources and its header: the tool's version and the options.
    public static func settings(of options: GeneratorOptions, version: String) -> [String] {
        [
            version, options.outputModule ?? "", options.packageModules.sorted().joined(separator: ","),
            options.defines.sorted().joined(separator: ","), options.warningsAsErrors ? "strict" : "lenient",
        ]
    }

    /// Sixteen hexadecimal digits.
    public var description: String {
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
