#!/usr/bin/env bash
# Compares Graft's parser with swift-syntax on the corpus (scripts/corpus.sh) and Graft's own code.
# Prints the table; writes every disagreement to Differential/.build-corpus/disagreements.txt.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
"$here/scripts/corpus.sh" >/dev/null
swift build --package-path "$here" -c release --product GraftDifferential >&2
"$here/.build/release/GraftDifferential" --per-package --disagreements "$here/.build-corpus/disagreements.txt" \
    "$here"/.build-corpus/* "$here/../Sources" "$here/../Examples" "$here/../Tests/Fixtures" \
    | tee "$here/.build-corpus/report.md"
