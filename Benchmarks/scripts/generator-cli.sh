#!/usr/bin/env bash
# Measures the `graft` command line on synthetic corpora, as a build runs it: cold generation
# (wall time and peak memory), a rerun with unchanged inputs, a rerun after an edit inside a
# function body, the error path, scaling, and the
# compile time the generated file adds. Prints a Markdown table.
#
# Usage: Benchmarks/scripts/generator-cli.sh [--compile] [--instructions] [SIZES…]
#   SIZES are COMPONENTS:FILES[:MODELS]; default "1000:200 10000:2000 50000:10000". MODELS adds that
#   many model classes in files of their own beside the components (the Needle-style shape:
#   10000:1250:5000).
#   --compile also type-checks each corpus with and without its generated file (slow: minutes).
#   --instructions also counts, under valgrind (`apt-get install valgrind`), the instructions a
#     cold run of `graft` executes (about 30 times slower than the run: 16 s at 10,000
#     components), and with --compile those the compiler's front end executes for the two
#     type-checks (about 17 times slower: 2 minutes a type-check at 1,000 components). Unlike a
#     time, a count is the same run after run, on a busy machine too: it shows what a change to
#     the generator or to the generated code costs to within 0.1%.
set -euo pipefail
export LC_ALL=C  # a decimal point in bash's clock and awk's output
cd "$(dirname "$0")/../.."

compile=false
instructions=false
sizes=()
for argument in "$@"; do
    case "$argument" in
        --compile) compile=true ;;
        --instructions) instructions=true ;;
        *) sizes+=("$argument") ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(1000:200 10000:2000 50000:10000)

# $graft, $corpus_tool, write_corpus SIZE DIRECTORY [OPTION…].
source Benchmarks/scripts/corpus.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# median of the numbers on standard input
median() { sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

# measure [--before COMMAND] COUNT COMMAND…: runs COMMAND COUNT times (each after COMMAND of
# --before, untimed); prints "median-seconds max-kilobytes". The wall time is taken around the
# command to the millisecond with bash's clock (/usr/bin/time rounds to 10 ms, too coarse for a
# rerun; its own start-up, about 1 ms, is included); the peak memory is /usr/bin/time's.
measure() {
    local before=:
    if [ "$1" = --before ]; then before=$2; shift 2; fi
    local count=$1; shift
    local times=() memory=0
    for _ in $(seq "$count"); do
        local start end
        "$before"
        start=$EPOCHREALTIME
        "$@" 2>"$work/time" >/dev/null || true
        end=$EPOCHREALTIME
        read -r _ kilobytes < <(tail -n 1 "$work/time")
        times+=("$(awk -v start="$start" -v end="$end" 'BEGIN { printf "%.3f", end - start }')")
        [ "$kilobytes" -gt "$memory" ] && memory=$kilobytes
    done
    printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | median)" "$memory"
}

if $instructions && ! command -v valgrind >/dev/null; then
    echo "--instructions needs valgrind (apt-get install valgrind)" >&2
    exit 1
fi
# counted COMMAND…, the instructions COMMAND executes; $swift_frontend.
source Benchmarks/scripts/instructions.sh

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ { print $2 }') GiB, $(uname -sm), $(swift --version 2>/dev/null | head -n 1)"
echo
echo "| corpus | source size | cold: wall (median of 5) | cold: peak memory | unchanged rerun | after an edit in a function body | 100 missing dependencies | generated file |$($instructions && echo " cold: instructions |")"
echo "|---|---|---|---|---|---|---|---|$($instructions && echo "---|")"
for size in "${sizes[@]}"; do
    corpus="$work/corpus-${size//:/-}"
    write_corpus "$size" "$corpus-missing" --missing 100
    write_corpus "$size" "$corpus"
    label=$corpus_label
    output="$work/out-${size//:/-}/Generated.swift"
    bytes=$(cat $(cat "$corpus/list") | wc -c)

    forget() { rm -f "$output" "$(dirname "$output")/.Generated.swift.graft-inputs" "$(dirname "$output")/.Generated.swift.graft-parsed"; }
    read -r cold_time cold_memory < <(measure --before forget 5 /usr/bin/time -f '%e %M' "$graft" generate --output "$output" --sources-list "$corpus/list")
    read -r rerun_time _ < <(measure 5 /usr/bin/time -f '%e %M' "$graft" generate --output "$output" --sources-list "$corpus/list")
    # One component file edited before each run, inside a function body (a statement added):
    # the build after a typical edit.
    edited_file=$(grep -l 'func describe() -> String {' $(cat "$corpus/list") | sed -n 1p)
    body_edit() { sed -i 's/func describe() -> String {/func describe() -> String { _ = 1;/' "$edited_file"; }
    read -r edit_time _ < <(measure --before body_edit 5 /usr/bin/time -f '%e %M' "$graft" generate --output "$output" --sources-list "$corpus/list")
    errors() { /usr/bin/time -f '%e %M' "$graft" generate --output "$work/errors.swift" --sources-list "$corpus-missing/list"; }
    read -r error_time _ < <(measure 3 errors)
    reported=$("$graft" generate --output "$work/errors.swift" --sources-list "$corpus-missing/list" 2>&1 >/dev/null | grep -c ': error: ' || true)
    generated=$(wc -c <"$output")
    row="| $label | $((bytes / 1000)) kB | ${cold_time} s | $((cold_memory / 1024)) MB | ${rerun_time} s | ${edit_time} s | ${error_time} s ($reported errors) | $((generated / 1000)) kB |"
    if $instructions; then
        forget
        row="$row $(counted "$graft" generate --output "$output" --sources-list "$corpus/list" | awk '{ printf "%.2f G |", $1 / 1e9 }')"
    fi
    echo "$row"
done

# instructions FILE…: the instructions the front end executes type-checking FILE… as one module
# (what `swiftc -wmo -typecheck` runs).
instructions() {
    counted "$swift_frontend" -frontend -typecheck "$@" \
        -I "$module" -swift-version 6 -module-name Corpus
}

if $compile; then
    echo
    if $instructions; then
        echo "| corpus | type-check sources (swiftc -wmo -typecheck) | with the generated file | added | instructions: sources | with the generated file | added |"
        echo "|---|---|---|---|---|---|---|"
    else
        echo "| corpus | type-check sources (swiftc -wmo -typecheck) | with the generated file | added |"
        echo "|---|---|---|---|"
    fi
    module="$work/graft-module"
    mkdir -p "$module"
    swiftc -swift-version 6 -parse-as-library -wmo -module-name Graft -emit-module -emit-module-path "$module/Graft.swiftmodule" \
        -c -o "$module/Graft.o" Sources/Graft/*.swift
    for size in "${sizes[@]}"; do
        IFS=: read -r components files models <<<"$size"
        label="$components components"
        [ "${models:-0}" -gt 0 ] && label="$label + $models models"
        corpus="$work/corpus-${size//:/-}"
        output="$work/out-${size//:/-}/Generated.swift"
        "$graft" generate --output "$output" --sources-list "$corpus/list" 2>/dev/null
        alone=$( { /usr/bin/time -f '%e' swiftc -swift-version 6 -wmo -typecheck -I "$module" -module-name Corpus $(cat "$corpus/list") 2>&1 >/dev/null; } | tail -n 1)
        with=$( { /usr/bin/time -f '%e' swiftc -swift-version 6 -wmo -typecheck -I "$module" -module-name Corpus $(cat "$corpus/list") "$output" 2>&1 >/dev/null; } | tail -n 1)
        row="| $label | ${alone} s | ${with} s | $(awk -v a="$alone" -v w="$with" 'BEGIN { printf "%.0f%%", (w - a) / a * 100 }') |"
        if $instructions; then
            alone=$(instructions $(cat "$corpus/list"))
            with=$(instructions $(cat "$corpus/list") "$output")
            row="$row $(awk -v a="$alone" -v w="$with" 'BEGIN { printf "%.2f G | %.2f G | %.1f%% |", a / 1e9, w / 1e9, (w - a) / a * 100 }')"
        fi
        echo "$row"
    done
fi
