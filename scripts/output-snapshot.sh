#!/usr/bin/env bash
# Writes everything the generator says about a set of corpora into one folder, so that a refactor
# that must not change any output can be checked with `diff -r BEFORE AFTER` (or `cmp`):
# the generated files, the mocks, standard error (every diagnostic) and the exit status, for
# SyntheticCorpus at 1,000 and 10,000 components, the Needle-style corpus at 10,000, the same three
# with 100 missing dependencies, nested `#if` blocks with a declaration at each level, and every
# fixture folder and example package of this repository.
#
# Usage: scripts/output-snapshot.sh OUTPUT_DIR [GRAFT]
#   GRAFT is a built `graft` (default: builds and uses .build/release/graft); a relative path is
#   taken from the current directory.
set -euo pipefail
# The runs below change directory: a relative GRAFT is made absolute first.
if [ -n "${2:-}" ] && [ "${2#/}" = "$2" ]; then
    set -- "$1" "$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
fi
cd "$(dirname "$0")/.."
repository=$(pwd)
output=${1:?usage: scripts/output-snapshot.sh OUTPUT_DIR [GRAFT]}
graft=${2:-}
if [ -z "$graft" ]; then
    swift build -c release --product graft >/dev/null
    graft="$repository/.build/release/graft"
fi
swift build -c release --product GraftCorpusTool >/dev/null
corpus_tool="$repository/.build/release/GraftCorpusTool"
mkdir -p "$output"
output=$(cd "$output" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME LIST [OPTIONS…]: generates from the files named in LIST (paths relative to the
# repository or to the corpus), keeping the output, standard error and exit status under NAME.
run() {
    local name=$1 list=$2
    shift 2
    mkdir -p "$output/$name"
    local status=0
    "$graft" generate --output "$output/$name/Generated.swift" --sources-list "$list" "$@" \
        2>"$work/stderr" >"$output/$name/stdout" || status=$?
    sed "s|$work|WORK|g; s|$repository|REPOSITORY|g" "$work/stderr" >"$output/$name/stderr"
    echo "$status" >"$output/$name/status"
    rm -f "$output/$name/.Generated.swift.graft-inputs"
    status=0
    "$graft" generate --mocks --output "$output/$name/Mocks.swift" --sources-list "$list" "$@" \
        2>"$work/stderr" >/dev/null || status=$?
    sed "s|$work|WORK|g; s|$repository|REPOSITORY|g" "$work/stderr" >"$output/$name/mocks-stderr"
    echo "$status" >"$output/$name/mocks-status"
    rm -f "$output/$name/.Mocks.swift.graft-inputs"
}

for size in 1000:200:0 10000:2000:0 10000:1250:5000; do
    IFS=: read -r components files models <<<"$size"
    for missing in 0 100; do
        corpus="$work/corpus-$components-$files-$models-$missing"
        "$corpus_tool" "$corpus" --components "$components" --files "$files" --models "$models" --missing "$missing"
        (cd "$corpus" && find Sources -name '*.swift' | LC_ALL=C sort) >"$corpus/list"
        (cd "$corpus" && run "corpus-$components-$files-$models-missing-$missing" list)
    done
done

# Nested #if blocks, a property of the root component at each level: under a flag given with
# --define, a flag not given, or conditions the generator cannot decide (three of them, so the
# graph is resolved in every configuration).
nested="$work/nested"
mkdir -p "$nested"
{
    echo 'import Graft'
    echo 'final class RootComponent: BootstrapComponent {'
    echo '    var child: ChildComponent { ChildComponent(parent: self) }'
    echo '}'
    echo 'protocol ChildDependency: Dependency {'
    for level in 1 2 3 600 1201 1999 2000; do echo "    var value$level: Int { get }"; done
    echo '}'
    echo 'final class ChildComponent: Component<ChildDependency> {}'
    echo 'extension RootComponent {'
    for level in $(seq 1 2000); do
        case $((level % 3)) in
            0) echo '#if FLAG_A' ;;
            1) echo '#if FLAG_B' ;;
            *) echo '#if DEBUG || os(Linux)' ;;
        esac
        echo "    var value$level: Int { $level }"
    done
    for _ in $(seq 1 2000); do echo '#endif'; done
    echo '}'
} >"$nested/Nested.swift"
echo Nested.swift >"$nested/list"
(cd "$nested" && run nested list --define FLAG_A)

# Every fixture folder and example package: each folder's Swift files, a file under Sources/M/
# in module M.
while IFS= read -r folder; do
    name=$(echo "$folder" | tr '/' '_')
    find "$folder" \( -name '*.swift' -o -name '*.swift.txt' \) -not -path '*/.build/*' -not -name 'Package.swift' \
        -not -name 'Graft+*.swift' | LC_ALL=C sort |
        awk -v root="$repository" 'match($0, /Sources\/[^\/]+\//) { module = substr($0, RSTART + 8, RLENGTH - 9); print module "\t" root "/" $0; next } { print root "/" $0 }' \
        >"$work/$name.list"
    [ -s "$work/$name.list" ] || continue
    run "$name" "$work/$name.list"
done < <(
    find Tests/Fixtures/Generator Examples -mindepth 1 -maxdepth 1 -type d
    echo Tests/Fixtures/Dump
    echo Tests/Fixtures/Invariant
    echo Tests/Fixtures/Literals
)
# Paths of this machine's folders (in #sourceLocation lines too) read the same on every run.
find "$output" -type f -exec sed -i "s|$work|WORK|g; s|$repository|REPOSITORY|g" {} +
echo "wrote $(find "$output" -type f | wc -l) files into $output"
