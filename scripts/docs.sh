#!/usr/bin/env bash
# Builds Graft's documentation with the toolchain's docc, failing on any warning (a broken link, an
# unknown symbol) and on any public symbol of the runtime without documentation.
#   scripts/docs.sh [OUTPUT-FOLDER]    default .build-docs
# Writes Graft.doccarchive (the runtime library, from Sources/Graft/Graft.docc and the module's
# symbols) and GraftCommandLine.doccarchive (docs/GraftCommandLine.docc). Preview one with
# `docc preview Sources/Graft/Graft.docc --additional-symbol-graph-dir OUTPUT-FOLDER/symbol-graphs`.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-docs}"
rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/module"

# The runtime's symbols, from the compiler (without the standard library's members synthesized into
# its types, such as an enum's `!=`).
swiftc -swift-version 6 -parse-as-library -module-name Graft -emit-module \
    -emit-module-path "$out/module/Graft.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" -Xfrontend -symbol-graph-skip-synthesized-members \
    Sources/Graft/*.swift

docc convert Sources/Graft/Graft.docc --additional-symbol-graph-dir "$out/symbol-graphs" \
    --output-path "$out/Graft.doccarchive" --warnings-as-errors \
    --fallback-display-name Graft --fallback-bundle-identifier dev.graft.Graft \
    --experimental-documentation-coverage --coverage-summary-level brief

# Every public symbol documented: the coverage report lists none without an abstract.
python3 - "$out/Graft.doccarchive/documentation-coverage.json" <<'PYTHON'
import json, sys
entries = json.load(open(sys.argv[1]))
symbols = [e for e in entries if e.get("kind", {}).get("isSymbol")]
missing = [e.get("title", "?") for e in symbols if not e.get("hasAbstract", False)]
if missing:
    print("public symbols without documentation: " + ", ".join(sorted(missing)))
    sys.exit(1)
print(f"docc: all {len(symbols)} public symbols documented")
PYTHON

docc convert docs/GraftCommandLine.docc --output-path "$out/GraftCommandLine.doccarchive" --warnings-as-errors \
    --fallback-display-name "Graft Command Line" --fallback-bundle-identifier dev.graft.commandline
echo "documentation written to $out"
