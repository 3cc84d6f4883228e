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
/// uses it ("deprecated default implementation is used…") is the author's message. Introduced
/// later (`@available(iOS 17, *)`, an availability domain): available, and the member that reads
/// it is marked so (`Mark`). Unavailable on one platform only, or obsoleted: read as available (the
/// generated code then fails where the property is missing, at the line that reads it).
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

    /// What `@available` says of a type declared with `attributes`, for generated code that names
    /// it (`Mark`).
    static func typeMark(_ attributes: [String]) -> Mark {
        var mark = Mark()
        for attribute in attributes where attribute.hasPrefix(prefix) && attribute.hasSuffix(")") {
            let arguments = Self.arguments(of: attribute.dropFirst(prefix.count).dropLast())
            guard let first = arguments.first else { continue }
            if arguments.last == "*" {
                // `@available(iOS 17, macOS 14, *)`: each argument a platform and its version.
                for argument in arguments.dropLast() {
                    let parts = argument.split(separator: " ")
                    guard parts.count == 2, parts[1].first?.isNumber == true else { continue }
                    mark.require(platform: String(parts[0]), version: String(parts[1]))
                }
            } else if let introduced = arguments.dropFirst().first(where: { $0.hasPrefix("introduced:") }), first != "*" {
                // `@available(iOS, introduced: 17.0)`.
                mark.require(platform: String(first), version: String(introduced.dropFirst("introduced:".count)))
            } else if arguments.count == 1, first.first.map({ $0.isLetter || $0 == "_" }) == true,
                first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                // `@available(FeatureFlags)`: an availability domain.
                mark.require(domain: String(first))
            }
        }
        mark.isDeprecated = of(attributes) == .deprecated
        return mark
    }

    /// What `@available` restricts of a type that generated code names, and so what a generated
    /// declaration naming it writes before itself: Swift warns at a use of a deprecated type outside
    /// a deprecated declaration, and refuses a use of a type introduced in a later version of a
    /// platform (`@available(iOS 17, *)`), or in an availability domain (`@available(FeatureFlags)`),
    /// outside a declaration at least as restricted or an `if #available` check.
    ///
    /// It is the union over the type and the types enclosing it (`GraphBuilderState.typeMark`),
    /// and, for a declaration naming several types, over them (`union`). Where the generated code
    /// only lists a restricted class (a lookup table's classes and providers), it writes the class
    /// under `if #available`, and the runtime's `GraftUnavailable` otherwise (`condition`).
    ///
    /// Not read: `unavailable` for one platform, `obsoleted`, a version of `swift`: generated code
    /// naming such a type fails to compile where it is missing, at the line that names it.
    struct Mark: Hashable, Sendable {
        /// Whether a named type is deprecated: generated code is marked `@available(*, deprecated)`.
        var isDeprecated = false
        /// The platforms a named type needs, each with the latest version any of them needs, in
        /// the order first met.
        private(set) var platforms: [(name: String, version: String)] = []
        /// The availability domains a named type needs, in the order first met.
        private(set) var domains: [String] = []

        /// No restriction.
        static let none = Mark()
        /// Deprecated, and nothing else.
        static let deprecated = Mark(isDeprecated: true)

        /// Whether a named type needs a platform version or a domain: generated code that only
        /// lists it checks `condition` first.
        var isGated: Bool { !platforms.isEmpty || !domains.isEmpty }
        /// Whether there is nothing to write.
        var isEmpty: Bool { !isDeprecated && !isGated }

        /// Requires `version` of `platform` (or later); the latest of two versions of one platform wins.
        mutating func require(platform: String, version: String) {
            guard platform != "swift", platform != "_PackageDescription" else { return }
            if let index = platforms.firstIndex(where: { $0.name == platform }) {
                if Self.precedes(platforms[index].version, version) { platforms[index].version = version }
            } else {
                platforms.append((platform, version))
            }
        }

        /// Requires the availability domain `domain`.
        mutating func require(domain: String) {
            if !domains.contains(domain) { domains.append(domain) }
        }

        /// What both require.
        func union(_ other: Mark) -> Mark {
            guard !other.isEmpty else { return self }
            var result = self
            result.isDeprecated = isDeprecated || other.isDeprecated
            for platform in other.platforms { result.require(platform: platform.name, version: platform.version) }
            for domain in other.domains { result.require(domain: domain) }
            return result
        }

        /// The attributes generated code writes before a declaration naming the types, each
        /// followed by a space: `@available(*, deprecated) @available(iOS 17, macOS 14, *) `.
        var attributes: String {
            var text = isDeprecated ? "@available(*, deprecated) " : ""
            if !platforms.isEmpty { text += "@available(\(platformList)) " }
            for domain in domains { text += "@available(\(domain)) " }
            return text
        }

        /// The condition under which the types are available where the app runs, for `if`:
        /// `#available(iOS 17, macOS 14, *), #available(FeatureFlags)`; nil when they always are.
        var condition: String? {
            guard isGated else { return nil }
            return ((platforms.isEmpty ? [] : ["#available(\(platformList))"]) + domains.map { "#available(\($0))" })
                .joined(separator: ", ")
        }

        private var platformList: String { (platforms.map { "\($0.name) \($0.version)" } + ["*"]).joined(separator: ", ") }

        /// Whether the version `left` precedes `right`, part by part (`17` before `17.2`).
        private static func precedes(_ left: String, _ right: String) -> Bool {
            let (leftParts, rightParts) = (left.split(separator: ".").map { Int($0) ?? 0 }, right.split(separator: ".").map { Int($0) ?? 0 })
            for index in 0..<max(leftParts.count, rightParts.count) {
                let (leftPart, rightPart) = (index < leftParts.count ? leftParts[index] : 0, index < rightParts.count ? rightParts[index] : 0)
                if leftPart != rightPart { return leftPart < rightPart }
            }
            return false
        }

        static func == (left: Mark, right: Mark) -> Bool {
            left.isDeprecated == right.isDeprecated && left.domains == right.domains
                && left.platforms.elementsEqual(right.platforms) { $0.name == $1.name && $0.version == $1.version }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(isDeprecated)
            for platform in platforms { hasher.combine(platform.name) }
            hasher.combine(domains)
        }
    }

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
