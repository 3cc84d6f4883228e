#!/usr/bin/env bash
# Coverage-guided fuzzing of Graft's lexer, parser and generate pipeline with libFuzzer and
# AddressSanitizer, seeded from real Swift files.
#
#   Differential/scripts/fuzz.sh [RUNS]      # default 1,000,000 executions
#
# Findings (crashes, inputs slower than 1 s, leaks) are written to Differential/.build-fuzz/findings
# and the script fails. The corpus grows in Differential/.build-fuzz/corpus and is reused.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-1000000}"
work="$here/.build-fuzz"
mkdir -p "$work/corpus" "$work/findings" "$work/seeds"

# Seeds: the repository's own Swift files and the fixtures (small, every construct Graft handles),
# plus a slice of the differential corpus when it has been extracted.
if [ -z "$(ls -A "$work/seeds")" ]; then
    n=0
    while IFS= read -r file; do
        cp "$file" "$work/seeds/seed-$n.swift"
        n=$((n + 1))
    done < <(find "$here/../Sources" "$here/../Tests/Fixtures" "$here/../Examples" -name '*.swift' -size -64k -not -path '*/.build*' | sort)
    if [ -d "$here/.build-corpus" ]; then
        while IFS= read -r file; do
            cp "$file" "$work/seeds/seed-$n.swift"
            n=$((n + 1))
        done < <(find "$here/.build-corpus" -name '*.swift' -size -32k | sort | awk 'NR % 20 == 0')
    fi
fi

# SwiftPM reuses its build plan while this package's own files are unchanged, so a file added to
# Graft's sources (a path dependency) would be left out of the build: plan again every time.
rm -f "$here/.build-fuzz/build/release.yaml"
swift build --package-path "$here" --scratch-path "$here/.build-fuzz/build" -c release --product GraftFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DGRAFT_FUZZING -Xswiftc -use-ld=lld
binary="$here/.build-fuzz/build/release/GraftFuzz"
cd "$work/findings"
# Workers share the corpus folder (libFuzzer adds what each finds there); each runs its share of the
# executions, so RUNS counts executions across all of them. One worker per core by default.
workers="${GRAFT_FUZZ_WORKERS:-$(nproc)}"
pids=()
for worker in $(seq 1 "$workers"); do
    "$binary" "$work/corpus" "$work/seeds" \
        -runs=$(( (runs + workers - 1) / workers )) -timeout="${GRAFT_FUZZ_HANG_SECONDS:-60}" -max_len=${GRAFT_FUZZ_MAX_LEN:-1024} -rss_limit_mb=4096 \
        -print_final_stats=1 -artifact_prefix="$work/findings/" >"$work/worker-$worker.log" 2>&1 &
    pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
executions=0
for worker in $(seq 1 "$workers"); do
    grep -E '^(#[0-9]+ +(INITED|DONE)|==|SUMMARY|stat::(number_of_executed_units|peak_rss_mb|slowest_unit_time_sec))' "$work/worker-$worker.log" | sed "s/^/worker $worker: /" || true
    done_units=$(grep -E '^stat::number_of_executed_units' "$work/worker-$worker.log" | awk '{print $2}' | tail -1)
    executions=$((executions + ${done_units:-0}))
done
# libFuzzer's -timeout is wall time, which a loaded machine stretches: it only guards against hangs
# here. Slowness is judged by CPU time: each input it called slow or timed out is run again alone and
# fails the run only if it takes more than 1 s of CPU.
slow=0
for artifact in "$work"/findings/timeout-* "$work"/findings/slow-unit-*; do
    [ -e "$artifact" ] || continue
    cpu=$( { TIMEFORMAT='%3U %3S'; time "$binary" "$artifact" >/dev/null 2>&1; } 2>&1 | tail -1 | awk '{print $1 + $2}')
    if awk -v cpu="$cpu" 'BEGIN { exit !(cpu > 1.0) }'; then
        echo "fuzz: $artifact takes ${cpu} s of CPU" >&2
        slow=1
    else
        echo "fuzz: $(basename "$artifact") took long in wall time but ${cpu} s of CPU alone: not a finding"
        rm -f "$artifact"
    fi
done
if [ "$slow" -ne 0 ] || ls "$work/findings" | grep -qE '^(crash|leak|oom)-' \
    || { [ "$status" -ne 0 ] && ! grep -qE 'ALARM: working on the last Unit for' "$work"/worker-*.log; }; then
    echo "fuzz: findings in $work/findings (exit $status); see $work/worker-*.log" >&2
    exit 1
fi
echo "fuzz: $executions executions on $workers workers, no crash, no input over 1 s of CPU"
