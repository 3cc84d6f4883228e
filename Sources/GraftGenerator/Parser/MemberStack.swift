/// The members of every type whose body is being parsed, outermost first.
///
/// Bodies nest strictly (a nested type's body closes before its parent's continues), so a body's
/// members are always the top of the stacks: the parser appends each member as it reads it and,
/// when the body closes, moves the body's members off into arrays of exactly their size. An array
/// grown per type instead reallocates as it doubles (about 300,000 allocations on a Needle-style
/// corpus of 10,000 components) and keeps up to half its capacity unused for the rest of the run.
struct MemberStack {
    let properties = MovingStack<PropertyDeclaration>()
    let functions = MovingStack<FunctionDeclaration>()
    let initializers = MovingStack<InitializerDeclaration>()
    let subscripts = MovingStack<SubscriptDeclaration>()
    let associatedTypes = MovingStack<AssociatedTypeDeclaration>()
    let instantiations = MovingStack<InstantiationSite>()

    /// How many members each stack holds.
    struct Heights {
        let properties, functions, initializers, subscripts, associatedTypes, instantiations: Int
    }

    /// One body's members.
    struct Members {
        let properties: [PropertyDeclaration]
        let functions: [FunctionDeclaration]
        let initializers: [InitializerDeclaration]
        let subscripts: [SubscriptDeclaration]
        let associatedTypes: [AssociatedTypeDeclaration]
        let instantiations: [InstantiationSite]
    }

    var heights: Heights {
        Heights(
            properties: properties.count, functions: functions.count, initializers: initializers.count,
            subscripts: subscripts.count, associatedTypes: associatedTypes.count, instantiations: instantiations.count
        )
    }

    /// Moves off the members appended since `start`.
    func take(from start: Heights) -> Members {
        Members(
            properties: properties.take(from: start.properties),
            functions: functions.take(from: start.functions),
            initializers: initializers.take(from: start.initializers),
            subscripts: subscripts.take(from: start.subscripts),
            associatedTypes: associatedTypes.take(from: start.associatedTypes),
            instantiations: instantiations.take(from: start.instantiations)
        )
    }
}

/// A stack whose top elements move off into an array in one copy of their memory.
///
/// `Array` cannot give up elements without destroying or copying them: moving them one by one
/// (`removeLast()`) costs a check per element, copying them a retain per string and array they
/// hold. Here the elements are moved as bytes, which is what a move of a Swift value is.
final class MovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds.
    private(set) var count = 0

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` (a count the stack had) to the top into an array.
    func take(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "a stack's height it never had")
        let taken = count - start
        guard taken > 0 else { return [] }
        count = start
        return Array(unsafeUninitializedCapacity: taken) { buffer, initialized in
            // A buffer with room for one element or more has an address.
            guard let target = buffer.baseAddress else { return }
            target.moveInitialize(from: base + start, count: taken)
            initialized = taken
        }
    }
}
