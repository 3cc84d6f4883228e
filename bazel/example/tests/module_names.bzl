"""A rule that writes the module names `graft_module_name` derives, one line per label, for
`scripts/bazel-example.sh` to compare with the names rules_swift gives the same labels."""

load("@graft//bazel:graft.bzl", "graft_module_name")

def _module_names_impl(ctx):
    lines = []
    for entry in ctx.attr.labels:
        # `//package:name` or `//package:name=ExplicitModuleName`.
        label, _, explicit = entry.partition("=")
        lines.append("%s %s" % (entry, graft_module_name(Label(label), explicit)))
    output = ctx.actions.declare_file(ctx.label.name + ".txt")
    ctx.actions.write(output, "\n".join(lines) + "\n")
    return [DefaultInfo(files = depset([output]))]

module_names = rule(
    implementation = _module_names_impl,
    attrs = {"labels": attr.string_list(doc = "Labels, each optionally followed by `=` and a `module_name`.")},
    doc = "Writes `<entry> <module name>` for each entry of `labels`.",
)
