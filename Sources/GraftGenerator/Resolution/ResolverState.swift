/// The resolver's working state: the edges by parent, the paths found, and diagnostics.
struct ResolverState {
    let graph: DependencyGraph
    let outputModule: String?
    let packageModules: Set<String>
    /// Edges by parent, one per distinct child (the first site), in child order.
    let children: [[DependencyGraph.Edge]]
    /// The requirements found missing, reported once per component and requirement.
    var missing: MissingDependencies
    /// Which ancestor provides each requirement on a path.
    let nearestAncestor: NearestAncestor
    var diagnostics: [Diagnostic] = []
    var paths: [ResolvedPath] = []
    /// Whether the walk reached each component, by id: set once per edge followed, so a flag,
    /// not a hashed set.
    var reached: [Bool]
    var reportedCycles: Set<[Int]> = []
    /// Paths the walk found and has yet to resolve, each with the edge that ends it.
    var pending: [(path: [Int], edge: DependencyGraph.Edge)] = []
    /// Whether the graph has more paths than the resolver follows; nothing was resolved.
    var tooLarge = false

    init(graph: DependencyGraph, outputModule: String?, packageModules: Set<String>) {
        self.graph = graph
        self.outputModule = outputModule
        self.packageModules = packageModules
        var children = Array(repeating: [DependencyGraph.Edge](), count: graph.components.count)
        var seen = Set<[Int]>()
        for edge in graph.edges where seen.insert([edge.parent, edge.child]).inserted {
            children[edge.parent].append(edge)
        }
        self.children = children
        reached = Array(repeating: false, count: graph.components.count)
        missing = MissingDependencies(components: graph.components.count)
        nearestAncestor = NearestAncestor(graph: graph, visibility: Visibility(outputModule: outputModule, packageModules: packageModules))
    }

    // MARK: - Walking

    mutating func walkFromRoots() {
        // Counted first, in one pass: a graph too large to resolve is reported at once, and nothing
        // is resolved, so no component is reported unreachable because the walk stopped early.
        let count = PathCount(graph: graph, children: children)
        guard count.total <= Resolver.maximumPaths else {
            tooLarge = true
            diagnostics.append(count.tooManyPaths(in: graph, limit: Resolver.maximumPaths))
            return
        }
        for root in graph.roots {
            reached[root] = true
            var path = [root]
            var edges: [DependencyGraph.Edge] = []
            walk(&path, &edges)
        }
        resolvePending()
        diagnostics += missing.diagnostics(in: graph)
    }

    /// How many paths the walk gathers before resolving them together on every core: enough to
    /// keep the cores busy, few enough that the paths waiting take little memory.
    private static let batchSize = 4_096

    private mutating func walk(_ path: inout [Int], _ edges: inout [DependencyGraph.Edge]) {
        guard let last = path.last else { return }
        for edge in children[last] {
            if let start = path.firstIndex(of: edge.child) {
                // Paths found before the cycle are reported before it, as a walk resolving each
                // path as it finds it would.
                resolvePending()
                reportCycle(Array(path[start...]), edges: Array(edges[start...]) + [edge])
                continue
            }
            path.append(edge.child)
            edges.append(edge)
            reached[edge.child] = true
            if !graph.components[edge.child].isRoot {
                pending.append((path, edge))
                if pending.count == Self.batchSize { resolvePending() }
            }
            walk(&path, &edges)
            path.removeLast()
            edges.removeLast()
        }
    }

    private mutating func reportCycle(_ cycle: [Int], edges: [DependencyGraph.Edge]) {
        guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return }
        let canonical = Array(cycle[smallest...] + cycle[..<smallest])
        guard reportedCycles.insert(canonical).inserted, let closing = edges.last else { return }
        let names = (cycle + [cycle[0]]).map { graph.components[$0].displayName }
        diagnostics.append(
            Diagnostic(
                .instantiationCycle, at: closing.location, names.joined(separator: " -> "),
                notes: edges.map { edge in
                    Diagnostic.Note(
                        location: edge.location,
                        message: "\(graph.components[edge.parent].displayName) creates \(graph.components[edge.child].displayName) here"
                    )
                }
            ))
    }

    // MARK: - Resolving paths

    /// Resolves the paths the walk gathered, on every core, then records them in the order they
    /// were found: each complete one as a resolved path, each requirement no ancestor provides in
    /// `missing`.
    private mutating func resolvePending() {
        guard !pending.isEmpty else { return }
        // Only what binding reads is shared with the cores (a copy of the whole state would share
        // `paths`, which the appends below would then copy).
        let (rule, batch) = (nearestAncestor, pending)
        let outcomes = ConcurrentMap.map(batch) { rule.bindings(of: $0.path) }
        for (job, outcome) in zip(batch, outcomes) {
            if outcome.missing.isEmpty {
                paths.append(ResolvedPath(components: job.path, bindings: outcome.bindings))
            } else {
                for index in outcome.missing {
                    missing.add(requirement: index, path: job.path, edge: job.edge)
                }
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    // MARK: - Finishing

    mutating func finish() -> (ResolvedGraph, [Diagnostic]) {
        var unreachable: [Int] = []
        guard !tooLarge else { return (ResolvedGraph(graph: graph, paths: [], unreachable: []), diagnostics) }
        // A base class of other components (`class FeatureBase: Component<D>`) is rarely created
        // itself: not reaching it is not worth a warning.
        let bases = Set(graph.components.compactMap(\.superclass))
        for component in graph.components where !component.isRoot && !reached[component.id] {
            unreachable.append(component.id)
            guard !bases.contains(component.key) else { continue }
            diagnostics.append(
                Diagnostic(
                    .unreachableComponent, at: component.location, component.displayName
                ))
        }
        // The properties read are gathered when a check needs them: nearly every graph has no
        // property whose getter has effects, and without an output module nothing else does.
        let hasEffects = graph.components.contains { component in component.properties.contains { !$0.getterEffects.isEmpty } }
        let read = outputModule != nil || hasEffects ? readProviders() : ReadProperties()
        if let outputModule { checkVisibility(from: outputModule, read: read) } else { checkFilePrivateComponents() }
        checkSynchronousReads(read.providers)
        checkIsolatedReads()
        return (ResolvedGraph(graph: graph, paths: ResolvedPath.sorted(paths), unreachable: unreachable), diagnostics)
    }

    /// Generated code in `outputModule` names every component on a path, conforms a provider to
    /// each target's dependency protocol and reads each bound property: each must be visible there
    /// (`Visibility`).
    private mutating func checkVisibility(from outputModule: String, read: ReadProperties) {
        let visibility = Visibility(outputModule: outputModule, packageModules: packageModules)
        let components = ResolvedPath.components(on: paths, count: graph.components.count)
        var protocols = Set<SymbolID>()
        for path in paths {
            if let dependency = graph.components[path.target].dependency { protocols.insert(dependency) }
        }
        let (providers, extensions) = (read.providers, read.extensions)
        for id in components {
            let component = graph.components[id]
            if visibility.isHidden(component.module, component.accessLevel) {
                diagnostics.append(
                    Diagnostic(
                        .componentNotVisible, at: component.location, component.displayName, component.accessLevel.rawValue,
                        component.module ?? "", outputModule, visibility.fix(component.module)
                    ))
            }
        }
        let byKey = { (first: SymbolID, second: SymbolID) in self.graph.names.key(of: first) < self.graph.names.key(of: second) }
        for name in protocols.sorted(by: byKey) + extensions.keys.sorted(by: byKey) {
            guard let dependency = graph.protocols[name] ?? extensions[name], visibility.isHidden(dependency.module, dependency.accessLevel) else { continue }
            diagnostics.append(
                Diagnostic(
                    .dependencyProtocolNotVisible, at: dependency.location, dependency.qualifiedName, dependency.accessLevel.rawValue,
                    dependency.module ?? "", outputModule, visibility.fix(dependency.module)
                ))
        }
        for provider in providers where visibility.isHidden(provider.module, provider.accessLevel) {
            diagnostics.append(
                Diagnostic(
                    .providerNotVisible, at: provider.location, provider.name.text, provider.declaringComponent, provider.accessLevel.rawValue,
                    provider.module ?? "", outputModule, visibility.fix(provider.module)
                ))
        }
    }

    /// The properties generated code reads, and the plugin extensions it conforms to.
    private struct ReadProperties {
        /// The properties read.
        var providers = Set<DependencyGraph.Provider>()
        /// The plugin extensions of reachable pluginized components, by key.
        var extensions: [SymbolID: DependencyGraph.DependencyProtocol] = [:]
    }

    /// The properties generated code reads: each bound provider on a path and, for a reachable
    /// pluginized component, the properties of its non-core component that its plugin extension's
    /// requirements read (that extension conformed to by generated code), with those extensions.
    private func readProviders() -> ReadProperties {
        var providers = Set<DependencyGraph.Provider>()
        for path in paths {
            providers.formUnion(path.bindings.map { graph.provider(of: $0, on: path.components) })
        }
        var extensions: [SymbolID: DependencyGraph.DependencyProtocol] = [:]
        for id in ResolvedPath.components(on: paths, count: graph.components.count) {
            guard let plugin = graph.components[id].plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { continue }
            extensions[declaration.key] = declaration
            let nonCore = graph.components[plugin.nonCore]
            for requirement in declaration.requirements {
                if let property = nonCore.properties.first(where: requirement.isSatisfied) {
                    providers.insert(property)
                }
            }
        }
        return ReadProperties(providers: providers, extensions: extensions)
    }

    /// Generated code reads a property as a plain `get`, in a requirement's synchronous getter: a
    /// property it reads must have no effects (`get async`, `get throws`). Reported at the
    /// property, as Swift would report the generated read.
    private mutating func checkSynchronousReads(_ providers: Set<DependencyGraph.Provider>) {
        for provider in providers where !provider.getterEffects.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .providerGetterHasEffects, at: provider.location, provider.name.text, provider.declaringComponent, provider.getterEffects.text
                ))
        }
    }

    /// A provider's member takes the isolation of the requirement it witnesses: one that is not
    /// isolated cannot read a property isolated to the main actor, and Swift would reject the read
    /// in the generated file. Reported at the property, once for each dependency protocol, with a
    /// note at the requirement. Only properties certainly on the main actor are looked at, and
    /// only requirements whose protocols carry no isolating attribute; a warning, since a module
    /// whose default isolation is the main actor isolates those protocols too, which Graft cannot
    /// see.
    private mutating func checkIsolatedReads() {
        guard graph.components.contains(where: { $0.properties.contains(where: \.isMainActor) }) else { return }
        struct Reported: Hashable {
            let property: SourceLocation
            let dependency: SymbolID
        }
        var reported = Set<Reported>()
        for path in paths {
            guard let dependency = graph.components[path.target].dependency, let declaration = graph.protocols[dependency] else { continue }
            for binding in path.bindings {
                let provider = graph.provider(of: binding, on: path.components)
                guard provider.isMainActor else { continue }
                let requirement = graph.requirement(of: binding, on: path.components)
                guard !requirement.mayBeIsolated, reported.insert(Reported(property: provider.location, dependency: dependency)).inserted else { continue }
                diagnostics.append(
                    Diagnostic(
                        .isolatedProvider, at: provider.location, provider.name.text, provider.declaringComponent, declaration.qualifiedName,
                        notes: [Diagnostic.Note(location: requirement.location, message: "'\(requirement.name.text)' is required here")]
                    ))
            }
        }
    }

    /// Without an output module the sources are one module, whose declarations generated code can
    /// name unless they are `private` or `fileprivate`: a component on a path must not be. (A
    /// file-private dependency protocol makes its component file-private too, or Swift rejects it.)
    private mutating func checkFilePrivateComponents() {
        for id in ResolvedPath.components(on: paths, count: graph.components.count) where graph.components[id].accessLevel <= .fileprivate {
            let component = graph.components[id]
            diagnostics.append(Diagnostic(.componentFilePrivate, at: component.location, component.displayName, component.accessLevel.rawValue))
        }
    }
}
