#!/usr/bin/env bash
# Renders `graft graph --format html` in a real headless browser (Chromium: `apt-get install
# chromium` on Debian), checks that the page's script built what a reader sees, and writes a
# screenshot.
#   scripts/graph-page.sh [SCREENSHOT]     default docs/graph-page.png
# The page is the TicTacToe fixture graph (Tests/Fixtures/Generator/TicTacToe), opened at
# #GameComponent: the component's paths from the root and where each requirement comes from.
set -euo pipefail
cd "$(dirname "$0")/.."
screenshot="${1:-docs/graph-page.png}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -n "$browser" ] || { echo "graph-page: no Chromium found (apt-get install chromium)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product graft >/dev/null
.build/debug/graft graph --format html Tests/Fixtures/Generator/TicTacToe/*.swift > "$work/graph.html"
url="file://$work/graph.html#GameComponent"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile")

# The DOM after the page's script ran: the component's path and its requirements' sources.
"$browser" "${flags[@]}" --dump-dom "$url" 2>/dev/null > "$work/dom.html"
for expected in '<h2>GameComponent</h2>' '>LoggedInComponent</a>' 'path from a root' '<code>scoreStream</code>' 'levels up' 'level up'; do
    grep -q -- "$expected" "$work/dom.html" || { echo "graph-page: the rendered page lacks '$expected'" >&2; exit 1; }
done
"$browser" "${flags[@]}" --window-size=1280,720 --screenshot="$PWD/$screenshot" "$url" 2>/dev/null
echo "graph-page: rendered and checked; screenshot in $screenshot"
