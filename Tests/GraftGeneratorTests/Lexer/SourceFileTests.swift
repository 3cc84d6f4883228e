import Testing

@testable import _GraftGeneratorCore

@Suite("Source file lines")
struct SourceFileTests {
    /// A text built from lines of every length from 0 to 40, ended in turn by `\n`, `\r` and
    /// `\r\n`, so that line breaks, and the two bytes of `\r\n`, fall at every place within the
    /// eight-byte words the line table skips through; the expected line starts are the running sum
    /// of the lines' lengths.
    @Test("line starts after \\n, \\r and \\r\\n at every place in a word")
    func lineStartsEverywhere() {
        let terminators = ["\n", "\r", "\r\n"]
        var text = ""
        var expected = [0]
        for length in 0...40 {
            for terminator in terminators {
                text += String(repeating: "a", count: length) + terminator
                expected.append(text.utf8.count)
            }
        }
        // A last line without a line break, then one that ends in a lone `\r` at the end.
        for ending in ["x", "xyz\r"] {
            let file = SourceFile(path: "f.swift", text: text + ending)
            let starts = ending.hasSuffix("\r") ? expected + [text.utf8.count + ending.utf8.count] : expected
            #expect(file.lineStarts == starts)
        }
        let file = SourceFile(path: "f.swift", text: text)
        #expect(file.lineStarts == expected)
        for (line, start) in expected.enumerated() {
            #expect(file.location(ofOffset: start) == SourceLocation(path: "f.swift", line: line + 1, column: 1))
        }
    }

    /// Bytes that differ from `\n` and `\r` in one bit, or are next to them, are not line breaks.
    @Test("bytes close to \\n and \\r do not break lines")
    func nearbyBytes() {
        let bytes: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0B, 0x0C, 0x0E, 0x0F, 0x1A, 0x1D, 0x2A, 0x2D, 0x8A, 0x8D, 0xFF, 0x0A, 0x8A, 0x0B]
        let file = SourceFile(path: "f.swift", bytes: bytes + bytes)
        #expect(file.lineStarts == [0, 16, 34])
    }
}
