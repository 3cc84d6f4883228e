# Sourced by the benchmark scripts that count instructions: one way to count them and one path to
# the compiler's front end.

# counted COMMAND…: the instructions COMMAND executes, counted by valgrind's cachegrind (its
# output discarded).
counted() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        awk '/I *refs:/ { gsub(",", "", $NF); print $NF }'
}

# The Swift front end of the `swiftc` on PATH, which `swiftc -typecheck` runs.
swift_frontend="$(dirname "$(readlink -f "$(command -v swiftc || echo swiftc)")")/swift-frontend"
