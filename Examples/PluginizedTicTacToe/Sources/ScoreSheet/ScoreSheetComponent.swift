import Graft

public protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

/// Builds the score sheet; a protocol so that callers can be tested with a stub.
public protocol ScoreSheetBuilder {
    var scoreSheet: ScoreSheetView { get }
}

public final class ScoreSheetComponent: Component<ScoreSheetDependency>, ScoreSheetBuilder {
    public var scoreSheet: ScoreSheetView {
        ScoreSheetView(scoreStream: dependency.scoreStream)
    }
}

/// The score sheet screen: the wins of each player, as text.
public struct ScoreSheetView {
    let scoreStream: ScoreStream

    public func render() -> String {
        let wins = scoreStream.wins
        guard !wins.isEmpty else { return "Score sheet: no games yet" }
        return "Score sheet: " + wins.keys.sorted().map { "\($0) \(wins[$0] ?? 0)" }.joined(separator: ", ")
    }
}
