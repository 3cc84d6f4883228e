// Literals that once hid the declarations after them: each is followed by a declaration both
// readers must see (seeds the fuzzer; compared with swift-syntax by the differential harness).
import Graft

let quotedRaw = #""""quoted""#
final class AfterQuotedRaw: Component<EmptyDependency> {
    var level: Int { 1 }
}

let doubleHashRaw = ##"""abc"##
struct AfterDoubleHashRaw {
    let name: String
}

let multilineRaw = #"""
    a "quoted" line, and """ inside
    """#
protocol AfterMultilineRaw: Dependency {
    var level: Int { get }
}

let nested = "a \("b \("c \(1 + 2)")")"
enum AfterNestedInterpolation {
    static let text = #"raw \#("interpolated")"#
    func make() -> String { text }
}
