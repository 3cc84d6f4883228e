/// A node of the dependency graph at run time: a component instance and its place in the tree.
public protocol Scope: AnyObject {
    /// The component that created this one, or `nil` for a root.
    var parent: (any Scope)? { get }

    /// The type names of the components from the root down to this one, for diagnostics.
    ///
    /// The path is computed on demand by walking the parents; creating a component never builds it.
    var path: [String] { get }
}

extension Scope {
    /// The path written the way Graft's diagnostics write it: `^->Root->LoggedIn->Game`.
    public var pathDescription: String {
        (["^"] + path).joined(separator: "->")
    }
}

extension Scope {
    /// Walks the parents of `scope` and returns the type names from the root down to `scope`.
    static func typePath(of scope: any Scope) -> [String] {
        var names: [String] = []
        var current: (any Scope)? = scope
        while let node = current {
            names.append(String(describing: type(of: node)))
            current = node.parent
        }
        return names.reversed()
    }
}
