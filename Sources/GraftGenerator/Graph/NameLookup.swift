/// Resolves type names as written in the sources to the declarations they name, as
/// `DeclarationKey`s (`Module::Outer.Inner`).
///
/// A name is looked up the way Swift does for the cases the graph needs: from the innermost
/// enclosing type outwards (`Inner` inside `Outer` finds `Outer.Inner`), then at the top level; a
/// leading module name (`Feature.GameComponent`, `Graft.Component`) restricts the lookup to that
/// module. Only declarations the looking file can see count first: those of its own module and of
/// the modules it imports. Extensions declare nothing, so `extension Component {}` never hides
/// Graft's `Component`.
struct NameLookup {
    /// Where a name is looked up from: the module of the file and the modules it imports.
    struct Context: Sendable {
        /// The file's module; nil when the inputs are not grouped by module (all one module).
        let module: String?
        /// The modules the file imports, under the `#if` branches that are compiled.
        let imports: Set<String>
        /// For each type imported by a scoped import (`import class Core.Logger`), its module: the
        /// name means that module's declaration, whatever other imported modules declare it.
        var scopedImports: [String: String] = [:]
    }

    /// The modules that declare one name (`""` for files without a module): nearly always one,
    /// held without a set, so that a table of tens of thousands of names makes no set for each.
    struct DeclaringModules: Sendable {
        /// The module found first.
        private let module: String
        /// Any others, in no order (empty, with nothing allocated, for nearly every name).
        private var others: Set<String> = []

        /// The modules of a name declared in `module`.
        init(_ module: String) {
            self.module = module
        }

        /// Adds a module that declares the name too.
        mutating func insert(_ other: String) {
            if other != module { others.insert(other) }
        }

        /// Whether more than one module declares the name.
        var hasOthers: Bool { !others.isEmpty }

        /// Whether `candidate` declares the name.
        func contains(_ candidate: String) -> Bool {
            candidate == module || others.contains(candidate)
        }

        /// The declaring modules that are among `modules`, sorted.
        func all(among modules: Set<String>) -> [String] {
            ([module] + others).filter(modules.contains).sorted()
        }

        /// The least, in string order, of the declaring modules that are among `modules` (of
        /// all of them when `modules` is nil); nil when none is.
        func least(among modules: Set<String>?) -> String? {
            var least: String? = (modules?.contains(module) ?? true) ? module : nil
            for other in others where modules?.contains(other) ?? true {
                if least.map({ other < $0 }) ?? true { least = other }
            }
            return least
        }
    }

    /// For each qualified name of a declared type or typealias, the modules that declare it.
    let declared: [String: DeclaringModules]
    /// Modules a leading name component may be.
    let modules: Set<String>
    /// The parts after the first of every declared qualified name (`Inner` of `Outer.Inner`): a
    /// name looked up from inside a type can only mean a nested type when its first part is one of
    /// these, so most lookups skip the walk through the enclosing scopes.
    private let nestedNames: Set<String>

    /// Creates a lookup over the declared names.
    init(declared: [String: DeclaringModules], modules: Set<String>) {
        self.declared = declared
        self.modules = modules
        var nested: Set<String> = []
        for name in declared.keys where name.utf8.contains(UInt8(ascii: ".")) {
            nested.formUnion(name.split(separator: ".").dropFirst().map(String.init))
        }
        nestedNames = nested
    }

    /// The key of the declaration `type` refers to from inside `scope` (a key or a qualified name), or nil
    /// when it names no declared type. A declaration visible from `context` is preferred: the
    /// file's own module first, as in Swift, then the modules it imports. Without one, a
    /// declaration in a module the file does not import is still found, as the compiler would
    /// report that import missing rather than pick another type.
    func resolve(_ type: TypeName, from scope: String?, in context: Context? = nil) -> String? {
        guard case .nominal(let components) = type else { return nil }
        return resolve(components.map(\.name), from: scope, in: context)
    }

    /// `resolve(_:from:in:)` for a name given as its dot-separated parts.
    func resolve(_ names: [String], from scope: String?, in context: Context? = nil) -> String? {
        resolveVisible(names, from: scope, in: context) ?? (context == nil ? nil : resolveVisible(names, from: scope, in: nil))
    }

    /// `resolve(_:from:in:)` for a name of one part (`Service`), the usual case, without an array.
    func resolve(single name: String, from scope: String?, in context: Context? = nil) -> String? {
        resolveInScopes(first: name, written: name, from: scope, choice: .visible(context))
            ?? (context == nil ? nil : resolveInScopes(first: name, written: name, from: scope, choice: .visible(nil)))
    }

    /// The key of the declaration `type` refers to among those visible from `context` only: nil
    /// means the name reaches no declaration of the sources, so it may be one of Graft's own types.
    func resolveVisible(_ type: TypeName, from scope: String?, in context: Context?) -> String? {
        guard case .nominal(let components) = type else { return nil }
        return resolveVisible(components.map(\.name), from: scope, in: context)
    }

    private func resolveVisible(_ names: [String], from scope: String?, in context: Context?) -> String? {
        guard let first = names.first else { return nil }
        let written = names.count == 1 ? first : names.joined(separator: ".")
        if names.count > 1, modules.contains(first) {
            // `Module.Name`: a name of that module, never a same-named type elsewhere. A nested
            // type of the same name as a module (`Feature.Inner` inside a type `Feature`) is tried first.
            if let nested = resolveInScopes(first: first, written: written, from: scope, choice: .visible(context)) {
                return nested
            }
            let rest = names.dropFirst()
            return resolveInScopes(
                first: names[1], written: rest.count == 1 ? names[1] : rest.joined(separator: "."), from: nil, choice: .module(first))
        }
        return resolveInScopes(first: first, written: written, from: scope, choice: .visible(context))
    }

    /// Which of the modules that declare a name a lookup takes.
    private enum Choice {
        /// The one visible from the context (`visibleModule(_:from:)`); the least of all without one.
        case visible(Context?)
        /// This module, if it declares the name.
        case module(String)

        func module(among declaringModules: DeclaringModules, name: String) -> String? {
            switch self {
            case .visible(let context?): NameLookup.visibleModule(declaringModules, name: name, from: context)
            case .visible(nil): declaringModules.least(among: nil)
            case .module(let module): declaringModules.contains(module) ? module : nil
            }
        }
    }

    /// Which of the modules declaring `name` the name means from `context`: the file's own module
    /// shadows imported ones, and a scoped import the others; among other imports the choice is the
    /// compiler's ambiguity error (`ambiguous-type`), so any one will do (the first, for determinism).
    private static func visibleModule(_ declaringModules: DeclaringModules, name: String, from context: Context) -> String? {
        let own = context.module ?? ""
        if declaringModules.contains(own) { return own }
        if declaringModules.contains("") { return "" }
        if let scoped = context.scopedImports[name], declaringModules.contains(scoped) { return scoped }
        return declaringModules.least(among: context.imports)
    }

    /// The modules, sorted, that make the one-part top-level name `name` ambiguous for type lookup
    /// in a file seen from `context`: two or more of the modules it imports declare it, and neither
    /// its own module nor a file outside any module does. Empty when the name is not ambiguous there
    /// (nearly always). A nested type of that name in an enclosing `scope` is found first, as in Swift.
    func ambiguousModules(of name: String, from scope: String?, in context: Context) -> [String] {
        guard let declaringModules = declared[name], declaringModules.hasOthers,
            !declaringModules.contains(context.module ?? ""), !declaringModules.contains(""), context.scopedImports[name] == nil
        else { return [] }
        let resolved = resolveInScopes(first: name, written: name, from: scope, choice: .visible(context))
        guard let resolved, DeclarationKey.qualifiedName(of: resolved) == name else { return [] }
        let modules = declaringModules.all(among: context.imports)
        return modules.count > 1 ? modules : []
    }

    /// The name `written` (dot-separated parts, the first `first`) looked up from inside `scope`
    /// outwards, then at the top level.
    private func resolveInScopes(first: String, written: String, from scope: String?, choice: Choice) -> String? {
        if nestedNames.contains(first), var prefix = scope.map(DeclarationKey.qualifiedName(of:)) {
            while true {
                let candidate = prefix + "." + written
                if let declaringModules = declared[candidate], let module = choice.module(among: declaringModules, name: first) {
                    return DeclarationKey.make(module: module, qualifiedName: candidate)
                }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = String(prefix[..<dot])
            }
        }
        if let declaringModules = declared[written], let module = choice.module(among: declaringModules, name: first) {
            return DeclarationKey.make(module: module, qualifiedName: written)
        }
        return nil
    }
}
