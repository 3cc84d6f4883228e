#!/usr/bin/env bash
# Measures `graft generate` on nested #if blocks with a declaration at each level: a root
# component whose extension holds LEVELS nested `#if DEBUG` blocks, a provider in each, and a
# child component requiring the outermost, middle and innermost providers. DEBUG is a condition
# only the compiler decides, so the graph is resolved twice (with and without it). Prints the
# wall time, the CPU time and the peak memory of each size, and with --instructions the
# instructions valgrind counts.
#
# Usage: Benchmarks/scripts/nested-if.sh [--instructions] [--graft PATH] [LEVELS…]   (default 1000 4000 10000)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
# counted COMMAND…, the instructions COMMAND executes.
source Benchmarks/scripts/instructions.sh
instructions=false
graft=
levels=()
while [ $# -gt 0 ]; do
    case "$1" in
        --instructions) instructions=true ;;
        --graft) graft=$2; shift ;;
        *) levels+=("$1") ;;
    esac
    shift
done
[ ${#levels[@]} -gt 0 ] || levels=(1000 4000 10000)
if [ -z "$graft" ]; then
    swift build -c release --product graft >/dev/null
    graft=.build/release/graft
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "| levels | wall | CPU (user + system) | peak memory |$($instructions && echo " instructions |")"
echo "|---|---|---|---|$($instructions && echo "---|")"
for count in "${levels[@]}"; do
    file="$work/Nested$count.swift"
    {
        echo 'import Graft'
        echo 'final class RootComponent: BootstrapComponent {'
        echo '    var child: ChildComponent { ChildComponent(parent: self) }'
        echo '}'
        echo 'protocol ChildDependency: Dependency {'
        for level in 1 $((count / 2)) "$count"; do echo "    var value$level: Int { get }"; done
        echo '}'
        echo 'final class ChildComponent: Component<ChildDependency> {}'
        echo 'extension RootComponent {'
        for level in $(seq 1 "$count"); do
            echo '#if DEBUG'
            echo "    var value$level: Int { $level }"
        done
        for _ in $(seq 1 "$count"); do echo '#endif'; done
        echo '}'
    } >"$file"
    /usr/bin/time -f '%e %U %S %M' "$graft" generate --output "$work/out.swift" "$file" 2>"$work/time" >/dev/null
    read -r wall user system kilobytes < <(tail -n 1 "$work/time")
    row="| $count | $wall s | $(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }') s | $((kilobytes / 1024)) MB |"
    if $instructions; then
        rm -f "$work/out.swift" "$work/.out.swift.graft-inputs"
        counted=$(counted "$graft" generate --output "$work/out.swift" "$file")
        row="$row $(awk -v c="$counted" 'BEGIN { printf "%.2f G", c / 1e9 }') |"
    fi
    rm -f "$work/out.swift" "$work/.out.swift.graft-inputs"
    echo "$row"
done
