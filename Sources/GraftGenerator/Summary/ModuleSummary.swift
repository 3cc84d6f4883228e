/// What the generator needs of one module, stored: the files the parser read, as `graft summarize`
/// writes them and `graft generate --summary` reads them back, so that a build system can parse
/// each module in its own cached action and an edit in one module parses that module only.
///
/// A run from summaries gives the same output and diagnostics, byte for byte, as a run from the
/// sources they were made of: a summary holds every value the parser extracted (the values a
/// file's digest covers, `FieldWritable`), locations and `#if` blocks included. The format is
/// in docs/summary-format.md: a first line naming the format and the generator's version, a check
/// over the rest, then a table of the strings used and the files, written field by field. A
/// summary written by another version, or whose bytes changed after it was written, is refused,
/// never misread.
public enum ModuleSummary {
    /// The version of the layout; changes whenever the stream of fields does (a test pins the bytes
    /// of a summary, so such a change cannot go unnoticed).
    public static let formatVersion = 7

    /// The first line of every summary this generator writes.
    static var firstLine: String { "graft-summary \(formatVersion) \(Invocation.toolVersion)\n" }

    /// The summary of `files`, which should be in the order `Generator.parse(_:)` gives them: the
    /// same files give the same bytes.
    public static func encode(_ files: [ParsedFile]) -> [UInt8] {
        var writer = SummaryWriter()
        writer.count(files.count)
        for file in files { file.write(into: &writer) }
        var bytes = Array(firstLine.utf8)
        let newline = bytes.count - 1
        bytes += repeatElement(0, count: MemoryLayout<UInt64>.size)
        SummaryWriter.appendCount(writer.strings.count, to: &bytes)
        for string in writer.strings {
            SummaryWriter.appendCount(string.utf8.count, to: &bytes)
            bytes += string.utf8
        }
        bytes += writer.body
        seal(&bytes, newline: newline)
        return bytes
    }

    /// Where the check is in a summary whose first line ends at `newline`: the eight bytes after
    /// it, a 64-bit word little-endian, the fingerprint of every byte after them. A summary changed
    /// after it was written (a damaged disk, an edit by hand) then reads with another, and is
    /// refused rather than read as other declarations.
    private static func checkRange(after newline: Int) -> Range<Int> {
        (newline + 1)..<(newline + 1 + MemoryLayout<UInt64>.size)
    }

    /// The fingerprint of the bytes after the check.
    private static func check(of bytes: [UInt8], after newline: Int) -> UInt64 {
        var fingerprint = Fingerprint()
        bytes[checkRange(after: newline).upperBound...].withUnsafeBytes { fingerprint.combine($0) }
        return fingerprint.value
    }

    /// Writes into `bytes`, a summary whose first line ends at `newline`, the check of the bytes
    /// that follow it.
    static func seal(_ bytes: inout [UInt8], newline: Int) {
        withUnsafeBytes(of: check(of: bytes, after: newline).littleEndian) { bytes.replaceSubrange(checkRange(after: newline), with: $0) }
    }

    /// The files of a summary; an error, naming `path`, when the bytes are not a summary this
    /// generator wrote or are damaged.
    public static func decode(_ bytes: [UInt8], path: String) throws(SummaryError) -> [ParsedFile] {
        guard let newline = bytes.prefix(200).firstIndex(of: UInt8(ascii: "\n")),
            case let words = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " "),
            words.count == 3, words[0] == "graft-summary"
        else {
            throw SummaryError(message: "'\(path)' is not a Graft summary (made by 'graft summarize')")
        }
        guard bytes[...newline].elementsEqual(firstLine.utf8) else {
            throw SummaryError(
                message: "'\(path)' was written by graft \(words[2]) (summary format \(words[1])); this is graft \(Invocation.toolVersion), "
                    + "which reads summary format \(formatVersion): summarize the module again with it")
        }
        let stored = checkRange(after: newline)
        guard bytes.count >= stored.upperBound, UInt64(littleEndianBytes: bytes[stored]) == check(of: bytes, after: newline) else {
            throw SummaryError(message: "'\(path)' is damaged (its bytes do not match the check written with them): summarize the module again")
        }
        do throws(SummaryReader.Damage) {
            var reader = try SummaryReader(bytes: bytes, from: stored.upperBound)
            let count = try reader.count()
            var files: [ParsedFile] = []
            for _ in 0..<count { files.append(try ParsedFile(reading: &reader)) }
            guard reader.isAtEnd else { throw SummaryReader.Damage(offset: reader.offset) }
            return files
        } catch {
            throw SummaryError(message: "'\(path)' is damaged (unreadable at byte \(error.offset)): summarize the module again")
        }
    }
}

extension ModuleSummary {
    /// The files of the summaries at `paths`, in order: each read with `read`, and one that cannot be
    /// used thrown as `failure` of the message naming it.
    public static func decode<Failure: Error>(
        _ paths: [String], read: (String) throws(Failure) -> [UInt8], failure: (String) -> Failure
    ) throws(Failure) -> [ParsedFile] {
        var files: [ParsedFile] = []
        for path in paths {
            let bytes = try read(path)
            do throws(SummaryError) {
                files += try decode(bytes, path: path)
            } catch {
                throw failure(error.message)
            }
        }
        return files
    }
}

/// Why a summary cannot be used.
public struct SummaryError: Error, Equatable, Sendable {
    /// What is wrong, naming the summary.
    public let message: String
}

/// Writes the fields of parsed files as a summary's body: numbers as variable-length integers,
/// strings as their number in a table made on the way, `#if` blocks once per chain.
struct SummaryWriter: FieldWriter {
    /// The fields written so far.
    private(set) var body: [UInt8] = []
    /// The strings, numbered in the order they were first written.
    private(set) var strings: [String] = []
    /// The number in `strings` of each text written so far, by the text's interned ``Name`` (a
    /// string is numbered by its bytes: interning hashes them eight at a time, where a `String`
    /// key was hashed with SipHash at every write and again at every growth of the table).
    private var numbers = IntegerMap()
    /// The `#if` blocks written so far, numbered in the order they were first written.
    private var blockNumbers: [ObjectIdentifier: Int] = [:]

    /// Appends a count (never negative) as an unsigned LEB128 integer.
    static func appendCount(_ value: Int, to bytes: inout [UInt8]) {
        appendUnsigned(UInt(value), to: &bytes)
    }

    private static func appendUnsigned(_ value: UInt, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func count(_ value: Int) {
        Self.appendCount(value, to: &body)
    }

    mutating func add(_ text: String) {
        count(number(of: text))
    }

    /// The number of `text` in the table, which it joins if it is not there yet. The text joins
    /// the process's name table too (which keeps it until the process ends, as it keeps every
    /// identifier the parser met).
    private mutating func number(of text: String) -> Int {
        number(of: Name(text))
    }

    /// The number of `name`'s text in the table, which it joins if it is not there yet.
    private mutating func number(of name: Name) -> Int {
        let key = UInt64(name.index)
        if let number = numbers[key] { return Int(number) }
        numbers.add(key, Int32(strings.count))
        strings.append(name.text)
        return strings.count - 1
    }

    /// A number that may be negative, zigzag-encoded so that small negative numbers stay short.
    private mutating func signed(_ number: Int) {
        Self.appendUnsigned(UInt(bitPattern: number << 1) ^ UInt(bitPattern: number >> (Int.bitWidth - 1)), to: &body)
    }

    mutating func add(_ flag: Bool) {
        body.append(flag ? 1 : 0)
    }

    mutating func add(_ text: String?) {
        guard let text else { return body.append(0) }
        body.append(1)
        add(text)
    }

    mutating func add(numbers: [Int32]) {
        count(numbers.count)
        for number in numbers { signed(Int(number)) }
    }

    mutating func add(_ texts: [String]) {
        count(texts.count)
        for text in texts { add(text) }
    }

    mutating func add<Value: SummaryCase>(texts values: [Value]) {
        count(values.count)
        for value in values { add(value.name) }
    }

    mutating func add<Value: SummaryCase>(case value: Value) {
        add(value.name)
    }

    mutating func add<Value: SummaryCase>(case value: Value?) {
        guard let value else { return body.append(0) }
        body.append(1)
        add(value.name)
    }

    mutating func add(filePath path: String) {
        add(path)
    }

    mutating func add(_ location: SourceLocation) {
        add(location.file)
        count(location.line)
        count(location.column)
    }

    mutating func add(_ location: SourceLocation?) {
        guard let location else { return body.append(0) }
        body.append(1)
        add(location)
    }

    mutating func add<Value: FieldWritable>(_ value: Value) {
        value.write(into: &self)
    }

    mutating func add<Value: FieldWritable>(_ value: Value?) {
        guard let value else { return body.append(0) }
        body.append(1)
        value.write(into: &self)
    }

    mutating func add<Value: FieldWritable>(_ values: [Value]) {
        count(values.count)
        for value in values { value.write(into: &self) }
    }

    /// The number of the innermost block already written (-1 if none), then the branches of the
    /// blocks inside it, outermost first, which are numbered (`SummaryReader.condition()`).
    mutating func add(blocksOf condition: IfConfigCondition) {
        let (known, added) = condition.unknownBlocks { blockNumbers[$0] }
        signed(known ?? -1)
        count(added.count)
        for current in added {
            add(current.innermostBranch)
            blockNumbers[current.identity] = blockNumbers.count
        }
    }

    mutating func tag<Value: SummaryCase>(_ tag: Value) {
        add(tag.name)
    }

    /// A name, as its text's number in the table.
    mutating func add(_ name: Name) {
        count(number(of: name))
    }

    mutating func add(names: [Name]) {
        count(names.count)
        for name in names { add(name) }
    }
}
