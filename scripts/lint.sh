#!/usr/bin/env bash
# Checks the formatting and style of Graft's Swift code with the toolchain's swift-format and the
# repository's .swift-format configuration. Exits non-zero on any finding.
#   scripts/lint.sh          check (what CI runs)
#   scripts/lint.sh --fix    rewrite the files in place, then check
# Files the generator writes (Graft+*.swift, checked against the generator by the tests) and test
# fixtures (sources as users write them) are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find Package.swift Sources Plugins Tests/GraftTests Tests/GraftGeneratorTests Tests/SyntheticCorpusTests \
        -name '*.swift' ! -name 'Graft+*.swift' -type f | sort
)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "swift-format: ${#files[@]} files clean"
