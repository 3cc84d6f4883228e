/// A qualified name of the sources, whichever module declares it (`Outer.Inner`): a node of the
/// tree of names, numbered in the order the names were met. Nested types of another module's type
/// (`extension Env { protocol P }` in module Profile) share the node of their name with it.
struct NamePath: Hashable, Sendable {
    let index: Int32

    /// Its number, mixed once (`NumberHash`), not hashed with SipHash.
    func _rawHashValue(seed: Int) -> Int {
        NumberHash.hash(UInt64(UInt32(bitPattern: index)), seed: seed)
    }
}

/// A type or typealias the sources declare: a qualified name declared in one module. Same-named
/// declarations of different modules are different symbols. A number of one table: graphs built
/// for two `#if` configurations number their symbols each on its own, so values of two graphs are
/// compared by key (`NameLookup.key(of:)`).
struct SymbolID: Hashable, Sendable {
    let index: Int32

    /// Its number, mixed once (`NumberHash`), not hashed with SipHash.
    func _rawHashValue(seed: Int) -> Int {
        NumberHash.hash(UInt64(UInt32(bitPattern: index)), seed: seed)
    }
}

/// The symbol table of the sources: their declared names as a tree of `NamePath`s and their
/// declarations as `SymbolID`s, and the lookup of type names as written in the sources.
///
/// A name is looked up the way Swift does for the cases the graph needs: from the innermost
/// enclosing type outwards (`Inner` inside `Outer` finds `Outer.Inner`), then at the top level; a
/// leading module name (`Feature.GameComponent`, `Graft.Component`) restricts the lookup to that
/// module. Only declarations the looking file can see count first: those of its own module and of
/// the modules it imports. Extensions declare nothing, so `extension Component {}` never hides
/// Graft's `Component`. A `private` or `fileprivate` declaration belongs to its file: two files
/// of a module may each declare `private protocol Greeter`, and each file sees its own.
struct NameLookup: Sendable {
    /// Where a name is looked up from: the module of the file and the modules it imports.
    struct Context: Sendable {
        /// The file's module; nil when the inputs are not grouped by module (all one module).
        let module: String?
        /// The modules the file imports, under the `#if` branches that are compiled.
        let imports: Set<String>
        /// For each type imported by a scoped import (`import class Core.Logger`), its module: the
        /// name means that module's declaration, whatever other imported modules declare it.
        var scopedImports: [Name: String] = [:]
        /// The file's number among the builder's files; -1 for a lookup from no file in
        /// particular, which sees every file's private declarations.
        var file: Int32 = -1
    }

    /// Modules a leading name component may be.
    let modules: Set<String>
    /// The same modules as names, which a written name's first part is compared with.
    private let moduleNames: Set<Name>

    // The tree of names, indexed by `NamePath.index`.
    /// Each name's enclosing name; -1 at the top level.
    private var parents: [Int32] = []
    /// Each name's last part.
    private var names: [Name] = []
    /// Each name, qualified: `Outer.Inner`.
    private var qualifiedNames: [String] = []
    /// Each name's first declaration (-1: none); the others follow through `nextSymbols`.
    private var firstSymbols: [Int32] = []
    /// The names by enclosing name and last part.
    private var children = IntegerMap()

    // The declarations, indexed by `SymbolID.index`.
    /// Each declaration's name.
    private var paths: [Int32] = []
    /// Each declaration's module (`""` for sources not grouped by module).
    private var symbolModules: [String] = []
    /// The next declaration of the same name (-1: none).
    private var nextSymbols: [Int32] = []
    /// The file a `private` or `fileprivate` declaration belongs to (-1: the whole module's).
    private var symbolFiles: [Int32] = []
    /// Each declaration's key: `Module::Outer.Inner`, or `Outer.Inner` without a module (the
    /// generated code's and the messages' identity of a declaration, made once).
    private var keys: [String] = []
    /// Each name's superclass's node, when the name is a component class whose superclass the
    /// sources declare (-1 or past the end: none): a class's inherited members are looked up before
    /// its enclosing scopes (`inherit(_:from:)`).
    private var superclasses: [Int32] = []

    /// The key of the name `name` inside node `parent` (-1: at the top level) in `children`.
    private static func child(_ parent: Int32, _ name: Name) -> UInt64 {
        UInt64(UInt32(bitPattern: parent &+ 1)) << 32 | UInt64(name.index)
    }

    /// An empty table; `modules` are the module names a leading name component may be.
    init(modules: Set<String>) {
        self.modules = modules
        moduleNames = Set(modules.map(Name.init))
    }

    // MARK: - Building

    /// The node of the qualified name `parts`, added with its enclosing names when new. Every part
    /// is a node, an empty one too: the empty name of ``struct `` {}`` (which the compiler rejects)
    /// has a node of its own, as every declaration must.
    mutating func path<Parts: Sequence<Name>>(_ parts: Parts) -> NamePath {
        var node: Int32 = -1
        for name in parts {
            if let known = children[Self.child(node, name)] {
                node = known
                continue
            }
            let added = Int32(names.count)
            children.add(Self.child(node, name), added)
            qualifiedNames.append(node < 0 ? name.text : qualifiedNames[Int(node)] + "." + name.text)
            parents.append(node)
            names.append(name)
            firstSymbols.append(-1)
            node = added
        }
        return NamePath(index: node)
    }

    /// The declaration of the name at `node` in `module` (`""`: not grouped by module), added when
    /// new; `file` is the file a `private` or `fileprivate` one belongs to (-1: the whole module's).
    mutating func declare(_ node: NamePath, module: String, file: Int32 = -1) -> SymbolID {
        var current = firstSymbols[Int(node.index)]
        while current >= 0 {
            if symbolModules[Int(current)] == module, symbolFiles[Int(current)] == file { return SymbolID(index: current) }
            current = nextSymbols[Int(current)]
        }
        let added = Int32(paths.count)
        paths.append(node.index)
        symbolModules.append(module)
        symbolFiles.append(file)
        nextSymbols.append(firstSymbols[Int(node.index)])
        firstSymbols[Int(node.index)] = added
        keys.append(module.isEmpty ? qualifiedNames[Int(node.index)] : module + "::" + qualifiedNames[Int(node.index)])
        return SymbolID(index: added)
    }

    /// Records that the class `symbol` inherits from `superclass`: a name looked up from inside it is
    /// then looked up among the superclass's members (and its superclass's) before the enclosing
    /// scopes, as in Swift (`class Root: BaseRoot` sees `BaseRoot.Config` as `Config`). Classes of one
    /// qualified name in several modules share a node: the first superclass recorded for it stands.
    mutating func inherit(_ symbol: SymbolID, from superclass: SymbolID) {
        let node = Int(paths[Int(symbol.index)])
        if node >= superclasses.count { superclasses += repeatElement(-1, count: node + 1 - superclasses.count) }
        if superclasses[node] < 0 { superclasses[node] = paths[Int(superclass.index)] }
    }

    // MARK: - Reading

    /// The key of a declaration: `Module::Outer.Inner`, or `Outer.Inner` without a module.
    func key(of symbol: SymbolID) -> String { keys[Int(symbol.index)] }

    /// The module that declares it (`""` for sources not grouped by module).
    func module(of symbol: SymbolID) -> String { symbolModules[Int(symbol.index)] }

    /// Its qualified name's node.
    func path(of symbol: SymbolID) -> NamePath { NamePath(index: paths[Int(symbol.index)]) }

    /// The qualified name of a node: `Outer.Inner`.
    func qualifiedName(of path: NamePath) -> String { qualifiedNames[Int(path.index)] }

    /// The qualified name of a declaration.
    func qualifiedName(of symbol: SymbolID) -> String { qualifiedNames[Int(paths[Int(symbol.index)])] }

    /// The last part of a node's name: `Inner` of `Outer.Inner`.
    func lastName(of path: NamePath) -> Name { names[Int(path.index)] }

    /// The enclosing name of a node; nil at the top level.
    func parent(of path: NamePath) -> NamePath? {
        let parent = parents[Int(path.index)]
        return parent < 0 ? nil : NamePath(index: parent)
    }

    /// The names from the outermost to `path`'s: `[Outer, Inner]`.
    func parts(of path: NamePath) -> [Name] {
        var result: [Name] = []
        var node = path.index
        while node >= 0 {
            result.append(names[Int(node)])
            node = parents[Int(node)]
        }
        return result.reversed()
    }

    /// Whether a top-level type or typealias of this name is declared in any module.
    func declaresTopLevel(_ name: Name) -> Bool {
        children[Self.child(-1, name)].map { firstSymbols[Int($0)] >= 0 } ?? false
    }

    /// The declaration of the top-level name `name` in `module`, if there is one.
    func topLevelSymbol(_ name: Name, module: String) -> SymbolID? {
        children[Self.child(-1, name)].flatMap { symbol(at: $0, module: module) }
    }

    /// The declaration of `path` in `module`, or else the least module's (an extension in one
    /// module may nest a type in another's), if there is one.
    func symbol(of path: NamePath, module: String) -> SymbolID? {
        symbol(at: path.index, module: module) ?? leastSymbol(at: path.index, among: nil)
    }

    /// The declaration at `node` in `module` that `file` sees (-1: any file): the module's, or the
    /// file's own private one (Swift rejects a module having both); for no file, the module's first.
    private func symbol(at node: Int32, module: String, file: Int32 = -1) -> SymbolID? {
        var found: Int32 = -1
        var current = firstSymbols[Int(node)]
        while current >= 0 {
            if symbolModules[Int(current)] == module {
                let owner = symbolFiles[Int(current)]
                if owner < 0 || owner == file { return SymbolID(index: current) }
                if file < 0, found < 0 { found = current }
            }
            current = nextSymbols[Int(current)]
        }
        return found < 0 ? nil : SymbolID(index: found)
    }

    /// The declaration at `node` of the least module, in string order, among `allowed` (among all
    /// without it); another file's private declarations only for a lookup from no file.
    private func leastSymbol(at node: Int32, among allowed: Set<String>?, file: Int32 = -1) -> SymbolID? {
        var least: Int32 = -1
        var current = firstSymbols[Int(node)]
        while current >= 0 {
            let module = symbolModules[Int(current)]
            let owner = symbolFiles[Int(current)]
            if owner < 0 || file < 0 || owner == file, allowed?.contains(module) ?? true, least < 0 || module < symbolModules[Int(least)] {
                least = current
            }
            current = nextSymbols[Int(current)]
        }
        return least < 0 ? nil : SymbolID(index: least)
    }

    // MARK: - Lookup

    /// The declaration `type` refers to from inside `scope`, or nil when it names no declared type.
    /// A declaration visible from `context` is preferred: the file's own module first, as in Swift,
    /// then the modules it imports. Without one, a declaration in a module the file does not
    /// import is still found, as the compiler would report that import missing rather than pick
    /// another type.
    func resolve(_ type: TypeName, from scope: NamePath?, in context: Context? = nil) -> SymbolID? {
        guard case .nominal(let components) = type else { return nil }
        return resolve(components.map(\.identifier), from: scope, in: context)
    }

    /// `resolve(_:from:in:)` for a name given as its dot-separated parts.
    func resolve(_ names: [Name], from scope: NamePath?, in context: Context? = nil) -> SymbolID? {
        resolveVisible(names, from: scope, in: context) ?? (context == nil ? nil : resolveVisible(names, from: scope, in: nil))
    }

    /// `resolve(_:from:in:)` for a name of one part (`Service`), the usual case, without an array.
    func resolve(single name: Name, from scope: NamePath?, in context: Context? = nil) -> SymbolID? {
        resolveInScopes(CollectionOfOne(name), from: scope, choice: .visible(context))
            ?? (context == nil ? nil : resolveInScopes(CollectionOfOne(name), from: scope, choice: .visible(nil)))
    }

    /// The declaration `type` refers to among those visible from `context` only: nil means the
    /// name reaches no declaration of the sources, so it may be one of Graft's own types.
    func resolveVisible(_ type: TypeName, from scope: NamePath?, in context: Context?) -> SymbolID? {
        guard case .nominal(let components) = type else { return nil }
        return resolveVisible(components.map(\.identifier), from: scope, in: context)
    }

    private func resolveVisible(_ names: [Name], from scope: NamePath?, in context: Context?) -> SymbolID? {
        guard let first = names.first else { return nil }
        if names.count > 1, moduleNames.contains(first) {
            // `Module.Name`: a name of that module, never a same-named type elsewhere. A nested
            // type of the same name as a module (`Feature.Inner` inside a type `Feature`) is tried first.
            if let nested = resolveInScopes(names, from: scope, choice: .visible(context)) {
                return nested
            }
            return resolveInScopes(names.dropFirst(), from: nil, choice: .module(first.text, file: context?.file ?? -1))
        }
        return resolveInScopes(names, from: scope, choice: .visible(context))
    }

    /// Which of the declarations of a name a lookup takes.
    private enum Choice {
        /// The one visible from the context (`visibleSymbol(at:name:from:)`); the least of all without one.
        case visible(Context?)
        /// This module's, if it declares the name, as the file `file` sees it (-1: any file).
        case module(String, file: Int32)
    }

    private func symbol(at node: Int32, name: Name, choice: Choice) -> SymbolID? {
        switch choice {
        case .visible(let context?): visibleSymbol(at: node, name: name, from: context)
        case .visible(nil): leastSymbol(at: node, among: nil)
        case .module(let module, let file): symbol(at: node, module: module, file: file)
        }
    }

    /// Which declaration of a name `name` (its first written part) means from `context`: the
    /// file's own module shadows imported ones, and a scoped import the others; among other
    /// imports the choice is the compiler's ambiguity error (`ambiguous-type`), so any one will do
    /// (the least module, for determinism).
    private func visibleSymbol(at node: Int32, name: Name, from context: Context) -> SymbolID? {
        if let own = symbol(at: node, module: context.module ?? "", file: context.file) { return own }
        if let unmoduled = symbol(at: node, module: "", file: context.file) { return unmoduled }
        if let scoped = context.scopedImports[name], let symbol = symbol(at: node, module: scoped, file: context.file) { return symbol }
        return leastSymbol(at: node, among: context.imports, file: context.file)
    }

    /// The modules, sorted, that make the one-part top-level name `name` ambiguous for type lookup
    /// in a file seen from `context`: two or more of the modules it imports declare it, and neither
    /// its own module nor a file outside any module does. Empty when the name is not ambiguous there
    /// (nearly always). A nested type of that name in an enclosing `scope` is found first, as in Swift.
    func ambiguousModules(of name: Name, from scope: NamePath?, in context: Context) -> [String] {
        guard let node = children[Self.child(-1, name)], firstSymbols[Int(node)] >= 0,
            nextSymbols[Int(firstSymbols[Int(node)])] >= 0, symbol(at: node, module: context.module ?? "", file: context.file) == nil,
            symbol(at: node, module: "", file: context.file) == nil, context.scopedImports[name] == nil,
            let resolved = resolveInScopes(CollectionOfOne(name), from: scope, choice: .visible(context)), paths[Int(resolved.index)] == node
        else { return [] }
        var modules: [String] = []
        var current = firstSymbols[Int(node)]
        while current >= 0 {
            if symbolFiles[Int(current)] < 0, context.imports.contains(symbolModules[Int(current)]) { modules.append(symbolModules[Int(current)]) }
            current = nextSymbols[Int(current)]
        }
        return modules.count > 1 ? modules.sorted() : []
    }

    /// The name `parts` looked up from inside `scope` outwards, then at the top level; in a class,
    /// among its superclasses' members before the enclosing scope's.
    private func resolveInScopes<Parts: Collection<Name>>(_ parts: Parts, from scope: NamePath?, choice: Choice) -> SymbolID? {
        guard let first = parts.first else { return nil }
        var prefix = scope?.index ?? -1
        while true {
            var members = prefix
            // The class, then its superclasses (at most 64, against a cycle the compiler reports).
            for _ in 0..<64 {
                if let node = node(parts, under: members), let found = symbol(at: node, name: first, choice: choice) {
                    return found
                }
                guard members >= 0, Int(members) < superclasses.count, superclasses[Int(members)] >= 0 else { break }
                members = superclasses[Int(members)]
            }
            guard prefix >= 0 else { return nil }
            prefix = parents[Int(prefix)]
        }
    }

    /// The node of `parts` below `parent` (-1: at the top level), if that name is in the tree. A
    /// part after the first is also a member of a superclass of the type before it, as in Swift
    /// (`RootComponent.Config` for a `Config` that `RootComponent`'s superclass declares).
    private func node<Parts: Collection<Name>>(_ parts: Parts, under parent: Int32) -> Int32? {
        var node = parent
        var isFirst = true
        for part in parts {
            var owner = node
            var child = children[Self.child(owner, part)]
            // At most 64 superclasses, against a cycle the compiler reports.
            var hops = 0
            while child == nil, !isFirst, owner >= 0, Int(owner) < superclasses.count, superclasses[Int(owner)] >= 0, hops < 64 {
                owner = superclasses[Int(owner)]
                child = children[Self.child(owner, part)]
                hops += 1
            }
            guard let child else { return nil }
            node = child
            isFirst = false
        }
        return node
    }
}
