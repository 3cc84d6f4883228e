/// A value held once on the heap and shared by its copies.
///
/// A resolved path's bindings each hold the requirement and the provider they join: as plain
/// structs of strings and types those were copied into every binding (about 300 bytes and a dozen
/// retains each; 11 MB of bindings at 10,000 components). Behind a `SharedValue` a copy is one
/// reference. Equal values compare equal whether shared or not; the same object compares without
/// looking at the value.
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (left: SharedValue, right: SharedValue) -> Bool {
        left === right || left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
