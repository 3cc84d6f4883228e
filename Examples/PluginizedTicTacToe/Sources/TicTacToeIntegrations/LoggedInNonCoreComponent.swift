import Graft
import ScoreSheet

/// The non-core half of the logged-in scope: the session's scores and the score sheet plugin.
public final class LoggedInNonCoreComponent: NonCoreComponent<EmptyDependency> {
    public var scoreSheetBuilder: ScoreSheetBuilder {
        ScoreSheetComponent(parent: self)
    }

    public var mutableScoreStream: MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    public var scoreStream: ScoreStream {
        mutableScoreStream
    }
}
