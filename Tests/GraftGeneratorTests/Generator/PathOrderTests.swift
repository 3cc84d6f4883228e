import Testing

@testable import _GraftGeneratorCore

/// The order of a resolved graph's paths (`ResolvedPath.sorted`), which every comment, lookup
/// entry and "and N other paths" in the output follows, and the components on them
/// (`ResolvedPath.components(on:count:)`), which the visibility checks and the imports read.
@Suite("Resolved paths: order and components")
struct PathOrderTests {
    private func path(_ components: [Int]) -> ResolvedPath {
        ResolvedPath(components: components, bindings: [])
    }

    @Test("paths sort by the component they lead to, then by its parent and up to the root; a path before the longer ones it ends")
    func orderFromTheTarget() {
        let paths = [[0, 1, 2], [1, 2], [3, 1], [0, 2], [2], [4, 0, 1, 2], [0, 1, 3, 1]].map(path)
        #expect(ResolvedPath.sorted(paths).map(\.components) == [[3, 1], [0, 1, 3, 1], [2], [0, 2], [1, 2], [0, 1, 2], [4, 0, 1, 2]])
    }

    @Test("equal paths keep their order, and an empty list stays empty")
    func stable() {
        let paths = [ResolvedPath(components: [0, 1], bindings: [.init(requirement: 0, distance: 1, provider: 0)]), path([0, 1])]
        #expect(ResolvedPath.sorted(paths) == paths)
        #expect(ResolvedPath.sorted([]).isEmpty)
    }

    @Test("the components on the paths, each once, in the order of their ids")
    func componentsOnPaths() {
        let paths = [[5, 2, 7], [5, 2], [0, 7]].map(path)
        #expect(ResolvedPath.components(on: paths, count: 9) == [0, 2, 5, 7])
        #expect(ResolvedPath.components(on: [], count: 3) == [])
    }
}
