/// Resolves type names as written in the sources to the qualified names of declared types.
///
/// A name is looked up the way Swift does for the cases the graph needs: from the innermost
/// enclosing type outwards (`Inner` inside `Outer` finds `Outer.Inner`), then at the top level; a
/// leading module name (`Feature.GameComponent`, `Graft.Component`) is dropped when it names a known
/// module and the rest resolves.
struct NameLookup {
    /// Qualified names of every declared type and typealias.
    let declared: Set<String>
    /// Modules a leading name component may be.
    let modules: Set<String>

    /// The qualified name `type` refers to from inside `scope`, or nil when it names no declared type.
    func resolve(_ type: TypeName, from scope: String?) -> String? {
        guard case .nominal(let components) = type else { return nil }
        return resolve(components.map(\.name), from: scope)
    }

    func resolve(_ names: [String], from scope: String?) -> String? {
        guard !names.isEmpty else { return nil }
        if let found = resolveInScopes(names, from: scope) { return found }
        if names.count > 1, modules.contains(names[0]) {
            return resolveInScopes(Array(names.dropFirst()), from: nil)
        }
        return nil
    }

    private func resolveInScopes(_ names: [String], from scope: String?) -> String? {
        let written = names.count == 1 ? names[0] : names.joined(separator: ".")
        if var prefix = scope {
            while true {
                let candidate = prefix + "." + written
                if declared.contains(candidate) { return candidate }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        return declared.contains(written) ? written : nil
    }
}
