import Testing

@testable import _GraftGeneratorCore

/// `NameLookup`: the symbol table of declared names and the lookup that chooses the declaration a
/// name written in a file means, as Swift would.
@Suite("NameLookup")
struct NameLookupTests {
    /// A table of `declarations` (qualified name, module), with these modules known.
    private static func table(_ declarations: [(String, String)], modules: Set<String>) -> NameLookup {
        var lookup = NameLookup(modules: modules)
        for (name, module) in declarations { _ = lookup.declare(qualifiedName: name, module: module) }
        return lookup
    }

    private static let lookup = table(
        [
            ("Service", "Feature"), ("Service", "App"), ("Outer", "App"), ("Outer.Inner", "App"), ("Inner", "Lib"), ("Hidden", "Secret"),
            ("Logger", "Core"), ("Logger", "Analytics"), ("Env", "Services"), ("Env.ProfileDependency", "Profile"),
        ],
        modules: ["App", "Feature", "Lib", "Secret", "Core", "Analytics", "Services", "Profile"]
    )

    /// The key a name resolves to from inside `scope` (a qualified name, looked up in the table).
    private static func resolve(_ name: String, from scope: String?, in context: NameLookup.Context?) -> String? {
        var table = lookup
        let path = scope.map { table.path(qualifiedName: $0) }
        let parts = name.split(separator: ".").map { Name(String($0)) }
        let general = table.resolve(parts, from: path, in: context).map(table.key(of:))
        if parts.count == 1 {
            #expect(table.resolve(single: Name(name), from: path, in: context).map(table.key(of:)) == general, "\(name): one-part lookup")
        }
        return general
    }

    @Test("a file-private declaration is seen from its own file only, written plainly or module-qualified")
    func filePrivate() {
        var table = NameLookup(modules: ["App"])
        let first = table.declare(qualifiedName: "Greeter", module: "App", file: 0)
        let second = table.declare(qualifiedName: "Greeter", module: "App", file: 1)
        #expect(first != second)
        for (file, expected) in [(Int32(0), first), (1, second)] {
            var context = NameLookup.Context(module: "App", imports: [])
            context.file = file
            #expect(table.resolve(single: "Greeter", from: nil, in: context) == expected)
            #expect(table.resolve(["App", "Greeter"], from: nil, in: context) == expected)
        }
        var elsewhere = NameLookup.Context(module: "App", imports: [])
        elsewhere.file = 2
        #expect(table.resolveVisible(.named("Greeter"), from: nil, in: elsewhere) == nil)
    }

    @Test("declaring a name twice in one module is one symbol; another module's is another")
    func symbols() {
        var table = NameLookup(modules: ["A", "B"])
        let first = table.declare(qualifiedName: "Outer.Inner", module: "A")
        #expect(table.declare(qualifiedName: "Outer.Inner", module: "A") == first)
        let other = table.declare(qualifiedName: "Outer.Inner", module: "B")
        #expect(other != first)
        #expect(table.key(of: first) == "A::Outer.Inner")
        let top = table.declare(qualifiedName: "Top", module: "")
        #expect(table.key(of: top) == "Top")
        #expect(table.path(of: first) == table.path(of: other))
        #expect(table.parts(of: table.path(of: first)) == ["Outer", "Inner"])
        #expect(table.parent(of: table.path(of: first)).map(table.qualifiedName(of:)) == "Outer")
        #expect(table.declaresTopLevel("Top"))
        // `Outer` is a name of the tree, but no module declares it.
        #expect(!table.declaresTopLevel("Outer"))
    }

    @Test("the file's own module first, then its imports, a nested type from inside its enclosing type, unimported modules last")
    func choices() {
        let inApp = NameLookup.Context(module: "App", imports: ["Feature", "Lib"])
        let inTool = NameLookup.Context(module: "Tool", imports: ["Feature"])
        let cases: [(name: String, scope: String?, context: NameLookup.Context?, expected: String?)] = [
            ("Service", nil, inApp, "App::Service"),
            ("Service", nil, inTool, "Feature::Service"),
            // Without a file, the least module in string order.
            ("Service", nil, nil, "App::Service"),
            ("Inner", "Outer", inApp, "App::Outer.Inner"),
            ("Inner", nil, inApp, "Lib::Inner"),
            ("Outer.Inner", nil, inApp, "App::Outer.Inner"),
            // A module name first restricts the lookup to that module.
            ("Feature.Service", nil, inApp, "Feature::Service"),
            ("Lib.Service", nil, inApp, nil),
            // Declared only where the file does not look: still found, as the compiler reports a missing import.
            ("Hidden", nil, inApp, "Secret::Hidden"),
            ("Missing", "Outer", inApp, nil),
            // A type nested in another module's type, looked up from inside that type.
            ("ProfileDependency", "Env", NameLookup.Context(module: "Profile", imports: ["Services"]), "Profile::Env.ProfileDependency"),
        ]
        for (name, scope, context, expected) in cases {
            #expect(Self.resolve(name, from: scope, in: context) == expected, "\(name) from \(scope ?? "the top level")")
        }
    }

    @Test("a name two imported modules declare is ambiguous unless the file's module, a scoped import or an enclosing type decides it")
    func ambiguity() {
        let both = NameLookup.Context(module: "App", imports: ["Core", "Analytics"])
        #expect(Self.lookup.ambiguousModules(of: "Logger", from: nil, in: both) == ["Analytics", "Core"])
        #expect(Self.lookup.ambiguousModules(of: "Logger", from: nil, in: NameLookup.Context(module: "App", imports: ["Core"])) == [])
        #expect(Self.lookup.ambiguousModules(of: "Logger", from: nil, in: NameLookup.Context(module: "Core", imports: ["Analytics"])) == [])
        var scoped = both
        scoped.scopedImports["Logger"] = "Core"
        #expect(Self.lookup.ambiguousModules(of: "Logger", from: nil, in: scoped) == [])
        #expect(Self.resolve("Logger", from: nil, in: scoped) == "Core::Logger")
        #expect(Self.lookup.ambiguousModules(of: "Service", from: nil, in: NameLookup.Context(module: "Tool", imports: ["Feature"])) == [])
    }
}

extension NameLookup {
    /// The node of a qualified name given as text, `Outer.Inner`, split as the parser splits one.
    mutating func path(qualifiedName: String) -> NamePath {
        path(DeclarationParser.namePath(qualifiedName))
    }

    /// The declaration of `qualifiedName` in `module`, added when new.
    mutating func declare(qualifiedName: String, module: String, file: Int32 = -1) -> SymbolID {
        declare(path(qualifiedName: qualifiedName), module: module, file: file)
    }
}
