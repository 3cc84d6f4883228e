import Testing

@testable import _GraftGeneratorCore

/// What `Printer` writes for each construct of a plan, from plan values made by hand: the text a
/// user reads in the generated file. The whole-file goldens (`GoldenTests`) check the constructs
/// together, compiled and run.
@Suite("Printer")
struct PrinterTests {
    /// A graph whose components the snippets name: `RootComponent`, `FeedComponent` (a
    /// subclass of `BaseComponent`) and `DetailComponent`.
    private static let app = MarkedSource(
        "App.swift",
        """
        import Graft
        final class RootComponent: BootstrapComponent {
            var name: String { "root" }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        protocol FeedDependency: Dependency { var name: String { get } }
        class BaseComponent: Component<FeedDependency> {}
        final class FeedComponent: BaseComponent {
            var level: Int { 1 }
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        protocol DetailDependency: Dependency {
            var name: String { get }
            var level: Int { get }
        }
        final class DetailComponent: Component<DetailDependency> {}
        """)

    /// A printer for `app`'s graph, and the id of each component by name.
    private let printer: Printer
    private let ids: [String: Int]

    init() {
        let (resolved, _) = Resolver.resolve(MarkedSource.graph([Self.app]), outputModule: nil)
        let names = resolved.graph.components.map(\.displayName)
        printer = Printer(EmissionPlan(componentNames: names, resolved: resolved, files: []))
        ids = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    }

    /// The path (root first) through the components named `names`, in the resolved graph.
    private func path(_ names: String...) -> Int {
        let components = names.map { ids[$0] ?? -1 }
        return printer.resolved.paths.firstIndex { $0.components == components } ?? -1
    }

    private func text(_ write: (inout SourceWriter) -> Void) -> String {
        var out = SourceWriter()
        write(&out)
        return out.text
    }

    private func field(_ name: String, _ type: String, link: Int, ancestor: String, access: ProviderShape.Access = .direct) -> ProviderShape.Field {
        ProviderShape.Field(
            requirement: Name(name), typeText: type, link: link, ancestor: ids[ancestor] ?? -1, access: access, mayBeIsolated: false, mark: .none)
    }

    @Test(
        "a provider written out: its ancestors (unowned owner, nonisolated(unsafe) if not Sendable), initializer, forwarding properties; private unless shared")
    func providerWrittenOut() {
        let (feed, root) = (ids["FeedComponent"] ?? -1, ids["RootComponent"] ?? -1)
        let shape = ProviderShape(
            dependency: nil,
            fields: [field("level", "Int", link: 1, ancestor: "FeedComponent"), field("name", "String", link: 2, ancestor: "RootComponent")],
            ownerIsUnowned: true)
        let provider = EmissionPlan.ProviderClass(
            name: "GraftProvider_DetailDependency_0",
            conformances: [
                EmissionPlan.Conformance(
                    protocolName: "DetailDependency", conformance: "DetailDependency", paths: [path("RootComponent", "FeedComponent", "DetailComponent")])
            ],
            shape: shape,
            ancestors: [(1, feed, false), (2, root, true)], sharesWitnesses: false)
        #expect(
            text { printer.providerClass(provider, into: &$0) } == """
                /// DetailDependency for ^->RootComponent->FeedComponent->DetailComponent.
                private final class GraftProvider_DetailDependency_0: DetailDependency, GraftLinksConstructible {
                    nonisolated static var graftLinkTypes: [AnyObject.Type] { [FeedComponent.self, RootComponent.self] }

                    private nonisolated(unsafe) unowned let ancestor1: FeedComponent
                    private let ancestor2: RootComponent

                    nonisolated init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
                        self.ancestor1 = unsafeDowncast(links[0].takeUnretainedValue(), to: FeedComponent.self)
                        self.ancestor2 = unsafeDowncast(links[1].takeUnretainedValue(), to: RootComponent.self)
                    }

                    var level: Int { ancestor1.level }
                    var name: String { ancestor2.name }
                }

                """)
        // In the test doubles' file, whose lookups create it by its ancestors.
        var forTestDoubles = provider
        forTestDoubles.fromTable = false
        #expect(
            text { printer.providerClass(forTestDoubles, into: &$0) } == """
                /// DetailDependency for ^->RootComponent->FeedComponent->DetailComponent.
                private final class GraftProvider_DetailDependency_0: DetailDependency {
                    private nonisolated(unsafe) unowned let ancestor1: FeedComponent
                    private let ancestor2: RootComponent

                    nonisolated init(ancestor1: FeedComponent, ancestor2: RootComponent) {
                        self.ancestor1 = ancestor1
                        self.ancestor2 = ancestor2
                    }

                    var level: Int { ancestor1.level }
                    var name: String { ancestor2.name }
                }

                """)
        // The lookups of several files create it: internal, the rest the same.
        var shared = provider
        shared.isShared = true
        let internalText = text { printer.providerClass(shared, into: &$0) }
        #expect(internalText.contains("\nfinal class GraftProvider_DetailDependency_0: DetailDependency, GraftLinksConstructible {\n"))
        #expect(internalText.replacing("\nfinal class", with: "\nprivate final class") == text { printer.providerClass(provider, into: &$0) })
    }

    @Test("a provider that shares its forwarding properties is one line; more than three paths are counted, not listed")
    func sharingProvider() {
        let root = ids["RootComponent"] ?? -1
        let feedPath = path("RootComponent", "FeedComponent")
        let provider = EmissionPlan.ProviderClass(
            name: "GraftProvider_FeedDependency_0",
            conformances: [
                EmissionPlan.Conformance(protocolName: "FeedDependency", conformance: "FeedDependency", paths: Array(repeating: feedPath, count: 5))
            ],
            shape: ProviderShape(dependency: nil, fields: [field("name", "String", link: 1, ancestor: "RootComponent")], ownerIsUnowned: false),
            ancestors: [(1, root, true)], sharesWitnesses: true)
        #expect(
            text { printer.providerClass(provider, into: &$0) } == """
                /// FeedDependency for ^->RootComponent->FeedComponent, ^->RootComponent->FeedComponent, ^->RootComponent->FeedComponent and 2 more paths.
                nonisolated private final class GraftProvider_FeedDependency_0: GraftLinks1<RootComponent>, FeedDependency {}

                """)
        // The lookups of several files create it: internal.
        var shared = provider
        shared.isShared = true
        #expect(
            text { printer.providerClass(shared, into: &$0) }.hasSuffix(
                "\nnonisolated final class GraftProvider_FeedDependency_0: GraftLinks1<RootComponent>, FeedDependency {}\n"))
        let forwarding: [EmissionPlan.ForwardingExtension] = [
            (SharedWitnesses.Link(position: 1, component: root), [("name", SharedWitnesses.Member(typeText: "String"))])
        ]
        #expect(
            text { printer.forwardingExtensions(forwarding, shared: false, into: &$0) } == """

                // MARK: - Forwarding
                // The requirements of the providers above, read from the ancestor of each type at each position.

                nonisolated fileprivate extension GraftLinked1 where A1 == RootComponent {
                    var name: String { graftLink1.name }
                }

                """)
        // Split over files, the first file's extensions serve every file's providers.
        #expect(
            text { printer.forwardingExtensions(forwarding, shared: true, into: &$0) } == """

                // MARK: - Forwarding
                // The requirements of the providers of every generated file, read from the ancestor of each type at each position.

                nonisolated extension GraftLinked1 where A1 == RootComponent {
                    var name: String { graftLink1.name }
                }

                """)
    }

    @Test("a provider class that several protocols share: a comment line and a conformance for each, in order")
    func sharedProviderClass() {
        let root = ids["RootComponent"] ?? -1
        let provider = EmissionPlan.ProviderClass(
            name: "GraftProvider_0",
            conformances: [
                EmissionPlan.Conformance(protocolName: "FeedDependency", conformance: "FeedDependency", paths: [path("RootComponent", "FeedComponent")]),
                EmissionPlan.Conformance(
                    protocolName: "Feature.DetailDependency", conformance: "Feature.DetailDependency",
                    paths: [path("RootComponent", "FeedComponent", "DetailComponent")]),
            ],
            shape: ProviderShape(dependency: nil, fields: [field("name", "String", link: 1, ancestor: "RootComponent")], ownerIsUnowned: false),
            ancestors: [(1, root, true)], sharesWitnesses: true)
        #expect(
            text { printer.providerClass(provider, into: &$0) } == """
                /// FeedDependency for ^->RootComponent->FeedComponent.
                /// Feature.DetailDependency for ^->RootComponent->FeedComponent->DetailComponent.
                nonisolated private final class GraftProvider_0: GraftLinks1<RootComponent>, FeedDependency, Feature.DetailDependency {}

                """)
    }

    /// A lookup of BaseComponent with every form of check: FeedComponent's (a subclass's), a
    /// merged check, a chain of nine links (the ninth read by no provider) and one that always
    /// matches; and the subclass's check alone.
    private func sampleLookup(retroactive: Bool) -> (lookup: EmissionPlan.LookupExtension, subclassCheck: EmissionPlan.Check) {
        let (root, base, feed) = (ids["RootComponent"] ?? -1, ids["BaseComponent"] ?? -1, ids["FeedComponent"] ?? -1)
        let detailPath = printer.resolved.paths[path("RootComponent", "FeedComponent", "DetailComponent")].components
        let long = EmissionPlan.Check(
            paths: [detailPath], classes: Array(repeating: feed, count: 8) + [root], needed: [2], provider: "P", sharesWitnesses: true)
        let merged = EmissionPlan.Check(
            paths: [detailPath], classes: [feed, root], needed: [1], provider: "Q", sharesWitnesses: false, among: [[feed], [root, base]])
        let always = EmissionPlan.Check(paths: [detailPath], classes: [], needed: [], provider: "E", sharesWitnesses: true)
        let subclassCheck = EmissionPlan.Check(paths: [detailPath], classes: [root], needed: [1], provider: "F", sharesWitnesses: false)
        let lookup = EmissionPlan.LookupExtension(
            component: base, conformance: .runtime(retroactive: retroactive), subclasses: [(feed, [subclassCheck])], checks: [merged, long, always])
        return (lookup, subclassCheck)
    }

    @Test("a lookup: subclasses by exact class, chains of more than eight links in several calls, merged checks, an unconditional return last")
    func lookup() {
        let base = ids["BaseComponent"] ?? -1
        // The nine links are matched by `graftAncestors8` then `graftAncestors1`, the ninth
        // compared with nil.
        let (lookup, subclassCheck) = sampleLookup(retroactive: true)
        #expect(
            text { printer.lookupExtension(lookup, into: &$0) } == """
                @_spi(GraftGenerated) extension BaseComponent: @retroactive GeneratedDependencyLookup {
                    public static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
                        if ObjectIdentifier(componentType) == ObjectIdentifier(FeedComponent.self) {
                            // ^->RootComponent->FeedComponent->DetailComponent
                            if let chain = graftAncestors1(parent, RootComponent.self) {
                                return F(ancestor1: chain)
                            }
                            return nil
                        }
                        // ^->RootComponent->FeedComponent->DetailComponent
                        if let chain = graftAncestorsAmong(parent, [FeedComponent.self], [RootComponent.self, BaseComponent.self]) {
                            return Q(ancestor1: unsafeDowncast(chain[0], to: FeedComponent.self))
                        }
                        // ^->RootComponent->FeedComponent->DetailComponent
                        if let chain = graftAncestors8(parent, FeedComponent.self, FeedComponent.self, FeedComponent.self, FeedComponent.self, FeedComponent.self, FeedComponent.self, FeedComponent.self, FeedComponent.self), graftAncestors1(chain.7.parent, RootComponent.self) != nil {
                            return P(chain.1)
                        }
                        // ^->RootComponent->FeedComponent->DetailComponent
                        return E()
                    }
                }

                """)
        // Without an unconditional check, `return nil` closes the function; test doubles' lookups
        // conform to the file's own protocol.
        let doubles = EmissionPlan.LookupExtension(component: base, conformance: .testDoubles, subclasses: [], checks: [subclassCheck])
        #expect(
            text { printer.lookupExtension(doubles, into: &$0) } == """
                extension BaseComponent: GraftTestDoubleLookup {
                    static func graftTestDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
                        // ^->RootComponent->FeedComponent->DetailComponent
                        if let chain = graftAncestors1(parent, RootComponent.self) {
                            return F(ancestor1: chain)
                        }
                        return nil
                    }
                }

                """)
    }

    @Test("a lookup's table lines: a subclass's with '=', merged checks listing each distance's classes exactly, any length, an empty chain")
    func tableLines() {
        let (root, base, feed) = (ids["RootComponent"] ?? -1, ids["BaseComponent"] ?? -1, ids["FeedComponent"] ?? -1)
        let lookup = sampleLookup(retroactive: false).lookup
        // Numbered as the table lists them: Feed 0, Root 1, Base 2; providers E, F, P, Q.
        let table = EmissionPlan.LookupTable(name: "graftLookupTable", isPrivate: true, classes: [feed, root, base], providers: ["E", "F", "P", "Q"])
        let numbers = Printer.TableNumbers(table, components: ids.count)
        #expect(
            text { Printer.tableLines(lookup, numbers: numbers, into: &$0) } == """
                    =0 1 > 1 1
                    2 =0 =1|2 > 3 1
                    2 0 0 0 0 0 0 0 0 1 > 2 2
                    2 > 0

                """)
        #expect(
            text { printer.tableHead(table, into: &$0) }.hasSuffix(
                """
                nonisolated private let graftLookupTable = GraftLookupTable(
                    classes: [
                        FeedComponent.self,
                        RootComponent.self,
                        BaseComponent.self,
                    ],
                    providers: [
                        E.self,
                        F.self,
                        P.self,
                        Q.self,
                    ],
                    entries: \"\"\"

                """))
    }

    @Test("a test double takes every requirement in its initializer; one that looks up asks the file's protocol")
    func testDouble() {
        let double = EmissionPlan.TestDouble(
            name: "DetailDependencyMock", protocolName: "DetailDependency", conformance: "DetailDependency", looksUp: true,
            requirements: [(name: "name", type: "String"), (name: "`default`", type: "Int")])
        #expect(
            Printer.testDouble(double).text == """
                /// A `DetailDependency` for tests: every requirement is passed to the initializer.
                final class DetailDependencyMock: DetailDependency, GeneratedMockDependencyLookup {
                    let name: String
                    let `default`: Int

                    init(name: String, `default`: Int) {
                        self.name = name
                        self.`default` = `default`
                    }

                    /// The provider of a component created below the component this double is given to.
                    func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
                        (componentType as? any GraftTestDoubleLookup.Type)?.graftTestDependency(for: componentType, parent: parent)
                    }
                }

                """)
        let empty = EmissionPlan.TestDouble(name: "EMock", protocolName: "E", conformance: "Feature.E", looksUp: false, requirements: [])
        #expect(
            Printer.testDouble(empty).text == """
                /// A `E` for tests: every requirement is passed to the initializer.
                final class EMock: Feature.E {
                    init() {
                    }
                }

                """)
    }

    @Test("configurations: alike bodies share a branch, the last branch is #else, errors sit at the user's line and column")
    func configurations() {
        func body(_ text: String) -> SourceWriter {
            var out = SourceWriter()
            out.append(text)
            return out
        }
        let error = Diagnostic(.unreachableComponent, at: SourceLocation(path: "Sources/App/A \"b\".swift", line: 3, column: 5), "C")
        let first = Diagnostic(.unreachableComponent, at: SourceLocation(path: "F.swift", line: 1, column: 12), "D")
        var out = SourceWriter()
        Printer.mirroring(
            [
                ("DEBUG", body("let a = 1\n"), [], []), ("!DEBUG && os(iOS)", body("let a = 1\n"), [], []),
                ("!DEBUG && !os(iOS)", body("let a = 2\n"), [error], [first]),
            ],
            into: &out)
        #expect(
            out.text == """
                #if (DEBUG) || (!DEBUG && os(iOS))
                let a = 1
                #else  // !DEBUG && !os(iOS)
                let a = 2

                #sourceLocation(file: "Sources/App/A \\"b\\".swift", line: 2)
                #error(
                    "C is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)")
                #sourceLocation()

                #sourceLocation(file: "F.swift", line: 1)
                  #warning("D is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)")
                #sourceLocation()
                #endif

                """)
        // One body for every configuration: written as it is.
        var single = SourceWriter()
        Printer.mirroring([("DEBUG", body("x\n"), [], []), ("!DEBUG", body("x\n"), [], [])], into: &single)
        #expect(single.text == "x\n")
        // Groups that do not cover every configuration: no #else.
        var partial = SourceWriter()
        Printer.underConditions([(["A"], body("a\n")), (["B", "C"], body("b\n"))], coverAll: false, into: &partial)
        #expect(partial.text == "#if A\na\n#elseif (B) || (C)\nb\n#endif\n")
        #expect(Printer.literal("a\"b\\c\nd\te") == #""a\"b\\c\nd\te""#)
        // Non-ASCII text passes through whole, a carriage return is escaped, an empty text is two quotes.
        #expect(Printer.literal("Café 🚀\r日本") == #""Café 🚀\r日本""#)
        #expect(Printer.literal("") == #""""#)
    }

    @Test("a written line is the text its interpolation spells: longer than a line holds in place, numbers at their limits, empty literals")
    func writtenLines() {
        let name = "GraftProvider_Feed_0"
        let (zero, negative, low, high) = (0, -42, Int.min, Int.max)
        var out = SourceWriter()
        out += "plain\n"
        out += "\(name)(\(zero), \(negative), \(low), \(high)) \(name)\(name)-\(1)\(22)\(333)\(name)\n"
        out += "\(name)"
        out.append(" end")
        // Past the bytes a line holds in place: within a value, then within a literal; and a
        // line that is one long value.
        let long = String(repeating: "é", count: 60)
        out += "\n\(long)-\(long)-\(high)\n"
        out += "\(long)\(long) and a literal long enough to cross the line's own buffer (\(negative)) \(name)\n"
        out += "\(long + long + long)\n"
        #expect(
            out.text
                == "plain\n" + "\(name)(0, -42, \(Int.min), \(Int.max)) \(name)\(name)-122333\(name)\n" + "GraftProvider_Feed_0 end\n"
                + long + "-" + long + "-9223372036854775807\n"
                + long + long + " and a literal long enough to cross the line's own buffer (-42) GraftProvider_Feed_0\n"
                + long + long + long + "\n")
    }
}
