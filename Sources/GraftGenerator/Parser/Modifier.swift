/// A declaration modifier, as written before `var`, `func`, `class` and the like: one of Swift's
/// modifier keywords, or an access level, alone or for the setter (`private(set)`).
///
/// The set is closed: the parser reads a word as a modifier only when it is one of these, so a
/// declaration's modifiers are values, not text read again later. The raw value is the modifier
/// as written (spaces removed), which summaries and `graft dump` record.
public enum Modifier: String, Hashable, Sendable, CaseIterable {
    /// `private`
    case `private`
    /// `fileprivate`
    case `fileprivate`
    /// `internal`
    case `internal`
    /// `package`
    case `package`
    /// `public`
    case `public`
    /// `open`
    case `open`
    /// `private(set)`
    case privateSet = "private(set)"
    /// `fileprivate(set)`
    case fileprivateSet = "fileprivate(set)"
    /// `internal(set)`
    case internalSet = "internal(set)"
    /// `package(set)`
    case packageSet = "package(set)"
    /// `public(set)`
    case publicSet = "public(set)"
    /// `open(set)`
    case openSet = "open(set)"
    /// `static`
    case `static`
    /// `class`, as a modifier (`class var`, `class func`).
    case `class`
    /// `final`
    case final
    /// `override`
    case override
    /// `required`
    case required
    /// `convenience`
    case convenience
    /// `lazy`
    case lazy
    /// `weak`
    case weak
    /// `unowned`, `unowned(safe)` and `unowned(unsafe)` included.
    case unowned
    /// `dynamic`
    case dynamic
    /// `mutating`
    case mutating
    /// `nonmutating`
    case nonmutating
    /// `optional`
    case optional
    /// `indirect`
    case indirect
    /// `nonisolated`, `nonisolated(unsafe)` included.
    case nonisolated
    /// `isolated`
    case isolated
    /// `distributed`
    case distributed
    /// `prefix`
    case prefix
    /// `postfix`
    case postfix
    /// `infix`
    case infix
    /// `consuming`
    case consuming
    /// `borrowing`
    case borrowing
    /// `__consuming`
    case underscoredConsuming = "__consuming"
    /// `async`
    case async
    /// `reasync`
    case reasync
    /// `rethrows`
    case `rethrows`

    /// The access level a modifier that is one sets (for reading; `private(set)` sets the setter's).
    var accessLevel: AccessLevel? {
        switch self {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    /// The modifier that gives `level` to the setter: `private(set)` for `private`.
    static func setter(_ level: AccessLevel) -> Modifier {
        switch level {
        case .private: .privateSet
        case .fileprivate: .fileprivateSet
        case .internal: .internalSet
        case .package: .packageSet
        case .public: .publicSet
        case .open: .openSet
        }
    }

    /// The one-word modifiers (not the `(set)` forms, which are four tokens).
    static let words = WordTable(allCases.filter { !$0.rawValue.contains("(") }.map { ($0.rawValue, $0) })
}
