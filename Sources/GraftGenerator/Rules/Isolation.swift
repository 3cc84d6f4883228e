/// What the generator reads of Swift's isolation, and how generated code keeps its own out of the
/// way: the rule behind `Provider.mayBeIsolated`, `Component.isSendable` and the emitter's
/// `nonisolated(unsafe)`.
///
/// Generated lookups are `nonisolated` and create providers from any thread; a provider keeps its
/// ancestors in properties set once by its initialiser and only read after. A providing property
/// that may be isolated to a global actor (by an attribute of its own or of the type or extension
/// declaring it) is read by a member the provider writes out itself, which takes the isolation of
/// the requirement it witnesses; a global actor's attribute is spelled like any other
/// (`@DatabaseActor`), so every attribute but those known not to isolate counts. An ancestor kept in
/// a provider needs `nonisolated(unsafe)` unless its class is `Sendable`, where the compiler warns
/// that the mark is unnecessary.
enum Isolation {
    /// Whether `attributes` (as the parser writes them: `@MainActor`, `@available(iOS15,*)`) may
    /// isolate what they mark to a global actor.
    static func mayIsolate(_ attributes: [String]) -> Bool {
        !attributes.isEmpty
            && attributes.contains { attribute in
                let name = attribute.dropFirst().prefix { $0 != "(" }
                return !nonIsolatingAttributes.contains(String(name))
            }
    }

    /// Whether `attributes` certainly isolate what they mark to the main actor (`@MainActor`).
    static func isolatesToMainActor(_ attributes: [String]) -> Bool {
        attributes.contains("@MainActor")
    }

    /// Attributes that never isolate a declaration.
    private static let nonIsolatingAttributes: Set<String> = [
        "available", "backDeployed", "discardableResult", "inlinable", "inline", "nonobjc", "objc", "usableFromInline",
        "_alwaysEmitIntoClient", "_disfavoredOverload", "_spi", "_transparent",
    ]

    /// Whether a declaration of a class or one of its extensions makes it `Sendable`:
    /// `Sendable`, `@unchecked Sendable` or `Swift.Sendable` among its inherited types.
    static func declaresSendable(_ declaration: TypeDeclaration) -> Bool {
        declaration.inheritedTypes.contains { $0.type.lastName == "Sendable" || $0.text.hasSuffix("Sendable") }
    }

    /// Whether a type a protocol refines (a dependency or plugin extension protocol, or one it
    /// refines), read where the sources declare no type of its name, is `Sendable` (or
    /// `Swift.Sendable`), written or as a member of a composition or typealias: the classes that
    /// conform to the protocol must be `Sendable`. The providers, plugin extensions and test doubles generated for it then
    /// declare `@unchecked Sendable` (`uncheckedSendableMark`): a checked
    /// conformance fails to compile, since a provider that shares its members subclasses
    /// `GraftLinksN` and one that writes them out holds non-`Sendable` components. Unchecked is
    /// sound here: each holds what it reads in `let`s set once, and components are safe to read
    /// from any thread (`shared { }` is).
    static func isSendable(_ type: TypeName) -> Bool {
        type.lastName == "Sendable"
    }

    /// What follows the conformances of a generated class conforming to a protocol that requires
    /// `Sendable` (`isSendable`): `, @unchecked Sendable`.
    static func uncheckedSendableMark(_ required: Bool) -> String { required ? ", @unchecked Sendable" : "" }

    /// What precedes a member that generated code adds to a component class in an extension (a
    /// lookup the runtime calls from any thread): `nonisolated ` when the class may be isolated to
    /// a global actor, whose extensions' members would be isolated too.
    static func memberMark(isIsolated: Bool) -> String {
        isIsolated ? "nonisolated " : ""
    }

    /// How a provider declares the stored property holding an ancestor of a class that is (or is
    /// not) `Sendable`: `private <mark>let ancestor1: …`.
    static func ancestorStorageMark(isSendable: Bool) -> String {
        isSendable ? "" : "nonisolated(unsafe) "
    }
}
