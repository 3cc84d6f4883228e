import Foundation
import Testing

@testable import _GraftGeneratorCore

/// Lookups match a parent chain with the runtime's `graftAncestorsN`, at most eight links a call;
/// a longer chain takes several calls, each starting from the last link of the one before.
@Suite("Generator: lookups of long parent chains")
struct LookupChainTests {
    /// Root → Level1 → … → Level17, with Level17 creating `Deep` and Level8 creating `Shallow` and
    /// the pluginized `Session`, which creates `Badge`. Every level has a property of its own, so
    /// each requirement can come from one ancestor only.
    static let graph: String = {
        var text = """
            import Graft

            final class Root: BootstrapComponent {
                var rootName: String { "root" }
                var next: Level1 { Level1(parent: self) }
            }

            """
        for level in 1...17 {
            let next =
                switch level {
                case 17: "var deep: Deep { Deep(parent: self) }"
                case 8:
                    """
                    var next: Level9 { Level9(parent: self) }
                        var shallow: Shallow { Shallow(parent: self) }
                        var session: Session { Session(parent: self) }
                    """
                default: "var next: Level\(level + 1) { Level\(level + 1)(parent: self) }"
                }
            text += """
                final class Level\(level): Component<EmptyDependency> {
                    var label\(level): String { "level \(level)" }
                    \(next)
                }

                """
        }
        text += """
            /// 18 links: the calls match links 1–8, 9–16 and 17–18.
            protocol DeepDependency: Dependency {
                var rootName: String { get }
                var label9: String { get }
                var label16: String { get }
                var label17: String { get }
            }
            final class Deep: Component<DeepDependency> {}

            /// 9 links: the second call matches one link.
            protocol ShallowDependency: Dependency {
                var rootName: String { get }
                var label1: String { get }
            }
            final class Shallow: Component<ShallowDependency> {}

            protocol SessionPluginExtension: PluginExtension {
                var greeting: String { get }
            }
            final class Session: PluginizedComponent<EmptyDependency, SessionPluginExtension, SessionNonCore> {
                var userName: String { "ada" }
                var badge: Badge { Badge(parent: self) }
            }
            final class SessionNonCore: NonCoreComponent<EmptyDependency> {
                var greeting: String { "hello" }
            }

            /// Its provider reads the pluginized parent only, but a pluginized ancestor makes the
            /// check reach the root: 10 links, of which the second call's two are only matched.
            protocol BadgeDependency: Dependency {
                var userName: String { get }
            }
            final class Badge: Component<BadgeDependency> {}

            """
        return text
    }()

    static let main = """
        @main
        struct Main {
            static func main() {
                let level8 = Root().next.next.next.next.next.next.next.next
                let deep = level8.next.next.next.next.next.next.next.next.next.deep
                let shallow = level8.shallow
                let badge = level8.session.badge
                print(deep.dependency.rootName, deep.dependency.label9, deep.dependency.label16, deep.dependency.label17)
                print(shallow.dependency.rootName, shallow.dependency.label1)
                print(badge.dependency.userName)
            }
        }

        """

    @Test("chains of 18, 9 and 10 links: one line each, each ancestor read at its distance, compiled and run in debug and release")
    func longChains() throws {
        let folder = try Repository.temporaryFolder("lookup-chains")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: Array(Self.graph.utf8))])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = result.output
        // The forms this test exists for: a chain longer than two of the runtime's arity; one just
        // past it; a chain that reaches past the links its provider reads (to the root, for a
        // pluginized component on the way).
        func levels(_ numbers: [Int]) -> String { numbers.map { "Level\($0)" }.joined(separator: " ") }
        let expected = [
            "Deep \(levels(Array((1...17).reversed()))) Root > GraftProvider_from_Level17_Level16_Level9_Root 1 2 9 18",
            "Shallow \(levels(Array((1...8).reversed()))) Root > GraftProvider_from_Level1_Root 8 9",
            "Badge Session \(levels(Array((1...8).reversed()))) Root > GraftProvider_from_Session 1",
        ]
        let lines = GeneratedTable.lines(in: generated)
        for line in expected {
            #expect(lines.contains(line), "missing: \(line) in \(lines)")
        }
        for (name, source) in [("Graph.swift", Self.graph), ("main.swift", Self.main)] {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try generated.write(to: folder.appendingPathComponent("Generated.swift"), atomically: true, encoding: .utf8)
        let sources = ["Graph.swift", "Generated.swift", "main.swift"].map { folder.appendingPathComponent($0) }
        for arguments in [["-parse-as-library"], ["-parse-as-library", "-O"]] {
            try SwiftBuild.expectBuildAndRun(
                sources, in: folder, arguments: arguments, printing: "root level 9 level 16 level 17\nroot level 1\nada\n")
        }
    }

    /// A diamond three layers deep (every component of a layer creates both of the next) under a
    /// root that provides `name`, which `B2` provides too: eight paths reach `Leaf`.
    static let diamond: String = {
        var text = """
            import Graft

            protocol LeafDependency: Dependency { var name: String { get } }
            final class Root: BootstrapComponent {
                var name: String { "root" }
                var a: A1 { A1(parent: self) }
                var b: B1 { B1(parent: self) }
            }
            final class Leaf: Component<LeafDependency> {}

            """
        for layer in 1...3 {
            for side in ["A", "B"] {
                let children =
                    layer == 3
                    ? "var leaf: Leaf { Leaf(parent: self) }"
                    : "var a: A\(layer + 1) { A\(layer + 1)(parent: self) }\n    var b: B\(layer + 1) { B\(layer + 1)(parent: self) }"
                let own = side == "B" && layer == 2 ? "\n    var name: String { \"b2\" }" : ""
                text += "final class \(side)\(layer): Component<EmptyDependency> {\n    \(children)\(own)\n}\n"
            }
        }
        return text
    }()

    @Test(
        "paths that resolve alike share one check listing the classes at each distance; paths that a nearer provider shadows keep their own; compiled and run in debug and release"
    )
    func pathsThatResolveAlikeShareACheck() throws {
        let result = Generator.generate([SourceFile(path: "Graph.swift", bytes: Array(Self.diamond.utf8))])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = result.output
        // Through A2, `name` is the root's, four links up, on four paths: one check. Through B2 it
        // is B2's, two links up: the check stops there, and the two it leaves stay as they were.
        let lines = GeneratedTable.lines(in: generated).filter { $0.hasPrefix("Leaf ") }
        #expect(
            lines == [
                "Leaf =A3|B3 =A2 =A1|B1 =Root > GraftProvider_from_Root 4",
                "Leaf A3 B2 > GraftProvider_from_B2 2",
                "Leaf B3 B2 > GraftProvider_from_B2 2",
            ])

        let folder = try Repository.temporaryFolder("lookup-diamond")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            @main
            struct Main {
                static func main() {
                    let root = Root()
                    let thirds = [(root.a.a.a, root.a.a.b), (root.a.b.a, root.a.b.b), (root.b.a.a, root.b.a.b), (root.b.b.a, root.b.b.b)]
                    for (a3, b3) in thirds { print(a3.leaf.dependency.name, b3.leaf.dependency.name, terminator: " ") }
                    print()
                }
            }

            """
        for (name, source) in [("Graph.swift", Self.diamond), ("main.swift", main), ("Generated.swift", generated)] {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let sources = ["Graph.swift", "Generated.swift", "main.swift"].map { folder.appendingPathComponent($0) }
        for arguments in [["-parse-as-library"], ["-parse-as-library", "-O"]] {
            try SwiftBuild.expectBuildAndRun(sources, in: folder, arguments: arguments, printing: "root root b2 b2 root root b2 b2 \n")
        }
    }

    @Test("which checks merge: one provider read at the same distances, half the classes named or fewer, never a whole-chain check")
    func whichChecksMerge() {
        typealias Check = EmissionPlan.Check
        func check(_ classes: [Int], needed: [Int] = [3], provider: String = "P") -> Check {
            Check(paths: [classes], classes: classes, needed: needed, provider: provider, sharesWitnesses: true)
        }
        // Four paths through {1, 2} × {3, 4} to 9: 5 classes named against 12.
        let square = [check([1, 3, 9]), check([2, 3, 9]), check([1, 4, 9]), check([2, 4, 9])]
        let merged = Planner.mergingAlike(square)
        #expect(merged.count == 1)
        #expect(merged.first?.among == [[1, 2], [3, 4], [9]])
        #expect(merged.first?.paths.count == 4)
        // Three paths that differ at every place name 7 of 9 classes: kept apart.
        #expect(Planner.mergingAlike([check([1, 3, 9]), check([2, 4, 9]), check([5, 6, 9])]).allSatisfy { $0.among.isEmpty })
        // Another provider, other distances, or a check that reaches the root for a pluginized
        // component: not in the group.
        let mixed = square + [check([1, 3, 9], provider: "Q"), check([5, 3, 9], needed: [2, 3]), check([7, 3, 9], needed: [1])]
        let result = Planner.mergingAlike(mixed)
        #expect(result.count == 4 && result.filter { !$0.among.isEmpty }.count == 1)
        // A read place with two classes cannot be read as one: kept apart.
        let twoRoots = [check([1, 3, 8]), check([2, 3, 9]), check([1, 3, 9]), check([2, 3, 8])]
        #expect(Planner.mergingAlike(twoRoots).allSatisfy { $0.among.isEmpty })
    }
}
