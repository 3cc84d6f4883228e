/// Reads a declaration's key as `DependencyGraph` holds it: its module and its name qualified by
/// enclosing types, written `Module::Outer.Inner` (Swift's module selector), or `Outer.Inner` for
/// sources not grouped by module (`NameLookup.key(of:)` makes them).
enum DeclarationKey {
    /// The module part of a key; nil for sources not grouped by module.
    static func module(of key: String) -> String? {
        key.utf8.firstIndex(of: UInt8(ascii: ":")).map { String(key[..<$0]) }
    }

    /// The qualified name part of a key: `Module::Outer.Inner` → `Outer.Inner`.
    static func qualifiedName(of key: String) -> String {
        // Names never contain `:`, so the first one starts the separator.
        guard let colon = key.utf8.firstIndex(of: UInt8(ascii: ":")) else { return key }
        return String(key.utf8[key.utf8.index(colon, offsetBy: 2)...]) ?? key
    }
}
