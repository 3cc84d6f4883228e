/// A declaration's identity: its module and its name qualified by enclosing types, written
/// `Module::Outer.Inner` (Swift's module selector), or `Outer.Inner` for sources not grouped by
/// module. Same-named declarations of different modules have different keys.
enum DeclarationKey {
    /// The key of `qualifiedName` declared in `module` (`""` or nil: not grouped by module).
    static func make(module: String?, qualifiedName: String) -> String {
        guard let module, !module.isEmpty else { return qualifiedName }
        return module + "::" + qualifiedName
    }

    /// The module part of a key; nil for sources not grouped by module.
    static func module(of key: String) -> String? {
        key.firstIndex(of: ":").map { String(key[..<$0]) }
    }

    /// The qualified name part of a key: `Module::Outer.Inner` → `Outer.Inner`.
    static func qualifiedName(of key: String) -> String {
        // Names never contain `:`, so the first one starts the separator.
        key.firstIndex(of: ":").map { String(key[key.index($0, offsetBy: 2)...]) } ?? key
    }
}
