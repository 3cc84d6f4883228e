import Foundation
import Testing

@_spi(GraftGenerated) @testable import Graft

private protocol Greeter: AnyObject { var greeting: String { get } }
private protocol PoliteGreeter: Greeter {}
private protocol Counting: AnyObject {}
private final class English: PoliteGreeter { let greeting = "hello" }

/// A class with a lookup of its own in each instantiation: `Probe<Int>`, `Probe<Probe<Int>>`, …
/// are distinct classes, so a test can have as many as it needs.
private final class Probe<T>: GeneratedDependencyLookup {
    static func graftDependency<D>(for componentType: AnyObject.Type, parent: any Scope, as dependencyType: D.Type) throws(GraftNoProvider) -> D {
        throw GraftNoProvider()
    }
}
private final class NoLookup {}

/// `count` distinct classes that conform to `GeneratedDependencyLookup`.
private func probeClasses(_ count: Int) -> [AnyObject.Type] {
    var classes: [AnyObject.Type] = []
    func add<T>(_: T.Type, _ remaining: Int) {
        guard remaining > 0 else { return }
        classes.append(Probe<T>.self)
        add(Probe<T>.self, remaining - 1)
    }
    add(Int.self, count)
    return classes
}

@Suite("Generated lookups: handing the provider over, finding a class's lookup")
struct GeneratedLookupTests {
    @Test("graftProvide hands over a provider already of the dependency type as it is")
    func provideSameType() throws {
        let provider = English()
        let dependency = try graftProvide(provider as any PoliteGreeter, as: (any PoliteGreeter).self)
        #expect(dependency === provider)
        #expect(dependency.greeting == "hello")
    }

    @Test("graftProvide casts a provider spelled as another type, and throws when it does not conform")
    func provideOtherType() throws {
        let provider = English()
        // The provider as its protocol, the component's dependency a protocol it refines.
        let refined = try graftProvide(provider as any PoliteGreeter, as: (any Greeter).self)
        #expect(refined === provider)
        #expect(throws: GraftNoProvider.self) { try graftProvide(provider as any PoliteGreeter, as: (any Counting).self) }
    }

    @Test("a thread's cache finds each class's own lookup, with more classes than slots and on several threads at once")
    func lookupCache() async {
        let classes = probeClasses(3 * LookupCache.count)
        #expect(Set(classes.map(ObjectIdentifier.init)).count == classes.count)
        /// The classes whose lookup came back as another class's, or as none, in two rounds.
        @Sendable func mismatches() -> Int {
            var wrong = 0
            for _ in 0..<2 {
                for type in classes {
                    guard let lookup = LookupCache.lookup(of: type), ObjectIdentifier(lookup) == ObjectIdentifier(type) else {
                        wrong += 1
                        continue
                    }
                }
                if LookupCache.lookup(of: NoLookup.self) != nil { wrong += 1 }
            }
            return wrong
        }
        #expect(mismatches() == 0)
        let results = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { mismatches() } }
            return await group.reduce(0, +)
        }
        #expect(results == 0)
    }
}
