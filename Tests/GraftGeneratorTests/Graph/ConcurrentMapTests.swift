import Testing

@testable import _GraftGeneratorCore

/// `ConcurrentMap`: what every stage that works on all cores relies on.
@Suite("ConcurrentMap")
struct ConcurrentMapTests {
    @Test("chunks: at most 64 contiguous ranges, none empty, covering 0..<count in order", arguments: [0, 1, 2, 63, 64, 65, 1_000, 4_097])
    func chunks(count: Int) {
        let ranges = ConcurrentMap.chunks(of: count)
        #expect(ranges.count == min(count, 64))
        #expect(ranges.allSatisfy { !$0.isEmpty })
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
    }

    @Test("map returns each element's result at the element's place, whichever core made it")
    func mapKeepsOrder() {
        let elements = Array(0..<10_000)
        #expect(ConcurrentMap.map(elements) { $0 * 3 + 1 } == elements.map { $0 * 3 + 1 })
        #expect(ConcurrentMap.map([7]) { $0 + 1 } == [8])
        #expect(ConcurrentMap.map([Int]()) { $0 }.isEmpty)
    }
}
