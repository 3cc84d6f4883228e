"""Graft's Bazel rules: compile-time checked dependency injection in a Bazel build.

`graft_generate` writes the generated Swift file of an app target from per-module summaries, which
`graft_summary_aspect` makes, one action per Swift library along `deps`: each summary action reads
only that library's sources, so an edit in one library re-summarizes that library, and a summary
that comes out the same bytes (an edit inside a function body) reruns nothing after it. Every action
is hermetic (declared inputs only, paths relative to the execution root, deterministic bytes), so a
remote cache and remote execution serve them.

The rules depend on no Swift rule set: they read `srcs`, `deps` and `module_name` of the targets
they visit (the attributes of rules_swift's `swift_library`) and produce a `.swift` file that a
`swift_library` or `swift_binary` compiles. See docs/bazel.md.
"""

GraftSummaryInfo = provider(
    doc = "The Graft summaries of a target and of everything it depends on.",
    fields = {
        "summaries": "depset of File: one `.graftsummary` per Swift library, from `graft summarize`",
    },
)

_IDENTIFIER_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"

def _identifier(text):
    """`text` with each run of characters that cannot be in an identifier made one `_`, and those at
    either end dropped."""
    words = []
    word = ""
    for character in text.elems():
        if character in _IDENTIFIER_CHARACTERS:
            word += character
        elif word:
            words.append(word)
            word = ""
    if word:
        words.append(word)
    return "_".join(words)

def graft_module_name(label, explicit = ""):
    """The Swift module of a target, as the summary of its sources names it.

    Args:
        label: the target's `Label`.
        explicit: the target's `module_name` attribute, which wins when it is not empty.

    Returns:
        `explicit`, or the name rules_swift derives from the label: the package and the name each made
        an identifier (`_identifier`), joined by `_` when the package is not empty, with `_` before a
        leading digit (`//Features/Feed:Feed` is `Features_Feed_Feed`, `//3d:lib` is `_3d_lib`).
    """
    if explicit:
        return explicit
    package = _identifier(label.package)
    name = _identifier(label.name)
    module = package + "_" + name if package else name
    if module and module[0].isdigit():
        module = "_" + module
    return module

def _summarize(actions, graft, label, module, srcs):
    """Registers the action that writes the summary of one module's sources."""
    summary = actions.declare_file(label.name + ".graftsummary")
    arguments = actions.args()
    arguments.add("summarize")
    arguments.add("--output", summary)
    arguments.add("--module", module)
    arguments.add_all(srcs)
    actions.run(
        executable = graft,
        arguments = [arguments],
        inputs = srcs,
        outputs = [summary],
        mnemonic = "GraftSummarize",
        progress_message = "Summarizing %s for Graft" % label,
    )
    return summary

def _summary_aspect_impl(target, ctx):
    rule = ctx.rule
    srcs = [file for file in getattr(rule.files, "srcs", []) if file.extension == "swift"]
    transitive = [dep[GraftSummaryInfo].summaries for dep in getattr(rule.attr, "deps", []) if GraftSummaryInfo in dep]
    direct = []
    if srcs:
        module = graft_module_name(ctx.label, getattr(rule.attr, "module_name", ""))
        direct.append(_summarize(ctx.actions, ctx.executable._graft, ctx.label, module, srcs))
    return [GraftSummaryInfo(summaries = depset(direct, transitive = transitive))]

graft_summary_aspect = aspect(
    implementation = _summary_aspect_impl,
    attr_aspects = ["deps"],
    attrs = {
        "_graft": attr.label(default = Label("//bazel:graft"), executable = True, cfg = "exec", allow_files = True),
    },
    doc = "Summarizes each Swift library along `deps` with `graft summarize`, one action per library.",
)

def _generate_impl(ctx):
    graft = ctx.executable._graft
    summaries = [dep[GraftSummaryInfo].summaries for dep in ctx.attr.deps]
    direct = []
    if ctx.files.srcs:
        direct.append(_summarize(ctx.actions, graft, ctx.label, ctx.attr.module_name, ctx.files.srcs))
    inputs = depset(direct, transitive = summaries)
    output = ctx.actions.declare_file(ctx.attr.out or ctx.label.name + ".swift")
    arguments = ctx.actions.args()
    arguments.add("generate")
    arguments.add("--output", output)
    arguments.add("--output-module", ctx.attr.module_name)
    arguments.add_all(ctx.attr.package_modules, before_each = "--package-module")
    arguments.add_all(ctx.attr.defines, before_each = "--define")
    if ctx.attr.warnings_as_errors:
        arguments.add("--warnings-as-errors")
    arguments.add_all(inputs, before_each = "--summary")
    ctx.actions.run(
        executable = graft,
        arguments = [arguments],
        inputs = inputs,
        outputs = [output],
        mnemonic = "GraftGenerate",
        progress_message = "Generating Graft providers for %s" % ctx.attr.module_name,
    )
    return [DefaultInfo(files = depset([output]))]

graft_generate = rule(
    implementation = _generate_impl,
    attrs = {
        "module_name": attr.string(
            mandatory = True,
            doc = "The module the generated file compiles into: the app target's module.",
        ),
        "srcs": attr.label_list(
            allow_files = [".swift"],
            doc = "The Swift sources of that module itself (its root and scope components).",
        ),
        "deps": attr.label_list(
            aspects = [graft_summary_aspect],
            doc = "The libraries whose components, protocols and providers the graph uses, with theirs.",
        ),
        "package_modules": attr.string_list(
            doc = "Other modules of the app's package: their types need no @retroactive.",
        ),
        "defines": attr.string_list(
            doc = "Compilation flags to treat as set in `#if` (`DEBUG`); others are mirrored in the output.",
        ),
        "warnings_as_errors": attr.bool(doc = "Whether warnings fail the build."),
        "out": attr.string(doc = "The generated file's name; `<name>.swift` by default."),
        "_graft": attr.label(default = Label("//bazel:graft"), executable = True, cfg = "exec", allow_files = True),
    },
    doc = "Checks the dependency graph of an app target and writes its providers as one Swift file.",
)
