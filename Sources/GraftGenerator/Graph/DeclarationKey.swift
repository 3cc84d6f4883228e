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
        key.utf8.firstIndex(of: UInt8(ascii: ":")).map { String(key[..<$0]) }
    }

    /// The qualified name part of a key: `Module::Outer.Inner` → `Outer.Inner`.
    static func qualifiedName(of key: String) -> String {
        // Names never contain `:`, so the first one starts the separator.
        guard let colon = key.utf8.firstIndex(of: UInt8(ascii: ":")) else { return key }
        return String(key.utf8[key.utf8.index(colon, offsetBy: 2)...]) ?? key
    }
}

extension String {
    /// The dot-separated parts of a qualified name, split on bytes rather than characters (names
    /// are compared and split millions of times in a large graph).
    var dotSeparatedParts: [String] {
        utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The last dot-separated part: `Outer.Inner` → `Inner`.
    var lastDotSeparatedPart: String {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self }
        return String(utf8[utf8.index(after: dot)...]) ?? self
    }

    /// Everything before the last dot, or nil without one: `Outer.Inner` → `Outer`.
    var beforeLastDot: String? {
        utf8.lastIndex(of: UInt8(ascii: ".")).map { String(self[..<$0]) }
    }
}
