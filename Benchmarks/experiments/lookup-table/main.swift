// The lookup-table experiment's run-time benchmark (run.sh runtime): one component created five
// levels deep through today's generated lookup (`Matched`) and through the table (`Tabled`).
@_spi(GraftGenerated) import Graft

final class Token {}
protocol LevelDependency: Dependency { var token: Token { get } }

final class Root: BootstrapComponent {
    var token: Token { shared { Token() } }
    var level1: Level1 { Level1(parent: self) }
}
final class Level1: Component<any LevelDependency> { var level2: Level2 { Level2(parent: self) } }
final class Level2: Component<any LevelDependency> { var level3: Level3 { Level3(parent: self) } }
final class Level3: Component<any LevelDependency> { var level4: Level4 { Level4(parent: self) } }
final class Level4: Component<any LevelDependency> {
    var matched: Matched { Matched(parent: self) }
    var tabled: Tabled { Tabled(parent: self) }
}
final class Matched: Component<any LevelDependency> {}
final class Tabled: Component<any LevelDependency> {}

func lookup(_ parent: any Scope) -> AnyObject? {
    var current: (any Scope)? = parent
    while let scope = current {
        if let root = scope as? Root { return RootProvider(root: root) }
        current = scope.parent
    }
    return nil
}
final class RootProvider: LevelDependency {
    let root: Root
    init(root: Root) { self.root = root }
    var token: Token { root.token }
}
extension Level1: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level2: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level3: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level4: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }

private final class GeneratedProvider: GraftLinks1<Root>, LevelDependency {}
nonisolated fileprivate extension GraftLinked1 where A1 == Root { var token: Token { graftLink1.token } }

// Today's form: a lookup conformance per component.
extension Matched: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
        if let chain = graftAncestors5(parent, Level4.self, Level3.self, Level2.self, Level1.self, Root.self) {
            return GeneratedProvider(chain.4)
        }
        return nil
    }
}

// The table form: the parent class's conformance gives the graph's table.
extension Level4: GeneratedChildLookup {
    static var graftLookupTable: GraftLookupTable { graftGraphLookups }
}
private var graftGraphLookups: GraftLookupTable {
    GraftLookupTable(
        classes: [Level4.self, Level3.self, Level2.self, Level1.self, Root.self, Tabled.self],
        providers: [GeneratedProvider.self],
        entries: """
        5 0 1 2 3 4 > 0 4
        """)
}

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
let mode = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "check"
let root = Root()
let level4 = root.level1.level2.level3.level4
switch mode {
case "generated": for _ in 0..<iterations { keep(level4.matched) }
case "table": for _ in 0..<iterations { keep(level4.tabled) }
default:
    precondition(level4.matched.dependency.token === root.token && level4.tabled.dependency.token === root.token)
    let allocated = (allocations { keep(level4.matched) }, allocations { keep(level4.tabled) })
    print("both lookups give the root's token; heap allocations a component: generated \(allocated.0), table \(allocated.1)")
}
