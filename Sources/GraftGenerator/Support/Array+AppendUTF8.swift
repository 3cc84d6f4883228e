extension [UInt8] {
    /// Appends the UTF-8 bytes of `text` in one copy: `+= text.utf8` takes a generic path that
    /// costs several times as much for the short pieces the emitter and path descriptions write.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends raw bytes in one copy: `append(contentsOf:)` of an `UnsafeRawBufferPointer` (or of
    /// a slice of one) copies them one at a time, several times the cost for a line.
    @inline(__always)
    mutating func append(bytesOf raw: UnsafeRawBufferPointer) {
        raw.withMemoryRebound(to: UInt8.self) { append(contentsOf: $0) }
    }
}

/// Calls `body` with `number`'s decimal spelling, as `String(number)` writes it, in a buffer on
/// the stack: no string is made.
func withDecimalDigits<Result>(of number: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    var magnitude = number.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for a sign and the 20 digits of any Int
    return Swift.withUnsafeMutableBytes(of: &digits) { buffer in
        var start = buffer.count
        repeat {
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if number < 0 {
            start -= 1
            buffer[start] = UInt8(ascii: "-")
        }
        return body(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
}
