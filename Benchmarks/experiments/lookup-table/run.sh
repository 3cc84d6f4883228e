#!/usr/bin/env bash
# The lookup-table experiment (PERFORMANCE.md, "Lookups as one table, found through the parents"):
# what the generated file costs to type-check, and what init(parent:) costs at run time, when the
# per-component lookup conformances are replaced by one table of the graph's lookups.
#
#   run.sh compile CORPUS_DIR GENERATED_FILE [MODE...]   MODE: parents (default), root, per-component
#   run.sh runtime [ITERATIONS]                          default 100000
#
# CORPUS_DIR holds `list`, the corpus's Swift files one a line (as GraftCorpusTool's corpora do
# with `find DIR/Sources -name '*.swift' | sort > DIR/list`); GENERATED_FILE is what `graft generate`
# wrote for it. `compile` prints the front end's instructions for the sources alone, with the file
# as generated (against the runtime as it is), and with each rewritten form (against the prototype
# runtime: Sources/Graft with runtime.patch and GraftTable.swift). `runtime` prints the instructions
# of one init(parent:) five levels deep, each way, counted as the difference between ITERATIONS and
# twice as many (so start-up is not counted). GRAFT_REWRITTEN_ONLY=1 leaves out the two baselines
# (at 10,000 components each takes most of an hour under cachegrind).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
source "$repo/Benchmarks/scripts/instructions.sh"
work="$(mktemp -d)"
trap '[ -n "${GRAFT_KEEP:-}" ] || rm -rf "$work"' EXIT

# The runtime as it is, and the prototype.
mkdir -p "$work/today" "$work/prototype/src" "$work/table"
cp "$repo"/Sources/Graft/*.swift "$work/prototype/src/"
(cd "$work/prototype" && sed 's#Sources/Graft/#src/#g' "$here/runtime.patch" | patch -s -p1)
cp "$here/GraftTable.swift" "$work/prototype/src/"
optimize=()
[ "${1:-}" = runtime ] && optimize=(-O)
swiftc "${optimize[@]}" -swift-version 6 -parse-as-library -wmo -module-name Graft -emit-module \
    -emit-module-path "$work/today/Graft.swiftmodule" -c -o "$work/today/Graft.o" "$repo"/Sources/Graft/*.swift
swiftc "${optimize[@]}" -swift-version 6 -parse-as-library -wmo -module-name Graft -emit-module \
    -emit-module-path "$work/table/Graft.swiftmodule" -c -o "$work/table/Graft.o" "$work"/prototype/src/*.swift

case "${1:-}" in
compile)
    corpus="$2" generated="$3"
    shift 3
    modes=("${@:-parents}")
    typecheck() { # MODULE_DIR [FILE]: errors fail the run; the count is taken on a second pass
        local module="$1"
        shift
        "$swift_frontend" -frontend -typecheck $(cat "$corpus/list") "$@" -I "$module" -swift-version 6 -module-name Corpus
        counted "$swift_frontend" -frontend -typecheck $(cat "$corpus/list") "$@" -I "$module" -swift-version 6 -module-name Corpus
    }
    if [ -z "${GRAFT_REWRITTEN_ONLY:-}" ]; then
        echo "sources alone: $(typecheck "$work/today")"
        echo "with the file as generated: $(typecheck "$work/today" "$generated")"
    fi
    for mode in "${modes[@]}"; do
        echo "$mode: $(python3 "$here/rewrite.py" "$generated" "$work/$mode.swift" "$mode")"
        echo "with the file rewritten ($mode): $(typecheck "$work/table" "$work/$mode.swift")"
    done
    ;;
runtime)
    iterations="${2:-100000}"
    swiftc -O -wmo -I "$work/table" -o "$work/bench" "$here/main.swift" "$repo/Benchmarks/scripts/runtime-helpers.swift" "$work/table/Graft.o"
    cc -O2 -fPIC -shared -o "$work/libcount.so" "$repo/Benchmarks/scripts/runtime-count.c" -ldl
    LD_PRELOAD="$work/libcount.so" "$work/bench" 1000 check
    for mode in generated table; do
        one=$(counted "$work/bench" "$iterations" "$mode")
        two=$(counted "$work/bench" "$((2 * iterations))" "$mode")
        echo "init(parent:) five levels deep, $mode lookup: $(( (two - one) / iterations )) instructions"
    done
    ;;
*)
    sed -n '2,16p' "$0"
    exit 2
    ;;
esac
