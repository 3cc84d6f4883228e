#!/usr/bin/env bash
# Measures a run of `graft generate` from module summaries against the same run from the sources
# (issue 32: the run from summaries is to cost under a tenth of the run from sources). Each
# synthetic corpus's files are split into PARTS lists, each list summarized (`graft summarize`),
# and both runs are counted in instructions (valgrind's cachegrind: the same count on a busy
# machine) and must write the same bytes: the script fails if they do not. The run from summaries
# is counted once more under callgrind for the share of it that reads them (`ModuleSummary.decode`,
# inclusive). Prints a Markdown table.
#
# Usage: Benchmarks/scripts/summaries.sh [--parts N] [SIZES…]
#   SIZES are COMPONENTS:FILES[:MODELS] as for generator-cli.sh; default "10000:2000" (and
#   "10000:1250:5000" for the Needle-style shape). N is the number of summaries, 20 by default.
#   The parts carry no module name, as the run from sources does not: the corpus is one module's
#   code, so naming each part a module would change what the graph may see, not how it is read.
#   Needs valgrind (`apt-get install valgrind`); about two minutes at 10,000 components.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."

parts=20
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --parts) parts=$2; shift ;;
        *) sizes+=("$1") ;;
    esac
    shift
done
[ ${#sizes[@]} -gt 0 ] || sizes=(10000:2000)
if ! command -v valgrind >/dev/null; then
    echo "summaries.sh needs valgrind (apt-get install valgrind)" >&2
    exit 1
fi

# $graft, $corpus_tool, write_corpus SIZE DIRECTORY [OPTION…].
source Benchmarks/scripts/corpus.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# counted COMMAND…: the instructions COMMAND executes.
source Benchmarks/scripts/instructions.sh

# size FILE…: the bytes of the files.
size() { cat "$@" | wc -c; }
# giga NUMBER: NUMBER in G, three decimals.
giga() { awk -v n="$1" 'BEGIN { printf "%.3f G", n / 1e9 }'; }

echo "machine: $(nproc) cores, $(uname -sm), $(swift --version 2>/dev/null | head -n 1), load $(cut -d ' ' -f 1 /proc/loadavg)"
echo
echo "| corpus | sources | $parts summaries | summarizing the first part | from the sources | from the summaries | of which reading them | summaries ÷ sources |"
echo "|---|---|---|---|---|---|---|---|"
for corpus_size in "${sizes[@]}"; do
    corpus="$work/corpus-${corpus_size//:/-}"
    write_corpus "$corpus_size" "$corpus"
    label=$corpus_label
    mkdir -p "$corpus/parts" "$corpus/out"
    split -n "l/$parts" -d -a 3 "$corpus/list" "$corpus/parts/part"
    summaries=()
    for list in "$corpus"/parts/part???; do
        "$graft" summarize --output "$list.graftsummary" --sources-list "$list"
        summaries+=(--summary "$list.graftsummary")
    done
    first="$corpus/parts/part000"
    summarize=$(counted "$graft" summarize --output "$work/first.graftsummary" --sources-list "$first")
    from_sources=$(counted "$graft" generate --output "$corpus/out/Sources.swift" --sources-list "$corpus/list")
    from_summaries=$(counted "$graft" generate --output "$corpus/out/Summaries.swift" "${summaries[@]}")
    # The inclusive count of the function that reads one summary: its largest line in the
    # inclusive listing, the total over its calls on every thread.
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$graft" generate --output "$corpus/out/Read.swift" "${summaries[@]}" >/dev/null 2>&1
    reading=$(callgrind_annotate --inclusive=yes "$work/callgrind.out" | awk '/ModuleSummaryO6decode_4path/ { gsub(",", "", $1); if ($1 + 0 > most) most = $1 + 0 } END { print most + 0 }')
    if [ "$reading" -eq 0 ]; then
        echo "summaries.sh: callgrind's listing names no ModuleSummary.decode: was it renamed? ($label)" >&2
        exit 1
    fi
    if ! cmp -s "$corpus/out/Sources.swift" "$corpus/out/Summaries.swift"; then
        echo "summaries.sh: the run from summaries wrote other bytes than the run from sources ($label)" >&2
        exit 1
    fi
    source_bytes=$(size $(cat "$corpus/list"))
    summary_bytes=$(size "$corpus"/parts/part???.graftsummary)
    echo "| $label | $((source_bytes / 1000)) kB | $((summary_bytes / 1000)) kB ($((summary_bytes * 100 / source_bytes))%) | $(giga "$summarize") | $(giga "$from_sources") | $(giga "$from_summaries") | $(giga "$reading") | $(awk -v a="$from_summaries" -v b="$from_sources" 'BEGIN { printf "%.2f", a / b }') |"
done
