/// A map from 64-bit keys to non-negative 32-bit values, for tables keyed by numbers the generator
/// made (a name's parent node and its interned ``Name``): open addressing with one multiplication
/// for a hash, where `Dictionary` would run SipHash over the key on every look-up.
///
/// Keys are only added, never removed, and a key's value never changes.
struct IntegerMap: Sendable {
    /// Each slot's key, where its value is not -1.
    private var keys: [UInt64]
    /// Each slot's value; -1 for an empty slot.
    private var values: [Int32]
    /// How many keys are in the map.
    private(set) var count = 0
    /// 64 less the number of bits a slot's position has.
    private var shift: UInt64

    /// An empty map.
    init() {
        keys = [UInt64](repeating: 0, count: 64)
        values = [Int32](repeating: -1, count: 64)
        shift = 64 - 6
    }

    /// The value of `key`, if it has one.
    subscript(key: UInt64) -> Int32? {
        var slot = position(of: key)
        while true {
            let value = values[slot]
            if value < 0 { return nil }
            if keys[slot] == key { return value }
            slot = (slot + 1) & (values.count - 1)
        }
    }

    /// Gives `key` the value `value` (not negative); `key` must not be in the map yet.
    mutating func add(_ key: UInt64, _ value: Int32) {
        if (count + 1) * 2 > values.count { grow() }
        var slot = position(of: key)
        while values[slot] >= 0 { slot = (slot + 1) & (values.count - 1) }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    /// The slot where looking for `key` starts: the top bits of the key times a constant with no
    /// pattern (Fibonacci hashing), so that keys differing in any bits spread over the slots.
    private func position(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt64](repeating: 0, count: oldValues.count * 2)
        values = [Int32](repeating: -1, count: oldValues.count * 2)
        shift -= 1
        count = 0
        for slot in oldValues.indices where oldValues[slot] >= 0 { add(oldKeys[slot], oldValues[slot]) }
    }
}
