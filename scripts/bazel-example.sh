#!/usr/bin/env bash
# Builds the Bazel example workspace (bazel/example) with Graft's rules and checks what the rules
# promise (docs/bazel.md):
#   1. it builds with --spawn_strategy=sandboxed and runs;
#   2. the providers Bazel generated from per-module summaries are the bytes `graft generate` writes
#      from the sources, and no output of Graft's holds an absolute path;
#   3. with --disk_cache, an edit inside a function body of one feature library reruns that
#      library's summary action and no other action of Graft's (read from Bazel's execution log);
#   4. after `bazel clean`, the rebuild is served from the disk cache, every action;
#   5. a missing dependency fails `bazel build` with the error located at the user's line;
#   6. a target without `module_name` is summarized under the module name rules_swift derives from
#      its label (its package and name made identifiers, joined by `_`, `_` before a leading digit).
# Installs Debian's Bazel (bazel-bootstrap) when no `bazel` is on the PATH. Works on a copy of the
# workspace in a temporary folder, with its own Bazel output root and disk cache, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
if ! command -v bazel >/dev/null 2>&1; then
    echo "bazel-example: installing Debian's bazel-bootstrap"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bazel-bootstrap >/dev/null
fi

swift build --product graft >/dev/null
tool=$(swift build --show-bin-path)

work=$(mktemp -d "${TMPDIR:-/tmp}/graft-bazel.XXXXXX")
trap 'cd /; bazel --output_user_root="$work/output" shutdown >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
cp -R bazel/example "$work/example"
cd "$work/example"
sed -i "s|path = \"../../.build/debug\"|path = \"$tool\"|; s|path = \"../..\"|path = \"$root\"|" WORKSPACE.bazel
grep -q "path = \"$tool\"" WORKSPACE.bazel && grep -q "path = \"$root\"" WORKSPACE.bazel

bazel() { command bazel --output_user_root="$work/output" "$@"; }
fail() { echo "bazel-example: FAILED: $*" >&2; exit 1; }
build() {  # build LOG: builds the app with the disk cache, writing Bazel's execution log to LOG
    bazel build //App --spawn_strategy=sandboxed --disk_cache="$work/cache" --execution_log_json_file="$1" 2>"$work/stderr" \
        || { cat "$work/stderr" >&2; fail "bazel build"; }
}
# The spawns an execution log lists, one per line: MNEMONIC TARGET-OUTPUT CACHE-HIT.
spawns() {
    python3 - "$1" <<'PY'
import json, sys
text, decoder, position = open(sys.argv[1]).read(), json.JSONDecoder(), 0
while position < len(text):
    while position < len(text) and text[position].isspace(): position += 1
    if position == len(text): break
    spawn, position = decoder.raw_decode(text, position)
    outputs = [output if isinstance(output, str) else output["path"] for output in spawn.get("listedOutputs", [])] or ["-"]
    print(spawn.get("mnemonic", "?"), outputs[0].split("/bin/", 1)[-1], "hit" if spawn.get("remoteCacheHit") else "ran")
PY
}
expected_run=$'Graft on Bazel settings\nGraft on Bazel: the feed of ada\nGraft on Bazel settings'

# 1. A sandboxed build runs.
build "$work/log1.json"
[ "$(bazel-bin/App/App)" = "$expected_run" ] || fail "the app printed '$(bazel-bin/App/App)'"
echo "bazel-example: sandboxed build runs"

# 2. Summaries and sources give the same file; no absolute path in Graft's outputs.
"$tool/graft" generate --output "$work/FromSources.swift" --output-module App \
    --module Feed Features/Feed/Feed.swift --module Settings Features/Settings/Settings.swift --module App App/Root.swift App/main.swift
cmp bazel-bin/App/Graft.swift "$work/FromSources.swift" || fail "the file generated from summaries differs from the one from sources"
for output in bazel-bin/App/Graft.swift $(find -L bazel-bin/ -name '*.graftsummary'); do
    if grep -q -e "$work" -e "$root" "$output"; then fail "$output holds an absolute path"; fi
done
echo "bazel-example: the summary path and the source path generate identical files"

# 3. A body-only edit in Feed reruns Feed's summary action and nothing else of Graft's.
sed -i 's/: the feed of /: the latest of /' Features/Feed/Feed.swift
build "$work/log2.json"
graft_spawns=$(spawns "$work/log2.json" | grep '^Graft' || true)
[ "$graft_spawns" = "GraftSummarize Features/Feed/Feed.graftsummary ran" ] || fail "after a body edit in Feed, Graft ran: ${graft_spawns:-nothing}"
[ "$(bazel-bin/App/App | sed -n 2p)" = "Graft on Bazel: the latest of ada" ] || fail "the edit did not reach the app"
echo "bazel-example: a body edit in Feed reran Feed's summary only"

# 4. After bazel clean, everything comes from the disk cache.
bazel clean 2>/dev/null
build "$work/log3.json"
ran=$(spawns "$work/log3.json" | grep -v ' hit$' || true)
[ -z "$ran" ] || fail "after bazel clean, these ran instead of coming from the cache: $ran"
[ "$(spawns "$work/log3.json" | grep -c '^Graft')" -ge 4 ] || fail "the clean rebuild did not list Graft's actions"
[ "$(bazel-bin/App/App | sed -n 2p)" = "Graft on Bazel: the latest of ada" ] || fail "the cached app does not run"
echo "bazel-example: a clean rebuild is served from the disk cache"

# 5. A missing dependency fails the build at the user's line.
sed -i 's|    var appName: String { get }|    var appName: String { get }\n    /// The reader'"'"'s language.\n    var locale: String { get }|' Features/Settings/Settings.swift
if bazel build //App --spawn_strategy=sandboxed 2>"$work/stderr"; then fail "a missing dependency built"; fi
expected_error="Features/Settings/Settings.swift:8:9: error: missing dependency 'locale: String' of SettingsComponent"
grep -q "^$expected_error at ^->RootComponent->" "$work/stderr" || { cat "$work/stderr" >&2; fail "no located error '$expected_error'"; }
echo "bazel-example: a missing dependency fails the build at Features/Settings/Settings.swift:8:9"
# 6. Module names derived from labels, as rules_swift derives them.
bazel build //tests:module_names 2>"$work/stderr" || { cat "$work/stderr" >&2; fail "bazel build //tests:module_names"; }
expected_names='//Features/Settings:Settings Features_Settings_Settings
//:App App
//3d/engine:core-lib _3d_engine_core_lib
//a.b/c--d:+x+y+ a_b_c_d_x_y
//_private/pkg:__name__ _private_pkg___name__
//Features/Feed:Feed=Feed Feed'
[ "$(cat bazel-bin/tests/module_names.txt)" = "$expected_names" ] \
    || fail "derived module names: $(cat bazel-bin/tests/module_names.txt)"
echo "bazel-example: module names derived from labels as rules_swift derives them"
echo "bazel-example: all checks passed"
