// The values the declaration parser extracts: plain immutable data with source locations.

/// An `import` declaration.
public struct ImportDeclaration: Hashable, Sendable {
    /// `struct`, `class`, `func`… in `import struct A.B`; nil for a whole-module import.
    public let kind: String?
    /// The imported path: `["A", "B"]` for `A.B`.
    public let path: [String]
    /// Attributes as written without spaces: `@testable`, `@_spi(X)`, `@preconcurrency`.
    public let attributes: [String]
    /// Where the declaration starts.
    public let location: SourceLocation
    /// The `#if` blocks around it.
    public let condition: IfConfigCondition?

    /// The module imported: the first path component.
    public var module: String { path.first ?? "" }
}

/// The kinds of type declaration.
public enum TypeDeclarationKind: String, Hashable, Sendable {
    /// `class`
    case `class`
    /// `struct`
    case `struct`
    /// `enum`
    case `enum`
    /// `actor`
    case actor
    /// `protocol`
    case `protocol`
    /// `extension`
    case `extension`
}

/// A type named in an inheritance clause.
public struct InheritedType: Hashable, Sendable {
    /// The type as written, whitespace and comments removed.
    public let text: String
    /// The type, normalised.
    public let type: TypeName
    /// Where the type is written.
    public let location: SourceLocation
}

/// A class, struct, enum, actor, protocol or extension, with its depth-1 members.
public struct TypeDeclaration: Hashable, Sendable {
    /// What kind of declaration it is.
    public let kind: TypeDeclarationKind
    /// The declared name; for an extension, the extended type as written (`Outer.Inner`).
    public let name: String
    /// The name qualified by the enclosing types and extensions: `Outer.Inner`.
    public let qualifiedName: String
    /// Where the name is.
    public let location: SourceLocation
    /// Modifiers such as `public`, `final`, `open`.
    public let modifiers: [String]
    /// Attributes as written without spaces: `@MainActor`, `@available(iOS15,*)`.
    public let attributes: [String]
    /// The names of the generic parameters.
    public let genericParameters: [String]
    /// The inheritance clause, in order.
    public let inheritedTypes: [InheritedType]
    /// The byte range of the body, braces included; nil when there is none.
    public let bodyRange: Range<Int>?
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
    /// The access level written on the declaration, or the default.
    public let accessLevel: AccessLevel
    /// Properties declared at depth 1 of the body.
    public let properties: [PropertyDeclaration]
    /// Functions declared at depth 1 of the body.
    public let functions: [FunctionDeclaration]
    /// Initialisers declared at depth 1 of the body.
    public let initializers: [InitializerDeclaration]
    /// Subscripts declared at depth 1 of the body.
    public let subscripts: [SubscriptDeclaration]
    /// Associated types (protocols only).
    public let associatedTypes: [AssociatedTypeDeclaration]
    /// `Name(parent: …)`-shaped calls inside the bodies of the members.
    public let instantiations: [InstantiationSite]
}

/// A stored or computed property, or a property requirement of a protocol.
public struct PropertyDeclaration: Hashable, Sendable {
    /// Whether the property stores a value or computes it.
    public enum Storage: String, Hashable, Sendable {
        /// A stored property (observers and `lazy` included).
        case stored
        /// A computed property, or a protocol requirement.
        case computed
    }

    /// The property's name, without backticks.
    public let name: String
    /// The annotated type as written, whitespace removed; nil when there is no annotation.
    public let typeText: String?
    /// The annotated type, normalised.
    public let type: TypeName?
    /// `let` or `var`.
    public let isLet: Bool
    /// Whether it is `static` or `class`.
    public let isStatic: Bool
    /// Stored or computed.
    public let storage: Storage
    /// The access level for reading.
    public let accessLevel: AccessLevel
    /// The access level for writing, when `private(set)` or similar narrows it.
    public let setterAccessLevel: AccessLevel?
    /// The accessors named in the body: `["get"]`, `["get", "set"]`; empty for an implicit getter.
    public let accessors: [String]
    /// All modifiers as written: `lazy`, `override`, `weak`, `public`…
    public let modifiers: [String]
    /// Attributes as written without spaces.
    public let attributes: [String]
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}

/// A parameter of a function or initialiser.
public struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label; nil for `_`.
    public let label: String?
    /// The parameter name used inside the body.
    public let name: String
    /// The type as written, whitespace removed.
    public let typeText: String
    /// The type, normalised.
    public let type: TypeName
}

/// A function or method.
public struct FunctionDeclaration: Hashable, Sendable {
    /// The name (an operator for operator functions).
    public let name: String
    /// The parameters, in order.
    public let parameters: [ParameterDeclaration]
    /// The declared result type; nil when it returns `Void` implicitly.
    public let returnType: TypeName?
    /// Whether it is `static` or `class`.
    public let isStatic: Bool
    /// The access level.
    public let accessLevel: AccessLevel
    /// All modifiers as written.
    public let modifiers: [String]
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}

/// An initialiser.
public struct InitializerDeclaration: Hashable, Sendable {
    /// The parameters, in order.
    public let parameters: [ParameterDeclaration]
    /// Whether it is `init?` or `init!`.
    public let isFailable: Bool
    /// The access level.
    public let accessLevel: AccessLevel
    /// All modifiers as written (`convenience`, `required`, `override`…).
    public let modifiers: [String]
    /// Where `init` is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}

/// A subscript.
public struct SubscriptDeclaration: Hashable, Sendable {
    /// Where `subscript` is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}

/// An associated type of a protocol.
public struct AssociatedTypeDeclaration: Hashable, Sendable {
    /// The name.
    public let name: String
    /// Where the name is.
    public let location: SourceLocation
}

/// A `typealias`.
public struct TypealiasDeclaration: Hashable, Sendable {
    /// The declared name.
    public let name: String
    /// The name qualified by the enclosing types.
    public let qualifiedName: String
    /// The names of the generic parameters.
    public let genericParameters: [String]
    /// The aliased type as written, whitespace removed.
    public let targetText: String
    /// The aliased type, normalised.
    public let target: TypeName
    /// The access level.
    public let accessLevel: AccessLevel
    /// Where the name is.
    public let location: SourceLocation
    /// The `#if` blocks around the declaration.
    public let condition: IfConfigCondition?
}

/// A call shaped like a component instantiation: `Name(parent: …)`, `Name.init(parent: …)`,
/// `Module.Name(parent: …)` or `.init(parent: …)`.
public struct InstantiationSite: Hashable, Sendable {
    /// The called type as written (`Module.Name`); nil for `.init(parent:)`.
    public let calleeText: String?
    /// For `.init(parent:)`, the declared type of the enclosing property or function's result.
    public let contextType: TypeName?
    /// The text of the `parent:` argument, whitespace at its ends removed.
    public let parentArgument: String
    /// Where the call starts.
    public let location: SourceLocation
    /// Where the `parent:` argument's value starts.
    public let argumentLocation: SourceLocation
    /// The member whose body holds the call (`var name`, `func name`, `init`).
    public let enclosingMember: String
    /// The `#if` blocks around the call.
    public let condition: IfConfigCondition?

    /// The type this call creates: the callee, or the context type for `.init`.
    public var createdType: TypeName? {
        if let calleeText { return TypeName(parsing: calleeText) }
        return contextType?.unwrappingOptional
    }
}

/// Everything the parser extracted from one file.
public struct ParsedFile: Sendable {
    /// The path used in diagnostics.
    public let path: String
    /// The module the file belongs to, when known.
    public let module: String?
    /// The imports, in order.
    public let imports: [ImportDeclaration]
    /// All type declarations and extensions, nested ones included, in source order.
    public let types: [TypeDeclaration]
    /// All typealiases, nested ones included.
    public let typealiases: [TypealiasDeclaration]
    /// Problems the lexer and parser recovered from.
    public let diagnostics: [Diagnostic]
}
