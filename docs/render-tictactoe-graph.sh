#!/usr/bin/env bash
# Renders the TicTacToe example's dependency graph to docs/tictactoe-graph.png (shown in the README).
# Needs Graphviz: `apt-get install graphviz` or `brew install graphviz`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --package-path Examples/TicTacToe graft-graph --target TicTacToe --format dot --dependencies 2>/dev/null \
    | sed -n '/^digraph/,/^}/p' >docs/tictactoe-graph.dot
dot -Tpng -Gdpi=110 docs/tictactoe-graph.dot -o docs/tictactoe-graph.png
echo "wrote docs/tictactoe-graph.dot and docs/tictactoe-graph.png"
