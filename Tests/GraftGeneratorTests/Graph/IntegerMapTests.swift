import Testing

@testable import _GraftGeneratorCore

/// `IntegerMap`: the symbol table's index of names by (parent, name) relies on it.
@Suite("IntegerMap")
struct IntegerMapTests {
    /// Keys that differ only in their high bits (a parent node), only in their low bits (a name),
    /// and key 0, added past several doublings of the slots: each must keep its own value, and keys
    /// never added must stay absent, whatever slot they hash to.
    @Test("every key added keeps its value through growth; keys not added are absent")
    func keepsValues() {
        var map = IntegerMap()
        var model: [UInt64: Int32] = [:]
        var keys: [UInt64] = [0]
        for high in 0..<40 as Range<UInt64> {
            for low in 0..<60 as Range<UInt64> { keys.append(high << 32 | low) }
        }
        keys += (1..<500).map { UInt64($0) &* 0x0001_0000_0001 }
        for (value, key) in keys.enumerated() where model[key] == nil {
            map.add(key, Int32(value))
            model[key] = Int32(value)
            #expect(map[key] == Int32(value))
        }
        #expect(map.count == model.count)
        for (key, value) in model { #expect(map[key] == value) }
        for missing in [UInt64.max, 41 << 32, 61, 1 << 63] { #expect(map[missing] == nil) }
    }
}
