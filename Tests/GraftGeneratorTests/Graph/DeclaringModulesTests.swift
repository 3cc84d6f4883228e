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

    /// A one-part name looked up without an array (`resolve(single:)`, the usual case) finds what
    /// Swift would, the same as the general form: the file's own module first, then an import, a
    /// nested type from inside its enclosing type, a module the file does not import only when
    /// nothing visible declares the name, and nothing for an undeclared name.
    @Test("one-part names: own module, imports, nesting, unimported modules, undeclared names")
    func singleNames() {
        func declared(_ modules: String...) -> NameLookup.DeclaringModules {
            var result = NameLookup.DeclaringModules(modules[0])
            for module in modules.dropFirst() { result.insert(module) }
            return result
        }
        let lookup = NameLookup(
            declared: [
                "Service": declared("Feature", "App"), "Outer": declared("App"), "Outer.Inner": declared("App"),
                "Inner": declared("Lib"), "Hidden": declared("Secret"),
            ],
            modules: ["App", "Feature", "Lib", "Secret"]
        )
        let inApp = NameLookup.Context(module: "App", imports: ["Feature", "Lib"])
        let inTool = NameLookup.Context(module: "Tool", imports: ["Feature"])
        let cases: [(name: String, scope: String?, context: NameLookup.Context?, expected: String?)] = [
            ("Service", nil, inApp, "App::Service"),
            ("Service", nil, inTool, "Feature::Service"),
            ("Service", nil, nil, "App::Service"),
            ("Inner", "App::Outer", inApp, "App::Outer.Inner"),
            ("Inner", nil, inApp, "Lib::Inner"),
            ("Hidden", nil, inApp, "Secret::Hidden"),
            ("Missing", "App::Outer", inApp, nil),
        ]
        for (name, scope, context, expected) in cases {
            #expect(lookup.resolve(single: name, from: scope, in: context) == expected, "\(name) from \(scope ?? "the top level")")
            #expect(lookup.resolve([name], from: scope, in: context) == expected, "\(name) from \(scope ?? "the top level")")
        }
    }
}
