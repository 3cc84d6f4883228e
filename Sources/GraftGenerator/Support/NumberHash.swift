/// The hash `Dictionary` and `Set` use for values that are one number the generator made (an
/// interned ``Name``, a `SymbolID`, a `NamePath`): one multiply-xorshift round of the number and
/// the table's seed, where the default would run SipHash over the number on every look-up.
///
/// The graph's tables are keyed by these numbers and looked up hundreds of thousands of times a
/// run. The numbers are the generator's own, never chosen by an input's author, so the protection
/// SipHash gives against keys made to collide is not needed; the seed still differs by table, so
/// copying one table into another does not cluster.
enum NumberHash {
    /// The hash of `number` in a table seeded with `seed`.
    @inline(__always)
    static func hash(_ number: UInt64, seed: Int) -> Int {
        var value = (number ^ UInt64(truncatingIfNeeded: seed)) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
        value &*= 0xBF58_476D_1CE4_E5B9
        value ^= value >> 32
        return Int(truncatingIfNeeded: value)
    }
}
