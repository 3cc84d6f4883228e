/// A value for some of the symbols of one `NameLookup`, stored at the symbol's number: a look-up
/// is an index into an array, where a dictionary keyed by `SymbolID` hashed the key every time.
/// Symbols are numbered densely from 0, so the array is as long as the highest symbol with a value.
struct SymbolMap<Value>: Sendable where Value: Sendable {
    private var values: [Value?] = []

    /// An empty map.
    init() {}

    /// A map of `pairs`; of two values for one symbol, the first is kept.
    init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (SymbolID, Value) {
        for (key, value) in pairs where self[key] == nil { self[key] = value }
    }

    /// The value of `key`, if it has one; setting nil removes it.
    subscript(key: SymbolID) -> Value? {
        get { Int(key.index) < values.count ? values[Int(key.index)] : nil }
        set {
            let index = Int(key.index)
            if index >= values.count { values += repeatElement(nil, count: index + 1 - values.count) }
            values[index] = newValue
        }
    }

    /// Appends `element` to the list `key` has, starting one when it has none.
    mutating func append<Element>(_ element: Element, to key: SymbolID) where Value == [Element] {
        if self[key] == nil {
            self[key] = [element]
        } else {
            values[Int(key.index)]?.append(element)
        }
    }
}
