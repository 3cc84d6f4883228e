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

    /// Creates a source file from its bytes.
    public init(path: String, module: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.module = module
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            // `\n`, `\r` and `\r\n` each end a line, as they do for the compiler.
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                } else if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                }
            }
        }
        self.lineStarts = starts
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
        return SourceLocation(path: path, line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The text of a byte range, with invalid UTF-8 repaired.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
