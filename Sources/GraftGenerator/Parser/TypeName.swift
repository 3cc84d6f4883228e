/// A Swift type as a normalised value, so that types compare by meaning rather than spelling.
///
/// `[String:Int]`, `[String: Int]` and `Dictionary<String, Int>` are the same value, as are `T?`,
/// `T!` and `Optional<T>`, `[T]` and `Array<T>`, `any P` and `P`, `(T)` and `T`, `Swift.Int` and `Int`.
/// Whitespace, comments and line breaks never matter. Text that does not parse as a type is kept,
/// without whitespace, as `unparsed`.
///
/// Only the cases that hold a type directly are `indirect` (boxed): a named type, the most common
/// by far, is its array of components with no box around it — one allocation fewer for nearly
/// every type the parser reads, and for every one freed.
public enum TypeName: Hashable, Sendable, CustomStringConvertible {
    /// A named type, possibly qualified and generic: `Module.Outer<A>.Inner`.
    case nominal([NameComponent])
    /// `T?` (and `T!`, `Optional<T>`).
    indirect case optional(TypeName)
    /// `[T]` (and `Array<T>`).
    indirect case array(TypeName)
    /// `[K: V]` (and `Dictionary<K, V>`).
    indirect case dictionary(key: TypeName, value: TypeName)
    /// `(a: A, B)`; never a single unlabelled element, which is just that element's type.
    case tuple([TupleElement])
    /// `(A, B) async throws -> R`, with its attributes such as `@Sendable`.
    indirect case function(FunctionSignature)
    /// `A & B`, members in a canonical order.
    case composition([TypeName])
    /// `T.Type` or `T.Protocol`.
    indirect case metatype(TypeName, isProtocol: Bool)
    /// `some P`.
    indirect case opaque(TypeName)
    /// Text that is not a type the parser understands, whitespace removed.
    case unparsed(String)

    /// One dot-separated part of a named type: a name and its generic arguments.
    public struct NameComponent: Hashable, Sendable {
        /// The name, without backticks, interned: components compare and hash by its number.
        public let identifier: Name
        /// The generic arguments, if any.
        public let arguments: [TypeName]

        /// The name's text.
        public var name: String { identifier.text }

        /// Creates a name component of an interned name.
        public init(_ identifier: Name, arguments: [TypeName] = []) {
            self.identifier = identifier
            self.arguments = arguments
        }

        /// Creates a name component, interning its name.
        public init(name: String, arguments: [TypeName] = []) {
            self.init(Name(name), arguments: arguments)
        }
    }

    /// One element of a tuple type.
    public struct TupleElement: Hashable, Sendable {
        /// The element's label, if it has one.
        public let label: String?
        /// The element's type.
        public let type: TypeName

        /// Creates a tuple element.
        public init(label: String?, type: TypeName) {
            self.label = label
            self.type = type
        }
    }

    /// The parts of a function type.
    public struct FunctionSignature: Hashable, Sendable {
        /// Type attributes that change meaning (`@Sendable`, `@MainActor`); `@escaping` is dropped.
        public let attributes: [String]
        /// The parameter types.
        public let parameters: [TypeName]
        /// Whether the function is `async`.
        public let isAsync: Bool
        /// `throws`, `throws(E)` or `rethrows` as written without spaces; nil when it does not throw.
        public let throwsClause: String?
        /// The result type.
        public let result: TypeName

        /// Creates a function signature.
        public init(attributes: [String], parameters: [TypeName], isAsync: Bool, throwsClause: String?, result: TypeName) {
            self.attributes = attributes
            self.parameters = parameters
            self.isAsync = isAsync
            self.throwsClause = throwsClause
            self.result = result
        }
    }

    /// A simple named type.
    public static func named(_ name: String) -> TypeName {
        named(Name(name))
    }

    /// A simple named type, of an interned name.
    static func named(_ name: Name) -> TypeName {
        .nominal([NameComponent(name)])
    }

    /// The canonical spelling: `[K: V]`, `T?`, `(a: A, B) -> R`, `A & B`, `Module.Name<T>`.
    public var description: String {
        switch self {
        case .nominal(let components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.needsParenthesesBeforePostfix ? "(\(wrapped))?" : "\(wrapped)?"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "("
                + elements.map { element in
                    element.label.map { "\($0): \(element.type)" } ?? element.type.description
                }.joined(separator: ", ") + ")"
        case .function(let signature):
            var text = signature.attributes.map { $0 + " " }.joined()
            text += "(" + signature.parameters.map(\.description).joined(separator: ", ") + ")"
            if signature.isAsync { text += " async" }
            if let throwsClause = signature.throwsClause { text += " " + throwsClause }
            return text + " -> " + signature.result.description
        case .composition(let members):
            return members.map(\.description).joined(separator: " & ")
        case .metatype(let base, let isProtocol):
            let baseText = base.needsParenthesesBeforePostfix ? "(\(base))" : base.description
            return baseText + (isProtocol ? ".Protocol" : ".Type")
        case .opaque(let base):
            return "some \(base)"
        case .unparsed(let text):
            return text
        }
    }

    private var needsParenthesesBeforePostfix: Bool {
        switch self {
        case .function, .composition, .opaque: return true
        default: return false
        }
    }

    /// The type with one level of optionality removed (`T?` → `T`); other types unchanged.
    public var unwrappingOptional: TypeName {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// For a named type, its last component's name (`Module.Outer.Inner` → `Inner`).
    public var lastName: String? {
        if case .nominal(let components) = self { return components.last?.name }
        return nil
    }

    /// For a named type, its names joined by dots, without generic arguments.
    public var qualifiedName: String? {
        if case .nominal(let components) = self { return components.map(\.name).joined(separator: ".") }
        return nil
    }
}
