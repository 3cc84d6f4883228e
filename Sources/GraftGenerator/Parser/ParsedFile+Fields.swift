/// Where the values the parser extracts are written, field by field, in one order: a digest
/// (`DigestBuilder`) fingerprints them, a module summary (`SummaryWriter`) stores them. Every
/// stored property is added, in declaration order, so the stream of a fixed type is unambiguous
/// (strings and arrays carry their lengths, optionals and enum cases a tag); `SummaryReader`
/// reads the same stream back.
protocol FieldWriter {
    mutating func add(_ text: String)
    /// An interned name, a field like `add(_:)` of its text.
    mutating func add(_ name: Name)
    /// Interned names (a declaration's name path `[Outer, Inner]`, generic parameters), a field
    /// like `add(_:)` of an array of texts: a path's parts, not their text joined by dots, since a
    /// backticked name may hold a dot.
    mutating func add(names: [Name])
    mutating func add(_ flag: Bool)
    mutating func add(_ text: String?)
    mutating func add(numbers: [Int32])
    mutating func add(_ texts: [String])
    /// Values of a closed set (modifiers, accessors), a field like `add(_:)` of their texts.
    mutating func add<Value: SummaryCase>(texts values: [Value])
    /// A value of a closed set (a kind, an access level), a field like `add(_:)` of its text.
    mutating func add<Value: SummaryCase>(case value: Value)
    /// A value of a closed set or none, a field like `add(_:)` of an optional text.
    mutating func add<Value: SummaryCase>(case value: Value?)
    /// The path of the file being written, a field like `add(_:)` of a string.
    mutating func add(filePath path: String)
    mutating func add(_ location: SourceLocation)
    mutating func add(_ location: SourceLocation?)
    mutating func add<Value: FieldWritable>(_ value: Value)
    mutating func add<Value: FieldWritable>(_ value: Value?)
    mutating func add<Value: FieldWritable>(_ values: [Value])
    /// A chain of `#if` blocks, each block written once per file however many declarations it holds.
    mutating func add(blocksOf condition: IfConfigCondition)
    /// An enum case's tag, the first field of a case with a payload: not a stored property.
    mutating func tag<Value: SummaryCase>(_ tag: Value)
}

/// A value the parser extracts, written field by field (`FieldWriter`).
///
/// Tests check each conformance against the type's stored properties (`DigestBuilder.fields`), so
/// a property added to a declaration and forgotten here fails a test rather than going unseen;
/// and that every file of the fixtures reads back from a summary with the digest it was written with.
protocol FieldWritable {
    /// Adds every stored property to `builder`.
    func write(into builder: inout some FieldWriter)
}

extension ParsedFile: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(filePath: path)
        builder.add(module)
        builder.add(imports)
        builder.add(types)
        builder.add(typealiases)
        builder.add(topLevelInstantiations)
        builder.add(diagnostics)
    }
}

extension ImportDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(kind)
        builder.add(path)
        builder.add(attributes)
        builder.add(location)
        builder.add(condition)
        builder.add(case: accessLevel)
    }
}

extension TypeDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(case: kind)
        builder.add(name)
        builder.add(names: namePath)
        builder.add(location)
        builder.add(texts: modifiers)
        builder.add(attributes)
        builder.add(names: genericParameters)
        builder.add(inheritedTypes)
        builder.add(condition)
        builder.add(case: accessLevel)
        builder.add(properties)
        builder.add(functions)
        builder.add(initializers)
        builder.add(subscripts)
        builder.add(associatedTypes)
        builder.add(instantiations)
        builder.add(selfConstraints)
        builder.add(hasOtherConstraints)
        builder.add(enclosingAvailability)
    }
}

extension TypealiasDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(name)
        builder.add(names: namePath)
        builder.add(names: genericParameters)
        builder.add(targetText)
        builder.add(target)
        builder.add(case: accessLevel)
        builder.add(location)
        builder.add(condition)
    }
}

extension InstantiationSite: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(calleeText)
        builder.add(calleeType)
        builder.add(contextType)
        builder.add(parentArgument)
        builder.add(location)
        builder.add(argumentLocation)
        builder.add(enclosingMember)
        builder.add(condition)
        builder.add(passesDependency)
        builder.add(case: form)
        builder.add(sharedLocation)
    }
}

extension Diagnostic: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(case: id)
        builder.add(case: severity)
        builder.add(location)
        builder.add(message)
        builder.add(notes)
    }
}

extension Diagnostic.Note: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(location)
        builder.add(message)
    }
}

extension IfConfigCondition: FieldWritable {
    /// The chain of blocks, each block once per file (`DigestBuilder.add(blocksOf:)`): the one
    /// stored property is the chain.
    func write(into builder: inout some FieldWriter) {
        builder.add(blocksOf: self)
    }
}

extension IfConfigCondition.Branch: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(condition)
        builder.add(preceding)
        builder.add(location)
    }
}

extension IfConfigClause: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(text)
        builder.add(expression)
    }
}

extension IfConfigExpression: FieldWritable {
    /// A case's tag, written before its payload.
    enum Tag: String, CaseIterable, Sendable {
        case literal, atom, not, and, or, malformed
    }

    /// The case's name, then its payload.
    func write(into builder: inout some FieldWriter) {
        switch self {
        case .literal(let value):
            builder.tag(Tag.literal)
            builder.add(value)
        case .atom(let atom):
            builder.tag(Tag.atom)
            builder.add(atom)
        case .not(let operand):
            builder.tag(Tag.not)
            builder.add(operand)
        case .and(let left, let right):
            builder.tag(Tag.and)
            builder.add(left)
            builder.add(right)
        case .or(let left, let right):
            builder.tag(Tag.or)
            builder.add(left)
            builder.add(right)
        case .malformed:
            builder.tag(Tag.malformed)
        }
    }
}

extension IfConfigAtom: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(name)
        builder.add(argument)
    }
}

extension InheritedType: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(text)
        builder.add(type)
        builder.add(location)
    }
}

extension PropertyDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(name)
        builder.add(typeText)
        builder.add(typeNames)
        builder.add(type)
        builder.add(isLet)
        builder.add(isStatic)
        builder.add(case: storage)
        builder.add(case: accessLevel)
        builder.add(case: setterAccessLevel)
        builder.add(texts: accessors)
        builder.add(getterEffects)
        builder.add(texts: modifiers)
        builder.add(attributes)
        builder.add(location)
        builder.add(condition)
    }
}

extension AccessorEffects: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(contains(.async))
        builder.add(contains(.throws))
    }
}

extension FunctionDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(name)
        builder.add(parameters)
        builder.add(returnType)
        builder.add(isStatic)
        builder.add(case: accessLevel)
        builder.add(texts: modifiers)
        builder.add(location)
        builder.add(condition)
    }
}

extension InitializerDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(parameters)
        builder.add(isFailable)
        builder.add(case: accessLevel)
        builder.add(texts: modifiers)
        builder.add(location)
        builder.add(condition)
    }
}

extension SubscriptDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(location)
        builder.add(condition)
    }
}

extension AssociatedTypeDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(name)
        builder.add(location)
    }
}

extension ParameterDeclaration: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(label)
        builder.add(name)
        builder.add(typeText)
        builder.add(type)
    }
}

extension TypeName: FieldWritable {
    /// A case's tag, written before its payload.
    enum Tag: String, CaseIterable, Sendable {
        case nominal, optional, array, dictionary, tuple, function, composition, metatype, opaque, unparsed
    }

    /// The case's name, then its payload.
    func write(into builder: inout some FieldWriter) {
        switch self {
        case .nominal(let components):
            builder.tag(Tag.nominal)
            builder.add(components)
        case .optional(let wrapped):
            builder.tag(Tag.optional)
            builder.add(wrapped)
        case .array(let element):
            builder.tag(Tag.array)
            builder.add(element)
        case .dictionary(let key, let value):
            builder.tag(Tag.dictionary)
            builder.add(key)
            builder.add(value)
        case .tuple(let elements):
            builder.tag(Tag.tuple)
            builder.add(elements)
        case .function(let signature):
            builder.tag(Tag.function)
            builder.add(signature)
        case .composition(let members):
            builder.tag(Tag.composition)
            builder.add(members)
        case .metatype(let instance, let isProtocol):
            builder.tag(Tag.metatype)
            builder.add(instance)
            builder.add(isProtocol)
        case .opaque(let constraint):
            builder.tag(Tag.opaque)
            builder.add(constraint)
        case .unparsed(let text):
            builder.tag(Tag.unparsed)
            builder.add(text)
        }
    }
}

extension TypeName.NameComponent: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(identifier)
        builder.add(arguments)
    }
}

extension TypeName.TupleElement: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(label)
        builder.add(type)
    }
}

extension TypeName.FunctionSignature: FieldWritable {
    func write(into builder: inout some FieldWriter) {
        builder.add(attributes)
        builder.add(parameters)
        builder.add(isAsync)
        builder.add(throwsClause)
        builder.add(result)
    }
}
