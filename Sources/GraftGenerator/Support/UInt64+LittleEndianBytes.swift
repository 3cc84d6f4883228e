extension UInt64 {
    /// The word whose little-endian bytes are `bytes` (eight of them, as the parse cache and a
    /// summary's check store words).
    init(littleEndianBytes bytes: ArraySlice<UInt8>) {
        self = bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
