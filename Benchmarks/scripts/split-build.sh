#!/usr/bin/env bash
# Measures what splitting the generated providers over several files (`graft generate` with one
# `--output` per file, as GraftPlugin does from 50 input files on) changes in debug builds with
# SwiftPM: a clean build, and the build after a graph edit (a requirement removed from one
# component's dependency protocol: `graft` rewrites the files that change, SwiftPM recompiles what
# depends on them). Prints a Markdown table.
#
# Usage: Benchmarks/scripts/split-build.sh [COMPONENTS:FILES] [OUTPUT-FILE-COUNTS…]
#   defaults: 1000:200, and counts "1 8". Each count builds its own copy of the corpus as a package
#   that depends on this repository's Graft runtime; the providers are generated beforehand with the
#   release `graft`, so the times are SwiftPM's alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$(pwd)
size=${1:-1000:200}
shift || true
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1 8)
IFS=: read -r components files <<<"$size"

swift build -c release --product graft >/dev/null
swift build -c release --product GraftCorpusTool >/dev/null 2>&1 || swift build -c release >/dev/null
graft="$repository/.build/release/graft"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds() { /usr/bin/time -f '%e' "$@" 2>&1 >/dev/null | tail -n 1; }

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>/dev/null | head -n 1)"
echo
echo "| corpus | generated files | clean debug build | build after a graph edit (each of 3 edits) |"
echo "|---|---|---|---|"
for count in "${counts[@]}"; do
    package="$work/package-$count"
    "$repository/.build/release/GraftCorpusTool" "$package" --components "$components" --files "$files" >/dev/null
    cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Corpus",
    dependencies: [.package(path: "$repository")],
    targets: [.target(name: "Corpus", dependencies: [.product(name: "Graft", package: "$(basename "$repository")")])]
)
SWIFT
    (cd "$package" && find Sources -name '*.swift' | sort) | sed "s|^|$package/|" >"$package/list"
    outputs=()
    if [ "$count" -eq 1 ]; then
        outputs=(--output "$package/Sources/Corpus/Graft+Corpus.swift")
    else
        for index in $(seq "$count"); do outputs+=(--output "$package/Sources/Corpus/Graft+Corpus-$index.swift"); done
    fi
    generate() { "$graft" generate "${outputs[@]}" --sources-list "$package/list" --record-dir "$package" 2>/dev/null; }
    generate
    # The runtime first, so that the clean build measures the corpus.
    (cd "$package" && swift build --target Graft >/dev/null)
    clean=$(cd "$package" && seconds swift build)
    edits=()
    # Three components' protocols, each losing its last requirement: the build after the edit is
    # timed, then the edit is undone and built again untimed.
    for component in $(seq 3 37 80); do
        file=$(grep -l "^protocol Component${component}Dependency" "$package"/Sources/Corpus/*.swift)
        cp "$file" "$work/saved.swift"
        python3 - "$file" "Component${component}Dependency" <<'PYTHON'
import sys
path, name = sys.argv[1], sys.argv[2]
lines = open(path).read().split("\n")
start = lines.index(f"protocol {name}: Dependency {{")
end = lines.index("}", start)
# The first requirement is read by describe(); the last goes when there are two or more.
if end - start > 2:
    del lines[end - 1]
open(path, "w").write("\n".join(lines))
PYTHON
        generate
        edits+=("$(cd "$package" && seconds swift build) s")
        cp "$work/saved.swift" "$file"
        generate
        (cd "$package" && swift build >/dev/null)
    done
    echo "| $components components / $files files | $count | ${clean} s | ${edits[*]} |"
done
