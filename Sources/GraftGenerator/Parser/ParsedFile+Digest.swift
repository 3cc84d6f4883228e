/// Two fingerprints of everything the parser extracted from one file: what it says, and where.
///
/// The generator's output and diagnostics are a function of the parsed files and the options, so a
/// file whose `shape` is unchanged cannot change them except through the locations it reports —
/// and those reach the output only through diagnostics (and the `#sourceLocation` of an `#error`,
/// which is a diagnostic too). An edit inside a function body, or one that only moves later
/// declarations down a few lines, keeps the `shape`; a build after such an edit can keep the
/// previous output (see `RunRecord`).
public struct ParsedFileDigest: Hashable, Sendable {
    /// Every extracted value except locations.
    public let shape: Fingerprint
    /// The locations, in the order the `shape` holds them.
    public let places: Fingerprint

    /// Creates a digest from its two fingerprints.
    public init(shape: Fingerprint, places: Fingerprint) {
        self.shape = shape
        self.places = places
    }
}

extension ParsedFile {
    /// The file's digest.
    public var digest: ParsedFileDigest {
        var builder = DigestBuilder()
        write(into: &builder)
        return ParsedFileDigest(shape: builder.shape, places: builder.places)
    }
}

/// Accumulates a digest: values into `shape`, locations into `places`.
struct DigestBuilder: FieldWriter {
    private(set) var shape = Fingerprint()
    private(set) var places = Fingerprint()
    /// How many fields were added at the outermost level: a test compares it with the number of
    /// stored properties.
    private(set) var fields = 0
    private var depth = 0

    private mutating func field() {
        if depth == 0 { fields += 1 }
    }

    mutating func add(_ text: String) {
        field()
        shape.combine(text)
    }

    /// A name as the hash of its bytes that the name table keeps (`NameTable.hash(of:)`), not
    /// its bytes again: one word for each name.
    mutating func add(_ name: Name) {
        field()
        shape.combine(word: NameTable.shared.hash(of: name))
    }

    mutating func add(names: [Name]) {
        field()
        shape.combine(integer: names.count)
        for name in names { shape.combine(word: NameTable.shared.hash(of: name)) }
    }

    mutating func add(_ flag: Bool) {
        field()
        shape.combine(byte: flag ? 1 : 0)
    }

    mutating func add(_ text: String?) {
        field()
        shape.combine(byte: text == nil ? 0 : 1)
        if let text { shape.combine(text) }
    }

    mutating func add(numbers: [Int32]) {
        field()
        shape.combine(integer: numbers.count)
        for number in numbers { shape.combine(integer: Int(number)) }
    }

    mutating func add(_ texts: [String]) {
        field()
        shape.combine(integer: texts.count)
        for text in texts { shape.combine(text) }
    }

    mutating func add<Value: SummaryCase>(texts values: [Value]) {
        field()
        shape.combine(integer: values.count)
        for value in values { shape.combine(value.rawValue) }
    }

    mutating func add<Value: SummaryCase>(case value: Value) {
        add(value.rawValue)
    }

    mutating func add<Value: SummaryCase>(case value: Value?) {
        add(value?.rawValue)
    }

    /// The `#if` blocks digested so far, numbered in the order they were first added.
    private var blockNumbers: [ObjectIdentifier: Int] = [:]

    /// A chain of `#if` blocks: the number of the innermost block already added (-1 if none),
    /// then the branches of the blocks inside it, outermost first, which are numbered. The
    /// declarations of a block share its chain, so each block's branch is added once per file,
    /// however deeply blocks nest.
    mutating func add(blocksOf condition: IfConfigCondition) {
        let (known, added) = condition.unknownBlocks { blockNumbers[$0] }
        shape.combine(integer: known ?? -1)
        shape.combine(integer: added.count)
        for current in added {
            add(current.innermostBranch)
            blockNumbers[current.identity] = blockNumbers.count
        }
    }

    /// The path of the file being digested (`add(filePath:)`): a location in that file adds a
    /// mark for it to `places` instead of its path, which it would otherwise add once per location.
    private var filePath: Name?

    /// The path of the file being digested, a field like `add(_:)` of a string; the locations
    /// added after it that are in that file add a mark for the path instead of the path.
    mutating func add(filePath path: String) {
        add(path)
        filePath = Name(path)
    }

    /// A location: its place in `places`, only its presence in `shape`.
    mutating func add(_ location: SourceLocation) {
        field()
        shape.combine(byte: 0x40)
        if location.file == filePath {
            places.combine(byte: 0x2E)
        } else {
            places.combine(byte: 0x2F)
            places.combine(location.path)
        }
        places.combine(integer: location.line)
        places.combine(integer: location.column)
    }

    /// A location that may be absent: its presence in `shape`, the location in `places`.
    mutating func add(_ location: SourceLocation?) {
        guard let location else {
            field()
            return shape.combine(byte: 0)
        }
        add(location)
    }

    mutating func add<Value: FieldWritable>(_ value: Value) {
        field()
        depth += 1
        value.write(into: &self)
        depth -= 1
    }

    mutating func add<Value: FieldWritable>(_ value: Value?) {
        field()
        guard let value else { return shape.combine(byte: 0) }
        shape.combine(byte: 1)
        depth += 1
        value.write(into: &self)
        depth -= 1
    }

    mutating func add<Value: FieldWritable>(_ values: [Value]) {
        field()
        shape.combine(integer: values.count)
        depth += 1
        for value in values { value.write(into: &self) }
        depth -= 1
    }

    /// An enum case's tag, the first field of a case with a payload: not a stored property.
    mutating func tag<Value: SummaryCase>(_ tag: Value) {
        shape.combine(tag.rawValue)
    }
}
