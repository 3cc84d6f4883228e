#!/usr/bin/env bash
# Runs `graft generate` over real code that declares no component: the corpus and the wide corpus
# (scripts/corpus.sh), a module per target (each folder under a package's Sources/ and Tests/). Any
# diagnostic there is a false one, and some once failed valid apps (an `#if` counted as one the graph
# depends on). Then checks that the summary path (`graft summarize` per module, `generate --summary`)
# says and writes the same as the sources. Prints every diagnostic; exits 1 if there is any.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repository="$here/.."
"$here/scripts/corpus.sh" >/dev/null
"$here/scripts/corpus.sh" --wide >/dev/null
swift build --package-path "$repository" -c release --product graft >&2
graft="$repository/.build/release/graft"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# MODULE<TAB>PATH lines, a module per target folder.
for corpus in "$here/.build-corpus" "$here/.build-corpus-wide"; do
    for target in "$corpus"/*/Sources/*/ "$corpus"/*/Tests/*/ "$corpus"/GRDB.swift/GRDB/; do
        [ -d "$target" ] || continue
        relative=${target#"$corpus"/}
        relative=${relative%/}
        module=$(printf '%s' "$relative" | tr -c 'A-Za-z0-9_\n' '_')
        find "$target" -name '*.swift' | sort | sed "s|^|$module\t|"
    done
done >"$work/list"
echo "$(wc -l <"$work/list") files in $(cut -f1 "$work/list" | sort -u | wc -l) modules" >&2
status=0
mkdir "$work/sources" "$work/summaries"
"$graft" generate --output "$work/sources/Generated.swift" --sources-list "$work/list" >"$work/sources.log" 2>&1 || status=$?
cat "$work/sources.log"
# The same through summaries, one per module.
arguments=()
for module in $(cut -f1 "$work/list" | sort -u); do
    awk -F'\t' -v module="$module" '$1 == module { print $2 }' "$work/list" >"$work/$module.files"
    "$graft" summarize --output "$work/$module.graftsummary" --module "$module" --sources-list "$work/$module.files"
    arguments+=(--summary "$work/$module.graftsummary")
done
summary_status=0
"$graft" generate --output "$work/summaries/Generated.swift" "${arguments[@]}" >"$work/summaries.log" 2>&1 || summary_status=$?
# The generated files (none after an error), not the record a run from sources keeps beside them.
same_output=true
if [ -e "$work/sources/Generated.swift" ] || [ -e "$work/summaries/Generated.swift" ]; then
    cmp -s "$work/sources/Generated.swift" "$work/summaries/Generated.swift" || same_output=false
fi
if [ "$summary_status" != "$status" ] || ! cmp -s "$work/sources.log" "$work/summaries.log" || [ "$same_output" = false ]; then
    echo "the summary path differs from the sources (exit $summary_status against $status)"
    diff "$work/sources.log" "$work/summaries.log" || true
    exit 1
fi
if [ "$status" != 0 ] || [ -s "$work/sources.log" ]; then
    echo "graft generate reported diagnostics on code without components (exit $status)"
    exit 1
fi
echo "no diagnostic; the summary path agrees"
