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
