#!/usr/bin/env bash
# Compares Graft's parser with swift-syntax on the corpus (scripts/corpus.sh) and Graft's own code.
# Prints the table; writes every disagreement to Differential/.build-corpus/disagreements.txt.
# With --wide: on the thirty packages of `scripts/corpus.sh --wide` instead, into .build-corpus-wide/.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
swift build --package-path "$here" -c release --product GraftDifferential >&2
if [ "${1:-}" = "--wide" ]; then
    "$here/scripts/corpus.sh" --wide >/dev/null
    "$here/.build/release/GraftDifferential" --per-package --disagreements "$here/.build-corpus-wide/disagreements.txt" \
        "$here"/.build-corpus-wide/* | tee "$here/.build-corpus-wide/report.md"
    exit
fi
"$here/scripts/corpus.sh" >/dev/null
"$here/.build/release/GraftDifferential" --per-package --disagreements "$here/.build-corpus/disagreements.txt" \
    "$here"/.build-corpus/* "$here/../Sources" "$here/../Examples" "$here/../Tests/Fixtures" \
    | tee "$here/.build-corpus/report.md"
