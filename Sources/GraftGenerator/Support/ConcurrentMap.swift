import Dispatch

/// Maps over an array on every core, keeping the order of the results.
enum ConcurrentMap {
    /// `elements.map(transform)`, with the calls spread over the available cores in contiguous
    /// runs (`chunks(of:)`): one dispatch per run rather than per element, which matters when the
    /// elements are many and small (paths, provider shapes).
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = ResultSlots<Result>(count: elements.count)
        let runs = chunks(of: elements.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            for index in runs[run] { results.store(transform(elements[index]), at: index) }
        }
        return results.values()
    }

    /// `0..<count` cut into at most 64 contiguous ranges, none empty: enough for a core that
    /// finishes early to take another on machines of up to 16 cores, few enough that what each
    /// range costs to set up does not matter.
    static func chunks(of count: Int) -> [Range<Int>] {
        let pieces = min(count, 64)
        guard pieces > 0 else { return [] }
        return (0..<pieces).map { piece in (count * piece / pieces)..<(count * (piece + 1) / pieces) }
    }
}

/// Fixed slots that concurrent iterations fill, one each.
///
/// `@unchecked Sendable`: each slot is written by exactly one iteration of `concurrentPerform`, and
/// read only after it returns, which orders every write before every read. The slots live in memory
/// of their own so that no Swift exclusivity check sees the concurrent writes as one access.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    func values() -> [Value] {
        (0..<count).compactMap { slots[$0] }
    }
}
