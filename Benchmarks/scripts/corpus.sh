# Sourced by the benchmark scripts that run `graft` on synthetic corpora: builds `graft` and the
# corpus tool in release mode ($graft, $corpus_tool), and writes corpora.
swift build -c release --product graft >/dev/null
swift build -c release --product GraftCorpusTool >/dev/null 2>&1 || swift build -c release >/dev/null
graft="$(pwd)/.build/release/graft"
corpus_tool="$(pwd)/.build/release/GraftCorpusTool"

# write_corpus SIZE DIRECTORY [OPTION…]: writes the corpus SIZE (COMPONENTS:FILES[:MODELS]) into
# DIRECTORY, passing OPTION… to the corpus tool (`--missing 100`), and the absolute paths of its
# files into DIRECTORY/list; sets $corpus_label ("10000 components / 2000 files + 5000 models").
write_corpus() {
    local size=$1 directory=$2 components files models
    shift 2
    IFS=: read -r components files models <<<"$size"
    models=${models:-0}
    corpus_label="$components components / $files files"
    [ "$models" -gt 0 ] && corpus_label="$corpus_label + $models models"
    "$corpus_tool" "$directory" --components "$components" --files "$files" --models "$models" "$@"
    (cd "$directory" && find Sources -name '*.swift' | sort) | sed "s|^|$directory/|" >"$directory/list"
}
