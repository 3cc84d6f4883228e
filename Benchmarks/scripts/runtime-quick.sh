#!/usr/bin/env bash
# A quick runtime benchmark that needs no package dependency: compiles the runtime (Sources/Graft)
# with -O together with a small timing program, and prints nanoseconds per operation and heap
# allocations per component (counted by wrapping malloc through the dynamic linker).
#   Benchmarks/scripts/runtime-quick.sh [ITERATIONS]     default 2000000
#   Benchmarks/scripts/runtime-quick.sh --instructions   instructions per init(parent:) five levels
#       deep, through the generated lookup and through the lookup table, counted under valgrind
#       (cachegrind): the difference between 11,000 and 1,000 runs, divided. A count does not drift
#       with the machine's load as a time does.
# GRAFT_RUNTIME_SOURCES=DIR measures the runtime in DIR instead of Sources/Graft (an older checkout).
# NEEDLE_SOURCES=DIR (a checkout of uber/needle, which Graft does not ship) also measures
# NeedleFoundation's init(parent:) on the same tree in the same run, its providers registered and
# written as Needle's generator writes them.
set -euo pipefail
cd "$(dirname "$0")/../.."
instructions=false
if [ "${1:-}" = --instructions ]; then instructions=true; shift; fi
iterations="${1:-2000000}"
work="$(mktemp -d)"
trap '[ -n "${GRAFT_KEEP:-}" ] || rm -rf "$work"' EXIT


runtime="${GRAFT_RUNTIME_SOURCES:-Sources/Graft}"
# The provider the generated lookup creates: the generated form (a subclass of the runtime's
# GraftLinksN reading through a shared extension, of the position's GraftLinkedK protocol where the
# runtime has one) where the runtime has it, a class of its own before.
if [ -f "$runtime/GraftLinks.swift" ]; then
    forwarding=GraftLinks1
    grep -q "public protocol GraftLinked1 " "$runtime/GraftLinks.swift" && forwarding=GraftLinked1
    generated_provider="private final class GeneratedProvider: GraftLinks1<Root>, LevelDependency {}
nonisolated fileprivate extension $forwarding where A1 == Root { var token: Token { graftLink1.token } }"
    generated_call='GeneratedProvider(chain.4)'
else
    generated_provider='typealias GeneratedProvider = RootProvider'
    generated_call='GeneratedProvider(root: chain.4)'
fi
# The lookup table, as the generator writes it since the runtime has one: a line naming the chain
# and the provider, found through the parent class's conformance.
tabled_class= tabled_lookup= tabled_print= tabled_case=
if [ -f "$runtime/LookupTable.swift" ]; then
    tabled_class='final class Tabled: Component<any LevelDependency> {}
extension Level4 { var tabled: Tabled { Tabled(parent: self) } }'
    tabled_lookup='nonisolated private let graftLookupTable = GraftLookupTable(
    classes: [Level4.self, Level3.self, Level2.self, Level1.self, Root.self, Tabled.self],
    providers: [GeneratedProvider.self],
    entries: """
    5 0 1 2 3 4 > 0 5
    """
)
extension Level4: GeneratedChildLookup { static var graftLookupTables: [GraftLookupTable] { [graftLookupTable] } }'
    tabled_case='case "table": for _ in 0..<count { keep(level4.tabled) }'
    tabled_print='print("init(parent:), generated table   \(nanoseconds(per: iterations / 10) { keep(level4.tabled) }) ns (depth 5, the chain matched by the lookup table)")
print("allocations, through the table   \(allocations { keep(level4.tabled) })")'
fi


cat > "$work/main.swift" <<SWIFT
@_spi(GraftGenerated) import Graft
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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
    var level5: Level5 { Level5(parent: self) }
    var matched: Matched { Matched(parent: self) }
}
final class Level5: Component<any LevelDependency> {}
/// Looked up the way generated code looked up before the lookup table: the whole chain matched by one runtime call.
final class Matched: Component<any LevelDependency> {}
$tabled_class

final class RootProvider: LevelDependency {
    let root: Root
    init(root: Root) { self.root = root }
    var token: Token { root.token }
}
$generated_provider
func lookup(_ parent: any Scope) -> AnyObject? {
    var current: (any Scope)? = parent
    while let scope = current {
        if let root = scope as? Root { return RootProvider(root: root) }
        current = scope.parent
    }
    return nil
}
extension Level1: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level2: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level3: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level4: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Level5: GeneratedDependencyLookup { static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? { lookup(parent) } }
extension Matched: GeneratedDependencyLookup {
    static func graftDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject? {
        if let chain = graftAncestors5(parent, Level4.self, Level3.self, Level2.self, Level1.self, Root.self) {
            return $generated_call
        }
        return nil
    }
}
$tabled_lookup

let iterations = $iterations
let root = Root()
_ = root.token
print("shared: repeated read           \(nanoseconds(per: iterations) { consume(root.token) }) ns")
print("shared: first read, new root    \(nanoseconds(per: iterations / 10) { keep(Root().token) }) ns")
let level4 = root.level1.level2.level3.level4
// OPERATION COUNT (for --instructions): that operation alone, COUNT times.
if CommandLine.arguments.count == 3, let count = Int(CommandLine.arguments[2]) {
    switch CommandLine.arguments[1] {
    case "lookup": for _ in 0..<count { keep(level4.matched) }
    $tabled_case
    default: fatalError("unknown operation \(CommandLine.arguments[1])")
    }
    exit(0)
}
print("init(parent:) at depth 5        \(nanoseconds(per: iterations / 10) { keep(level4.level5) }) ns")
print("init(parent:), generated lookup  \(nanoseconds(per: iterations / 10) { keep(level4.matched) }) ns (depth 5, the chain matched and the provider made as generated code does)")
print("allocations per component       \(allocations { keep(level4.level5) }) (the component and its provider included; shared unused)")
print("allocations, generated lookup    \(allocations { keep(level4.matched) })")
$tabled_print
SWIFT

swiftc -O -wmo -parse-as-library -module-name Graft -emit-module -emit-module-path "$work/Graft.swiftmodule" \
    -c -o "$work/Graft.o" "$runtime"/*.swift
cc -O2 -fPIC -shared -o "$work/libcount.so" Benchmarks/scripts/runtime-count.c -ldl
swiftc -O -wmo -I "$work" -o "$work/bench" "$work/main.swift" Benchmarks/scripts/runtime-helpers.swift "$work/Graft.o"
echo "runtime-quick: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
if $instructions; then
    # instructions OPERATION COUNT: what the program executes running OPERATION COUNT times.
    count() {
        valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$work/bench" "$1" "$2" 2>&1 \
            | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
    }
    operations=(lookup)
    [ -n "$tabled_case" ] && operations+=(table)
    for operation in "${operations[@]}"; do
        echo "init(parent:) at depth 5, $operation: $(( ($(count "$operation" 11000) - $(count "$operation" 1000)) / 10000 )) instructions"
    done
    exit 0
fi
LD_PRELOAD="$work/libcount.so" "$work/bench"

[ -n "${NEEDLE_SOURCES:-}" ] || exit 0
# The same tree in NeedleFoundation: a provider factory registered per path, found by the path's
# string when a component is created, reaching the root through the parents with a forced cast as
# Needle's generated factories do.
registrations=
path="^->Root"
reach=component
for level in 1 2 3 4 5; do
    path="$path->Level$level"
    reach="$reach.parent"
    registrations+="__DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: \"$path\") { component in
    LevelDependencyProvider(root: $reach as! Root)
}
"
done
mkdir -p "$work/needle"
cat > "$work/needle/main.swift" <<SWIFT
import NeedleFoundation

final class Token {}
protocol LevelDependency: Dependency { var token: Token { get } }

final class Root: BootstrapComponent {
    var token: Token { shared { Token() } }
    var level1: Level1 { Level1(parent: self) }
}
final class Level1: Component<LevelDependency> { var level2: Level2 { Level2(parent: self) } }
final class Level2: Component<LevelDependency> { var level3: Level3 { Level3(parent: self) } }
final class Level3: Component<LevelDependency> { var level4: Level4 { Level4(parent: self) } }
final class Level4: Component<LevelDependency> { var level5: Level5 { Level5(parent: self) } }
final class Level5: Component<LevelDependency> {}

/// A provider as Needle's generator writes one: the ancestor reached through the parents.
final class LevelDependencyProvider: LevelDependency {
    let root: Root
    init(root: Root) { self.root = root }
    var token: Token { root.token }
}

// The root's (it needs nothing), then one per level.
__DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->Root") { component in
    EmptyDependencyProvider(component: component)
}
$registrations
let iterations = $iterations
let root = Root()
let level4 = root.level1.level2.level3.level4
print("NeedleFoundation init(parent:) at depth 5  \(nanoseconds(per: iterations / 10) { keep(level4.level5) }) ns")
print("NeedleFoundation allocations per component \(allocations { keep(level4.level5) })")
SWIFT
swiftc -O -wmo -swift-version 5 -parse-as-library -module-name NeedleFoundation -emit-module \
    -emit-module-path "$work/needle/NeedleFoundation.swiftmodule" -c -o "$work/needle/NeedleFoundation.o" \
    $(find "$NEEDLE_SOURCES/Sources/NeedleFoundation" -name '*.swift')
swiftc -O -wmo -swift-version 5 -I "$work/needle" -o "$work/needle-bench" "$work/needle/main.swift" Benchmarks/scripts/runtime-helpers.swift \
    "$work/needle/NeedleFoundation.o"
LD_PRELOAD="$work/libcount.so" "$work/needle-bench"
