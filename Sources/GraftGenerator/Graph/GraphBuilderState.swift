/// The graph builder's working state: the compiled declarations, name lookup and diagnostics.
struct GraphBuilderState {
    let files: [ParsedFile]
    let evaluator: IfConfigEvaluator
    var diagnostics: [Diagnostic] = []
    var declarations: [ActiveDeclaration] = []
    /// Typealiases by key.
    var aliases: [String: TypealiasDeclaration] = [:]
    var lookup = NameLookup(declared: [:], modules: [])
    /// Class and extension declarations by the key of the type they declare or extend.
    var declarationsByScope: [String: [ActiveDeclaration]] = [:]
    /// Where names are looked up from in each file, by path.
    var contexts: [String: NameLookup.Context] = [:]
    /// Conditions the evaluator could not decide around declarations that may shape the graph.
    /// With the first directive that uses each.
    var undecided: [IfConfigAtom: SourceLocation] = [:]
    /// For each `#if` block met (by its identity), whether it and the blocks around it are taken:
    /// each block is decided once, however many declarations it holds or blocks it nests.
    var activeBlocks: [ObjectIdentifier: Bool] = [:]
    /// The blocks whose undecided conditions are recorded in `undecided`.
    var notedBlocks: Set<ObjectIdentifier> = []
    /// The blocks whose assumptions are in `diagnostics`.
    var reportedBlocks: Set<ObjectIdentifier> = []
    /// The `#if` conditions around extensions, by the last name of the extended type, compiled or
    /// not: an extension of a component in any branch may hold providers.
    var conditionalExtensions: [String: [IfConfigCondition]] = [:]
    /// Classes and protocols with an inheritance clause under `#if`, compiled or not, whose names
    /// do not say whether they belong to the graph; decided once components and protocols are known.
    var conditionalCandidates: [(declaration: TypeDeclaration, context: NameLookup.Context)] = []

    init(files: [ParsedFile], evaluator: IfConfigEvaluator) {
        self.files = files
        self.evaluator = evaluator
    }

    mutating func build() -> (DependencyGraph, [Diagnostic]) {
        collectActiveDeclarations()
        let (protocols, pluginExtensions) = buildProtocols()
        let classified = classifyComponents()
        noteConditionalGraphDeclarations(
            components: Set(classified.map(\.declaration.key)), protocols: Set(protocols.keys).union(pluginExtensions.keys)
        )
        // Candidates are unique by key; a component's id is its candidate's index. Generic bases
        // are no components, but their subclasses inherit their providers and creations.
        let byKey = Dictionary(uniqueKeysWithValues: classified.map { ($0.declaration.key, $0) })
        let candidates = classified.filter { !$0.isGenericBase }
        let ids = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { ($1.declaration.key, $0) })
        let dependencies = resolveDependencies(candidates, protocols: protocols, byKey: byKey)
        let nameCounts = Dictionary(candidates.map { ($0.declaration.declaration.qualifiedName, 1) }, uniquingKeysWith: +)
        var components = concurrentMap(Array(candidates.indices)) { state, id in
            let candidate = candidates[id]
            let isShared = nameCounts[candidate.declaration.declaration.qualifiedName, default: 0] > 1
            return state.makeComponent(
                id: id, candidate: candidate, byKey: byKey, dependency: dependencies[candidate.declaration.key], showsModule: isShared
            )
        }
        resolvePlugins(candidates, byKey: byKey, ids: ids, components: &components, pluginExtensions: pluginExtensions)
        let edges = findEdges(components: components, byKey: byKey, ids: ids)
        return (
            DependencyGraph(
                components: components, protocols: protocols, pluginExtensions: pluginExtensions, edges: edges, undecidedLocations: undecided,
                shadowedModules: lookup.modules.filter { lookup.declared[$0] != nil }, nestingModules: nestingModules()
            ),
            diagnostics
        )
    }

    // MARK: - Work on every core

    /// `items.map { body(&self, $0) }` with the calls spread over the available cores, in a few
    /// contiguous chunks. Each chunk works on its own copy of the state (one copy per chunk: copies
    /// shared by the cores would have them contend for reference counts); the diagnostics and
    /// undecided conditions the calls record are merged back in item order, so the outcome is
    /// exactly that of the calls made one after another. `body` may change nothing else: other
    /// changes to its copy are dropped.
    mutating func concurrentMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ body: @Sendable (inout GraphBuilderState, Item) -> Result
    ) -> [Result] {
        var start = self
        start.diagnostics = []
        start.undecided = [:]
        let shared = start
        let chunks = ConcurrentMap.chunks(of: items.count)
        let outcomes = ConcurrentMap.map(chunks) { range in
            var local = shared
            let results = items[range].map { body(&local, $0) }
            return (results, local.diagnostics, local.undecided)
        }
        var results: [Result] = []
        results.reserveCapacity(items.count)
        for (chunk, diagnostics, undecided) in outcomes {
            results += chunk
            self.diagnostics += diagnostics
            for (atom, location) in undecided where self.undecided[atom].map({ location < $0 }) ?? true {
                self.undecided[atom] = location
            }
        }
        return results
    }

    // MARK: - Active declarations

    /// What one file contributes to the builder's tables (`collect(_:)`).
    private struct FileDeclarations: Sendable {
        var context: NameLookup.Context
        var active: [ActiveDeclaration] = []
        /// Each declared type's or typealias's qualified name, with the file's module (`""` without one).
        var declared: [(name: String, module: String)] = []
        var aliases: [(key: String, alias: TypealiasDeclaration)] = []
        /// The last name of each extended type with the condition around the extension.
        var conditionalExtensions: [(name: String, condition: IfConfigCondition)] = []
        var conditionalCandidates: [(declaration: TypeDeclaration, context: NameLookup.Context)] = []
    }

    private mutating func collectActiveDeclarations() {
        // Each file is sorted out on its own, on every core; the tables are filled in file order.
        let collected = concurrentMap(files) { state, file in state.collect(file) }
        var declared: [String: NameLookup.DeclaringModules] = [:]
        declared.reserveCapacity(collected.reduce(0) { $0 + $1.declared.count })
        contexts.reserveCapacity(files.count)
        declarations.reserveCapacity(collected.reduce(0) { $0 + $1.active.count })
        var modules = GraphBuilder.runtimeModules
        for (file, found) in zip(files, collected) {
            if let module = file.module { modules.insert(module) }
            contexts[file.path] = found.context
            declarations += found.active
            for (name, module) in found.declared where declared[name]?.insert(module) == nil {
                declared[name] = NameLookup.DeclaringModules(module)
            }
            for (key, alias) in found.aliases where aliases[key] == nil { aliases[key] = alias }
            for (name, condition) in found.conditionalExtensions { conditionalExtensions[name, default: []].append(condition) }
            conditionalCandidates += found.conditionalCandidates
        }
        lookup = NameLookup(declared: declared, modules: modules)
        // The scope of each class and extension (an extension's is looked up): on every core.
        let scoped = declarations.filter { $0.declaration.kind == .class || $0.declaration.kind == .extension }
        let scopes = concurrentMap(scoped) { state, active in state.scope(of: active) }
        declarationsByScope.reserveCapacity(scoped.count)
        for (active, scope) in zip(scoped, scopes) {
            declarationsByScope[scope, default: []].append(active)
        }
    }

    /// The declarations of `file` that are compiled, its typealiases and the conditions around
    /// those that shape the graph in any branch.
    private mutating func collect(_ file: ParsedFile) -> FileDeclarations {
        // The compiler is the judge of malformed Swift; here it only means Graft may have missed
        // declarations, so lexer and parser problems are warnings. A limit of Graft's own is not
        // malformed Swift: the compiler accepts the file while Graft lost the rest of it, so it
        // stays an error.
        diagnostics += file.diagnostics.map { $0.severity == .error && !$0.id.isReaderLimit ? $0.with(severity: .warning) : $0 }
        // Every import is kept, with its condition, for the emitter to mirror (`#elseif
        // canImport(AppKit)` too); names are looked up through the compiled ones.
        let imports = file.imports
        let compiled = imports.filter { isActive($0.condition) }
        var context = NameLookup.Context(module: file.module, imports: Set(compiled.map(\.module)))
        for scoped in compiled where scoped.kind != nil && scoped.path.count == 2 {
            context.scopedImports[scoped.path[1]] = scoped.module
        }
        var found = FileDeclarations(context: context)
        for declaration in file.types {
            // Classes that look like components, protocols that look like dependencies and
            // extensions (which may hold providers) shape the graph whichever branch holds them.
            if let condition = declaration.condition {
                if declaration.kind == .extension {
                    found.conditionalExtensions.append((declaration.name.lastDotSeparatedPart, condition))
                } else if declaration.looksLikeGraphDeclaration {
                    noteUndecided(in: condition)
                } else if declaration.kind == .class || declaration.kind == .protocol, !declaration.inheritedTypes.isEmpty {
                    found.conditionalCandidates.append((declaration, context))
                }
            }
            guard isActive(declaration.condition) else { continue }
            found.active.append(ActiveDeclaration(declaration: declaration, module: file.module, imports: imports, context: context))
            // An extension declares no name: `extension Component {}` is not a type `Component`.
            if declaration.kind != .extension {
                found.declared.append((declaration.qualifiedName, file.module ?? ""))
            }
        }
        for alias in file.typealiases where isActive(alias.condition) {
            found.aliases.append((DeclarationKey.make(module: file.module, qualifiedName: alias.qualifiedName), alias))
            found.declared.append((alias.qualifiedName, file.module ?? ""))
        }
        return found
    }

    /// The module Swift qualifies each declaration nested in another module's type with
    /// (`DependencyGraph.nestingModules`).
    private func nestingModules() -> [String: String] {
        var result: [String: String] = [:]
        for active in declarations where active.declaration.kind != .extension {
            let name = active.declaration.qualifiedName
            guard let module = active.module, let dot = name.firstIndex(of: ".") else { continue }
            let outermost = String(name[..<dot])
            if lookup.declared[outermost]?.contains(module) == true { continue }
            let found = lookup.resolve(single: outermost, from: nil, in: active.context)
            result[active.key] = found.flatMap(DeclarationKey.module(of:)) ?? ""
        }
        return result
    }

    /// Records the undecided conditions around classes whose superclass turned out to be a component
    /// (through a typealias or a differently named component class) and protocols refining a
    /// dependency protocol, compiled in this configuration or not: the graph differs with them.
    private mutating func noteConditionalGraphDeclarations(components: Set<String>, protocols: Set<String>) {
        for (declaration, context) in conditionalCandidates {
            let scope = declaration.inheritanceScope
            let isGraphDeclaration: Bool
            if declaration.kind == .class, let superclass = declaration.inheritedTypes.first {
                switch componentBase(of: superclass.type, location: superclass.location, text: superclass.text, from: scope, in: context, depth: 0) {
                case .component, .bootstrap, .nonCore, .pluginized: isGraphDeclaration = true
                case .subclass(let key): isGraphDeclaration = components.contains(key)
                case nil: isGraphDeclaration = false
                }
            } else {
                isGraphDeclaration = declaration.inheritedTypes.contains { inherited in
                    lookup.resolve(inherited.type, from: scope, in: context).map(protocols.contains) ?? false
                }
            }
            if isGraphDeclaration { noteUndecided(in: declaration.condition) }
        }
    }

    /// Records the conditions in `condition` the evaluator cannot decide, each with its first
    /// directive; a block already looked at (and so the blocks around it) is not looked at again.
    mutating func noteUndecided(in condition: IfConfigCondition?) {
        var block = condition
        while let current = block, notedBlocks.insert(current.identity).inserted {
            let branch = current.innermostBranch
            for atom in evaluator.undecided(in: branch) where undecided[atom].map({ branch.location < $0 }) ?? true {
                undecided[atom] = branch.location
            }
            block = current.outer
        }
    }

    /// Whether a member is compiled; records the assumptions when it is used by the graph.
    mutating func isActive(_ condition: IfConfigCondition?, used: Bool) -> Bool {
        guard let condition else { return true }
        noteUndecided(in: condition)
        if used { reportAssumptions(in: condition) }
        return isActive(condition)
    }

    /// Whether a declaration under `condition` is compiled, each block decided once.
    private mutating func isActive(_ condition: IfConfigCondition?) -> Bool {
        guard let condition else { return true }
        let (known, undecidedBlocks) = condition.unknownBlocks { activeBlocks[$0] }
        var active = known ?? true
        for current in undecidedBlocks {
            active = active && evaluator.isActive(current.innermostBranch).active
            activeBlocks[current.identity] = active
        }
        return active
    }

    /// Adds to the diagnostics the assumptions the evaluator made to decide `condition`: a
    /// warning at each directive whose condition it could not decide, once per block.
    mutating func reportAssumptions(in condition: IfConfigCondition?) {
        var block = condition
        while let current = block, reportedBlocks.insert(current.identity).inserted {
            diagnostics += evaluator.isActive(current.innermostBranch).assumptions
            block = current.outer
        }
    }

    /// The key of the scope names inside a declaration are looked up from: for an extension, the
    /// type it extends.
    func scope(of active: ActiveDeclaration) -> String {
        if active.declaration.kind == .extension {
            let name = active.declaration.name
            return lookup.resolve(name.dotSeparatedParts, from: nil, in: active.context) ?? name
        }
        return active.key
    }

    // MARK: - Names

    /// Whether `type` names one of the runtime's types (`Dependency`, `Graft.Dependency`…) rather
    /// than a type declared in the sources.
    /// It does when lookup from `context` reaches no declaration of the sources: a type of the same
    /// name in a module the file does not import, or an extension, changes nothing.
    func namesRuntimeType(_ type: TypeName, _ name: String, from scope: String?, in context: NameLookup.Context) -> Bool {
        guard case .nominal(let components) = type, components.last?.name == name else { return false }
        if lookup.resolveVisible(type, from: scope, in: context) != nil { return false }
        return GraphBuilder.isRuntimeSpelling(components)
    }

    /// A typealias's target with its generic parameters replaced by `arguments`, and the scope its
    /// names are looked up from (the alias's enclosing type; nil at the top level).
    func expand(_ alias: TypealiasDeclaration, arguments: [TypeName]) -> (target: TypeName, scope: String?) {
        let mapping = Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return (substitute(alias.target, mapping), alias.qualifiedName.beforeLastDot)
    }

    /// Replaces generic parameters by arguments in a typealias target.
    func substitute(_ type: TypeName, _ mapping: [String: TypeName]) -> TypeName {
        guard !mapping.isEmpty else { return type }
        switch type {
        case .nominal(let components):
            if components.count == 1, components[0].arguments.isEmpty, let replacement = mapping[components[0].name] {
                return replacement
            }
            return .nominal(components.map { TypeName.NameComponent(name: $0.name, arguments: $0.arguments.map { substitute($0, mapping) }) })
        case .optional(let wrapped): return .optional(substitute(wrapped, mapping))
        case .array(let element): return .array(substitute(element, mapping))
        case .dictionary(let key, let value): return .dictionary(key: substitute(key, mapping), value: substitute(value, mapping))
        default: return type
        }
    }
}
