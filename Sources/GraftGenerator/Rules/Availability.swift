#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

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

    /// What `@available` says of a declaration with `attributes` (a type's own and its enclosing
    /// extensions'; a property's own and its extension's), for generated code that names or reads
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
        /// The platforms and domains a named type needs, as their number in `Gates.shared` (0:
        /// none). A number, not arrays: marks are copied with every provider field the planner
        /// moves, and nearly all of them are empty.
        private var gate: UInt32 = 0

        /// No restriction.
        static let none = Mark()
        /// Deprecated, and nothing else.
        static let deprecated = Mark(isDeprecated: true)

        /// Whether a named type needs a platform version or a domain: generated code that only
        /// lists it checks `condition` first.
        var isGated: Bool { gate != 0 }
        /// Whether there is nothing to write.
        var isEmpty: Bool { !isDeprecated && gate == 0 }

        /// Requires `version` of `platform` (or later); the latest of two versions of one platform
        /// wins. A version of `swift` is a compile-time matter, not read.
        mutating func require(platform: String, version: String) {
            guard platform != "swift", platform != "_PackageDescription" else { return }
            var needs = Gates.shared.gate(gate)
            if let index = needs.platforms.firstIndex(where: { $0.name == platform }) {
                guard Self.precedes(needs.platforms[index].version, version) else { return }
                needs.platforms[index].version = version
            } else {
                needs.platforms.append((platform, version))
            }
            gate = Gates.shared.number(of: needs)
        }

        /// Requires the availability domain `domain`.
        mutating func require(domain: String) {
            var needs = Gates.shared.gate(gate)
            guard !needs.domains.contains(domain) else { return }
            needs.domains.append(domain)
            gate = Gates.shared.number(of: needs)
        }

        /// What both require.
        func union(_ other: Mark) -> Mark {
            var result = self
            result.isDeprecated = isDeprecated || other.isDeprecated
            guard other.gate != 0, other.gate != gate else { return result }
            guard gate != 0 else {
                result.gate = other.gate
                return result
            }
            let needs = Gates.shared.gate(other.gate)
            for platform in needs.platforms { result.require(platform: platform.name, version: platform.version) }
            for domain in needs.domains { result.require(domain: domain) }
            return result
        }

        /// What `self` requires that `other` does not imply: the platforms it needs a later
        /// version of, and the domains `other` lacks; never deprecated. Code inside a declaration
        /// marked `other` checks only these (Swift warns at a check its context makes always true).
        func beyond(_ other: Mark) -> Mark {
            guard gate != 0, gate != other.gate else { return .none }
            let needs = Gates.shared.gate(gate)
            let implied = Gates.shared.gate(other.gate)
            var result = Mark()
            for platform in needs.platforms {
                if let known = implied.platforms.first(where: { $0.name == platform.name }), !Self.precedes(known.version, platform.version) { continue }
                result.require(platform: platform.name, version: platform.version)
            }
            for domain in needs.domains where !implied.domains.contains(domain) { result.require(domain: domain) }
            return result
        }

        /// The attributes generated code writes before a declaration naming the types, each
        /// followed by a space: `@available(*, deprecated) @available(iOS 17, macOS 14, *) `.
        var attributes: String {
            var text = isDeprecated ? "@available(*, deprecated) " : ""
            guard gate != 0 else { return text }
            let needs = Gates.shared.gate(gate)
            if !needs.platforms.isEmpty { text += "@available(\(needs.platformList)) " }
            for domain in needs.domains { text += "@available(\(domain)) " }
            return text
        }

        /// The condition under which the types are available where the app runs, for `if`:
        /// `#available(iOS 17, macOS 14, *), #available(FeatureFlags)`; nil when they always are.
        var condition: String? {
            guard gate != 0 else { return nil }
            let needs = Gates.shared.gate(gate)
            return ((needs.platforms.isEmpty ? [] : ["#available(\(needs.platformList))"]) + needs.domains.map { "#available(\($0))" })
                .joined(separator: ", ")
        }

        /// Whether the version `left` precedes `right`, part by part (`17` before `17.2`).
        private static func precedes(_ left: String, _ right: String) -> Bool {
            let (leftParts, rightParts) = (left.split(separator: ".").map { Int($0) ?? 0 }, right.split(separator: ".").map { Int($0) ?? 0 })
            for index in 0..<max(leftParts.count, rightParts.count) {
                let (leftPart, rightPart) = (index < leftParts.count ? leftParts[index] : 0, index < rightParts.count ? rightParts[index] : 0)
                if leftPart != rightPart { return leftPart < rightPart }
            }
            return false
        }
    }

    /// What a gated `Mark` needs: the platforms, each with the latest version any named type needs,
    /// and the availability domains, each in the order first met.
    struct Gate: Hashable, Sendable {
        var platforms: [(name: String, version: String)] = []
        var domains: [String] = []

        /// `iOS 17, macOS 14, *`.
        var platformList: String { (platforms.map { "\($0.name) \($0.version)" } + ["*"]).joined(separator: ", ") }

        static func == (left: Gate, right: Gate) -> Bool {
            left.domains == right.domains && left.platforms.elementsEqual(right.platforms) { $0.name == $1.name && $0.version == $1.version }
        }

        func hash(into hasher: inout Hasher) {
            for platform in platforms {
                hasher.combine(platform.name)
                hasher.combine(platform.version)
            }
            hasher.combine(domains)
        }
    }

    /// The process's gates, each once, numbered from 1 in the order first met: what a `Mark`'s
    /// number refers to. Gates are few (one per distinct `@available` a graph's types carry).
    final class Gates: @unchecked Sendable {
        // @unchecked Sendable: every access to `gates` and `numbers` holds `mutex`.
        static let shared = Gates()

        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var gates: [Gate] = [Gate()]
        private var numbers: [Gate: UInt32] = [Gate(): 0]

        private init() {
            mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        /// The gate numbered `number`.
        func gate(_ number: UInt32) -> Gate {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return gates[Int(number)]
        }

        /// The number of `gate`, given one if it has none yet.
        func number(of gate: Gate) -> UInt32 {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            if let number = numbers[gate] { return number }
            let number = UInt32(gates.count)
            gates.append(gate)
            numbers[gate] = number
            return number
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
