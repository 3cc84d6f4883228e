#!/usr/bin/env bash
# What a process pays the first time it creates components through a generated lookup table: a
# program with LINES component classes under one root, each with a provider class of its own, and
# the table the generator would write for them (a line a component, naming the root and its
# provider), run under valgrind (cachegrind) creating none, one and all of the components. The
# differences are the first init(parent:) (indexing the table) and, per class, the first creation
# of each other class, in instructions, which do not drift with the load.
#   Benchmarks/scripts/runtime-table-start.sh [LINES]     default 2000 (compiling takes two minutes)
# GRAFT_RUNTIME_SOURCES=DIR measures the runtime in DIR instead of Sources/Graft (an older checkout).
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-2000}"
[ "$lines" -ge 2 ] || { echo "runtime-table-start: LINES must be at least 2" >&2; exit 2; }
runtime="${GRAFT_RUNTIME_SOURCES:-Sources/Graft}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$lines" "$work/main.swift" <<'PYTHON'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
classes = range(1, count + 1)
out = ["@_spi(GraftGenerated) import Graft", "protocol RootDependency: Dependency {}"]
out.append("final class C0: BootstrapComponent, GeneratedChildLookup { static var graftLookupTables: [GraftLookupTable] { [table] } }")
out += [f"final class C{i}: Component<any RootDependency> {{}}" for i in classes]
out += [f"final class P{i}: GraftLinks1<C0>, RootDependency {{}}" for i in classes]
out.append("let table = GraftLookupTable(")
out.append("    classes: [" + ", ".join(f"C{i}.self" for i in range(count + 1)) + "],")
out.append("    providers: [" + ", ".join(f"P{i}.self" for i in classes) + "],")
out.append('    entries: """')
out += [f"    {i} 0 > {i - 1} 1" for i in classes]
out += ['    """', ")", "let root = C0()"]
out.append("let makers: [(C0) -> AnyObject] = [" + ", ".join(f"{{ C{i}(parent: $0) }}" for i in classes) + "]")
out.append("var kept: [AnyObject] = []")
out.append("for maker in makers.prefix(Int(CommandLine.arguments[1])!) { kept.append(maker(root)) }")
open(path, "w").write("\n".join(out) + "\n")
PYTHON

swiftc -O -wmo -parse-as-library -module-name Graft -emit-module -emit-module-path "$work/Graft.swiftmodule" \
    -c -o "$work/Graft.o" "$runtime"/*.swift
swiftc -O -I "$work" -o "$work/start" "$work/main.swift" "$work/Graft.o"
instructions() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$work/start" "$@" 2>&1 \
        | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
}
none=$(instructions 0)
one=$(instructions 1)
all=$(instructions "$lines")
echo "the first init(parent:), a table of $lines lines: $((one - none)) instructions"
echo "the first creation of each other class: $(( (all - one) / (lines - 1) )) instructions a class"
