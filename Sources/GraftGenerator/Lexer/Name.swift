/// An identifier interned once, as the sources are read: equal names are equal numbers, so
/// later stages compare and hash a name as an integer and never read its text to do so.
///
/// A name's number depends on the order names were first met, which varies with how parsing was
/// spread over the cores: nothing may be ordered by it. Order names by their ``text``.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The name's number in ``NameTable/shared``.
    let index: UInt32

    init(index: UInt32) {
        self.index = index
    }

    /// The name whose text is `text`, interned.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { NameTable.shared.intern($0) }
    }

    /// The name whose UTF-8 bytes are `bytes`, interned: no `String` is made for a name met before.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self = NameTable.shared.intern(bytes)
    }

    /// The name's hash in a `Dictionary` or `Set` seeded with `seed`: its number, mixed once
    /// (`NumberHash`), not hashed with SipHash.
    public func _rawHashValue(seed: Int) -> Int {
        NumberHash.hash(UInt64(index), seed: seed)
    }

    /// The name as written, without backticks.
    public var text: String { NameTable.shared.text(of: self) }

    /// The name as written, without backticks.
    public var description: String { text }

    /// `Swift`, the standard library's module.
    static let swift = Name("Swift")
    /// `Optional`.
    static let optional = Name("Optional")
    /// `ImplicitlyUnwrappedOptional`.
    static let implicitlyUnwrappedOptional = Name("ImplicitlyUnwrappedOptional")
    /// `Array`.
    static let array = Name("Array")
    /// `Dictionary`.
    static let dictionary = Name("Dictionary")
}
