/// The text of one Swift file as UTF-8 bytes, with a table of line starts for locations.
public struct SourceFile: Sendable {
    /// The path used in diagnostics.
    public let path: String
    /// The module the file belongs to, when the caller groups files by module.
    public let module: String?
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; the first entry is 0. A line ends at `\n`, `\r`
    /// or `\r\n`.
    public let lineStarts: [Int]
    /// The path, interned: the file of every location in it.
    let file: Name

    /// Creates a source file from its bytes.
    public init(path: String, module: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.module = module
        self.bytes = bytes
        file = Name(path)
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBytes { buffer in
            // `\n`, `\r` and `\r\n` each end a line, as they do for the compiler.
            var index = 0
            func step() {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                } else if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                }
            }
            // Eight bytes at a time: straight to the first line break in them, or past them.
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let breaks = Self.lineBreakMarks(word)
                if breaks == 0 {
                    index += 8
                } else {
                    index += breaks.trailingZeroBitCount / 8
                    step()
                }
            }
            while index < buffer.count { step() }
        }
        self.lineStarts = starts
    }

    /// The high bit of each byte of `word` (first byte lowest) that may be `\n` or `\r`, zero
    /// when none is; the lowest bit set marks the first that is. A byte equal to one of them is
    /// zero once xored with it, and a zero byte is found by the borrow it makes when 1 is
    /// subtracted from each byte. The borrow can mark the byte after a zero byte too, never a
    /// byte before the first.
    @inline(__always)
    private static func lineBreakMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroMarks(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        return zeroMarks(word ^ (ones &* 0x0A)) | zeroMarks(word ^ (ones &* 0x0D))
    }

    /// Creates a source file from text.
    public init(path: String, module: String? = nil, text: String) {
        self.init(path: path, module: module, bytes: Array(text.utf8))
    }

    /// The location of a byte offset: a binary search over the line table.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The text of a byte range, with invalid UTF-8 repaired.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
