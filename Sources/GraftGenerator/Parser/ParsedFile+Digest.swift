/// Two fingerprints of everything the parser extracted from one file: what it says, and where.
///
/// The generator's output and diagnostics are a function of the parsed files and the options, so a
/// file whose `shape` is unchanged cannot change them except through the locations it reports —
/// and those reach the output only through diagnostics (and the `#sourceLocation` of an `#error`,
/// which is a diagnostic too). An edit inside a function body, or one that only moves later
/// declarations down a few lines, keeps the `shape`; a build after such an edit can keep the
/// previous output (see `RunRecord`).
public struct ParsedFileDigest: Hashable, Sendable {
    /// Every extracted value except locations and byte offsets.
    public let shape: Fingerprint
    /// The locations and byte offsets, in the order the `shape` holds them.
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
        digest(into: &builder)
        return ParsedFileDigest(shape: builder.shape, places: builder.places)
    }
}

/// A value the parser extracts, fed field by field into a digest.
///
/// Every stored property is added, in declaration order, so the stream of a fixed type is
/// unambiguous (strings and arrays carry their lengths, optionals and enum cases a tag). Tests
/// check each conformance against the type's stored properties (`DigestBuilder.fields`), so a
/// property added to a declaration and forgotten here fails a test rather than going unseen.
protocol Digestible {
    /// Adds every stored property to `builder`.
    func digest(into builder: inout DigestBuilder)
}

/// Accumulates a digest: values into `shape`, locations and byte offsets into `places`.
struct DigestBuilder {
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

    mutating func add(_ number: Int) {
        field()
        shape.combine(integer: number)
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
    private var filePath: String?

    /// The path of the file being digested, a field like `add(_:)` of a string; the locations
    /// added after it that are in that file add a mark for the path instead of the path.
    mutating func add(filePath path: String) {
        add(path)
        filePath = path
    }

    /// A location: its place in `places`, only its presence in `shape`.
    mutating func add(_ location: SourceLocation) {
        field()
        shape.combine(byte: 0x40)
        if location.path == filePath {
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

    /// A byte range: in `places`, like a location.
    mutating func add(_ range: Range<Int>?) {
        field()
        shape.combine(byte: range == nil ? 0 : 0x40)
        if let range {
            places.combine(integer: range.lowerBound)
            places.combine(integer: range.upperBound)
        }
    }

    mutating func add<Value: Digestible>(_ value: Value) {
        field()
        depth += 1
        value.digest(into: &self)
        depth -= 1
    }

    mutating func add<Value: Digestible>(_ value: Value?) {
        field()
        guard let value else { return shape.combine(byte: 0) }
        shape.combine(byte: 1)
        depth += 1
        value.digest(into: &self)
        depth -= 1
    }

    mutating func add<Value: Digestible>(_ values: [Value]) {
        field()
        shape.combine(integer: values.count)
        depth += 1
        for value in values { value.digest(into: &self) }
        depth -= 1
    }

    /// An enum case's tag, the first field of a case with a payload: not a stored property.
    mutating func tag(_ text: String) {
        shape.combine(text)
    }
}

extension ParsedFile: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(filePath: path)
        builder.add(module)
        builder.add(imports)
        builder.add(types)
        builder.add(typealiases)
        builder.add(topLevelInstantiations)
        builder.add(diagnostics)
    }
}

extension ImportDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(kind)
        builder.add(path)
        builder.add(attributes)
        builder.add(location)
        builder.add(condition)
    }
}

extension TypeDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(kind.rawValue)
        builder.add(name)
        builder.add(qualifiedName)
        builder.add(location)
        builder.add(modifiers)
        builder.add(attributes)
        builder.add(genericParameters)
        builder.add(inheritedTypes)
        builder.add(bodyRange)
        builder.add(condition)
        builder.add(accessLevel.rawValue)
        builder.add(properties)
        builder.add(functions)
        builder.add(initializers)
        builder.add(subscripts)
        builder.add(associatedTypes)
        builder.add(instantiations)
    }
}

extension TypealiasDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(name)
        builder.add(qualifiedName)
        builder.add(genericParameters)
        builder.add(targetText)
        builder.add(target)
        builder.add(accessLevel.rawValue)
        builder.add(location)
        builder.add(condition)
    }
}

extension InstantiationSite: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(calleeText)
        builder.add(calleeType)
        builder.add(contextType)
        builder.add(parentArgument)
        builder.add(location)
        builder.add(argumentLocation)
        builder.add(enclosingMember)
        builder.add(condition)
        builder.add(passesDependency)
        builder.add(form.rawValue)
        builder.add(sharedLocation)
    }
}

extension Diagnostic: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(id.rawValue)
        builder.add(severity.rawValue)
        builder.add(location)
        builder.add(message)
        builder.add(notes)
    }
}

extension Diagnostic.Note: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(location)
        builder.add(message)
    }
}

extension IfConfigCondition: Digestible {
    /// The chain of blocks, each block once per file (`DigestBuilder.add(blocksOf:)`): the one
    /// stored property is the chain.
    func digest(into builder: inout DigestBuilder) {
        builder.add(blocksOf: self)
    }
}

extension IfConfigCondition.Branch: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(condition?.text)
        builder.add(preceding.map(\.text))
        builder.add(location)
    }
}

extension InheritedType: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(text)
        builder.add(type)
        builder.add(location)
    }
}

extension PropertyDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(name)
        builder.add(typeText)
        builder.add(typeNames)
        builder.add(type)
        builder.add(isLet)
        builder.add(isStatic)
        builder.add(storage.rawValue)
        builder.add(accessLevel.rawValue)
        builder.add(setterAccessLevel?.rawValue)
        builder.add(accessors)
        builder.add(modifiers)
        builder.add(attributes)
        builder.add(location)
        builder.add(condition)
    }
}

extension FunctionDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(name)
        builder.add(parameters)
        builder.add(returnType)
        builder.add(isStatic)
        builder.add(accessLevel.rawValue)
        builder.add(modifiers)
        builder.add(location)
        builder.add(condition)
    }
}

extension InitializerDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(parameters)
        builder.add(isFailable)
        builder.add(accessLevel.rawValue)
        builder.add(modifiers)
        builder.add(location)
        builder.add(condition)
    }
}

extension SubscriptDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(location)
        builder.add(condition)
    }
}

extension AssociatedTypeDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(name)
        builder.add(location)
    }
}

extension ParameterDeclaration: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(label)
        builder.add(name)
        builder.add(typeText)
        builder.add(type)
    }
}

extension TypeName: Digestible {
    /// The case's name, then its payload.
    func digest(into builder: inout DigestBuilder) {
        switch self {
        case .nominal(let components):
            builder.tag("nominal")
            builder.add(components)
        case .optional(let wrapped):
            builder.tag("optional")
            builder.add(wrapped)
        case .array(let element):
            builder.tag("array")
            builder.add(element)
        case .dictionary(let key, let value):
            builder.tag("dictionary")
            builder.add(key)
            builder.add(value)
        case .tuple(let elements):
            builder.tag("tuple")
            builder.add(elements)
        case .function(let signature):
            builder.tag("function")
            builder.add(signature)
        case .composition(let members):
            builder.tag("composition")
            builder.add(members)
        case .metatype(let instance, let isProtocol):
            builder.tag("metatype")
            builder.add(instance)
            builder.add(isProtocol)
        case .opaque(let constraint):
            builder.tag("opaque")
            builder.add(constraint)
        case .unparsed(let text):
            builder.tag("unparsed")
            builder.add(text)
        }
    }
}

extension TypeName.NameComponent: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(name)
        builder.add(arguments)
    }
}

extension TypeName.TupleElement: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(label)
        builder.add(type)
    }
}

extension TypeName.FunctionSignature: Digestible {
    func digest(into builder: inout DigestBuilder) {
        builder.add(attributes)
        builder.add(parameters)
        builder.add(isAsync)
        builder.add(throwsClause)
        builder.add(result)
    }
}
