import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The rule in `Rules/Availability.swift`: what `@available` says of a providing property, and
/// what generated code does about it.
@Suite("Availability")
struct AvailabilityTests {
    private let app = MarkedSource(
        "App.swift",
        """
        import Graft
        final class RootComponent: BootstrapComponent {
            @available(*, deprecated) var deprecated: Int { 1 }
            @available(iOS, introduced: 13, deprecated: 15, message: "a \\"quoted\\", long message") var deprecatedOnIOS: Int { 1 }
            @available(*, deprecated, message: "was ,unavailable, once") var unavailableInMessage: Int { 1 }
            @available(*, unavailable, message: "gone") var unavailable: Int { 1 }
            @available(iOS, unavailable) var unavailableOnIOS: Int { 1 }
            @available(macOS 10.15, *) var introduced: Int { 1 }
            var plain: Int { 1 }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        @available(*, deprecated, renamed: "other")
        extension RootComponent {
            var inDeprecatedExtension: Int { 1 }
            @available(*, unavailable) var unavailableInDeprecatedExtension: Int { 1 }
        }
        @available(*, unavailable)
        extension RootComponent {
            var inUnavailableExtension: Int { 1 }
        }
        """)

    @Test("deprecated by any @available of the property or its extension; unavailable on every platform only")
    func providers() {
        let feed = MarkedSource(
            "Feed.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {}
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let root = MarkedSource.graph([app, feed]).components.first { $0.displayName == "RootComponent" }
        #expect(
            root?.properties.filter { $0.availability == .deprecated }.map(\.name.text)
                == ["deprecated", "deprecatedOnIOS", "inDeprecatedExtension", "unavailableInMessage"])
        #expect(
            root?.properties.filter { $0.availability == .available }.map(\.name.text)
                == ["feed", "introduced", "plain", "unavailableOnIOS"])
        // Unavailable ones provide nothing; a missing dependency names them.
        #expect(
            root?.hiddenProperties.map(\.name.text) == ["unavailable", "unavailableInDeprecatedExtension", "inUnavailableExtension"])
    }

    @Test("a missing dependency an unavailable property would satisfy says why it does not")
    func unavailableNote() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                @available(*, unavailable, message: "gone") var 1️⃣token: String { "" }
                var feed: FeedComponent { 2️⃣FeedComponent(parent: self) }
            }
            @available(*, unavailable)
            extension RootComponent {
                var 3️⃣region: Character { "a" }
            }
            protocol FeedDependency: Dependency {
                var token: String { get }
                var region: Character { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let missing = { (line: Int, requirement: String) in
            "App.swift:\(line):9: error: missing dependency '\(requirement)' of FeedComponent at ^->RootComponent->FeedComponent: no ancestor provides a property with this name and type\n2️⃣: note: FeedComponent is created here by RootComponent"
        }
        #expect(
            MarkedSource.diagnose([app])
                == MarkedSource.expand(
                    """
                    \(missing(11, "token: String"))
                    1️⃣: note: 'RootComponent.token' matches but is marked unavailable; generated code cannot read it
                    \(missing(12, "region: Character"))
                    3️⃣: note: 'RootComponent.region' matches but is marked unavailable; generated code cannot read it

                    """, in: [app]))
    }

    @Test("an unavailable default implementation of a requirement is none: an ancestor must provide it")
    func unavailableDefault() {
        let app = MarkedSource(
            "App.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { 1️⃣FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var 2️⃣pageSize: Int { get }
                var 3️⃣retries: Int { get }
            }
            extension FeedDependency {
                @available(*, unavailable, message: "provide it") var pageSize: Int { 20 }
            }
            @available(*, unavailable)
            extension FeedDependency {
                var retries: Int { 3 }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let missing = { (marker: String, requirement: String) in
            "\(marker): error: missing dependency '\(requirement): Int' of FeedComponent at ^->RootComponent->FeedComponent: "
                + "no ancestor provides a property with this name and type\n1️⃣: note: FeedComponent is created here by RootComponent\n"
        }
        #expect(MarkedSource.diagnose([app]) == MarkedSource.expand(missing("2️⃣", "pageSize") + missing("3️⃣", "retries"), in: [app]))
    }

    @Test("a deprecated provider is read by a deprecated member its provider writes out, not by a shared one")
    func deprecatedMember() {
        let feed = MarkedSource(
            "Feed.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {
                var deprecated: Int { get }
                var plain: Int { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let result = Generator.generate([app.source, feed.source])
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.contains("    @available(*, deprecated) var deprecated: Int { ancestor1.deprecated }\n    var plain: Int { ancestor1.plain }\n"))
        #expect(!result.output.contains("extension GraftLinked1"))
    }

    @Test("the test doubles' file reads a deprecated provider through a deprecated member too")
    func deprecatedMemberInTestDoubles() {
        let feed = MarkedSource(
            "Feed.swift",
            """
            import Graft
            protocol FeedDependency: Dependency {}
            final class FeedComponent: Component<FeedDependency> {
                @available(*, deprecated) var title: String { "feed" }
                var detail: DetailComponent { DetailComponent(parent: self) }
            }
            protocol DetailDependency: Dependency { var title: String { get } }
            final class DetailComponent: Component<DetailDependency> {}
            """)
        // The doubles' lookups make DetailComponent's provider when FeedComponent is given a double.
        let result = Generator.generateMocks([app.source, feed.source])
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.contains("    @available(*, deprecated) var title: String { ancestor1.title }\n"))
    }

    @Test("generated code naming a deprecated component class or dependency protocol draws no warning, and runs")
    func deprecatedTypes() throws {
        // Deprecated: a class inside a deprecated enum, a generic class (a lookup of its own), a
        // class and its protocol, a plugin extension protocol. The user's code that names them
        // warns (so the compiler sees them deprecated); the generated files must not.
        let graph = """
            import Graft
            final class RootComponent: BootstrapComponent {
                var apiURL: String { "https://x" }
                var session: Int { 7 }
                var legacy: Legacy.FeatureComponent { Legacy.FeatureComponent(parent: self) }
                var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
                var old: OldComponent { OldComponent(parent: self) }
                var game: GameComponent { GameComponent(parent: self) }
            }
            @available(*, deprecated, message: "use the new feature")
            enum Legacy {
                protocol FeatureDependency: Dependency { var apiURL: String { get } }
                final class FeatureComponent: Component<FeatureDependency> {
                    var greeting: String { "hi" }
                    var leaf: LeafComponent { LeafComponent(parent: self) }
                    var other: OtherLeafComponent { OtherLeafComponent(parent: self) }
                }
            }
            protocol LeafDependency: Dependency {
                var greeting: String { get }
                var session: Int { get }
            }
            final class LeafComponent: Component<LeafDependency> {
                var text: String { dependency.greeting + " " + String(dependency.session) }
            }
            protocol OtherLeafDependency: Dependency { var apiURL: String { get } }
            final class OtherLeafComponent: Component<OtherLeafDependency> {
                var text: String { dependency.apiURL }
            }
            protocol ListDependency: Dependency { var session: Int { get } }
            @available(*, deprecated)
            final class ListComponent<Item>: Component<ListDependency> {
                var count: Int { dependency.session }
            }
            @available(*, deprecated)
            protocol OldDependency: Dependency { var apiURL: String { get } }
            @available(*, deprecated)
            final class OldComponent: Component<OldDependency> {
                var url: String { dependency.apiURL }
            }
            @available(*, deprecated)
            protocol GamePluginExtension: PluginExtension { var edition: String { get } }
            final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {
                var edition: String { pluginExtension.edition }
            }
            final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                var edition: String { "classic" }
            }
            """
        let main = """
            let root = RootComponent()
            print(root.legacy.leaf.text, root.legacy.other.text, root.list.count, root.old.url, root.game.edition)
            """
        let sources = [SourceFile(path: "Graph.swift", text: graph)]
        let generated = Generator.generate(sources)
        let mocks = Generator.generateMocks(sources)
        #expect(generated.diagnostics.isEmpty && mocks.diagnostics.isEmpty)
        let folder = try Repository.temporaryFolder("deprecated-types")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [("Graph.swift", graph), ("Generated.swift", generated.output), ("Mocks.swift", mocks.output), ("main.swift", main)]
        let urls = files.map { folder.appendingPathComponent($0.0) }
        for (url, (_, text)) in zip(urls, files) { try Data(text.utf8).write(to: url) }
        let (program, output) = try SwiftBuild.compile(sources: urls, in: folder, arguments: ["-no-warnings-as-errors"]).get()
        let warned = Set(
            output.split(separator: "\n").compactMap { line in
                line.contains(": warning: ") ? line.split(separator: ":").first.map { String($0.split(separator: "/").last ?? $0) } : nil
            })
        #expect(warned == ["Graph.swift"], "\(output)")
        let run = try ProcessRunner.run(program, [])
        #expect(run.status == 0)
        #expect(run.standardOutput == "hi 7 https://x 7 https://x classic\n")
    }

    @Test("what generated code writes for a type that @available restricts, and its enclosing types")
    func typeMarks() throws {
        let source = MarkedSource(
            "Graph.swift",
            """
            import Graft
            final class RootComponent: BootstrapComponent {}
            @available(iOS 17, macOS 14, *)
            final class ShorthandComponent: Component<EmptyDependency> {}
            @available(iOS 16, *)
            enum Feature {
                @available(iOS 17.2, tvOS 17, *)
                final class NestedComponent: Component<EmptyDependency> {}
            }
            @available(iOS, introduced: 17.0)
            @available(macOS, introduced: 14)
            final class LongFormComponent: Component<EmptyDependency> {}
            @available(FeatureFlags)
            final class DomainComponent: Component<EmptyDependency> {}
            @available(iOS, introduced: 17, deprecated: 18, message: "use the new one")
            final class DeprecatedComponent: Component<EmptyDependency> {}
            @available(iOS, unavailable)
            @available(swift, introduced: 5.9)
            @available(macOS, obsoleted: 15)
            final class UnreadComponent: Component<EmptyDependency> {}
            enum Space {}
            @available(iOS 17, *)
            extension Space {
                final class ExtendedComponent: Component<EmptyDependency> {}
            }
            @available(*, deprecated)
            extension Space {
                enum Inner {
                    @available(FeatureFlags)
                    final class DeepComponent: Component<EmptyDependency> {}
                }
            }
            """)
        let graph = MarkedSource.graph([source])
        // A summary carries what the extensions say: it reads back as the file it was made of.
        let parsed = DeclarationParser.parse(source.source)
        #expect(parsed.types.first { $0.name == "ExtendedComponent" }?.enclosingAvailability == ["@available(iOS 17,*)"])
        #expect(try ModuleSummary.decode(ModuleSummary.encode([parsed]), path: "Graph.graftsummary").map(\.digest) == [parsed.digest])
        func mark(_ name: String) -> Availability.Mark? { graph.components.first { $0.displayName.hasSuffix(name) }?.mark }
        #expect(mark("RootComponent")?.attributes == "")
        #expect(mark("RootComponent")?.condition == nil)
        #expect(mark("ShorthandComponent")?.attributes == "@available(iOS 17, macOS 14, *) ")
        #expect(mark("ShorthandComponent")?.condition == "#available(iOS 17, macOS 14, *)")
        // The enclosing enum's iOS 16 gives way to the class's later iOS 17.2.
        #expect(mark("NestedComponent")?.attributes == "@available(iOS 17.2, tvOS 17, *) ")
        #expect(mark("LongFormComponent")?.attributes == "@available(iOS 17.0, macOS 14, *) ")
        #expect(mark("DomainComponent")?.attributes == "@available(FeatureFlags) ")
        #expect(mark("DomainComponent")?.condition == "#available(FeatureFlags)")
        #expect(mark("DeprecatedComponent")?.attributes == "@available(*, deprecated) @available(iOS 17, *) ")
        #expect(mark("DeprecatedComponent")?.condition == "#available(iOS 17, *)")
        #expect(mark("UnreadComponent")?.isEmpty == true)
        // An extension's `@available` restricts the types declared in it, and in the types in it.
        #expect(mark("ExtendedComponent")?.attributes == "@available(iOS 17, *) ")
        #expect(mark("DeepComponent")?.attributes == "@available(*, deprecated) @available(FeatureFlags) ")
        var both = Availability.Mark()
        both.require(platform: "iOS", version: "17.10")
        both = both.union(mark("ShorthandComponent")!).union(mark("DomainComponent")!)
        #expect(both.attributes == "@available(iOS 17.10, macOS 14, *) @available(FeatureFlags) ")
        #expect(both.condition == "#available(iOS 17.10, macOS 14, *), #available(FeatureFlags)")
    }

    /// A graph whose `@available(FeatureFlags)` classes and protocol are named by generated code:
    /// a component, its child, a generic component (a lookup of its own), a dependency protocol,
    /// a property a provider reads, a class declared in a gated extension, and classes created
    /// both under a gated component and under the root (one with a type parameter, whose lookup
    /// is code: its check of the gated chain stands under `if #available`).
    private static let gatedGraph = """
        import Graft
        final class Store { let name = "store" }
        final class RootComponent: BootstrapComponent {
            var apiURL: String { "https://x" }
            @available(FeatureFlags) var store: Store { shared { Store() } }
            var settings: SettingsComponent { SettingsComponent(parent: self) }
            @available(FeatureFlags) var feed: FeedComponent { FeedComponent(parent: self) }
            @available(FeatureFlags) var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
            var badge: BadgeComponent<Int> { BadgeComponent<Int>(parent: self) }
        }
        protocol FeedDependency: Dependency { var apiURL: String { get } }
        @available(FeatureFlags)
        final class FeedComponent: Component<FeedDependency> {
            var title: String { "feed" }
            var apiURL: String { "https://feed" }
            var badge: BadgeComponent<Int> { BadgeComponent<Int>(parent: self) }
            var detail: DetailComponent { DetailComponent(parent: self) }
            var settings: SettingsComponent { SettingsComponent(parent: self) }
            var panel: Space.PanelComponent { Space.PanelComponent(parent: self) }
        }
        enum Space {}
        @available(FeatureFlags)
        extension Space {
            final class PanelComponent: Component<EmptyDependency> {
                var name: String { "panel" }
            }
        }
        @available(FeatureFlags)
        protocol DetailDependency: Dependency {
            var apiURL: String { get }
            var title: String { get }
            var store: Store { get }
        }
        @available(FeatureFlags)
        final class DetailComponent: Component<DetailDependency> {
            var text: String { dependency.title + " at " + dependency.apiURL + " with " + dependency.store.name }
        }
        protocol SettingsDependency: Dependency { var apiURL: String { get } }
        final class SettingsComponent: Component<SettingsDependency> {
            var url: String { dependency.apiURL }
        }
        protocol ListDependency: Dependency { var apiURL: String { get } }
        protocol BadgeDependency: Dependency { var apiURL: String { get } }
        final class BadgeComponent<Item>: Component<BadgeDependency> {
            var url: String { dependency.apiURL }
        }
        @available(FeatureFlags)
        final class ListComponent<Item>: Component<ListDependency> {
            var url: String { dependency.apiURL }
        }
        """

    @Test(
        "generated code naming a class introduced later compiles, runs where the class is available, and skips it where not",
        arguments: [true, false])
    func gatedTypes(enabled: Bool) throws {
        // An availability domain (an experimental feature of Swift 6.2) checks on Linux what
        // `@available(iOS 17, *)` checks on Apple's platforms: a use outside a declaration as
        // restricted, or outside `if #available`, is an error. Enabled, it stands for a system
        // that has the classes; disabled, for one that lacks them.
        let main =
            enabled
            ? """
            let root = RootComponent()
            if #available(FeatureFlags) {
                print(root.feed.detail.text, root.feed.settings.url, root.list.url, root.settings.url, root.feed.panel.name)
                print(root.badge.url, root.feed.badge.url)
            }
            """
            : """
            let root = RootComponent()
            if #available(FeatureFlags) { print(root.feed.title) } else { print("no feed") }
            print(root.settings.url, root.badge.url)
            """
        let sources = [SourceFile(path: "Graph.swift", text: Self.gatedGraph)]
        let generated = Generator.generate(sources)
        let mocks = Generator.generateMocks(sources)
        #expect(generated.diagnostics.isEmpty && mocks.diagnostics.isEmpty)
        // The table lists the gated classes under their condition, so that its numbers hold everywhere.
        #expect(
            generated.output.contains(
                "        { () -> AnyObject.Type in if #available(FeatureFlags) { return FeedComponent.self } else { return GraftUnavailable.self } }(),\n"
            ))
        #expect(generated.output.contains("@available(FeatureFlags) @_spi(GraftGenerated) extension FeedComponent: GeneratedChildLookup {"))
        #expect(mocks.output.contains("@available(FeatureFlags) final class DetailDependencyMock: DetailDependency"))
        // The provider reads the gated property through a member marked as the property is.
        #expect(generated.output.contains("    @available(FeatureFlags) var store: Store { ancestor2.store }\n"))
        let run = try Self.run(
            [("Graph.swift", Self.gatedGraph), ("Generated.swift", generated.output), ("Mocks.swift", mocks.output), ("main.swift", main)],
            domainEnabled: enabled)
        #expect(
            run
                == (enabled
                    ? "feed at https://feed with store https://feed https://x https://x panel\nhttps://x https://feed\n" : "no feed\nhttps://x https://x\n"))
    }

    @Test(
        "a check merging chains through a gated class and through others matches through the others where the gated one is missing",
        arguments: [true, false])
    func gatedAmongOthers(enabled: Bool) throws {
        // Three parents, one gated, each creating two children that each create the leaves: the
        // six chains of each leaf merge into one check listing the classes at each link.
        let graph = """
            import Graft
            final class RootComponent: BootstrapComponent {
                var apiURL: String { "https://x" }
                var first: FirstComponent { FirstComponent(parent: self) }
                var second: SecondComponent { SecondComponent(parent: self) }
                @available(FeatureFlags) var gated: GatedComponent { GatedComponent(parent: self) }
            }
            final class FirstComponent: Component<EmptyDependency> {
                var left: LeftComponent { LeftComponent(parent: self) }
                var right: RightComponent { RightComponent(parent: self) }
            }
            final class SecondComponent: Component<EmptyDependency> {
                var left: LeftComponent { LeftComponent(parent: self) }
                var right: RightComponent { RightComponent(parent: self) }
            }
            @available(FeatureFlags)
            final class GatedComponent: Component<EmptyDependency> {
                var left: LeftComponent { LeftComponent(parent: self) }
                var right: RightComponent { RightComponent(parent: self) }
            }
            final class LeftComponent: Component<EmptyDependency> {
                var leaf: LeafComponent { LeafComponent(parent: self) }
                var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
            }
            final class RightComponent: Component<EmptyDependency> {
                var leaf: LeafComponent { LeafComponent(parent: self) }
                var list: ListComponent<Int> { ListComponent<Int>(parent: self) }
            }
            protocol LeafDependency: Dependency { var apiURL: String { get } }
            final class LeafComponent: Component<LeafDependency> { var url: String { dependency.apiURL } }
            final class ListComponent<Item>: Component<LeafDependency> { var url: String { dependency.apiURL } }
            """
        let main = """
            let root = RootComponent()
            print(root.first.right.leaf.url, root.second.left.list.url)
            if #available(FeatureFlags) { print(root.gated.left.leaf.url, root.gated.right.list.url) }
            """
        let generated = Generator.generate([SourceFile(path: "Graph.swift", text: graph)])
        #expect(generated.diagnostics.isEmpty)
        // The table's line and the generic class's check each list the gated class among others.
        #expect(generated.output.contains("    2 =3|4 =0|1|6 =5 > 1 3\n"))
        #expect(
            generated.output.contains(
                "[FirstComponent.self, { () -> AnyObject.Type in if #available(FeatureFlags) { return GatedComponent.self } else { return GraftUnavailable.self } }(), SecondComponent.self]"
            ))
        let run = try Self.run([("Graph.swift", graph), ("Generated.swift", generated.output), ("main.swift", main)], domainEnabled: enabled)
        #expect(run == (enabled ? "https://x https://x\nhttps://x https://x\n" : "https://x https://x\n"))
    }

    @Test(
        "a gated protocol does not share the provider class of ungated ones that read the same ancestors",
        arguments: [true, false])
    func gatedProtocolOwnClass(enabled: Bool) throws {
        // Both providers read the root alone, so they would share `GraftLinks1<RootComponent>`;
        // one class marked with the gate would leave the settings without a provider where the
        // gate fails.
        let graph = """
            import Graft
            final class RootComponent: BootstrapComponent {
                var apiURL: String { "https://x" }
                var settings: SettingsComponent { SettingsComponent(parent: self) }
                @available(FeatureFlags) var panel: PanelComponent { PanelComponent(parent: self) }
            }
            protocol SettingsDependency: Dependency { var apiURL: String { get } }
            final class SettingsComponent: Component<SettingsDependency> { var url: String { dependency.apiURL } }
            @available(FeatureFlags)
            protocol PanelDependency: Dependency { var apiURL: String { get } }
            @available(FeatureFlags)
            final class PanelComponent: Component<PanelDependency> { var url: String { dependency.apiURL } }
            """
        let main = """
            let root = RootComponent()
            print(root.settings.url)
            if #available(FeatureFlags) { print(root.panel.url) }
            """
        let generated = Generator.generate([SourceFile(path: "Graph.swift", text: graph)])
        #expect(generated.diagnostics.isEmpty)
        #expect(
            generated.output.contains(
                "nonisolated private final class GraftProvider_from_RootComponent_2: GraftLinks1<RootComponent>, SettingsDependency {}\n"))
        #expect(
            generated.output.contains(
                "@available(FeatureFlags) nonisolated private final class GraftProvider_from_RootComponent: GraftLinks1<RootComponent>, PanelDependency {}\n"
            ))
        let run = try Self.run([("Graph.swift", graph), ("Generated.swift", generated.output), ("main.swift", main)], domainEnabled: enabled)
        #expect(run == (enabled ? "https://x\nhttps://x\n" : "https://x\n"))
    }

    /// Compiles `files` with the runtime and the availability domain `FeatureFlags` enabled or
    /// disabled, with warnings as errors, runs the program and returns what it printed.
    private static func run(_ files: [(name: String, text: String)], domainEnabled enabled: Bool) throws -> String {
        let folder = try Repository.temporaryFolder("gated-\(enabled)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = files.map { folder.appendingPathComponent($0.name) }
        for (url, file) in zip(urls, files) { try Data(file.text.utf8).write(to: url) }
        let domain = [
            "-enable-experimental-feature", "CustomAvailability", "-Xfrontend", "-define-\(enabled ? "enabled" : "disabled")-availability-domain", "-Xfrontend",
            "FeatureFlags",
        ]
        let (program, output) = try SwiftBuild.compile(sources: urls, in: folder, arguments: domain).get()
        #expect(!output.contains("error"), "\(output)")
        let run = try ProcessRunner.run(program, [])
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput
    }

    @Test("attributes as the parser writes them")
    func attributes() {
        #expect(Availability.of([]) == .available)
        #expect(Availability.of(["@objc", "@available(*,deprecated)"]) == .deprecated)
        #expect(Availability.of(["@available(*,deprecated)", "@available(*,unavailable)"]) == .unavailable)
        #expect(Availability.of(["@available(swift,deprecated:5.0)"]) == .deprecated)
        #expect(Availability.of(["@available(macOS,unavailable)"]) == .available)
        #expect(Availability.of(["@available(*,message:\"deprecated\")"]) == .available)
        #expect(Availability.of(["@available(*,deprecated)"], declaredIn: ["@available(*,unavailable)"]) == .unavailable)
        #expect(Availability.of([], declaredIn: ["@available(*,deprecated)"]) == .deprecated)
        #expect(Availability.typeMark(["@available(*,deprecated)"]).attributes == "@available(*, deprecated) ")
        #expect(Availability.typeMark(["@objc"]).attributes == "")
    }
}
