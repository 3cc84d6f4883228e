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

swift build --package-path "$here" --scratch-path "$here/.build-fuzz/build" -c release --product GraftFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DGRAFT_FUZZING -Xswiftc -use-ld=lld
binary="$here/.build-fuzz/build/release/GraftFuzz"
cd "$work/findings"
status=0
"$binary" "$work/corpus" "$work/seeds" \
    -runs="$runs" -timeout=1 -max_len=${GRAFT_FUZZ_MAX_LEN:-2048} -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$work/findings/" >"$work/last-run.log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +(INITED|DONE)|==|SUMMARY|stat::)' "$work/last-run.log" || true
if [ "$status" -ne 0 ] || ls "$work/findings" | grep -qE '^(crash|timeout|leak|oom|slow-unit)-'; then
    echo "fuzz: findings in $work/findings (exit $status); see $work/last-run.log" >&2
    exit 1
fi
echo "fuzz: $runs executions, no crash, no input over 1 s"
