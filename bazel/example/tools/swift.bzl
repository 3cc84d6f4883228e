"""A minimal stand-in for rules_swift, for this example only: `swift_library` compiles a module
to one object and a `.swiftmodule`, `swift_binary` links an executable. Both run the toolchain's
`swiftc` found on the PATH. They take the attributes of rules_swift's rules that Graft's rules
read (`srcs`, `deps`, `module_name`)."""

SwiftModuleInfo = provider(
    doc = "A compiled Swift module and those it depends on.",
    fields = {
        "modules": "depset of File: the .swiftmodule of each module",
        "objects": "depset of File: the object file of each module",
    },
)

def _transitive(deps, field):
    return [getattr(dep[SwiftModuleInfo], field) for dep in deps if SwiftModuleInfo in dep]

def _swiftc(ctx, arguments, inputs, outputs, mnemonic, transitive = []):
    modules = depset(transitive = _transitive(ctx.attr.deps, "modules"))
    search = ctx.actions.args()
    search.add_all(modules, before_each = "-I", map_each = _folder, uniquify = True)
    ctx.actions.run_shell(
        command = 'swiftc -module-cache-path "$PWD/_swift_module_cache" "$@"',
        arguments = [search] + arguments,
        inputs = depset(inputs, transitive = [modules] + transitive),
        outputs = outputs,
        mnemonic = mnemonic,
        use_default_shell_env = True,
    )

def _folder(file):
    return file.dirname

def _swift_library_impl(ctx):
    module = ctx.attr.module_name or ctx.label.name
    swiftmodule = ctx.actions.declare_file("%s_swift/%s.swiftmodule" % (ctx.label.name, module))
    objects = ctx.actions.declare_file("%s_swift/%s.o" % (ctx.label.name, module))
    arguments = ctx.actions.args()
    arguments.add_all(["-parse-as-library", "-wmo", "-module-name", module, "-emit-module", "-emit-module-path", swiftmodule])
    arguments.add_all(["-emit-object", "-o", objects])
    arguments.add_all(ctx.files.srcs)
    _swiftc(ctx, [arguments], ctx.files.srcs, [swiftmodule, objects], "SwiftCompile")
    return [
        DefaultInfo(files = depset([swiftmodule, objects])),
        SwiftModuleInfo(
            modules = depset([swiftmodule], transitive = _transitive(ctx.attr.deps, "modules")),
            objects = depset([objects], transitive = _transitive(ctx.attr.deps, "objects")),
        ),
    ]

def _swift_binary_impl(ctx):
    executable = ctx.actions.declare_file(ctx.label.name)
    objects = depset(transitive = _transitive(ctx.attr.deps, "objects"))
    arguments = ctx.actions.args()
    arguments.add_all(["-module-name", ctx.attr.module_name or ctx.label.name, "-o", executable])
    arguments.add_all(ctx.files.srcs)
    arguments.add_all(objects)
    _swiftc(ctx, [arguments], ctx.files.srcs, [executable], "SwiftLink", transitive = [objects])
    return [DefaultInfo(executable = executable, files = depset([executable]))]

_attrs = {
    "srcs": attr.label_list(allow_files = [".swift"]),
    "deps": attr.label_list(),
    "module_name": attr.string(),
}

swift_library = rule(implementation = _swift_library_impl, attrs = _attrs)
swift_binary = rule(implementation = _swift_binary_impl, attrs = _attrs, executable = True)
