/// An accessor of a property or subscript, by its keyword: `get`, `set`, the observers and the
/// others Swift has. The raw value is the keyword, which summaries and `graft dump` record.
public enum Accessor: String, Hashable, Sendable, CaseIterable {
    /// `get`
    case get
    /// `set`
    case set
    /// `willSet`, an observer.
    case willSet
    /// `didSet`, an observer.
    case didSet
    /// `_read`
    case read = "_read"
    /// `_modify`
    case modify = "_modify"
    /// `init`, an init accessor.
    case `init`
    /// `borrow`
    case borrow
    /// `unsafeAddress`
    case unsafeAddress
    /// `unsafeMutableAddress`
    case unsafeMutableAddress
    /// `addressWithOwner`
    case addressWithOwner
    /// `addressWithNativeOwner`
    case addressWithNativeOwner
    /// `mutableAddressWithOwner`
    case mutableAddressWithOwner
    /// `mutableAddressWithNativeOwner`
    case mutableAddressWithNativeOwner

    /// Whether it observes a stored property (`willSet`, `didSet`) rather than computing one.
    var isObserver: Bool { self == .willSet || self == .didSet }

    /// Every accessor keyword.
    static let words = WordTable(allCases.map { ($0.rawValue, $0) })
}

/// The effects written after an accessor's keyword: `get async`, `get throws`, `get async throws`
/// (`rethrows` and a typed `throws(E)` count as `throws`).
public struct AccessorEffects: OptionSet, Hashable, Sendable {
    /// The effects' bits.
    public let rawValue: UInt8

    /// The effects of `rawValue`'s bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `async`
    public static let async = AccessorEffects(rawValue: 1)
    /// `throws`
    public static let `throws` = AccessorEffects(rawValue: 2)

    /// As Swift writes them: `async`, `throws`, `async throws`; empty for none.
    public var text: String {
        [contains(.async) ? "async" : nil, contains(.throws) ? "throws" : nil].compactMap { $0 }.joined(separator: " ")
    }
}
