/// The graph builder's working state: the compiled declarations, name lookup and diagnostics.
struct GraphBuilderState {
    let files: [ParsedFile]
    let evaluator: IfConfigEvaluator
    var diagnostics: [Diagnostic] = []
    var declarations: [ActiveDeclaration] = []
    /// Typealiases by the symbol they declare.
    var aliases = SymbolMap<TypealiasDeclaration>()
    /// The symbol table: the declared names and their lookup.
    var lookup = NameLookup(modules: [])
    /// Class and extension declarations by the type they declare or extend.
    var declarationsByScope = SymbolMap<[ActiveDeclaration]>()
    /// Protocol declarations by the protocol they declare (the first of each), once
    /// `buildProtocols` has run.
    var protocolDeclarations = SymbolMap<ActiveDeclaration>()
    /// The types (of every kind) whose declarations `@available` restricts (`Availability.typeMark`),
    /// with what it says.
    var markedTypes: [SymbolID: Availability.Mark] = [:]
    /// The dependency and plugin extension protocols that require `Sendable`, and those that are
    /// `@available` restricts, once `buildProtocols` has run (`DependencyGraph.sendableProtocols`).
    var sendableProtocols = Set<SymbolID>()
    var markedProtocols: [SymbolID: Availability.Mark] = [:]
    /// `DependencyGraph.explicitlyImported`.
    var explicitlyImported: [String: Set<String>] = [:]
    /// Extensions of the runtime's component classes and `Scope` (`extension Component { … }`), by
    /// the runtime type each extends: what they add is a member of every component of that kind.
    var runtimeExtensions: [RuntimeComponentType: [ActiveDeclaration]] = [:]
    /// Extensions of types no declaration of the sources has, a protocol of another module
    /// (`extension CustomStringConvertible { var tag: String { … } }`), by the extended type's last
    /// name: what they add is a member of every component that conforms to it.
    var foreignExtensions: [Name: [ActiveDeclaration]] = [:]
    /// The compiled properties of `foreignExtensions` that have a requirement's name, which may
    /// provide, each with the last name of the type its extension extends; in source order.
    var foreignProviders: [(extended: Name, property: PropertyDeclaration)] = []
    /// Whether the sources extend any of their protocols: only then may a requirement have a
    /// default implementation (`markDefaults`).
    var protocolsAreExtended = false
    /// Whether the sources extend a runtime component type in any `#if` branch: only then are
    /// `runtimeExtensions` looked at for each component.
    var extendsRuntimeTypes = false
    /// Where names are looked up from in each file, in the order of `files`.
    var contexts: [NameLookup.Context] = []
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
    var conditionalExtensions: [Name: [IfConfigCondition]] = [:]
    /// Classes and protocols with an inheritance clause under `#if`, compiled or not, whose names
    /// do not say whether they belong to the graph; decided once components and protocols are known.
    var conditionalCandidates: [(declaration: TypeDeclaration, context: NameLookup.Context, scope: NamePath)] = []

    /// A builder of the graph of `files`. The files of a runtime module (`GraphBuilder.runtimeModules`)
    /// are the runtime itself, not part of any graph: a build system that hands the generator every
    /// module an app depends on hands it Graft's own sources too, whose `Component` would otherwise
    /// shadow the runtime's and leave the graph empty.
    init(files: [ParsedFile], evaluator: IfConfigEvaluator) {
        self.files = files.filter { !GraphBuilder.runtimeModules.contains($0.module ?? "") }
        self.evaluator = evaluator
    }

    mutating func build() -> (DependencyGraph, [Diagnostic]) {
        collectActiveDeclarations()
        let classified = classifyComponents()
        // From here on, names inside a component (and a protocol nested in one) are looked up among
        // its superclasses' members too, and `Sub.Nested` finds a superclass's nested type.
        for candidate in classified { if let superclass = candidate.superclass { lookup.inherit(candidate.symbol, from: superclass) } }
        let (protocols, pluginExtensions) = buildProtocols()
        if !foreignExtensions.isEmpty { collectForeignProviders(requirements: protocols.values.lazy.flatMap(\.requirements)) }
        noteConditionalGraphDeclarations(
            components: Set(classified.compactMap(\.declaration.symbol)), protocols: Set(protocols.keys).union(pluginExtensions.keys)
        )
        // Candidates are unique by symbol; a component's id is its candidate's index. Generic bases
        // are no components, but their subclasses inherit their providers and creations.
        let byKey = SymbolMap(classified.map { ($0.symbol, $0) })
        let candidates = classified.filter { !$0.isGenericBase }
        let ids = SymbolMap(candidates.enumerated().map { ($1.symbol, $0) })
        let dependencies = resolveDependencies(candidates, protocols: protocols, byKey: byKey)
        // Components of one qualified name (in several modules) share its node of the names' tree.
        let nameCounts = Dictionary(candidates.map { ($0.declaration.path, 1) }, uniquingKeysWith: +)
        var components = concurrentMap(Array(candidates.indices)) { state, id in
            let candidate = candidates[id]
            let isShared = nameCounts[candidate.declaration.path, default: 0] > 1
            return state.makeComponent(
                id: id, candidate: candidate, byKey: byKey, dependency: dependencies[candidate.symbol], showsModule: isShared
            )
        }
        resolvePlugins(candidates, byKey: byKey, ids: ids, components: &components, pluginExtensions: pluginExtensions)
        let edges = findEdges(components: components, byKey: byKey, ids: ids)
        var graph = DependencyGraph(
            names: lookup, components: components, protocols: protocols, pluginExtensions: pluginExtensions, edges: edges,
            undecidedLocations: undecided, shadowedModules: lookup.modules.filter { lookup.declaresTopLevel(Name($0)) }, nestingModules: nestingModules()
        )
        (graph.sendableProtocols, graph.markedProtocols) = (sendableProtocols, markedProtocols)
        graph.explicitlyImported = explicitlyImported
        return (graph, diagnostics)
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
        /// The compiled type declarations, in order.
        var active: [TypeDeclaration] = []
        /// The compiled typealiases, in order.
        var aliases: [TypealiasDeclaration] = []
        /// The last name of each extended type with the condition around the extension.
        var conditionalExtensions: [(name: Name, condition: IfConfigCondition)] = []
        /// Classes and protocols with an inheritance clause under `#if`, compiled or not.
        var conditionalCandidates: [TypeDeclaration] = []
    }

    private mutating func collectActiveDeclarations() {
        // Each file is sorted out on its own, on every core; the tables are filled in file order.
        let collected = concurrentMap(files) { state, file in state.collect(file) }
        contexts.reserveCapacity(files.count)
        declarations.reserveCapacity(collected.reduce(0) { $0 + $1.active.count })
        var modules = GraphBuilder.runtimeModules
        for file in files {
            if let module = file.module { modules.insert(module) }
            for declaration in file.imports where declaration.accessLevel != nil {
                explicitlyImported[file.module ?? "", default: []].insert(declaration.module)
            }
        }
        lookup = NameLookup(modules: modules)
        for (number, (file, found)) in zip(files, collected).enumerated() {
            let module = file.module ?? ""
            var context = found.context
            context.file = Int32(number)
            contexts.append(context)
            // A `private` or `fileprivate` declaration is its file's (`NameLookup`), and so are the
            // types an extension of one of the file's file-private types declares, at any depth
            // (`extension Outer.Mid {}` of a `fileprivate` Mid): such an extension is always in the
            // type's file. (The parser already made the types inside a file-private type or
            // extension file-private.)
            let paths = found.active.map { lookup.path($0.namePath) }
            var filePrivateTypes = Set<NamePath>()
            for (declaration, path) in zip(found.active, paths) where declaration.kind != .extension && declaration.accessLevel <= .fileprivate {
                filePrivateTypes.insert(path)
            }
            func withinFilePrivateType(_ path: NamePath) -> Bool {
                var enclosing = lookup.parent(of: path)
                while let type = enclosing {
                    if filePrivateTypes.contains(type) { return true }
                    enclosing = lookup.parent(of: type)
                }
                return false
            }
            func owner(_ path: NamePath, _ access: AccessLevel) -> Int32 {
                access <= .fileprivate || (!filePrivateTypes.isEmpty && withinFilePrivateType(path)) ? context.file : -1
            }
            for (declaration, path) in zip(found.active, paths) {
                // An extension declares no name: `extension Component {}` is not a type `Component`.
                let symbol = declaration.kind == .extension ? nil : lookup.declare(path, module: module, file: owner(path, declaration.accessLevel))
                if let symbol, !declaration.attributes.isEmpty || !declaration.enclosingAvailability.isEmpty {
                    let mark = Availability.typeMark(declaration.attributes + declaration.enclosingAvailability)
                    if !mark.isEmpty { markedTypes[symbol] = mark }
                }
                declarations.append(
                    ActiveDeclaration(
                        declaration: declaration, module: file.module, imports: file.imports, context: context, symbol: symbol, path: path,
                        enclosingScope: lookup.parent(of: path)))
            }
            for alias in found.aliases {
                let path = lookup.path(alias.namePath)
                let symbol = lookup.declare(path, module: module, file: owner(path, alias.accessLevel))
                if aliases[symbol] == nil { aliases[symbol] = alias }
            }
            for (name, condition) in found.conditionalExtensions { conditionalExtensions[name, default: []].append(condition) }
            for declaration in found.conditionalCandidates {
                let path = lookup.path(declaration.namePath)
                conditionalCandidates.append((declaration, context, lookup.parent(of: path) ?? path))
            }
        }
        // The scope of each class and extension (an extension's is looked up): on every core.
        let scoped = declarations.filter { $0.declaration.kind == .class || $0.declaration.kind == .extension }
        let scopes = concurrentMap(scoped) { state, active in state.scope(of: active) }
        for (active, scope) in zip(scoped, scopes) {
            if let symbol = scope.symbol {
                declarationsByScope.append(active, to: symbol)
            } else if active.declaration.kind == .extension, let base = runtimeComponentType(extendedBy: active) {
                runtimeExtensions[base, default: []].append(active)
            } else if active.declaration.kind == .extension, let last = lookup.parts(of: active.path).last {
                foreignExtensions[last, default: []].append(active)
            }
        }
        extendsRuntimeTypes = !runtimeExtensions.isEmpty || RuntimeComponentType.allCases.contains { conditionalExtensions[$0.name] != nil }
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
        let compiled = file.imports.filter { isCompiled($0.condition) }
        var context = NameLookup.Context(module: file.module, imports: Set(compiled.map(\.module)))
        for scoped in compiled where scoped.kind != nil && scoped.path.count == 2 {
            context.scopedImports[Name(scoped.path[1])] = scoped.module
        }
        var found = FileDeclarations(context: context)
        for declaration in file.types {
            // Classes that look like components, protocols that look like dependencies and
            // extensions (which may hold providers) shape the graph whichever branch holds them.
            if let condition = declaration.condition {
                if declaration.kind == .extension {
                    if let extended = declaration.namePath.last { found.conditionalExtensions.append((extended, condition)) }
                } else if declaration.looksLikeGraphDeclaration {
                    noteUndecided(in: condition)
                } else if declaration.kind == .class || declaration.kind == .protocol, !declaration.inheritedTypes.isEmpty {
                    found.conditionalCandidates.append(declaration)
                }
            }
            if isCompiled(declaration.condition) { found.active.append(declaration) }
        }
        found.aliases = file.typealiases.filter { isCompiled($0.condition) }
        return found
    }

    /// The module Swift qualifies each declaration nested in another module's type with
    /// (`DependencyGraph.nestingModules`).
    private func nestingModules() -> [SymbolID: String] {
        var result: [SymbolID: String] = [:]
        for active in declarations where active.declaration.kind != .extension {
            guard let module = active.module, let symbol = active.symbol, active.enclosingScope != nil else { continue }
            let outermost = lookup.parts(of: active.path)[0]
            if lookup.topLevelSymbol(outermost, module: module) != nil { continue }
            let found = lookup.resolve(single: outermost, from: nil, in: active.context)
            result[symbol] = found.map { lookup.module(of: $0) } ?? ""
        }
        return result
    }

    /// Records the undecided conditions around classes whose superclass turned out to be a component
    /// (through a typealias or a differently named component class) and protocols refining a
    /// dependency protocol, compiled in this configuration or not: the graph differs with them.
    private mutating func noteConditionalGraphDeclarations(components: Set<SymbolID>, protocols: Set<SymbolID>) {
        for (declaration, context, scope) in conditionalCandidates {
            let isGraphDeclaration: Bool
            if declaration.kind == .class, let superclass = declaration.inheritedTypes.first {
                switch componentBase(of: superclass.type, location: superclass.location, text: superclass.text, from: scope, in: context, depth: 0) {
                case .component, .bootstrap, .nonCore, .pluginized: isGraphDeclaration = true
                case .subclass(let symbol): isGraphDeclaration = components.contains(symbol)
                case nil: isGraphDeclaration = false
                }
            } else {
                isGraphDeclaration = declaration.inheritedTypes.contains { inherited in
                    let named = self.inherited(inherited.type, from: scope, in: context)
                    return named.members?.contains { $0.declaration.map(protocols.contains) ?? false }
                        ?? named.declaration.map(protocols.contains) ?? false
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
        return isCompiled(condition)
    }

    /// Whether a declaration under `condition` is compiled, each block decided once, without making
    /// the graph depend on the conditions it cannot decide (for what only a diagnostic reads).
    mutating func isCompiled(_ condition: IfConfigCondition?) -> Bool {
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

    /// Where names inside a declaration are looked up from: the declaration itself, or for an
    /// extension, the type it extends (its symbol when the sources declare it, through a typealias
    /// too, else its name as written).
    func scope(of active: ActiveDeclaration) -> (symbol: SymbolID?, path: NamePath) {
        guard active.declaration.kind == .extension else { return (active.symbol, active.path) }
        guard let written = lookup.resolve(lookup.parts(of: active.path), from: nil, in: active.context),
            let extended = declaration(aliasedBy: written, in: active.context)
        else { return (nil, active.path) }
        return (extended, lookup.path(of: extended))
    }

    // MARK: - Names

    /// Whether `type` names one of the runtime's types (`Dependency`, `Graft.Dependency`…) rather
    /// than a type declared in the sources.
    /// It does when lookup from `context` reaches no declaration of the sources: a type of the same
    /// name in a module the file does not import, or an extension, changes nothing.
    func namesRuntimeType(_ type: TypeName, _ name: String, from scope: NamePath?, in context: NameLookup.Context) -> Bool {
        guard case .nominal(let components) = type, components.last?.name == name else { return false }
        if lookup.resolveVisible(type, from: scope, in: context) != nil { return false }
        return GraphBuilder.isRuntimeSpelling(components)
    }

    /// The declaration `type` names from `scope` in `context`, read as Swift reads a type in a call,
    /// an extension or an inheritance clause: through typealiases. After `typealias Feature =
    /// FeatureComponent`, `Feature(parent: self)` creates a FeatureComponent and `extension Feature`
    /// adds to it. Nil when the name reaches no declaration of the sources, or an alias whose target
    /// reaches none (`typealias ID = String`), or a cycle of aliases.
    func declaration(named type: TypeName, from scope: NamePath?, in context: NameLookup.Context?) -> SymbolID? {
        lookup.resolve(type, from: scope, in: context).flatMap { declaration(aliasedBy: $0, in: context) }
    }

    /// The declarations of the sources an inherited type names (`inherited(_:from:in:)`): itself,
    /// or each member of a composition that names one.
    func inheritedDeclarations(_ type: TypeName, from scope: NamePath?, in context: NameLookup.Context?) -> [SymbolID] {
        let reached = inherited(type, from: scope, in: context)
        return reached.members?.compactMap(\.declaration) ?? reached.declaration.map { [$0] } ?? []
    }

    /// What an inherited type names: the declaration (`declaration(named:from:in:)`, nil for none
    /// of the sources'), or for a protocol composition, written or through a typealias, its members
    /// (`members(of:from:in:into:)`), as for an alias of a type the sources do not declare. No
    /// array for the usual single type.
    func inherited(
        _ type: TypeName, from scope: NamePath?, in context: NameLookup.Context?
    ) -> (declaration: SymbolID?, members: [(type: TypeName, declaration: SymbolID?)]?) {
        var all: [(type: TypeName, declaration: SymbolID?)] = []
        if case .composition = type {
            members(of: type, from: scope, in: context, into: &all)
            return (nil, all)
        }
        guard let resolved = lookup.resolve(type, from: scope, in: context) else { return (nil, nil) }
        guard aliases[resolved] != nil else { return (resolved, nil) }
        members(of: type, from: scope, in: context, into: &all)
        // An alias of one type the sources declare is that declaration; of one they do not
        // (`typealias Describing = CustomStringConvertible`), the type it names.
        return all.count == 1 && all[0].declaration != nil ? (all[0].declaration, nil) : (nil, all)
    }

    /// Appends to `result` what an inherited type names, member by member: itself, or each member
    /// of a protocol composition, written (`HasName & HasCount`) or through a typealias (`typealias
    /// Needs = HasName & HasCount`), each with the declaration of the sources it names (nil for
    /// none), as Swift reads `protocol FeedDependency: Dependency, Needs` as refining each member.
    private func members(
        of type: TypeName, from scope: NamePath?, in context: NameLookup.Context?, depth: Int = 0,
        into result: inout [(type: TypeName, declaration: SymbolID?)]
    ) {
        guard depth < 16 else { return result.append((type, nil)) }
        if case .composition(let parts) = type {
            for part in parts { members(of: part, from: scope, in: context, depth: depth + 1, into: &result) }
            return
        }
        guard let resolved = lookup.resolve(type, from: scope, in: context) else { return result.append((type, nil)) }
        guard let alias = aliases[resolved] else { return result.append((type, resolved)) }
        let (target, aliasScope) = expand(resolved, alias, arguments: [])
        members(of: target, from: aliasScope, in: context, depth: depth + 1, into: &result)
    }

    /// `symbol` itself, or when it is a typealias the declaration its target names
    /// (`declaration(named:from:in:)`).
    func declaration(aliasedBy symbol: SymbolID, in context: NameLookup.Context?) -> SymbolID? {
        var current = symbol
        for _ in 0..<16 {
            guard let alias = aliases[current] else { return current }
            let (target, scope) = expand(current, alias, arguments: [])
            guard let next = lookup.resolve(target, from: scope, in: context) else { return nil }
            current = next
        }
        return nil
    }

    /// The members of the protocol composition that `symbol`, a typealias, names through the
    /// aliases it follows (`typealias Needs = A & B`); nil when it names no composition.
    func composition(aliasedBy symbol: SymbolID, in context: NameLookup.Context?) -> [TypeName]? {
        var current = symbol
        for _ in 0..<16 {
            guard let alias = aliases[current] else { return nil }
            let (target, scope) = expand(current, alias, arguments: [])
            if case .composition(let members) = target { return members }
            guard let next = lookup.resolve(target, from: scope, in: context) else { return nil }
            current = next
        }
        return nil
    }

    /// A typealias's target with its generic parameters replaced by `arguments`, and the scope its
    /// names are looked up from (the alias's enclosing type; nil at the top level).
    func expand(_ alias: SymbolID, _ declaration: TypealiasDeclaration, arguments: [TypeName]) -> (target: TypeName, scope: NamePath?) {
        let mapping = Dictionary(zip(declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return (substitute(declaration.target, mapping), lookup.parent(of: lookup.path(of: alias)))
    }

    /// Replaces generic parameters by arguments in a typealias target.
    func substitute(_ type: TypeName, _ mapping: [Name: TypeName]) -> TypeName {
        guard !mapping.isEmpty else { return type }
        switch type {
        case .nominal(let components):
            if components.count == 1, components[0].arguments.isEmpty, let replacement = mapping[components[0].identifier] {
                return replacement
            }
            return .nominal(components.map { TypeName.NameComponent($0.identifier, arguments: $0.arguments.map { substitute($0, mapping) }) })
        case .optional(let wrapped): return .optional(substitute(wrapped, mapping))
        case .array(let element): return .array(substitute(element, mapping))
        case .dictionary(let key, let value): return .dictionary(key: substitute(key, mapping), value: substitute(value, mapping))
        default: return type
        }
    }
}
