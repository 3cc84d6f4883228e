#!/usr/bin/env bash
# Measures `graft generate` on a diamond: a root, then LAYERS layers of two components, each of a
# layer creating both of the next, so that the paths double with each layer (2 × (2^LAYERS − 1) in
# all, 2^(LAYERS−1) to each component of the last layer). The last layer's dependency protocol
# requires a property no component provides: the run fails, and the script prints how many errors
# it reported, the bytes on standard error, the wall time and the peak memory. Errors are reported
# once per component and requirement (`MissingDependencies`), so two, whatever the depth.
#
# Usage: Benchmarks/scripts/diamond.sh [LAYERS…]      default: 8 19
#   GRAFT=path/to/graft measures that binary instead of building .build/release/graft.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -gt 0 ] || set -- 8 19
graft=${GRAFT:-}
if [ -z "$graft" ]; then
    swift build -c release --product graft >/dev/null
    graft=.build/release/graft
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# diamond LAYERS: the Swift source of the diamond.
diamond() {
    local layers=$1 layer side next dependency
    printf 'import Graft\nfinal class Root: BootstrapComponent {\n'
    printf '    var a: C01A { C01A(parent: self) }\n    var b: C01B { C01B(parent: self) }\n}\n'
    for ((layer = 1; layer <= layers; layer++)); do
        for side in A B; do
            dependency=EmptyDependency
            [ "$layer" -lt "$layers" ] || dependency=LeafDependency
            printf 'final class C%02d%s: Component<%s> {\n' "$layer" "$side" "$dependency"
            if [ "$layer" -lt "$layers" ]; then
                next=$(printf 'C%02d' $((layer + 1)))
                printf '    var a: %sA { %sA(parent: self) }\n    var b: %sB { %sB(parent: self) }\n' "$next" "$next" "$next" "$next"
            fi
            printf '}\n'
        done
    done
    printf 'protocol LeafDependency: Dependency { var clock: Clock { get } }\n'
}

echo "machine: $(nproc) cores, load $(cut -d ' ' -f 1 /proc/loadavg)"
echo
echo "| layers | paths | errors | standard error | wall | peak memory |"
echo "|---|---|---|---|---|---|"
for layers in "$@"; do
    diamond "$layers" >"$work/Diamond.swift"
    status=0
    /usr/bin/time -f "%e %M" -o "$work/time" "$graft" generate --output "$work/Generated.swift" "$work/Diamond.swift" \
        2>"$work/stderr" || status=$?
    if [ "$status" -ne 1 ]; then
        echo "diamond.sh: expected the run to fail with status 1 (a missing dependency), got $status" >&2
        exit 1
    fi
    # /usr/bin/time writes a line about the exit status first.
    read -r wall memory < <(tail -n 1 "$work/time")
    echo "| $layers | $((2 * ((1 << layers) - 1))) | $(grep -c ': error: ' "$work/stderr") | $(wc -c <"$work/stderr") bytes | ${wall} s | $((memory / 1024)) MB |"
done
