import Testing

@testable import _GraftGeneratorCore

/// `Array.removeDuplicates()`, which the emitter uses to list the distances a provider reads.
@Suite("removeDuplicates")
struct RemoveDuplicatesTests {
    @Test(
        "keeps the first of each run of equal elements, in order",
        arguments: [
            ([], []), ([4], [4]), ([1, 1], [1]), ([1, 2, 3], [1, 2, 3]), ([1, 1, 2, 3, 3, 3], [1, 2, 3]),
            ([2, 2, 2, 2], [2]), ([1, 2, 2, 5, 7, 7], [1, 2, 5, 7]),
        ] as [([Int], [Int])]
    )
    func runs(input: [Int], expected: [Int]) {
        var array = input
        array.removeDuplicates()
        #expect(array == expected)
    }

    @Test("only neighbours count: an unsorted array keeps repeats that are apart")
    func apart() {
        var array = [3, 1, 3, 3, 1]
        array.removeDuplicates()
        #expect(array == [3, 1, 3, 1])
    }
}
