#!/usr/bin/env bash
# Measures what the compiler pays to type-check three shapes of generated forwarding code, each
# with N providers, so a shape's cost per provider can be compared across sizes (a shape whose
# cost per provider grows with N has a term that grows faster than the components):
#
#   extension  – what Graft generated before 9d15923: providers subclass one generic class
#                (`Links<A1>`) whose constrained extensions (`extension Links where A1 == C7
#                { var x7 … }`) hold the forwarding properties that witness each provider's protocol;
#   protocol   – what Graft generates: the same forwarding properties in constrained extensions of
#                a protocol the generic class conforms to (`extension Linked where A1 == C7 { … }`);
#   inline     – each provider declares its own forwarding property (no sharing).
#
# Each file is type-checked alone (`swift-frontend -typecheck`), under valgrind's cachegrind so
# the figures are instructions, which do not drift with the machine's load. Needs valgrind.
#
# Usage: Benchmarks/scripts/forwarding-shapes.sh [N…]   (default 1000 4000)
set -euo pipefail
export LC_ALL=C
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 4000)
command -v valgrind >/dev/null || { echo "error: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
cd "$(dirname "$0")/../.."
# counted COMMAND…, the instructions COMMAND executes; $swift_frontend.
source Benchmarks/scripts/instructions.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# write SHAPE N: the shape's source for N providers, on standard output.
write() {
    local shape=$1 count=$2 i
    case $shape in
        extension) echo 'class Links<A1: AnyObject> { unowned let link1: A1; init(_ a: A1) { link1 = a } }' ;;
        protocol)
            echo 'protocol Linked { associatedtype A1: AnyObject; var link1: A1 { get } }'
            echo 'class Links<A1: AnyObject>: Linked { unowned let link1: A1; init(_ a: A1) { link1 = a } }' ;;
        inline) echo 'class Links<A1: AnyObject> { unowned let link1: A1; init(_ a: A1) { link1 = a } }' ;;
    esac
    for ((i = 0; i < count; i++)); do
        echo "final class C$i { var x$i: Int { $i } }"
        echo "protocol P$i: AnyObject { var x$i: Int { get } }"
        case $shape in
            extension)
                echo "extension Links where A1 == C$i { var x$i: Int { link1.x$i } }"
                echo "final class Provider$i: Links<C$i>, P$i {}" ;;
            protocol)
                echo "extension Linked where A1 == C$i { var x$i: Int { link1.x$i } }"
                echo "final class Provider$i: Links<C$i>, P$i {}" ;;
            inline) echo "final class Provider$i: Links<C$i>, P$i { var x$i: Int { link1.x$i } }" ;;
        esac
    done
}

echo "| shape | providers | instructions | per provider |"
echo "|---|---|---|---|"
for shape in extension protocol inline; do
    for count in "${sizes[@]}"; do
        file="$work/$shape$count.swift"
        write "$shape" "$count" > "$file"
        total=$(counted "$swift_frontend" -frontend -typecheck "$file" -swift-version 6 -module-name Shapes)
        awk -v s="$shape" -v n="$count" -v t="$total" \
            'BEGIN { printf "| %s | %d | %.2f G | %.2f M |\n", s, n, t / 1e9, t / n / 1e6 }'
    done
done
