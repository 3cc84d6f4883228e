import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Providers share their forwarding properties (`SharedWitnesses`) except where sharing would not
/// compile or would read differently; those keep members of their own. Compiled and run.
@Suite("Generator: forwarding properties shared by providers")
struct SharedWitnessesTests {
    static let graph = """
        import Graft

        final class Log {
            let tag: String
            init(_ tag: String) { self.tag = tag }
        }

        final class Root: BootstrapComponent {
            var name: String { "root" }
            var log: Log { shared { Log("root") } }
            var count: Int { 1 }
            var folder: Folder { Folder(parent: self) }
            var shelf: Shelf { Shelf(parent: self) }
        }

        protocol FolderDependency: Dependency {
            var count: Int { get }
        }

        // Folder provides `name` too: File reads it from Folder, and `log` from Root.
        final class Folder: Component<FolderDependency> {
            var name: String { "folder" }
            var file: File { File(parent: self) }
        }

        protocol FileDependency: Dependency {
            var name: String { get }
            var log: Log { get }
        }

        final class File: Component<FileDependency> {}

        // Another spelling of the requirement FolderDependency has: the member `count` of the extension for
        // Root can have one only.
        protocol ShelfDependency: Dependency {
            var count: Swift.Int { get }
        }

        final class Shelf: Component<ShelfDependency> {
            var label: String { "shelf" }
            var book: Book { Book(parent: self) }
        }

        // Book reads `name` from Root at the second position, as File would read `log`: File's provider,
        // `GraftLinks2<Folder, Root>`, would see `name` in both of its extensions.
        protocol BookDependency: Dependency {
            var label: String { get }
            var name: String { get }
        }

        final class Book: Component<BookDependency> {}
        """

    static let main = """
        let root = Root()
        let file = root.folder.file
        let book = root.shelf.book
        print(file.dependency.name, file.dependency.log.tag, book.dependency.label, book.dependency.name, root.folder.dependency.count, root.shelf.dependency.count)
        """

    @Test("a provider that would see a requirement twice, and one whose member would read another spelling, keep members of their own")
    func fallbacks() throws {
        let generated = Self.generate(Self.graph)
        let providers = generated.range(of: "// MARK: - Providers").map { start in
            generated[start.lowerBound..<(generated.range(of: "// MARK: - Lookups")?.lowerBound ?? generated.endIndex)]
        }
        #expect(
            providers == """
                // MARK: - Providers
                // Providers are created by nonisolated lookups; their ancestors are set once, then only read.

                /// BookDependency for ^->Root->Shelf->Book.
                nonisolated private final class GraftProvider_from_Shelf_Root: GraftLinks2<Shelf, Root>, BookDependency {}

                /// FileDependency for ^->Root->Folder->File.
                private final class GraftProvider_FileDependency_0: FileDependency, GraftLinksConstructible {
                    nonisolated static var graftLinkTypes: [AnyObject.Type] { [Folder.self, Root.self] }

                    private nonisolated(unsafe) let ancestor1: Folder
                    private nonisolated(unsafe) let ancestor2: Root

                    nonisolated init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
                        self.ancestor1 = unsafeDowncast(links[0].takeUnretainedValue(), to: Folder.self)
                        self.ancestor2 = unsafeDowncast(links[1].takeUnretainedValue(), to: Root.self)
                    }

                    var log: Log { ancestor2.log }
                    var name: String { ancestor1.name }
                }

                /// FolderDependency for ^->Root->Folder.
                nonisolated private final class GraftProvider_from_Root: GraftLinks1<Root>, FolderDependency {}

                /// ShelfDependency for ^->Root->Shelf.
                private final class GraftProvider_ShelfDependency_0: ShelfDependency, GraftLinksConstructible {
                    nonisolated static var graftLinkTypes: [AnyObject.Type] { [Root.self] }

                    private nonisolated(unsafe) let ancestor1: Root

                    nonisolated init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
                        self.ancestor1 = unsafeDowncast(links[0].takeUnretainedValue(), to: Root.self)
                    }

                    var count: Swift.Int { ancestor1.count }
                }

                // MARK: - Forwarding
                // The requirements of the providers above, read from the ancestor of each type at each position.

                nonisolated fileprivate extension GraftLinked1 where A1 == Root {
                    var count: Int { graftLink1.count }
                }

                nonisolated fileprivate extension GraftLinked1 where A1 == Shelf {
                    var label: String { graftLink1.label }
                }

                nonisolated fileprivate extension GraftLinked2 where A2 == Root {
                    var name: String { graftLink2.name }
                }


                """)
        try Self.expectRuns(graph: Self.graph, generated: generated, main: Self.main, printing: "folder root shelf root 1 1\n")
    }

    static let distances = """
        import Graft

        final class Log {
            let tag: String
            init(_ tag: String) { self.tag = tag }
        }

        final class Root: BootstrapComponent {
            var log: Log { shared { Log("root") } }
            var graftLink1: Int { 7 }
            var folder: Folder { Folder(parent: self) }
            var page: Page { Page(parent: self) }
            var note: Note { Note(parent: self) }
        }

        protocol FolderDependency: Dependency {
            var log: Log { get }
        }

        final class Folder: Component<FolderDependency> {
            var page: Page { Page(parent: self) }
            var note: Note { Note(parent: self) }
        }

        // Page reads `log` from Root, its parent or its grandparent: one provider class for both.
        protocol PageDependency: Dependency {
            var log: Log { get }
        }

        final class Page: Component<PageDependency> {}

        // A requirement named like a link keeps members of its own: one class for both paths too.
        protocol NoteDependency: Dependency {
            var graftLink1: Int { get }
        }

        final class Note: Component<NoteDependency> {}
        """

    @Test("paths that read the same ancestors at different distances share one provider class, each passing its own")
    func distancesShareAClass() throws {
        let generated = Self.generate(Self.distances)
        #expect(
            generated == """
                // Generated by Graft. Do not edit: this file is rewritten on every build.

                @_spi(GraftGenerated) import Graft

                // MARK: - Providers
                // Providers are created by nonisolated lookups; their ancestors are set once, then only read.

                /// FolderDependency for ^->Root->Folder.
                /// PageDependency for ^->Root->Folder->Page, ^->Root->Page.
                nonisolated private final class GraftProvider_from_Root: GraftLinks1<Root>, FolderDependency, PageDependency {}

                /// NoteDependency for ^->Root->Folder->Note, ^->Root->Note.
                private final class GraftProvider_NoteDependency_0: NoteDependency, GraftLinksConstructible {
                    nonisolated static var graftLinkTypes: [AnyObject.Type] { [Root.self] }

                    private nonisolated(unsafe) let ancestor1: Root

                    nonisolated init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
                        self.ancestor1 = unsafeDowncast(links[0].takeUnretainedValue(), to: Root.self)
                    }

                    var graftLink1: Int { ancestor1.graftLink1 }
                }

                // MARK: - Forwarding
                // The requirements of the providers above, read from the ancestor of each type at each position.

                nonisolated fileprivate extension GraftLinked1 where A1 == Root {
                    var log: Log { graftLink1.log }
                }

                // MARK: - Lookups
                // How `Component.init(parent:)` finds a provider: a line a check, in the order they are tried, with
                // the component class, the classes of the parent chain (nearest first), then after ">" the provider
                // and the distances of the links it reads, as numbers into the lists (the format: LookupTable.swift
                // in the Graft runtime).
                nonisolated private let graftLookupTable = GraftLookupTable(
                    classes: [
                        Folder.self,
                        Note.self,
                        Page.self,
                        Root.self,
                    ],
                    providers: [
                        GraftProvider_from_Root.self,
                        GraftProvider_NoteDependency_0.self,
                    ],
                    entries: \"""
                    0 3 > 0 1
                    1 0 3 > 1 2
                    1 3 > 1 1
                    2 0 3 > 0 2
                    2 3 > 0 1
                    \"""
                )

                nonisolated private let graftGraphTables: [GraftLookupTable] = [graftLookupTable]

                @_spi(GraftGenerated) extension Folder: GeneratedChildLookup {
                    public static var graftLookupTables: [GraftLookupTable] { graftGraphTables }
                }

                @_spi(GraftGenerated) extension Root: GeneratedChildLookup {
                    public static var graftLookupTables: [GraftLookupTable] { graftGraphTables }
                }

                """)
        let main = """
            let root = Root()
            print(root.page.dependency.log.tag, root.folder.page.dependency.log === root.page.dependency.log, root.note.dependency.graftLink1, root.folder.note.dependency.graftLink1)
            """
        try Self.expectRuns(graph: Self.distances, generated: generated, main: main, printing: "root true 7 7\n")
    }

    static let protocolsSharingAClass = """
        import Graft

        final class Log {
            let tag: String
            init(_ tag: String) { self.tag = tag }
        }

        final class Root: BootstrapComponent {
            var log: Log { shared { Log("root") } }
            var clock: Int { 12 }
            var name: String { "root" }
            var session: Session { Session(parent: self) }
        }

        protocol SessionDependency: Dependency {
            var log: Log { get }
        }

        final class Session: Component<SessionDependency> {
            var user: String { "ada" }
            var name: Int { 2 }
            var feed: Feed { Feed(parent: self) }
            var inbox: Inbox { Inbox(parent: self) }
            var profile: Profile { Profile(parent: self) }
            var badge: Badge { Badge(parent: self) }
            var title: Title { Title(parent: self) }
        }

        // Feed and Inbox read Session at the first position and Root at the second: one class.
        protocol FeedDependency: Dependency {
            var user: String { get }
            var log: Log { get }
        }

        final class Feed: Component<FeedDependency> {}

        protocol InboxDependency: Dependency {
            var clock: Int { get }
            var user: String { get }
        }

        final class Inbox: Component<InboxDependency> {}

        // Profile and Badge read Session alone, another type of `name` than Root's: one class.
        protocol ProfileDependency: Dependency {
            var user: String { get }
        }

        final class Profile: Component<ProfileDependency> {}

        protocol BadgeDependency: Dependency {
            var name: Int { get }
        }

        final class Badge: Component<BadgeDependency> {}

        // Title reads Session and Root too, but `name` from Root: Session's extension offers a `name`
        // as well, so Title keeps members of its own and no class of the others.
        protocol TitleDependency: Dependency {
            var user: String { get }
            var name: String { get }
        }

        final class Title: Component<TitleDependency> {}
        """

    @Test("providers of several protocols that read the same ancestors are one class conforming to each; one that cannot share keeps its own")
    func protocolsShareAClass() throws {
        let generated = Self.generate(Self.protocolsSharingAClass)
        let classes =
            generated.split(separator: "\n").filter { $0.contains("final class") || $0.hasPrefix("/// ") }.map(String.init)
            + GeneratedTable.lines(in: generated)
        #expect(
            classes == [
                "/// BadgeDependency for ^->Root->Session->Badge.",
                "/// ProfileDependency for ^->Root->Session->Profile.",
                "nonisolated private final class GraftProvider_from_Session: GraftLinks1<Session>, BadgeDependency, ProfileDependency {}",
                "/// FeedDependency for ^->Root->Session->Feed.",
                "/// InboxDependency for ^->Root->Session->Inbox.",
                "nonisolated private final class GraftProvider_from_Session_Root: GraftLinks2<Session, Root>, FeedDependency, InboxDependency {}",
                "/// SessionDependency for ^->Root->Session.",
                "nonisolated private final class GraftProvider_from_Root: GraftLinks1<Root>, SessionDependency {}",
                "/// TitleDependency for ^->Root->Session->Title.",
                "private final class GraftProvider_TitleDependency_0: TitleDependency, GraftLinksConstructible {",
                "Badge Session > GraftProvider_from_Session 1",
                "Feed Session Root > GraftProvider_from_Session_Root 1 2",
                "Inbox Session Root > GraftProvider_from_Session_Root 1 2",
                "Profile Session > GraftProvider_from_Session 1",
                "Session Root > GraftProvider_from_Root 1",
                "Title Session Root > GraftProvider_TitleDependency_0 1 2",
            ])
        let main = """
            let session = Root().session
            let (feed, inbox, profile, badge, title) = (session.feed, session.inbox, session.profile, session.badge, session.title)
            print(feed.dependency.user, feed.dependency.log.tag, inbox.dependency.clock, inbox.dependency.user, profile.dependency.user)
            print(badge.dependency.name, title.dependency.user, title.dependency.name, feed.dependency.log === session.dependency.log)
            """
        try Self.expectRuns(
            graph: Self.protocolsSharingAClass, generated: generated, main: main, printing: "ada root 12 ada ada\n2 ada root true\n")
    }

    /// The providers generated for `graph`, expecting no diagnostic.
    private static func generate(_ graph: String) -> String {
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: Array(graph.utf8))])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.output
    }

    /// Compiles `graph`, its `generated` providers and `main` into a program, in debug and in
    /// release, and expects each to print `output`.
    private static func expectRuns(graph: String, generated: String, main: String, printing output: String) throws {
        let folder = try Repository.temporaryFolder("shared-witnesses")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [("Graph.swift", graph), ("Generated.swift", generated), ("main.swift", main)]
        for (name, source) in files {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let sources = files.map { folder.appendingPathComponent($0.0) }
        for arguments in [[], ["-O"]] {
            try SwiftBuild.expectBuildAndRun(sources, in: folder, arguments: arguments, printing: output)
        }
    }

    @Test(
        "a provider keeps members of its own for a plugin-extension or unowned read, an isolated property, more than eight ancestors or a requirement named like a link"
    )
    func shapesThatCannotShare() {
        func field(
            _ name: String, link: Int, ancestor: Int? = nil, access: ProviderShape.Access = .direct, isolated: Bool = false
        ) -> ProviderShape.Field {
            ProviderShape.Field(
                requirement: Name(name), typeText: "Int", link: link, ancestor: ancestor ?? link, access: access, mayBeIsolated: isolated,
                mark: .none)
        }
        func shape(_ fields: [ProviderShape.Field], unowned: Bool = false) -> ProviderShape {
            ProviderShape(dependency: SymbolID(index: 0), fields: fields, ownerIsUnowned: unowned)
        }
        let shapes = [
            shape([field("plain", link: 1), field("far", link: 2, ancestor: 8)]),
            shape([field("throughPlugin", link: 1, access: .nonCoreComponent)]),
            shape([field("owner", link: 1)], unowned: true),
            shape([field("isolated", link: 1, isolated: true)]),
            shape((1...9).map { field("level\($0)", link: $0) }),
            shape([field("graftLink1", link: 1)]),
            shape([]),
        ]
        let witnesses = SharedWitnesses(shapes: shapes, order: Array(shapes.indices))
        #expect(witnesses.shares == [true, false, false, false, false, false, false])
        #expect(
            witnesses.members == [
                SharedWitnesses.Link(position: 1, component: 1): [Name("plain"): SharedWitnesses.Member(typeText: "Int")],
                SharedWitnesses.Link(position: 2, component: 8): [Name("far"): SharedWitnesses.Member(typeText: "Int")],
            ])
    }

    @Test("providers of any number of ancestors share the extension of a position and ancestor; another spelling there keeps members of its own")
    func aritiesShareAnExtension() {
        func field(_ name: String, _ typeText: String = "Int", link: Int, ancestor: Int) -> ProviderShape.Field {
            ProviderShape.Field(
                requirement: Name(name), typeText: typeText, link: link, ancestor: ancestor, access: .direct, mayBeIsolated: false, mark: .none)
        }
        func shape(_ fields: [ProviderShape.Field]) -> ProviderShape {
            ProviderShape(dependency: SymbolID(index: 0), fields: fields, ownerIsUnowned: false)
        }
        // Component 1 at the first position: read by a provider with one ancestor, one with two and
        // one with three, the last in another spelling.
        let shapes = [
            shape([field("count", link: 1, ancestor: 1)]),
            shape([field("count", link: 1, ancestor: 1), field("name", "String", link: 2, ancestor: 2)]),
            shape([field("count", "Swift.Int", link: 1, ancestor: 1), field("tag", link: 2, ancestor: 3), field("far", link: 3, ancestor: 4)]),
        ]
        let witnesses = SharedWitnesses(shapes: shapes, order: Array(shapes.indices))
        #expect(witnesses.shares == [true, true, false])
        #expect(
            witnesses.members == [
                SharedWitnesses.Link(position: 1, component: 1): [Name("count"): SharedWitnesses.Member(typeText: "Int")],
                SharedWitnesses.Link(position: 2, component: 2): [Name("name"): SharedWitnesses.Member(typeText: "String")],
            ])
        let extensions = witnesses.extensions(of: shapes.indices) { "Component\($0)" }
        #expect(extensions.map(\.link) == [SharedWitnesses.Link(position: 1, component: 1), SharedWitnesses.Link(position: 2, component: 2)])
    }
}
