/// What `@available` says of a providing property that generated code would read: the rule behind
/// `Provider.availability`.
///
/// A property marked unavailable on every platform (`@available(*, unavailable)`), or declared in
/// an extension so marked, cannot be read: it provides nothing, as if it were not there, and a
/// missing dependency it would satisfy names it in a note. A deprecated one (`deprecated` in any
/// `@available`, for any platform) still provides, but generated code that reads it would draw
/// the compiler's deprecation warning, which fails a build with warnings as errors; the member
/// that reads it is marked deprecated too, which silences the warning (Swift does not warn at a
/// use inside a deprecated declaration, nor at a deprecated witness declared in the conforming
/// class; it does at one declared in a protocol's extension, so such a provider writes its members
/// out: `SharedWitnesses`). An unavailable property in an extension of a dependency protocol is no
/// default implementation of a requirement (Swift refuses it as a witness), so an ancestor must
/// provide the requirement; a deprecated one still is, and Swift's warning at the provider that
/// uses it ("deprecated default implementation is used…") is the author's message. Unavailable
/// on one platform only, obsoleted or introduced later: read as available (the generated code then
/// fails where the property is missing, at the line that reads it).
enum Availability: Comparable, Sendable {
    /// Readable without a warning.
    case available
    /// Readable, with a deprecation warning at each use outside a deprecated declaration.
    case deprecated
    /// Not readable.
    case unavailable

    /// What a property marked with `attributes` (as the parser writes them: `@available(*,unavailable)`),
    /// declared in a type or extension marked with `declaringAttributes`, is: the stronger of the two
    /// (the cases are in order).
    static func of(_ attributes: [String], declaredIn declaringAttributes: [String]) -> Availability {
        max(of(attributes), of(declaringAttributes))
    }

    /// What a declaration marked with `attributes` is: the strongest of its `@available`s.
    static func of(_ attributes: [String]) -> Availability {
        var result = Availability.available
        for attribute in attributes where attribute.hasPrefix(prefix) && attribute.hasSuffix(")") {
            let arguments = Self.arguments(of: attribute.dropFirst(prefix.count).dropLast())
            guard let platform = arguments.first else { continue }
            for argument in arguments.dropFirst() {
                let label = argument.prefix { $0 != ":" }
                if label == "unavailable", platform == "*" { return .unavailable }
                if label == "deprecated" { result = .deprecated }
            }
        }
        return result
    }

    /// What generated code writes before a member that reads a property of this availability.
    var memberMark: String { Self.mark(isDeprecated: self == .deprecated) }

    /// What generated code writes before a declaration that names a deprecated type (a component
    /// class or a dependency protocol: `typeIsDeprecated`), so that naming it draws no warning.
    static func mark(isDeprecated: Bool) -> String { isDeprecated ? "@available(*, deprecated) " : "" }

    /// Whether a type declared with `attributes` is deprecated: `deprecated` in an `@available`.
    /// Naming a type draws a deprecation warning when it or a type enclosing it is. Generated
    /// code that names such a type (a component class a provider keeps or a lookup matches, a
    /// dependency protocol a provider or a test double conforms to) is itself marked deprecated,
    /// and so is what names that in turn (a lookup table, the list of tables, the conformances
    /// returning it). An `@available(*, unavailable)` type is not read here: code naming it fails
    /// to compile, in the user's sources first.
    static func typeIsDeprecated(_ attributes: [String]) -> Bool { of(attributes) == .deprecated }

    private static let prefix = "@available("

    /// The arguments between the parentheses, split at the commas outside string literals.
    private static func arguments(of text: Substring) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                result.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        result.append(text[start...])
        return result
    }
}
