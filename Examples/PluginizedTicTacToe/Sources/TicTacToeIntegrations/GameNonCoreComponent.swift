import Graft
import ScoreSheet

/// The non-core half of the game scope: the score sheet plugin, behind its feature flag.
public final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
    public var scoreSheetBuilder: ScoreSheetBuilder {
        ScoreSheetComponent(parent: self)
    }

    // Not the provider of GameComponent's own `mutableScoreStream`: a component never provides
    // for itself, and plugin extensions only forward what they declare.
    var mutableScoreStream: MutableScoreStream {
        ScoreStreamImpl()
    }

    public override func scopeDidBecomeActive() {
        print("  [game plugins active]")
    }

    public override func scopeDidBecomeInactive() {
        print("  [game plugins inactive]")
    }
}
