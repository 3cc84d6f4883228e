#!/usr/bin/env bash
# What a list of N class metatypes costs to type-check in each form it could be written in: the
# form the generator writes for the lookup table (`GraftLookupTable(classes: [C0.self, …])`, an
# argument) against the others. One file of N empty classes and one list, type-checked alone,
# counted under valgrind (`apt-get install valgrind`); a list's cost is the difference from the
# classes alone. PERFORMANCE.md, "The table's list of classes: forms measured".
#
# Usage: Benchmarks/scripts/list-forms.sh [N] [FORM…]
#   N defaults to 1000. FORMs default to all: argument, variadic, cast-list, typed-global,
#   cast-each, identifier. At 10,000 the typed global takes hours under valgrind (it is quadratic).
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
count=${1:-1000}
shift || true
forms=("$@")
[ ${#forms[@]} -gt 0 ] || forms=(argument variadic cast-list typed-global cast-each identifier)
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }

# counted, $swift_frontend.
source Benchmarks/scripts/instructions.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The classes, and a holder whose initialisers take the list as an argument.
{
    for ((i = 0; i < count; i++)); do echo "final class C$i {}"; done
    echo 'final class Holder: Sendable {'
    echo '    init(classes: [AnyObject.Type]) {}'
    echo '    init(classes: AnyObject.Type...) {}'
    echo '    init(identifiers: [ObjectIdentifier]) {}'
    echo '}'
} >"$work/classes.swift"

# elements SEPARATOR FORMAT: the N elements, each FORMAT with %d the class's number.
elements() {
    for ((i = 0; i < count; i++)); do
        [ "$i" -gt 0 ] && printf '%s' "$1"
        # shellcheck disable=SC2059
        printf "$2" "$i"
    done
}

typecheck() {
    counted "$swift_frontend" -frontend -typecheck "$@" -swift-version 6 -module-name Lists
}

alone=$(typecheck "$work/classes.swift")
printf '| the list written as | %d classes |\n|---|---|\n' "$count"
printf '| (the classes alone) | %.3f G |\n' "$(awk -v a="$alone" 'BEGIN { print a / 1e9 }')"
for form in "${forms[@]}"; do
    case "$form" in
        argument) text="let holder = Holder(classes: [$(elements ', ' 'C%d.self')])" ;;
        variadic) text="let holder = Holder(classes: $(elements ', ' 'C%d.self'))" ;;
        cast-list) text="let holder = Holder(classes: [$(elements ', ' 'C%d.self')] as [AnyObject.Type])" ;;
        typed-global) text="let table: [AnyObject.Type] = [$(elements ', ' 'C%d.self')]" ;;
        cast-each) text="let holder = Holder(classes: [$(elements ', ' 'C%d.self as AnyObject.Type')])" ;;
        identifier) text="let holder = Holder(identifiers: [$(elements ', ' 'ObjectIdentifier(C%d.self)')])" ;;
        *) echo "unknown form '$form'" >&2; exit 64 ;;
    esac
    echo "$text" >"$work/list.swift"
    with=$(typecheck "$work/classes.swift" "$work/list.swift")
    awk -v form="$form" -v a="$alone" -v w="$with" 'BEGIN { printf "| %s | %.3f G |\n", form, (w - a) / 1e9 }'
done
