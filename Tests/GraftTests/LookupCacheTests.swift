import Foundation
import Testing

@_spi(GraftGenerated) @testable import Graft

/// A class with a lookup of its own in each instantiation: `LookupProbe<Int>`,
/// `LookupProbe<LookupProbe<Int>>`, … are distinct classes, so a test can have as many as it needs.
private final class LookupProbe<T>: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { nil }
}
private final class WithoutLookup {}
/// A parent with no ancestors and no lookup table above it.
private final class LoneScope: Scope {
    var parent: (any Scope)? { nil }
    var path: [String] { ["LoneScope"] }
}

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
            let lone = LoneScope()
            var wrong = 0
            for _ in 0..<2 {
                for type in classes where LookupCache.entry(of: type, parent: lone)?.pointee.lookup.map(ObjectIdentifier.init) != ObjectIdentifier(type) {
                    wrong += 1
                }
                if LookupCache.entry(of: WithoutLookup.self, parent: lone) != nil { wrong += 1 }
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

private protocol Named: AnyObject { var name: String { get } }
private protocol Numbered: AnyObject { var number: Int { get } }
private protocol Unbound { var name: String { get } }
private final class Provided: Named, Numbered, Unbound {
    let name = "provided"
    let number = 7
}

@Suite("The per-thread cast of providers to dependencies")
struct ProviderCastTests {
    @Test("a ScoreSheet made under Game and under LoggedIn, alternating on several threads, always reads its own path's scores")
    func alternatingProviders() async {
        /// The ScoreSheets whose scores were not their path's, in a pattern that makes each
        /// provider class follow itself and the other one.
        @Sendable func mismatches() -> Int {
            let root = RootComponent()
            let loggedIn = root.loggedIn
            let game = loggedIn.game
            var wrong = 0
            for underGame in [true, false, false, true, true, false, true, false, false, false, true, true, true] {
                let sheet = underGame ? game.scoreSheet : loggedIn.scoreSheet
                if sheet.dependency.scores !== (underGame ? game.scores : loggedIn.scores) { wrong += 1 }
            }
            return wrong
        }
        #expect(mismatches() == 0)
        let onThreads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { (0..<50).map { _ in mismatches() }.reduce(0, +) } }
            return await group.reduce(0, +)
        }
        #expect(onThreads == 0)
    }

    @Test("a dependency made from the remembered cast holds its provider while the component lives, and no longer")
    func providerLifetime() {
        let loggedIn = RootComponent().loggedIn
        _ = loggedIn.scoreSheet  // the runtime's cast, remembered
        weak var provider: (any ScoreSheetDependency)?
        do {
            let sheet = loggedIn.scoreSheet  // made from the remembered witness table
            provider = sheet.dependency
            #expect(provider != nil)
            #expect(sheet.dependency.scores === loggedIn.scores)
        }
        #expect(provider == nil)
    }

    @Test("only a class existential of one witness table is remembered; the remembered one reads through the provider's own")
    func rememberedShapes() {
        let component = ObjectIdentifier(RootComponent.self)
        let provider = Provided()
        var entry = LookupCache.Entry(type: component, lookup: nil)
        entry.remember(provider as any Named & Numbered, castFrom: provider, of: component)
        entry.remember(provider as any Unbound, castFrom: provider, of: component)
        entry.remember(provider, castFrom: provider, of: component)
        entry.remember(provider as AnyObject, castFrom: provider, of: component)
        #expect(entry.witnessTable(for: provider, of: component) == nil)

        entry.remember(provider as any Named, castFrom: provider, of: ObjectIdentifier(LoggedInComponent.self))
        #expect(entry.witnessTable(for: provider, of: component) == nil)

        entry.remember(provider as any Numbered, castFrom: provider, of: component)
        let witnessTable = entry.witnessTable(for: provider, of: component)
        #expect(witnessTable != nil)
        #expect(entry.witnessTable(for: Token("another class"), of: component) == nil)
        #expect(entry.witnessTable(for: provider, of: ObjectIdentifier(LoggedInComponent.self)) == nil)
        if let witnessTable {
            let another = Provided()
            let numbered = LookupCache.Entry.dependency(another, witnessTable: witnessTable, as: (any Numbered).self)
            #expect(numbered === another)
            #expect(numbered.number == 7)
        }
    }
}
