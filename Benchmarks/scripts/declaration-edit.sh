#!/usr/bin/env bash
# Counts the instructions `graft generate` executes, under valgrind's cachegrind, for the runs a
# developer makes after a clean build: the cold run, the first run after an edit that changes the
# graph (a property added to one component: every file is parsed, and the parse results are kept
# beside the record), and the next such edit in another file (one file parsed, the others' parse
# results read back). Each run's output is compared with a cold run's on the same sources.
#
# Usage: Benchmarks/scripts/declaration-edit.sh [SIZE…]   SIZE is COMPONENTS:FILES[:MODELS];
#   default 10000:2000. Needs valgrind (apt-get install valgrind); about a minute a run at 10,000.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000:2000)
source Benchmarks/scripts/corpus.sh
source Benchmarks/scripts/instructions.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# settle: files written less than two seconds before a run are read again by the next one (the
# record trusts only settled stamps), which would measure more than the edit.
settle() { sleep 2.5; }
# add_property N NAME: a provider added to the first component of Components<N>.swift.
add_property() {
    sed -i "0,/^final class Component[0-9]*: Component<.*> {/s//&\n    var $2: Service3 { Service3() }/" "$corpus/Sources/Corpus/Components$1.swift"
    settle
}
# run LABEL: counts one run into $output and checks it against a cold run of the same sources.
run() {
    local count
    count=$(counted "$graft" generate --output "$output" --sources-list "$corpus/list")
    rm -rf "$work/cold" && mkdir "$work/cold"
    "$graft" generate --output "$work/cold/Generated.swift" --sources-list "$corpus/list" 2>/dev/null || true
    cmp -s "$output" "$work/cold/Generated.swift" || { echo "$1: the output differs from a cold run's" >&2; exit 1; }
    printf '%.3f G' "$(awk -v c="$count" 'BEGIN { print c / 1e9 }')"
}

echo "| corpus | cold run | first edit of the graph (all files parsed, parse results kept) | next edit of the graph (one file parsed) |"
echo "|---|---|---|---|"
for size in "${sizes[@]}"; do
    corpus="$work/corpus-${size//:/-}"
    write_corpus "$size" "$corpus"
    output="$work/out/Generated.swift"
    rm -rf "$work/out" && mkdir -p "$work/out"
    settle
    cold=$(run cold)
    add_property 5 addedFirst
    first=$(run "first edit")
    add_property 17 addedNext
    next=$(run "next edit")
    echo "| $corpus_label | $cold | $first | $next |"
done
