/// A Swift access level, ordered from most to least restrictive.
public enum AccessLevel: String, Comparable, Hashable, Sendable, CaseIterable {
    /// `private`
    case `private`
    /// `fileprivate`
    case `fileprivate`
    /// `internal`, the default.
    case `internal`
    /// `package`
    case `package`
    /// `public`
    case `public`
    /// `open`
    case `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    /// Orders from `private` up to `open`.
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rank < rhs.rank
    }
}
