#!/usr/bin/env bash
# What the first init(parent:) of a process costs to read a generated lookup table: a program with
# LINES component classes under one root (a tree of four children a node) and the table the
# generator would write for them (a line a component, its chain to the root, a provider reading
# the root), run under valgrind (cachegrind) with and without creating one component; the
# difference is the table's start-up cost in instructions, which does not drift with the load.
#   Benchmarks/scripts/runtime-table-start.sh [LINES]     default 2000 (compiling takes a minute)
# GRAFT_RUNTIME_SOURCES=DIR measures the runtime in DIR instead of Sources/Graft (an older checkout).
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-2000}"
runtime="${GRAFT_RUNTIME_SOURCES:-Sources/Graft}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$lines" "$work/main.swift" <<'PYTHON'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
out = ["@_spi(GraftGenerated) import Graft", "protocol RootDependency: Dependency {}"]
out.append("final class C0: BootstrapComponent, GeneratedChildLookup { static var graftLookupTables: [GraftLookupTable] { [table] } }")
out += [f"final class C{i}: Component<any RootDependency> {{}}" for i in range(1, count + 1)]
out.append("final class FromRoot: GraftLinks1<C0>, RootDependency {}")
out.append("let table = GraftLookupTable(")
out.append("    classes: [" + ", ".join(f"C{i}.self" for i in range(count + 1)) + "],")
out.append("    providers: [FromRoot.self],")
out.append('    entries: """')
for i in range(1, count + 1):
    chain, j = [], i
    while j > 0:
        j = (j - 1) // 4
        chain.append(j)
    out.append(f"    {i} " + " ".join(map(str, chain)) + f" > 0 {len(chain)}")
out += ['    """', ")", "let root = C0()", "if CommandLine.arguments.count > 1 { _ = C1(parent: root) }"]
open(path, "w").write("\n".join(out) + "\n")
PYTHON

swiftc -O -wmo -parse-as-library -module-name Graft -emit-module -emit-module-path "$work/Graft.swiftmodule" \
    -c -o "$work/Graft.o" "$runtime"/*.swift
swiftc -O -I "$work" -o "$work/start" "$work/main.swift" "$work/Graft.o"
instructions() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$work/start" "$@" 2>&1 \
        | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
}
without=$(instructions)
with=$(instructions create)
echo "the first init(parent:) with a table of $lines lines: $((with - without)) instructions ($(( (with - without) / lines )) a line)"
