import Foundation
import Testing

@testable import _GraftGeneratorCore

/// A component given a generated test double (`init(parent: nil, dependency: …Mock(…))`) may
/// create children: the mocks plugin resolves the paths below it, reading what the double offers.
@Suite("Generated test doubles provide for the children of the component they are given to")
struct TestDoubleLookupTests {
    /// A feature module as a team writes one: internal components, three levels deep.
    static let feature = """
        import Graft

        public final class ScoreStream {
            public var scores: [Int] = []
            public init() {}
        }
        public final class PlayersStream {
            public init() {}
        }
        final class Board {}

        protocol GameDependency: Dependency {
            var playersStream: PlayersStream { get }
            var scoreStream: ScoreStream { get }
        }
        final class GameComponent: Component<GameDependency> {
            var board: Board { shared { Board() } }
            var round: RoundComponent { RoundComponent(parent: self) }
        }

        protocol RoundDependency: Dependency {
            var scoreStream: ScoreStream { get }
            var board: Board { get }
        }
        final class RoundComponent: Component<RoundDependency> {
            var number: Int { 7 }
            var turn: TurnComponent { TurnComponent(parent: self) }
        }

        protocol TurnDependency: Dependency {
            var board: Board { get }
            var number: Int { get }
        }
        final class TurnComponent: Component<TurnDependency> {
            var scoreboard: ScoreboardComponent { ScoreboardComponent(parent: self) }
        }

        protocol ScoreboardDependency: Dependency {
            var playersStream: PlayersStream { get }
        }
        final class ScoreboardComponent: Component<ScoreboardDependency> {}

        """

    /// The feature's tests: each component under test is given a double, and what it creates reads
    /// from the nearest component or from that double.
    static let tests = """
        @testable import Game

        func check(_ condition: Bool, _ what: String) {
            print(condition ? "ok: \\(what)" : "WRONG: \\(what)")
        }
        let scores = ScoreStream()
        let players = PlayersStream()
        let game = GameComponent(parent: nil, dependency: GameDependencyMock(playersStream: players, scoreStream: scores))
        let round = game.round
        check(round.dependency.scoreStream === scores, "Round reads scoreStream from Game's double")
        check(round.dependency.board === game.board, "Round reads board from Game itself")
        let turn = round.turn
        check(turn.dependency.board === game.board && turn.dependency.number == 7, "Turn reads from Game two levels up and from Round")
        check(turn.scoreboard.dependency.playersStream === players, "Scoreboard reads playersStream from Game's double, three levels up")

        let board = Board()
        let lone = RoundComponent(parent: nil, dependency: RoundDependencyMock(scoreStream: scores, board: board))
        check(lone.turn.dependency.board === board, "a Round given its own double: its Turn reads board from that double")

        """

    @Test(
        "a component given a test double creates children, grandchildren and great-grandchildren, in debug and release",
        arguments: [[String](), ["-O"]])
    func childrenOfATestedComponent(_ optimization: [String]) throws {
        try SwiftBuild.expectMocks(
            of: Self.feature, running: Self.tests, flags: optimization,
            printing: """
                ok: Round reads scoreStream from Game's double
                ok: Round reads board from Game itself
                ok: Turn reads from Game two levels up and from Round
                ok: Scoreboard reads playersStream from Game's double, three levels up
                ok: a Round given its own double: its Turn reads board from that double

                """)
    }

    @Test(
        "under #if the generator cannot decide, the providers below a test double are right in each configuration",
        arguments: [(["-D", "DEBUG"], "debug"), ([], "mock")])
    func configurations(_ flags: [String], _ expected: String) throws {
        let feature = """
            import Graft

            protocol GameDependency: Dependency {
                var label: String { get }
            }
            final class GameComponent: Component<GameDependency> {
                #if DEBUG
                var label: String { "debug" }
                #endif
                var sheet: SheetComponent { SheetComponent(parent: self) }
            }
            protocol SheetDependency: Dependency {
                var label: String { get }
            }
            final class SheetComponent: Component<SheetDependency> {}

            """
        let main = "@testable import Game\nprint(GameComponent(parent: nil, dependency: GameDependencyMock(label: \"mock\")).sheet.dependency.label)\n"
        try SwiftBuild.expectMocks(of: feature, running: main, flags: flags, printing: expected + "\n")
    }
    /// Each configuration's graph numbers its declarations on its own: a protocol and a component
    /// declared only under `#if DEBUG`, before the others, shift every number after them. The
    /// double of `LeafDependency` looks up its children only where `LeafComponent` creates one, in
    /// builds without `DEBUG`; the double of `InspectorDependency` only exists with `DEBUG`.
    @Test(
        "declarations under #if before the others: each double exists, and looks up children, in the configurations that need it",
        arguments: [
            (["-D", "DEBUG"], "SheetComponent(parent: nil, dependency: SheetDependencyMock(label: \"debug\")).leaf.dependency.label", "debug"),
            ([], "LeafComponent(parent: nil, dependency: LeafDependencyMock(label: \"mock\")).tip.dependency.label", "mock"),
        ])
    func configurationsNumberTheirDeclarations(_ flags: [String], _ expression: String, _ expected: String) throws {
        let feature = """
            import Graft

            #if DEBUG
            protocol InspectorDependency: Dependency {
                var label: String { get }
            }
            final class InspectorComponent: Component<InspectorDependency> {}
            #endif
            protocol SheetDependency: Dependency {
                var label: String { get }
            }
            final class SheetComponent: Component<SheetDependency> {
                var leaf: LeafComponent { LeafComponent(parent: self) }
            }
            protocol LeafDependency: Dependency {
                var label: String { get }
            }
            final class LeafComponent: Component<LeafDependency> {
                #if !DEBUG
                var tip: TipComponent { TipComponent(parent: self) }
                #endif
            }
            protocol TipDependency: Dependency {
                var label: String { get }
            }
            final class TipComponent: Component<TipDependency> {}

            """
        try SwiftBuild.expectMocks(of: feature, running: "@testable import Game\nprint(\(expression))\n", flags: flags, printing: expected + "\n")
    }

    /// A protocol only the `#else` branch declares, and one with a requirement under `#if`: each
    /// configuration's doubles are those of its own protocols (the release build used to find no
    /// `ReleaseDependencyMock`, and a `SheetDependencyMock` that wanted `trace:`).
    @Test(
        "a protocol declared under #else, and requirements under #if: each configuration has the doubles of its own protocols",
        arguments: [
            (["-D", "DEBUG"], "SheetDependencyMock(label: \"debug\", trace: true).label + InspectorDependencyMock(label: \"!\").label"),
            ([], "SheetDependencyMock(label: \"release\").label + ReleaseDependencyMock(label: \"!\").label"),
        ])
    func doublesOfEachConfiguration(_ flags: [String], _ expression: String) throws {
        let feature = """
            import Graft

            #if DEBUG
            protocol InspectorDependency: Dependency {
                var label: String { get }
            }
            final class InspectorComponent: Component<InspectorDependency> {}
            #else
            protocol ReleaseDependency: Dependency {
                var label: String { get }
            }
            final class ReleaseComponent: Component<ReleaseDependency> {}
            #endif
            protocol SheetDependency: Dependency {
                var label: String { get }
                #if DEBUG
                var trace: Bool { get }
                #endif
            }
            final class SheetComponent: Component<SheetDependency> {}

            """
        let expected = flags.isEmpty ? "release!" : "debug!"
        try SwiftBuild.expectMocks(of: feature, running: "@testable import Game\nprint(\(expression))\n", flags: flags, printing: expected + "\n")
    }
}
