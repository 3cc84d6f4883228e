/// What the parser made of each input, kept beside the run record, so that a run which must
/// generate again (an edit that changes declarations) parses only the files whose bytes changed
/// and takes every other file's parse result from here, without reading the file.
///
/// Each entry is one file's summary (`ModuleSummary.encode` of the file alone) with its digest
/// (`ParsedFileDigest`), filed under the file's identity (`RunRecord.identity`) with the
/// fingerprint of the bytes it was parsed from (`RunRecord.contentFingerprint`). An entry is used
/// only for a file whose bytes have that fingerprint now, and a summary reads back into the same
/// parsed file (a test and the fuzzer check it), so a cache can make a run cheaper but never
/// different. A cache written by another build of the generator, or damaged in its layout, is no
/// cache. An entry whose summary changed after it was written is refused by the summary's own
/// check (`ModuleSummary`), and its file is parsed again; a changed digest only makes a later run
/// generate where it could have kept its output.
///
/// The layout: the line `graft-parse-cache VERSION TOOL-FINGERPRINT`, the number of entries, then
/// each entry's identity and content fingerprint (each an unsigned LEB128 length and its bytes),
/// its digest (two 64-bit words, little-endian) and its summary (a length and its bytes), in the
/// order of the identities.
struct ParseCache {
    /// One file's parse result, stored.
    struct Entry: Sendable {
        /// The fingerprint of the bytes it was parsed from.
        let content: String
        /// The parse result's digest, as the run record keeps it.
        let digest: ParsedFileDigest
        /// The file's summary.
        let summary: [UInt8]
    }

    /// The version of the layout around the summaries (which name their own).
    static let formatVersion = 1

    /// The entries, by the file's identity.
    private(set) var entries: [String: Entry] = [:]

    /// An empty cache.
    init() {}

    /// The cache `bytes` hold, if the build of the generator `toolIdentity` names wrote them; nil
    /// for anything else: a damaged or foreign cache is no cache.
    init?(bytes: [UInt8], toolIdentity: String) {
        var reader = Reader(bytes: bytes)
        guard reader.skip(Array(Self.firstLine(toolIdentity: toolIdentity).utf8)), let number = reader.count(), number <= bytes.count else {
            return nil
        }
        entries.reserveCapacity(number)
        for _ in 0..<number {
            guard let identity = reader.field(), let content = reader.field(), let shape = reader.word(), let places = reader.word(),
                let summary = reader.field()
            else { return nil }
            entries[String(decoding: identity, as: UTF8.self)] = Entry(
                content: String(decoding: content, as: UTF8.self),
                digest: ParsedFileDigest(shape: Fingerprint(value: shape), places: Fingerprint(value: places)), summary: Array(summary))
        }
        guard reader.isAtEnd, entries.count == number else { return nil }
    }

    /// The entry for the file `identity` when it was parsed from bytes with the fingerprint `content`.
    func entry(_ identity: String, content: String) -> Entry? {
        entries[identity].flatMap { $0.content == content ? $0 : nil }
    }

    /// Files `entry` under `identity`, in place of any entry it had.
    mutating func file(_ entry: Entry, as identity: String) {
        entries[identity] = entry
    }

    /// The cache's bytes for the build of the generator `toolIdentity` names, as pieces of a file
    /// (each summary a piece, not copied): the same entries give the same bytes.
    func encoded(toolIdentity: String) -> GeneratedSource {
        var head = Array(Self.firstLine(toolIdentity: toolIdentity).utf8)
        SummaryWriter.appendCount(entries.count, to: &head)
        var pieces = [head]
        pieces.reserveCapacity(2 * entries.count + 1)
        for (identity, entry) in entries.sorted(by: { $0.key < $1.key }) {
            var fields: [UInt8] = []
            for text in [identity, entry.content] {
                SummaryWriter.appendCount(text.utf8.count, to: &fields)
                fields += text.utf8
            }
            for word in [entry.digest.shape.value, entry.digest.places.value] {
                withUnsafeBytes(of: word.littleEndian) { fields += $0 }
            }
            SummaryWriter.appendCount(entry.summary.count, to: &fields)
            pieces += [fields, entry.summary]
        }
        return GeneratedSource(pieces: pieces)
    }

    /// The first line: the layout's version and a fingerprint of the generator's build.
    private static func firstLine(toolIdentity: String) -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(toolIdentity)
        return "graft-parse-cache \(formatVersion) \(fingerprint)\n"
    }

    /// Reads the layout's fields; nil for any that runs past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        /// Whether the bytes go on with `prefix`, which is then skipped.
        mutating func skip(_ prefix: [UInt8]) -> Bool {
            guard bytes.count - offset >= prefix.count, bytes[offset..<offset + prefix.count].elementsEqual(prefix) else { return false }
            offset += prefix.count
            return true
        }

        /// An unsigned LEB128 count.
        mutating func count() -> Int? {
            var value = 0
            var shift = 0
            while offset < bytes.count, shift < 63 {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        /// A count, then that many bytes.
        mutating func field() -> ArraySlice<UInt8>? {
            guard let length = count(), length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return bytes[offset..<offset + length]
        }

        /// A little-endian 64-bit word.
        mutating func word() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndianBytes: bytes[offset..<offset + 8])
        }
    }
}
