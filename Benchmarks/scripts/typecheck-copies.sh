#!/usr/bin/env bash
# Whether what the generated file costs to type-check grows faster than the components, with the
# corpus's shape held still: one module of K renamed copies of the same corpus (K separate trees,
# each a copy of the first), for each K given. Counts, under valgrind (`apt-get install
# valgrind`), the instructions the compiler's front end executes type-checking the module alone and
# with its generated file, and prints them per component. A cost that only follows the corpus's
# shape (deeper paths, longer names in a larger SyntheticCorpus) is the same per component for
# every K; a term that grows with the module's size is not.
#
# Usage: Benchmarks/scripts/typecheck-copies.sh [SIZE] [K…]
#   SIZE is COMPONENTS:FILES of one copy (default 1000:200); K defaults to "1 10". Slow: about 18
#   times the type-check's own time, 6 minutes for one copy of 1,000 components and over half an
#   hour for ten, on one core each.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."

size=${1:-1000:200}
shift || true
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1 10)
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }

# $graft, write_corpus; counted, $swift_frontend.
source Benchmarks/scripts/corpus.sh
source Benchmarks/scripts/instructions.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

write_corpus "$size" "$work/one"
IFS=: read -r components _ <<<"$size"
module="$work/graft-module"
mkdir -p "$module"
swiftc -swift-version 6 -parse-as-library -wmo -module-name Graft -emit-module -emit-module-path "$module/Graft.swiftmodule" \
    -c -o "$module/Graft.o" Sources/Graft/*.swift

# copies K DIRECTORY: K copies of the corpus in DIRECTORY, the copy number I (0-based) renaming
# every generated name (ComponentN, ServiceN, NoiseN, DebugN, serviceNx…) with the letters of I, so
# that no two copies declare the same name; their files' paths in DIRECTORY/list.
copies() {
    local count=$1 directory=$2
    mkdir -p "$directory"
    python3 - "$work/one" "$directory" "$count" <<'EOF'
import pathlib, re, string, sys
source, target, count = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), int(sys.argv[3])
def tag(number):
    letters = ""
    while True:
        letters = string.ascii_lowercase[number % 26] + letters
        number = number // 26 - 1
        if number < 0:
            return letters
files = sorted(source.rglob("*.swift"))
with open(target / "list", "w") as listing:
    for copy in range(count):
        prefix = tag(copy)
        for path in files:
            text = path.read_text()
            text = re.sub(r"\b(Component|Service|Noise|Debug)(\d+)", lambda m: m.group(1) + prefix + m.group(2), text)
            text = re.sub(r"\bservice(\d+)x", lambda m: "service" + prefix + m.group(1) + "x", text)
            out = target / (prefix + path.name)
            out.write_text(text)
            listing.write(f"{out}\n")
EOF
}

# typecheck FILE…: the instructions the front end executes type-checking FILE… as one module.
typecheck() {
    counted "$swift_frontend" -frontend -typecheck "$@" -I "$module" -swift-version 6 -module-name Corpus
}

echo "| copies of $components components | components | type-check alone | with the generated file | the file's cost | per component |"
echo "|---|---|---|---|---|---|"
for count in "${counts[@]}"; do
    directory="$work/copies-$count"
    copies "$count" "$directory"
    "$graft" generate --output "$directory/out/Generated.swift" --sources-list "$directory/list" 2>/dev/null
    alone=$(typecheck $(cat "$directory/list"))
    with=$(typecheck $(cat "$directory/list") "$directory/out/Generated.swift")
    total=$((count * components))
    awk -v k="$count" -v n="$total" -v a="$alone" -v w="$with" \
        'BEGIN { printf "| %d | %d | %.3f G | %.3f G | %.3f G | %.3f M |\n", k, n, a / 1e9, w / 1e9, (w - a) / 1e9, (w - a) / n / 1e6 }'
done
