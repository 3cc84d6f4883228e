#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The record of the last successful `graft generate` run, kept beside its output: what the run
/// read, file by file, and what it wrote.
///
/// It lets the next run skip work in three steps. When every input and the output still have the
/// disk stamps the record names (`stamp`), nothing changed and nothing is read. Otherwise each input
/// whose own stamp is unchanged is trusted without reading it; each other input is read, and, if its
/// bytes changed, parsed on its own. When no parse result changed in a way that could change the
/// output or the diagnostics (`stands(for:settings:)`), the previous output stands: a build after
/// an edit inside a function body reads and parses the one file edited.
public struct RunRecord: Equatable, Sendable {
    /// What the record knows of one input.
    public struct Input: Equatable, Sendable {
        /// The file's disk stamp when it was read, if it had settled (see `stamp`); nil otherwise.
        public var stamp: String?
        /// The fingerprint of the file's bytes.
        public var content: String
        /// The fingerprint of what the parser extracted, locations aside (`ParsedFileDigest.shape`).
        public var shape: String
        /// The fingerprint of the locations the parser reported (`ParsedFileDigest.places`).
        public var places: String
        /// Whether a diagnostic of the run, or one of its notes, is located in this file: then a
        /// moved declaration changes what the run prints.
        public var located: Bool

        /// Creates an input's entry.
        public init(stamp: String?, content: String, digest: ParsedFileDigest, located: Bool) {
            self.stamp = stamp
            self.content = content
            self.shape = digest.shape.description
            self.places = digest.places.description
            self.located = located
        }

        fileprivate init(stamp: String?, content: String, shape: String, places: String, located: Bool) {
            (self.stamp, self.content, self.shape, self.places, self.located) = (stamp, content, shape, places, located)
        }

        /// Whether a run on `current` in place of this file would write the same output and print
        /// the same diagnostics: the same bytes; or the same parse result, with the locations
        /// unchanged or not printed.
        public func stands(for current: Input) -> Bool {
            current.content == content || (current.shape == shape && (current.places == places || !located))
        }
    }

    /// What the record knows of one output file.
    public struct Output: Equatable, Sendable {
        /// The fingerprint of the file's bytes.
        public var content: String
        /// The file's disk stamp after the run wrote it.
        public var stamp: String?

        /// Creates an output's entry.
        public init(content: String, stamp: String?) {
            self.content = content
            self.stamp = stamp
        }
    }

    /// The fingerprint of everything a run depends on besides its inputs: the tool, the options and
    /// the header (`settingsFingerprint`).
    public var settings: String
    /// The output files, in the order the command line names them.
    public var outputs: [Output]
    /// One fingerprint of every input's and the output's disk stamp, when every input had settled:
    /// a run that finds the same returns at once.
    public var stamp: String?
    /// The inputs, by `identity(path:module:)`.
    public var inputs: [String: Input]
    /// The warnings the run printed, rendered; a run that keeps the output prints them again.
    public var warnings: String

    /// Creates a record.
    public init(settings: String, outputs: [Output], stamp: String?, inputs: [String: Input], warnings: String) {
        self.settings = settings
        self.outputs = outputs
        self.stamp = stamp
        self.inputs = inputs
        self.warnings = warnings
    }

    /// The key of an input: its path and module, fingerprinted.
    public static func identity(path: String, module: String?) -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(path)
        fingerprint.combine(module ?? "")
        return fingerprint.description
    }

    /// The fingerprint of a run's settings (`Fingerprint.settings`) and header.
    public static func settingsFingerprint(_ settings: [String], header: String?) -> String {
        var fingerprint = Fingerprint()
        for setting in settings { fingerprint.combine(setting) }
        fingerprint.combine(header == nil ? "no header" : "header")
        fingerprint.combine(header ?? "")
        return fingerprint.description
    }

    /// The fingerprint of a file's bytes, as the record keeps it.
    public static func contentFingerprint<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var fingerprint = Fingerprint()
        if bytes.withContiguousStorageIfAvailable({ fingerprint.combine(UnsafeRawBufferPointer($0)) }) == nil {
            fingerprint.combine(Array(bytes))
        }
        return fingerprint.description
    }

    /// The fingerprint of a generated file's bytes, the same as `contentFingerprint(_:)` of its
    /// joined bytes, without joining them.
    public static func contentFingerprint(_ source: GeneratedSource) -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(joining: source.pieces)
        return fingerprint.description
    }

    /// Whether the output this record describes is the one a run on `inputs` with `settings` would
    /// write, with the same diagnostics: the same settings, the same set of inputs, and each input
    /// standing for its recorded self (`Input.stands(for:)`). `inputs` must describe every input of
    /// the run; a survey may leave some out, so a run asks `stands(for:settings:)` with its
    /// `Survey`. The caller checks that the output on disk is still the one recorded.
    public func stands(for inputs: [String: Input], settings: String) -> Bool {
        guard settings == self.settings, inputs.count == self.inputs.count else { return false }
        return inputs.allSatisfy { identity, current in self.inputs[identity]?.stands(for: current) ?? false }
    }

    private static let magic = "graft-run-record 3"

    /// The record as the text kept on disk: a version line, tab-separated fields, the outputs in
    /// order, the inputs in the order of their identities, then the warnings to the end.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `text`'s bytes, written as bytes: building the text from joined strings took most of a
    /// rerun that keeps the output.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + 100 * inputs.count + warnings.utf8.count)
        func line(_ fields: String?...) {
            for (position, field) in fields.enumerated() {
                if position > 0 { out.append(UInt8(ascii: "\t")) }
                out.appendUTF8(field ?? "-")
            }
            out.append(UInt8(ascii: "\n"))
        }
        line(Self.magic)
        line("settings", settings)
        line("outputs", String(outputs.count))
        for output in outputs { line(output.content, output.stamp) }
        line("stamp", stamp)
        line("inputs", String(inputs.count))
        // By the identities' bytes, which for the hexadecimal identities of a record is their
        // order as text, compared without `String`'s Unicode rules.
        for (identity, input) in inputs.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            line(identity, input.stamp, input.content, input.shape, input.places, input.located ? "1" : "0")
        }
        line("warnings")
        out.appendUTF8(warnings)
        return out
    }

    /// Reads a record's text; nil when it is not a whole record of this version, which makes the
    /// next run generate.
    public init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Reads a record's bytes (`bytes`); nil when they are not a whole record of this version.
    init?(bytes: [UInt8]) {
        var reader = Reader(bytes)
        guard let (settings, outputs, stamp, number) = reader.header() else { return nil }
        var inputs: [String: Input] = [:]
        // Each entry takes a line: a damaged count asks for no more room than the bytes could hold.
        inputs.reserveCapacity(min(number, bytes.count))
        for _ in 0..<number {
            guard let fields = reader.line(), fields.count == 6, fields[5] == "0" || fields[5] == "1" else { return nil }
            inputs[fields[0]] = Input(stamp: Reader.optional(fields[1]), content: fields[2], shape: fields[3], places: fields[4], located: fields[5] == "1")
        }
        guard inputs.count == number, reader.line() == ["warnings"] else { return nil }
        self.init(settings: settings, outputs: outputs, stamp: stamp, inputs: inputs, warnings: reader.rest)
    }

    /// The `stamp` and `warnings` of a record's text, without reading its inputs: all a run needs
    /// when nothing changed on disk (reading thousands of inputs' entries took most of such a run).
    /// Nil when the text is not laid out as a record of this version, or has no stamp.
    public static func stampAndWarnings(text: String) -> (stamp: String, warnings: String)? {
        stampAndWarnings(bytes: Array(text.utf8))
    }

    /// `stampAndWarnings(text:)` of a record's bytes.
    static func stampAndWarnings(bytes: [UInt8]) -> (stamp: String, warnings: String)? {
        var reader = Reader(bytes)
        guard let header = reader.header(), let stamp = header.stamp else { return nil }
        for _ in 0..<header.inputs {
            guard reader.nextLine() != nil else { return nil }
        }
        guard reader.line() == ["warnings"] else { return nil }
        return (stamp, reader.rest)
    }

    /// Reads a record's bytes line by line, finding line breaks and tabs with `memchr`: splitting
    /// a `String` took most of a rerun that keeps the output.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The bytes after the last line read, as text.
        var rest: String {
            String(decoding: bytes[offset...], as: UTF8.self)
        }

        /// Where the next `byte` is at or after `start` and before `end`; nil when there is none.
        private func index(of byte: UInt8, from start: Int, to end: Int) -> Int? {
            bytes.withUnsafeBytes { buffer -> Int? in
                guard let base = buffer.baseAddress, start < end,
                    let found = memchr(base + start, Int32(byte), end - start)
                else { return nil }
                return base.distance(to: UnsafeRawPointer(found))
            }
        }

        /// The range of the next line, without its line break; nil at the end of the bytes.
        mutating func nextLine() -> Range<Int>? {
            guard let end = index(of: UInt8(ascii: "\n"), from: offset, to: bytes.count) else { return nil }
            defer { offset = end + 1 }
            return offset..<end
        }

        /// The next line's tab-separated fields; nil at the end of the bytes.
        mutating func line() -> [String]? {
            guard let range = nextLine() else { return nil }
            var fields: [String] = []
            var start = range.lowerBound
            while let tab = index(of: UInt8(ascii: "\t"), from: start, to: range.upperBound) {
                fields.append(String(decoding: bytes[start..<tab], as: UTF8.self))
                start = tab + 1
            }
            fields.append(String(decoding: bytes[start..<range.upperBound], as: UTF8.self))
            return fields
        }

        /// The lines before the inputs: the version, the settings, the outputs, the stamp and the
        /// number of inputs.
        mutating func header() -> (settings: String, outputs: [Output], stamp: String?, inputs: Int)? {
            guard line() == [RunRecord.magic],
                let settings = line(), settings.count == 2, settings[0] == "settings",
                let outputCount = line(), outputCount.count == 2, outputCount[0] == "outputs", let files = Int(outputCount[1]), files >= 0
            else { return nil }
            var outputs: [Output] = []
            for _ in 0..<files {
                guard let fields = line(), fields.count == 2 else { return nil }
                outputs.append(Output(content: fields[0], stamp: Self.optional(fields[1])))
            }
            guard let stamp = line(), stamp.count == 2, stamp[0] == "stamp",
                let count = line(), count.count == 2, count[0] == "inputs", let number = Int(count[1]), number >= 0
            else { return nil }
            return (settings[1], outputs, Self.optional(stamp[1]), number)
        }

        /// A field that may be absent (`-`).
        static func optional(_ field: String) -> String? { field == "-" ? nil : field }
    }

    /// The files whose locations reach what `result` prints or writes: those of its diagnostics and
    /// their notes, and those of the problems its output places at the user's lines
    /// (`GeneratorResult.placed`). A declaration that moves in one of them changes the run's
    /// diagnostics or its output, so the record cannot keep the output over such a move.
    public static func locatedPaths(of result: GeneratorResult) -> Set<String> {
        locatedPaths(result.diagnostics + result.placed)
    }

    /// The paths that the diagnostics, and their notes, are located in.
    public static func locatedPaths(_ diagnostics: [Diagnostic]) -> Set<String> {
        var paths: Set<String> = []
        for diagnostic in diagnostics {
            paths.insert(diagnostic.location.path)
            for note in diagnostic.notes { paths.insert(note.location.path) }
        }
        return paths
    }
}
