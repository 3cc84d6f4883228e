import Benchmark
import Dispatch
import Graft

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(5)
    )

    Benchmark("init(parent:) of a component five levels deep") { benchmark in
        let level4 = Level0().next.next.next.next
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(level4.next)
        }
    }

    Benchmark("dependency read resolving three levels up") { benchmark in
        let level4 = Level0().next.next.next.next
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(level4.dependency.level1Token)
        }
    }

    Benchmark("shared: first access (new component each time)") { benchmark in
        let level4 = Level0().next.next.next.next
        let components = (0..<benchmark.scaledIterations.count).map { _ in level4.next }
        benchmark.startMeasurement()
        for component in components {
            blackHole(component.level5Token)
        }
    }

    Benchmark("shared: repeated access") { benchmark in
        let level5 = Level0().next.next.next.next.next
        _ = level5.level5Token
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(level5.level5Token)
        }
    }

    Benchmark("shared: repeated access from 4 threads at once (per access)") { benchmark in
        let level5 = Level0().next.next.next.next.next
        _ = level5.level5Token
        let perThread = benchmark.scaledIterations.count / 4 + 1
        let box = UncheckedBox(level5)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<perThread {
                blackHole(box.value.level5Token)
            }
        }
    }
}

/// Hands a component to `concurrentPerform`.
///
/// `@unchecked Sendable`: the benchmark only reads `shared` properties, which the runtime makes
/// safe from any thread.
final class UncheckedBox<Value: AnyObject>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
