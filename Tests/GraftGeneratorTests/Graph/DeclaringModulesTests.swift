import Testing

@testable import _GraftGeneratorCore

/// `NameLookup.DeclaringModules`: the modules declaring a name, by which lookups choose the one a
/// file means.
@Suite("NameLookup.DeclaringModules")
struct DeclaringModulesTests {
    @Test("one module: contains it, and it is the choice unless the choice is restricted to others")
    func one() {
        let modules = NameLookup.DeclaringModules("Feature")
        #expect(modules.contains("Feature"))
        #expect(!modules.contains("App"))
        #expect(modules.least(among: nil) == "Feature")
        #expect(modules.least(among: ["App", "Feature"]) == "Feature")
        #expect(modules.least(among: ["App"]) == nil)
    }

    @Test("several modules, in any order and repeated: each is contained, and the least of those allowed is chosen")
    func several() {
        var modules = NameLookup.DeclaringModules("Zeta")
        modules.insert("Alpha")
        modules.insert("Mid")
        modules.insert("Zeta")
        modules.insert("Alpha")
        #expect(["Zeta", "Alpha", "Mid"].allSatisfy(modules.contains))
        #expect(!modules.contains("Other"))
        #expect(modules.least(among: nil) == "Alpha")
        #expect(modules.least(among: ["Mid", "Zeta", "Other"]) == "Mid")
        #expect(modules.least(among: ["Zeta"]) == "Zeta")
        #expect(modules.least(among: ["Other"]) == nil)
        #expect(modules.least(among: []) == nil)
    }
}
