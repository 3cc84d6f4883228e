import Foundation
import Testing

@_spi(GraftGenerated) @testable import Graft

/// A class with a lookup of its own in each instantiation: `LookupProbe<Int>`,
/// `LookupProbe<LookupProbe<Int>>`, … are distinct classes, so a test can have as many as it needs.
private final class LookupProbe<T>: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { nil }
}
private final class WithoutLookup {}

/// `count` distinct classes that conform to `GeneratedDependencyLookup`.
private func probeClasses(_ count: Int) -> [AnyObject.Type] {
    var classes: [AnyObject.Type] = []
    func add<T>(_: T.Type, _ remaining: Int) {
        guard remaining > 0 else { return }
        classes.append(LookupProbe<T>.self)
        add(LookupProbe<T>.self, remaining - 1)
    }
    add(Int.self, count)
    return classes
}

@Suite("The per-thread cache of generated lookups")
struct LookupCacheTests {
    @Test("each class gets its own lookup, with more classes than slots, on several threads at once; a class without one gets none")
    func eachClassItsOwn() async {
        let classes = probeClasses(3 * LookupCache.count)
        #expect(Set(classes.map(ObjectIdentifier.init)).count == classes.count)
        /// The classes whose lookup came back as another class's, or as none, in two rounds.
        @Sendable func mismatches() -> Int {
            var wrong = 0
            for _ in 0..<2 {
                for type in classes where LookupCache.lookup(of: type).map(ObjectIdentifier.init) != ObjectIdentifier(type) {
                    wrong += 1
                }
                if LookupCache.lookup(of: WithoutLookup.self) != nil { wrong += 1 }
            }
            return wrong
        }
        #expect(mismatches() == 0)
        let onThreads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { mismatches() } }
            return await group.reduce(0, +)
        }
        #expect(onThreads == 0)
    }
}
