import Testing

@testable import _GraftGeneratorCore

/// The app module: a root that creates the feature's component and provides its `name`.
private let app = MarkedSource(
    "App.swift", module: "App",
    """
    import Graft
    import Feature
    final class RootComponent: BootstrapComponent {
        var name: String { "root" }
        var feed: FeedComponent { FeedComponent(parent: self) }
    }
    """)

/// The feature module, its declarations at `access`, one of them (`level`) read by a provider.
private func feature(_ access: String) -> MarkedSource {
    MarkedSource(
        "Feature.swift", module: "Feature",
        """
        import Graft
        \(access) protocol 1️⃣FeedDependency: Dependency { var name: String { get } }
        \(access) final class 2️⃣FeedComponent: Component<FeedDependency> {
            \(access) var 3️⃣level: Int { 1 }
            \(access) var detail: DetailComponent { DetailComponent(parent: self) }
        }
        \(access) protocol 4️⃣DetailDependency: Dependency { var level: Int { get } }
        \(access) final class 5️⃣DetailComponent: Component<DetailDependency> {}
        """)
}

/// The rule in `Rules/Visibility.swift`: what generated code in the output module may name of
/// other modules, as the resolver checks it and the emitter marks it.
@Suite("Visibility from the output module")
struct VisibilityTests {
    /// What `graft generate --module App` says when `Feature` is (or is not) of App's package.
    private func diagnose(_ feature: MarkedSource, samePackage: Bool) -> String {
        let options = GeneratorOptions(outputModule: "App", packageModules: samePackage ? ["Feature"] : [])
        return MarkedSource.diagnose([app, feature], options: options)
    }

    @Test("a module of another package: package declarations are hidden, each reported at its declaration with the fix")
    func otherPackage() {
        let feature = feature("package")
        #expect(
            diagnose(feature, samePackage: false)
                == MarkedSource.expand(
                    """
                    1️⃣: error: dependency protocol 'FeedDependency' is package in module 'Feature', but the generated providers in module 'App' must conform to it; make it public
                    2️⃣: error: FeedComponent is package in module 'Feature', but the generated code in module 'App' must use it; make it public
                    3️⃣: error: 'level' of FeedComponent is package in module 'Feature', but the generated provider in module 'App' reads it; make it public
                    4️⃣: error: dependency protocol 'DetailDependency' is package in module 'Feature', but the generated providers in module 'App' must conform to it; make it public
                    5️⃣: error: DetailComponent is package in module 'Feature', but the generated code in module 'App' must use it; make it public

                    """, in: [feature]))
    }

    @Test("a mixin of another module: its property is read where the protocol and the member are public, whatever the class's access")
    func mixinOfAnotherModule() {
        func module(member: String) -> MarkedSource {
            MarkedSource(
                "Naming.swift", module: "Naming",
                """
                public protocol Naming {}
                extension Naming { \(member) var 1️⃣name: String { "mixin" } }
                public protocol FeedDependency: Dependency { var name: String { get } }
                public final class FeedComponent: Component<FeedDependency> {}
                """)
        }
        let app = MarkedSource(
            "App.swift", module: "App",
            """
            import Graft
            import Naming
            final class RootComponent: BootstrapComponent {
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            protocol LoggedInDependency: Dependency {}
            final class LoggedInComponent: Component<LoggedInDependency>, Naming {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        let options = GeneratorOptions(outputModule: "App")
        #expect(MarkedSource.diagnose([app, module(member: "public")], options: options) == "")
        let internalMember = module(member: "")
        #expect(
            MarkedSource.diagnose([app, internalMember], options: options)
                == MarkedSource.expand(
                    "1️⃣: error: 'name' of LoggedInComponent is internal in module 'Naming', but the generated provider in module 'App' reads it; "
                        + "make it public\n", in: [internalMember]))
    }

    @Test("a module of the same package: package declarations are visible, internal ones are hidden with the package fix")
    func samePackage() {
        #expect(diagnose(feature("package"), samePackage: true) == "")
        let hidden = feature("internal")
        #expect(
            diagnose(hidden, samePackage: true).contains(
                MarkedSource.expand(
                    "2️⃣: error: FeedComponent is internal in module 'Feature', but the generated code in module 'App' must use it; make it package or public\n",
                    in: [hidden])))
    }

    @Test("public declarations of another package are visible; conforming their classes is @retroactive, within the package it is not")
    func retroactive() {
        let sources = [app, feature("public")].map(\.source)
        let otherPackage = Generator.generate(sources, options: GeneratorOptions(outputModule: "App"))
        #expect(otherPackage.diagnostics.isEmpty)
        #expect(otherPackage.output.contains("extension Feature.FeedComponent: @retroactive GeneratedChildLookup {"))
        let samePackage = Generator.generate(sources, options: GeneratorOptions(outputModule: "App", packageModules: ["Feature"]))
        #expect(samePackage.output.contains("extension Feature.FeedComponent: GeneratedChildLookup {"))
    }

    @Test("test doubles import a module @testable only for what the rule hides: internal declarations, or package ones of another package")
    func testDoubles() {
        func imports(_ access: String, packageModules: Set<String>) -> [Substring] {
            let result = Generator.generateMocks(
                [feature(access).source], options: GeneratorOptions(outputModule: "FeatureTests", packageModules: packageModules))
            return result.output.split(separator: "\n").filter { $0.hasSuffix("import Feature") }
        }
        #expect(imports("public", packageModules: []) == ["import Feature"])
        #expect(imports("package", packageModules: ["Feature"]) == ["import Feature"])
        #expect(imports("package", packageModules: []) == ["@testable import Feature"])
        #expect(imports("internal", packageModules: ["Feature"]) == ["@testable import Feature"])
        // Without --module the doubles' module is still not the one they test.
        let unnamed = Generator.generateMocks([feature("internal").source], options: GeneratorOptions())
        #expect(unnamed.output.contains("\n@testable import Feature\n"))
    }
}
