// What runtime-quick.sh's timing programs (and the lookup-table experiment's) use: a clock, the
// allocation counter, and sinks for values.
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

typealias Counter = @convention(c) () -> UInt
/// Heap allocations so far, from the malloc wrapper preloaded by the script (0 without it).
func allocationCount() -> UInt {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "graft_allocation_count") else { return 0 }
    return unsafeBitCast(symbol, to: Counter.self)()
}

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Uses a value without keeping it (for values that already live on the heap).
@inline(never) func consume(_ value: AnyObject) { _ = Unmanaged.passUnretained(value) }
/// Keeps the last value alive, so that the optimizer cannot keep a new object on the stack.
nonisolated(unsafe) var sink: AnyObject?
@inline(never) func keep(_ value: AnyObject) { sink = value }

/// Nanoseconds per run of `body`, over `count` runs (inlined: the loop is the one measured).
@inline(__always) func nanoseconds(per count: Int, _ body: () -> Void) -> Double {
    let start = now()
    for _ in 0..<count { body() }
    return Double(now() - start) / Double(count)
}

/// Heap allocations per run of `body`, over 1,000 runs.
@inline(__always) func allocations(_ body: () -> Void) -> Double {
    let before = allocationCount()
    for _ in 0..<1000 { body() }
    return Double(allocationCount() - before) / 1000
}
