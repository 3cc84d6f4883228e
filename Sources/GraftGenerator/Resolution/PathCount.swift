/// How many paths from the roots lead to each component, counted in one pass over the graph before
/// any path is resolved, so that a graph too large to resolve is reported at once instead of after
/// following millions of paths.
///
/// Paths are counted as the resolver follows them: an edge that closes a cycle is not followed.
/// Counts saturate instead of overflowing.
struct PathCount {
    /// For each component, the number of paths from a root to it (a root has one, itself).
    let counts: [Int]
    /// The number of paths the resolver would follow: one per path to each non-root component.
    let total: Int
    /// For each component, its distinct parents (among edges the resolver follows).
    let parents: [[Int]]

    /// The largest count kept; anything above is "more than the resolver follows".
    static let ceiling = Int.max / 4

    init(graph: DependencyGraph, children: [[DependencyGraph.Edge]]) {
        let count = graph.components.count
        // Depth-first from the roots, iteratively: a post-order gives a topological order of the
        // edges that do not close a cycle (an edge to a component on the current stack does).
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the stack, 2 done
        var order: [Int] = []
        var followed = [[Int]](repeating: [], count: count)
        for root in graph.roots where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let edges = children[top.node]
                if top.next < edges.count {
                    stack[stack.count - 1].next += 1
                    let child = edges[top.next].child
                    switch state[child] {
                    case 1: continue  // closes a cycle: reported by the resolver, never followed
                    case 0:
                        followed[top.node].append(child)
                        state[child] = 1
                        stack.append((child, 0))
                    default:
                        followed[top.node].append(child)
                    }
                } else {
                    state[top.node] = 2
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var counts = [Int](repeating: 0, count: count)
        var parents = [[Int]](repeating: [], count: count)
        for root in graph.roots { counts[root] = 1 }
        var total = 0
        // Reverse post-order: every parent before its children.
        for node in order.reversed() {
            for child in followed[node] {
                parents[child].append(node)
                counts[child] = min(Self.ceiling, counts[child] + counts[node])
            }
            if !graph.components[node].isRoot { total = min(Self.ceiling, total + counts[node]) }
        }
        self.counts = counts
        self.total = total
        self.parents = parents
    }

    /// The error for a graph with more paths than the resolver follows: at the first component
    /// (by id) with the most paths, naming the ancestor with the most parents, where they multiply.
    func tooManyPaths(in graph: DependencyGraph, limit: Int) -> Diagnostic {
        let target = counts.indices.max { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 > $1 } ?? 0
        // The ancestors of the target, the target included, and among them the one created by the most parents.
        var seen: Set<Int> = [target]
        var queue = [target]
        var multiplier = target
        while let node = queue.popLast() {
            if parents[node].count > parents[multiplier].count || (parents[node].count == parents[multiplier].count && node < multiplier) {
                multiplier = node
            }
            for parent in parents[node] where seen.insert(parent).inserted { queue.append(parent) }
        }
        func described(_ value: Int) -> String { value >= Self.ceiling ? "more than \(Self.ceiling)" : "\(value)" }
        return Diagnostic(
            .tooManyPaths, at: graph.components[target].location, described(counts[target]), graph.components[target].displayName,
            described(total), "\(limit)", graph.components[multiplier].displayName, "\(parents[multiplier].count)"
        )
    }
}
