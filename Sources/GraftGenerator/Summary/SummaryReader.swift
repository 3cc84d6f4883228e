/// Reads what `SummaryWriter` wrote, field by field in the same order; any byte that does not fit
/// (a number too long, a string number past the table, an unknown case, a truncated file) is
/// `Damage`, never a crash.
///
/// Each entry of the string table is turned into what it is read as once, not at every use: a
/// name is interned the first time it is read as one (`name()`), and a case of a closed set
/// (`SummaryCase`) is matched against the cases' texts once for each of the last two sets the
/// entry was read as (`CaseMemo`).
struct SummaryReader {
    /// Where a summary stops making sense.
    struct Damage: Error {
        /// The byte offset in the summary.
        let offset: Int
    }

    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    private(set) var offset: Int
    private var table: [String] = []
    /// Each entry of `table` interned, once it has been read as a name.
    private var names: [Name?] = []
    /// The cases each entry of `table` was read as, for the last two closed sets it was read as.
    private var cases: [CaseMemo] = []
    /// The `#if` blocks read so far, by their number (`SummaryWriter.add(blocksOf:)`).
    private var blocks: [IfConfigCondition] = []
    /// How many values are being read inside one another: bounded, so that damaged bytes cannot
    /// nest deeper than the parser ever does and exhaust the stack.
    private var depth = 0

    /// A reader of the body of `bytes` whose string table starts at `offset`.
    init(bytes: [UInt8], from offset: Int) throws(Damage) {
        self.bytes = bytes
        self.offset = offset
        let count = try self.count()
        table.reserveCapacity(min(count, bytes.count))
        for _ in 0..<count {
            let length = try self.count()
            guard length <= bytes.count - self.offset else { throw Damage(offset: self.offset) }
            table.append(String(decoding: bytes[self.offset..<self.offset + length], as: UTF8.self))
            self.offset += length
        }
        names = Array(repeating: nil, count: table.count)
        cases = Array(repeating: CaseMemo(), count: table.count)
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.count }

    private mutating func byte() throws(Damage) -> UInt8 {
        guard offset < bytes.count else { throw Damage(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A count: an unsigned LEB128 integer that fits an `Int`.
    mutating func count() throws(Damage) -> Int {
        let start = offset
        let value = try unsigned()
        guard value <= UInt(Int.max) else { throw Damage(offset: start) }
        return Int(value)
    }

    /// An unsigned LEB128 integer that fits a `UInt`.
    private mutating func unsigned() throws(Damage) -> UInt {
        let start = offset
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            let next = try byte()
            guard shift < 63 || (shift == 63 && next <= 1) else { throw Damage(offset: start) }
            value |= UInt(next & 0x7F) << shift
            if next < 0x80 { break }
            shift += 7
        }
        return value
    }

    /// A zigzag-encoded number.
    mutating func int() throws(Damage) -> Int {
        let encoded = try unsigned()
        return Int(bitPattern: encoded >> 1) ^ -Int(bitPattern: encoded & 1)
    }

    mutating func bool() throws(Damage) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Damage(offset: offset - 1)
        }
    }

    mutating func string() throws(Damage) -> String {
        table[try entry()]
    }

    /// The number of the table entry the next field names.
    private mutating func entry() throws(Damage) -> Int {
        let start = offset
        let number = try count()
        guard number < table.count else { throw Damage(offset: start) }
        return number
    }

    /// An interned name, written as its text.
    mutating func name() throws(Damage) -> Name {
        let number = try entry()
        if let name = names[number] { return name }
        let name = Name(table[number])
        names[number] = name
        return name
    }

    /// A value of a closed set, written as its raw value; a text that is none of them is damage.
    mutating func raw<Value: SummaryCase>(_ type: Value.Type = Value.self) throws(Damage) -> Value {
        let start = offset
        let number = try entry()
        let type = ObjectIdentifier(Value.self)
        let memo = cases[number]
        if memo.recent.type == type { return Value.cases[Int(memo.recent.index)] }
        if memo.earlier.type == type { return Value.cases[Int(memo.earlier.index)] }
        guard let value = Value(rawValue: table[number]), let index = Value.cases.firstIndex(of: value) else {
            throw Damage(offset: start)
        }
        cases[number] = CaseMemo(recent: (type, Int16(index)), earlier: memo.recent)
        return value
    }

    mutating func optionalString() throws(Damage) -> String? {
        try bool() ? try string() : nil
    }

    /// Interned names, written as their texts (`SummaryWriter.add(names:)`).
    mutating func nameList() throws(Damage) -> [Name] {
        try list { (reader) throws(Damage) in try reader.name() }
    }

    mutating func strings() throws(Damage) -> [String] {
        try list { (reader) throws(Damage) in try reader.string() }
    }

    /// Values of a closed set (modifiers, accessors), each written as its text; a text that is
    /// none of them is damage.
    mutating func raws<Value: SummaryCase>(_ type: Value.Type) throws(Damage) -> [Value] {
        try list { (reader) throws(Damage) in try reader.raw(Value.self) }
    }

    mutating func numbers() throws(Damage) -> [Int32] {
        try list { (reader) throws(Damage) in
            let start = reader.offset
            guard let number = Int32(exactly: try reader.int()) else { throw Damage(offset: start) }
            return number
        }
    }

    mutating func location() throws(Damage) -> SourceLocation {
        SourceLocation(file: try name(), line: try count(), column: try count())
    }

    mutating func optionalLocation() throws(Damage) -> SourceLocation? {
        try bool() ? try location() : nil
    }

    /// A count of values still to read, at most the bytes left (each value takes at least one).
    /// Mutating, as it reads the count: a non-mutating method called on the reader would copy it,
    /// retaining each of its arrays, at every list read.
    private mutating func valueCount() throws(Damage) -> Int {
        let count = try self.count()
        guard count <= bytes.count - offset else { throw Damage(offset: offset) }
        return count
    }

    mutating func value<Value: SummaryReadable>(_ type: Value.Type = Value.self) throws(Damage) -> Value {
        guard depth < 256 else { throw Damage(offset: offset) }
        depth += 1
        defer { depth -= 1 }
        return try Value(reading: &self)
    }

    mutating func optional<Value: SummaryReadable>(_ type: Value.Type = Value.self) throws(Damage) -> Value? {
        try bool() ? try value(Value.self) : nil
    }

    mutating func array<Value: SummaryReadable>(_ type: Value.Type = Value.self) throws(Damage) -> [Value] {
        try list { (reader) throws(Damage) in try reader.value(Value.self) }
    }

    /// A count, then that many values, each read by `element`. No values make the empty array
    /// without asking for storage (as `reserveCapacity(0)` would): most lists in a summary are empty.
    private mutating func list<Value>(_ element: (inout SummaryReader) throws(Damage) -> Value) throws(Damage) -> [Value] {
        let count = try valueCount()
        guard count > 0 else { return [] }
        var result: [Value] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try element(&self)) }
        return result
    }

    /// A chain of `#if` blocks that may be absent: the blocks already read are shared, as they
    /// were in the parsed file, so stages that decide each block once see the same blocks.
    mutating func condition() throws(Damage) -> IfConfigCondition? {
        guard try bool() else { return nil }
        let start = offset
        let known = try int()
        guard known >= -1, known < blocks.count else { throw Damage(offset: start) }
        var condition = known >= 0 ? blocks[known] : nil
        let added = try valueCount()
        for _ in 0..<added {
            let block = IfConfigCondition(try value(IfConfigCondition.Branch.self), inside: condition)
            blocks.append(block)
            condition = block
        }
        guard let condition else { throw Damage(offset: start) }
        return condition
    }
}

/// What one entry of a summary's table was read as among closed sets (`SummaryCase`): the last
/// two sets, each by its type's identity with the case's position in the set's `cases`. Two, so
/// that a word such as `private`, a modifier and an access level, is matched once as each.
private struct CaseMemo {
    var recent: (type: ObjectIdentifier?, index: Int16) = (nil, 0)
    var earlier: (type: ObjectIdentifier?, index: Int16) = (nil, 0)
}

/// A closed set of values that a summary stores as their texts (`FieldWriter.add(case:)` and
/// `add(texts:)`), which `SummaryReader.raw(_:)` matches once per entry of a summary's table.
protocol SummaryCase: RawRepresentable<String>, CaseIterable, Equatable, Sendable {
    /// The cases and their texts, made once for the type.
    static var table: CaseTable<Self> { get }
}

/// A closed set's cases, in order, and their texts interned in the same order: what a reader
/// remembers a case by (its position) and what a writer numbers (its name), instead of interning
/// a case's text at every write.
struct CaseTable<Value: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    let cases: [Value]
    let names: [Name]

    init() {
        cases = Array(Value.allCases)
        names = cases.map { Name($0.rawValue) }
    }
}

extension SummaryCase {
    /// Every case (`table`): the position of a case here is what the reader remembers.
    static var cases: [Self] { table.cases }

    /// The case's text, interned (`table`).
    var name: Name {
        Self.table.cases.firstIndex(of: self).map { Self.table.names[$0] } ?? Name(rawValue)
    }
}

extension Modifier: SummaryCase { static let table = CaseTable<Modifier>() }
extension Accessor: SummaryCase { static let table = CaseTable<Accessor>() }
extension AccessLevel: SummaryCase { static let table = CaseTable<AccessLevel>() }
extension DiagnosticID: SummaryCase { static let table = CaseTable<DiagnosticID>() }
extension Diagnostic.Severity: SummaryCase { static let table = CaseTable<Diagnostic.Severity>() }
extension PropertyDeclaration.Storage: SummaryCase { static let table = CaseTable<PropertyDeclaration.Storage>() }
extension InstantiationSite.Form: SummaryCase { static let table = CaseTable<InstantiationSite.Form>() }
extension TypeDeclarationKind: SummaryCase { static let table = CaseTable<TypeDeclarationKind>() }
extension TypeName.Tag: SummaryCase { static let table = CaseTable<TypeName.Tag>() }
extension IfConfigExpression.Tag: SummaryCase { static let table = CaseTable<IfConfigExpression.Tag>() }

/// A value read back from a summary, its fields in the order `FieldWritable.write(into:)` wrote them.
protocol SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage)
}

extension ParsedFile: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        path = try reader.string()
        module = try reader.optionalString()
        imports = try reader.array()
        types = try reader.array()
        typealiases = try reader.array()
        topLevelInstantiations = try reader.array()
        diagnostics = try reader.array()
    }
}

extension ImportDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        kind = try reader.optionalString()
        path = try reader.strings()
        attributes = try reader.strings()
        location = try reader.location()
        condition = try reader.condition()
        accessLevel = try reader.bool() ? try reader.raw() : nil
    }
}

extension TypeDeclaration: SummaryReadable {
    /// The fields are read as the initialiser's arguments, which Swift evaluates left to right:
    /// in the order they were written.
    convenience init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(
            kind: try reader.raw(), name: try reader.string(), namePath: try reader.nameList(),
            location: try reader.location(), modifiers: try reader.raws(Modifier.self), attributes: try reader.strings(),
            genericParameters: try reader.nameList(), inheritedTypes: try reader.array(), condition: try reader.condition(),
            accessLevel: try reader.raw(), properties: try reader.array(), functions: try reader.array(),
            initializers: try reader.array(), subscripts: try reader.array(), associatedTypes: try reader.array(),
            instantiations: try reader.array(), selfConstraints: try reader.array(), hasOtherConstraints: try reader.bool(),
            enclosingAvailability: try reader.strings())
    }
}

extension TypealiasDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        name = try reader.string()
        namePath = try reader.nameList()
        genericParameters = try reader.nameList()
        targetText = try reader.string()
        target = try reader.value()
        accessLevel = try reader.raw()
        location = try reader.location()
        condition = try reader.condition()
    }
}

extension InstantiationSite: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        calleeText = try reader.optionalString()
        calleeType = try reader.optional()
        contextType = try reader.optional()
        parentArgument = try reader.string()
        location = try reader.location()
        argumentLocation = try reader.location()
        enclosingMember = try reader.string()
        condition = try reader.condition()
        passesDependency = try reader.bool()
        form = try reader.raw()
        sharedLocation = try reader.optionalLocation()
    }
}

extension Diagnostic: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        let (id, severity): (DiagnosticID, Severity) = (try reader.raw(), try reader.raw())
        self.init(id, severity, at: try reader.location(), message: try reader.string(), notes: try reader.array())
    }
}

extension Diagnostic.Note: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(location: try reader.location(), message: try reader.string())
    }
}

extension IfConfigCondition.Branch: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(condition: try reader.optional(), preceding: try reader.array(), location: try reader.location())
    }
}

extension IfConfigClause: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(text: try reader.string(), expression: try reader.value())
    }
}

extension IfConfigExpression: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        switch try reader.raw(Tag.self) {
        case .literal: self = .literal(try reader.bool())
        case .atom: self = .atom(try reader.value())
        case .not: self = .not(try reader.value())
        case .and: self = .and(try reader.value(), try reader.value())
        case .or: self = .or(try reader.value(), try reader.value())
        case .malformed: self = .malformed
        }
    }
}

extension IfConfigAtom: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(name: try reader.string(), argument: try reader.optionalString())
    }
}

extension InheritedType: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        text = try reader.string()
        type = try reader.value()
        location = try reader.location()
    }
}

extension AccessorEffects: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self = []
        if try reader.bool() { insert(.async) }
        if try reader.bool() { insert(.throws) }
    }
}

extension PropertyDeclaration: SummaryReadable {
    /// The fields are read as the initialiser's arguments, left to right (see `TypeDeclaration`'s).
    convenience init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(
            name: try reader.name(), typeText: try reader.optionalString(), typeNames: try reader.optional(),
            type: try reader.optional(), isLet: try reader.bool(), isStatic: try reader.bool(), storage: try reader.raw(),
            accessLevel: try reader.raw(), setterAccessLevel: try reader.bool() ? try reader.raw() : nil, accessors: try reader.raws(Accessor.self),
            getterEffects: try reader.value(),
            modifiers: try reader.raws(Modifier.self), attributes: try reader.strings(), location: try reader.location(),
            condition: try reader.condition())
    }
}

extension FunctionDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        name = try reader.string()
        parameters = try reader.array()
        returnType = try reader.optional()
        isStatic = try reader.bool()
        accessLevel = try reader.raw()
        modifiers = try reader.raws(Modifier.self)
        location = try reader.location()
        condition = try reader.condition()
    }
}

extension InitializerDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        parameters = try reader.array()
        isFailable = try reader.bool()
        accessLevel = try reader.raw()
        modifiers = try reader.raws(Modifier.self)
        location = try reader.location()
        condition = try reader.condition()
    }
}

extension SubscriptDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        location = try reader.location()
        condition = try reader.condition()
    }
}

extension AssociatedTypeDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        name = try reader.string()
        location = try reader.location()
    }
}

extension ParameterDeclaration: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        label = try reader.optionalString()
        name = try reader.string()
        typeText = try reader.string()
        type = try reader.value()
    }
}

extension TypeNameChains: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(offsets: try reader.numbers())
    }
}

extension TypeName: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        switch try reader.raw(Tag.self) {
        case .nominal: self = .nominal(try reader.array())
        case .optional: self = .optional(try reader.value())
        case .array: self = .array(try reader.value())
        case .dictionary: self = .dictionary(key: try reader.value(), value: try reader.value())
        case .tuple: self = .tuple(try reader.array())
        case .function: self = .function(try reader.value())
        case .composition: self = .composition(try reader.array())
        case .metatype: self = .metatype(try reader.value(), isProtocol: try reader.bool())
        case .opaque: self = .opaque(try reader.value())
        case .unparsed: self = .unparsed(try reader.string())
        }
    }
}

extension TypeName.NameComponent: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(try reader.name(), arguments: try reader.array())
    }
}

extension TypeName.TupleElement: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(label: try reader.optionalString(), type: try reader.value())
    }
}

extension TypeName.FunctionSignature: SummaryReadable {
    init(reading reader: inout SummaryReader) throws(SummaryReader.Damage) {
        self.init(
            attributes: try reader.strings(), parameters: try reader.array(), isAsync: try reader.bool(), throwsClause: try reader.optionalString(),
            result: try reader.value())
    }
}
