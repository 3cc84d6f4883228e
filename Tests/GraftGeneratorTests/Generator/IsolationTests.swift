import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Generated code under Swift 6 isolation: a module whose default isolation is the main actor, and
/// a `@MainActor` dependency protocol with a requirement a `@MainActor` property provides.
@Suite("Generator: Swift 6 isolation")
struct IsolationTests {
    @Test("generated providers compile and work with default MainActor isolation and a @MainActor dependency protocol")
    func mainActorIsolation() throws {
        let (folder, graph, main) = try Repository.compilableFixture("Isolation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: [UInt8](try Data(contentsOf: graph)))])
        #expect(result.diagnostics.isEmpty)
        // The profile's provider reads a `@MainActor` property: written out, so that its member
        // takes the isolation of the `@MainActor` requirement. The settings' shares its members.
        #expect(result.output.contains("\nprivate final class GraftProvider_ProfileDependency_0: ProfileDependency, GraftLinksConstructible {\n"))
        #expect(
            result.output.contains(
                "\nnonisolated private final class GraftProvider_from_ProfileComponent_RootComponent: GraftLinks2<ProfileComponent, RootComponent>, SettingsDependency {}\n"
            ))
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)
        for arguments in [["-default-isolation", "MainActor"], []] {
            try SwiftBuild.expectBuildAndRun([graph, generated, main], in: folder, arguments: arguments, printing: "OK ada\n")
        }
    }

    @Test("an isolation attribute inside an attribute-only #if counts: the generated code compiles in the branch where it applies")
    func isolationAttributeInsideIfConfig() throws {
        let (folder, graph, main) = try Repository.compilableFixture("Isolation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: graph, encoding: .utf8)
        let conditional = original.replacingOccurrences(
            of: "    @MainActor var screen: Screen { Screen() }",
            with: "    #if canImport(Glibc) || canImport(Darwin)\n    @MainActor\n    #endif\n    var screen: Screen { Screen() }")
        #expect(conditional != original)
        try conditional.write(to: graph, atomically: true, encoding: .utf8)
        let result = Generator.generate([SourceFile(path: "Graph.swift", text: conditional)])
        #expect(result.diagnostics.isEmpty)
        // Read as the unconditional attribute is: the provider keeps a member of its own.
        #expect(result.output.contains("\nprivate final class GraftProvider_ProfileDependency_0: ProfileDependency, GraftLinksConstructible {\n"))
        let generated = folder.appendingPathComponent("Generated.swift")
        try result.output.write(to: generated, atomically: true, encoding: .utf8)
        try SwiftBuild.expectBuildAndRun([graph, generated, main], in: folder, arguments: ["-default-isolation", "MainActor"], printing: "OK ada\n")
    }

    @Test("an app module on default MainActor isolation with a feature module at the default: the shared forwarding compiles and wires")
    func mainActorAppWithNonisolatedFeature() throws {
        let folder = try Repository.temporaryFolder("isolation-mixed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let feature = """
            import Graft
            public final class Clock: Sendable { public init() {} }
            public protocol GameDependency: Dependency { var clock: Clock { get } }
            public final class GameComponent: Component<GameDependency> {}
            """
        let app = """
            import Graft
            import Feature
            nonisolated final class RootComponent: BootstrapComponent {
                nonisolated var clock: Clock { shared { Clock() } }
                nonisolated var game: GameComponent { GameComponent(parent: self) }
            }
            """
        let main = "import Feature\nlet root = RootComponent()\nprint(root.game.dependency.clock === root.clock ? \"wired\" : \"miswired\")\n"
        let result = Generator.generate(
            [SourceFile(path: "Feature.swift", module: "Feature", text: feature), SourceFile(path: "Root.swift", module: "App", text: app)],
            options: GeneratorOptions(outputModule: "App"))
        #expect(result.diagnostics.isEmpty)
        let urls = try [
            ("Feature.swift", feature), ("Root.swift", app), ("main.swift", main), ("Generated.swift", result.output),
        ]
        .map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        // Feature at the default isolation (against the runtime), then App.
        let featureObject = try SwiftBuild.library("Feature", sources: [urls[0]], in: folder).get()
        try SwiftBuild.expectBuildAndRun(
            [urls[1], urls[3], urls[2]], in: folder, arguments: ["-module-name", "App", "-default-isolation", "MainActor", featureObject.path],
            printing: "wired\n")
    }

    @Test("a component class on the main actor, by its attribute or a @MainActor conformance: nonisolated lookups, providers that compile and wire")
    func mainActorComponents() throws {
        let folder = try Repository.temporaryFolder("isolation-main-actor-components")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = """
            import Graft
            final class Session {}
            final class Accent: Sendable { static let shared = Accent() }
            @MainActor protocol Themed {}
            extension Themed {
                var accent: Accent { Accent.shared }
            }
            final class RootComponent: BootstrapComponent {
                var session: Session { shared { Session() } }
                var label: String { "root" }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                var settings: SettingsComponent { SettingsComponent(parent: self) }
            }
            protocol SessionDependency: Dependency { var session: Session { get } }
            @MainActor final class LoggedInComponent: Component<SessionDependency> {
                var title: String { "logged in" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            extension LoggedInComponent {
                var subtitle: String { "feed" }
            }
            @MainActor protocol FeedDependency: Dependency {
                var title: String { get }
                var subtitle: String { get }
                var session: Session { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            final class SettingsComponent: Component<SessionDependency>, Themed {
                nonisolated var label: String { "settings" }
                var page: PageComponent { PageComponent(parent: self) }
            }
            @MainActor protocol PageDependency: Dependency { var accent: Accent { get } }
            final class PageComponent: Component<PageDependency> {
                var footer: FooterComponent { FooterComponent(parent: self) }
            }
            protocol FooterDependency: Dependency { var label: String { get } }
            final class FooterComponent: Component<FooterDependency> {}
            """
        let main = """
            @MainActor func run() {
                let root = RootComponent()
                let feed = root.loggedIn.feed
                let page = root.settings.page
                print(feed.dependency.title, feed.dependency.subtitle, feed.dependency.session === root.session)
                print(page.dependency.accent === Accent.shared, page.footer.dependency.label)
            }
            MainActor.assumeIsolated { run() }

            """
        let result = Generator.generate([SourceFile(path: "Graph.swift", text: graph)])
        #expect(Diagnostic.render(result.diagnostics) == "")
        // The lookups the runtime calls from any thread, in extensions of isolated classes.
        #expect(result.output.contains("extension LoggedInComponent: GeneratedChildLookup {\n    nonisolated public static var "))
        #expect(result.output.contains("extension SettingsComponent: GeneratedChildLookup {\n    nonisolated public static var "))
        #expect(result.output.contains("extension RootComponent: GeneratedChildLookup {\n    public static var "))
        let urls = try [("Graph.swift", graph), ("main.swift", main), ("Generated.swift", result.output)].map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "logged in feed true\ntrue settings\n")
    }

    @Test("the test doubles of a graph of components on the main actor: the lookup of the created one is nonisolated, and a double at the top wires it")
    func mainActorComponentTestDoubles() throws {
        let folder = try Repository.temporaryFolder("isolation-main-actor-doubles")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = """
            import Graft
            final class Session {}
            protocol SessionDependency: Dependency { var session: Session { get } }
            @MainActor final class LoggedInComponent: Component<SessionDependency> {
                var title: String { "logged in" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            @MainActor protocol FeedDependency: Dependency {
                var title: String { get }
                var session: Session { get }
            }
            @MainActor final class FeedComponent: Component<FeedDependency> {}
            """
        let main = """
            @MainActor func run() {
                let session = Session()
                let loggedIn = LoggedInComponent(parent: nil, dependency: SessionDependencyMock(session: session))
                let feed = loggedIn.feed
                print(feed.dependency.title, feed.dependency.session === session)
            }
            MainActor.assumeIsolated { run() }

            """
        let result = Generator.generateMocks([SourceFile(path: "Graph.swift", text: graph)])
        #expect(Diagnostic.render(result.diagnostics) == "")
        #expect(result.output.contains("extension FeedComponent: GraftTestDoubleLookup {\n    nonisolated static func "))
        let urls = try [("Graph.swift", graph), ("main.swift", main), ("Mocks.swift", result.output)].map { name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "logged in true\n")
    }

    @Test("dependency and plugin extension protocols that require Sendable: providers, plugin extensions and test doubles compile under Swift 6 and wire")
    func sendableProtocols() throws {
        let folder = try Repository.temporaryFolder("sendable-protocols")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A provider that shares its members (a subclass of `GraftLinksN`: a checked `Sendable`
        // class cannot inherit), one that writes them out (it holds a non-`Sendable` component),
        // a protocol that is `Sendable` through a protocol it refines or through a typealias of a
        // composition, a plugin extension, and
        // test doubles whose requirements are not all `Sendable`.
        let graph = """
            import Graft
            final class Counter { var count = 0 }
            protocol Base: Sendable {}
            typealias SendableDependency = Dependency & Sendable
            final class RootComponent: BootstrapComponent {
                var title: String { "root" }
                var counter: Counter { shared { Counter() } }
                @available(*, deprecated) var legacy: String { "legacy" }
                var feed: FeedComponent { FeedComponent(parent: self) }
                var settings: SettingsComponent { SettingsComponent(parent: self) }
                var profile: ProfileComponent { ProfileComponent(parent: self) }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol FeedDependency: Dependency, Sendable {
                var title: String { get }
                var counter: Counter { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            protocol ProfileDependency: SendableDependency { var title: String { get } }
            final class ProfileComponent: Component<ProfileDependency> {}
            protocol SettingsDependency: Dependency, Base {
                var title: String { get }
                var legacy: String { get }
            }
            final class SettingsComponent: Component<SettingsDependency> {}
            protocol GamePluginExtension: PluginExtension, Sendable { var edition: String { get } }
            final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {
                var edition: String { pluginExtension.edition }
            }
            final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                var edition: String { "classic" }
            }
            """
        let main = """
            let root = RootComponent()
            let feed = FeedComponent(parent: root)
            feed.dependency.counter.count += 1
            let double = FeedDependencyMock(title: "mock", counter: Counter())
            print(feed.dependency.title, root.profile.dependency.title, root.counter.count, root.settings.dependency.legacy, root.game.edition, double.title)
            """
        let sources = [SourceFile(path: "Graph.swift", text: graph)]
        let generated = Generator.generate(sources)
        let mocks = Generator.generateMocks(sources)
        #expect(Diagnostic.render(generated.diagnostics + mocks.diagnostics) == "")
        #expect(
            generated.output.contains(
                "\nnonisolated private final class GraftProvider_from_RootComponent: GraftLinks1<RootComponent>, FeedDependency, ProfileDependency, @unchecked Sendable {}\n"
            ))
        #expect(generated.output.contains(": SettingsDependency, GraftLinksConstructible, @unchecked Sendable {\n"))
        #expect(generated.output.contains(": GamePluginExtension, @unchecked Sendable {\n"))
        #expect(mocks.output.contains("final class FeedDependencyMock: FeedDependency, @unchecked Sendable {\n"))
        let urls = try [("Graph.swift", graph), ("main.swift", main), ("Generated.swift", generated.output), ("Mocks.swift", mocks.output)].map {
            name, text in
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        try SwiftBuild.expectBuildAndRun(urls, in: folder, printing: "root root 1 legacy classic mock\n")
    }
}
