/// What generated code in the output module may name of other modules: the one rule behind the
/// resolver's visibility errors, the emitter's `@retroactive` and the test doubles' `@testable import`.
///
/// Generated code names every component on a path, conforms providers to dependency protocols and
/// reads the properties it binds. A declaration of the output module itself (or of sources given
/// without modules) must be at least `internal`; one of a module of the output module's package at
/// least `package`; one of another package's module `public`.
struct Visibility: Sendable {
    /// The module the generated code compiles into; nil when the sources are one module.
    let outputModule: String?
    /// The other modules of the output module's package.
    let packageModules: Set<String>

    /// The access a declaration of `module` needs for generated code to name it.
    func required(_ module: String?) -> AccessLevel {
        guard let outputModule, let module, module != outputModule else { return .internal }
        return packageModules.contains(module) ? .package : .public
    }

    /// Whether generated code cannot name a declaration of `module` declared with `access`: the
    /// providers' build fails, or, for test doubles, their module imports it `@testable`.
    func isHidden(_ module: String?, _ access: AccessLevel) -> Bool {
        access < required(module)
    }

    /// How to fix a hidden declaration of `module`, as the diagnostics say it.
    func fix(_ module: String?) -> String {
        switch required(module) {
        case .internal: "make it internal"
        case .package: "make it package or public"
        default: "make it public"
        }
    }

    /// Whether generated code conforming a type of `module` to a protocol marks the conformance
    /// `@retroactive`: the type is another package's (within a package the mark is an error).
    func isRetroactive(_ module: String?) -> Bool {
        guard let outputModule, let module else { return false }
        return module != outputModule && !packageModules.contains(module)
    }
}
