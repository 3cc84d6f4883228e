/// Which calls create a child component, and which the generator must refuse: the rule behind the
/// graph's parent → child edges.
///
/// A call `Child(parent: self)` (or `Child.self.init(parent: self)`, `.init` with the type written)
/// in the code of a component class or one of its extensions is an edge from that component to
/// `Child`; a subclass inherits its superclasses' edges, and a pluginized component creates its
/// non-core component. Every other call that creates a component is an error at the call, never an
/// edge left out in silence: outside any component (top-level code, a `#Preview`, another type),
/// with a parent other than `self`, of a non-core component, of a generic base, through a
/// metatype value or a generic parameter, an initializer passed as a function value, a child kept
/// in a non-root parent's `shared { }`, a type Graft finds nowhere, `.init(parent: self)` where
/// the parser cannot read the type Swift infers (`InstantiationSite.contextType`). A call that passes
/// `dependency:` is wired by hand and is no edge.
extension GraphBuilderState {
    /// Turns instantiation sites that create components into parent → child edges. A subclass
    /// inherits the edges of its superclasses, whose code it runs. Reports `parent:` arguments
    /// other than `self` and components created outside of any component.
    mutating func findEdges(
        components: [DependencyGraph.Component], byKey: SymbolMap<ComponentCandidate>, ids: SymbolMap<Int>
    ) -> [DependencyGraph.Edge] {
        // Each declaration's sites are looked up on their own: on every core.
        let creating = declarations.filter { !$0.declaration.instantiations.isEmpty }
        let sites = concurrentMap(creating) { state, active in state.childSites(of: active, components: components, ids: ids, byKey: byKey) }
        var sitesByOwner: [SymbolID: [(child: Int, location: SourceLocation)]] = [:]
        for site in sites.joined() { sitesByOwner[site.owner, default: []].append((site.child, site.location)) }

        reportTopLevelCreations(ids: ids, components: components)
        reportUnlabelledParents(components: components, ids: ids)

        var edges = Set<DependencyGraph.Edge>()
        for id in components.indices {
            // A pluginized component creates its non-core component as it is created.
            if let plugin = components[id].plugin {
                edges.insert(DependencyGraph.Edge(parent: id, child: plugin.nonCore, location: plugin.location))
            }
            var owner: SymbolID? = components[id].key
            var seen: Set<SymbolID> = []
            while let current = owner, seen.insert(current).inserted {
                for site in sitesByOwner[current] ?? [] {
                    edges.insert(DependencyGraph.Edge(parent: id, child: site.child, location: site.location))
                }
                owner = byKey[current]?.superclass
            }
        }
        return edges.sorted { ($0.parent, $0.child, $0.location) < ($1.parent, $1.child, $1.location) }
    }

    /// The components `active`'s instantiation sites create, each with the component (by key)
    /// whose code creates it; reports sites that cannot be edges.
    /// The owner of a site is any component class, a generic base included: a base's creations are
    /// edges of each subclass (`findEdges` walks the superclasses).
    private mutating func childSites(
        of active: ActiveDeclaration, components: [DependencyGraph.Component], ids: SymbolMap<Int>, byKey: SymbolMap<ComponentCandidate>
    ) -> [(owner: SymbolID, child: Int, location: SourceLocation)] {
        var result: [(owner: SymbolID, child: Int, location: SourceLocation)] = []
        let (symbol, scope) = scope(of: active)
        let kind = active.declaration.kind
        let owner = symbol.flatMap { byKey[$0] != nil && (kind == .class || kind == .extension) ? $0 : nil }
        for site in active.declaration.instantiations where !site.passesDependency {
            // The graph depends on the call's `#if` only when the call makes an edge or a
            // diagnostic: not for a type that is no component (`ChildCoordinator(parent: self)`).
            let compiled = isCompiled(site.condition)
            func report(_ diagnostic: Diagnostic?) {
                guard let diagnostic else { return }
                noteUndecided(in: site.condition)
                if compiled { diagnostics.append(diagnostic) }
            }
            let creator = owner.flatMap { ids[$0] }.map { components[$0].displayName }
            let ownerName = creator ?? "'\(lookup.qualifiedName(of: scope))'"
            if let problem = formProblem(
                site, ownerName: ownerName, inComponent: owner != nil, scope: scope, context: active.context, components: components, ids: ids)
            {
                report(problem)
                continue
            }
            guard let created = site.createdType else { continue }
            guard let childKey = declaration(named: created, from: scope, in: active.context) else {
                // Perhaps a component declared in another branch of an `#if`: its call counts.
                if Self.mayNameType(created, site) { noteUndecided(in: site.condition) }
                report(unknownCallee(site, created: created, in: creator))
                continue
            }
            guard let child = ids[childKey] else {
                if byKey[childKey]?.isGenericBase == true {
                    report(Diagnostic(.createdGenericBase, at: site.location, lookup.qualifiedName(of: childKey)))
                }
                continue
            }
            guard compiled else {
                noteUndecided(in: site.condition)
                continue
            }
            let childName = components[child].displayName
            _ = isActive(site.condition, used: true)
            if components[child].isNonCore {
                let owners = components.filter { $0.plugin?.nonCore == child }.map(\.displayName)
                diagnostics.append(
                    Diagnostic(
                        .nonCoreComponentCreated, at: site.location, childName,
                        owners.isEmpty ? "its pluginized component" : owners.joined(separator: ", "), created.lastName ?? childName
                    ))
                continue
            }
            guard let owner else {
                diagnostics.append(
                    Diagnostic(
                        .createdOutsideComponent, at: site.location, childName, "'\(lookup.qualifiedName(of: scope))'",
                        created.lastName ?? childName,
                        notes: sharedExtensionNote(active, scope: symbol, member: site.enclosingMember, child: childName, at: site.location)
                    ))
                continue
            }
            guard site.parentArgument == "self" else {
                diagnostics.append(
                    Diagnostic(
                        .parentNotSelf, at: site.argumentLocation, childName, site.parentArgument
                    ))
                continue
            }
            // A root lives as long as the app and may keep its children; any other parent would be
            // kept alive by the child its shared table keeps.
            if let shared = site.sharedLocation, let ownerID = ids[owner], !components[ownerID].isRoot {
                diagnostics.append(
                    Diagnostic(.sharedChildKeepsParent, at: shared, childName, components[ownerID].displayName, created.lastName ?? childName))
            }
            result.append((owner, child, site.location))
        }
        return result
    }

    /// For a creation in an extension that many components share — of the runtime's `Scope` or
    /// `Component` (every component's), or of a protocol (each conforming class's) — a note that
    /// says why it names no parent: `self` there is whichever component calls `member`.
    private func sharedExtensionNote(
        _ active: ActiveDeclaration, scope: SymbolID?, member: String, child: String, at location: SourceLocation
    ) -> [Diagnostic.Note] {
        guard active.declaration.kind == .extension else { return [] }
        let shared: String
        if let runtime = runtimeComponentType(extendedBy: active) {
            shared = "an extension of Graft's '\(runtime.name.text)' is every component's"
        } else if let scope, protocolDeclarations[scope] != nil {
            shared = "an extension of the protocol '\(lookup.qualifiedName(of: scope))' is each conforming class's"
        } else {
            return []
        }
        return [
            Diagnostic.Note(
                location: location,
                message: "\(shared): Graft cannot tell which component calls '\(member)', so which is \(child)'s parent; "
                    + "create \(child) in its parent component's own code")
        ]
    }

    /// A component created outside of any type — in top-level code, a global function or a global
    /// variable — has no parent component, so no generated provider can serve it.
    private mutating func reportTopLevelCreations(ids: SymbolMap<Int>, components: [DependencyGraph.Component]) {
        for (file, context) in zip(files, contexts) where !file.topLevelInstantiations.isEmpty {
            for site in file.topLevelInstantiations where !site.passesDependency {
                // As in `childSites`: the graph depends on the `#if` of a call that is reported.
                let compiled = isCompiled(site.condition)
                let place =
                    switch site.enclosingMember {
                    case "top-level code": "top-level code"
                    case "#Preview": "a #Preview"
                    default: "'\(site.enclosingMember)'"
                    }
                if let problem = formProblem(
                    site, ownerName: place, inComponent: false, scope: nil, context: context, components: components, ids: ids)
                {
                    noteUndecided(in: site.condition)
                    if compiled { diagnostics.append(problem) }
                    continue
                }
                guard let created = site.createdType else { continue }
                guard let childKey = declaration(named: created, from: nil, in: context) else {
                    if Self.mayNameType(created, site) { noteUndecided(in: site.condition) }
                    continue
                }
                guard let child = ids[childKey] else { continue }
                noteUndecided(in: site.condition)
                guard compiled else { continue }
                let childName = components[child].displayName
                let written = created.lastName ?? childName
                // The generated double of its dependency protocol; a component without one takes any `EmptyDependency`.
                let testDouble = components[child].dependency.map { GeneratedName.testDouble(of: lookup.qualifiedName(of: $0)) + "(…)" }
                let note =
                    site.enclosingMember == "#Preview"
                    ? "in a preview, pass a test double of its dependency: '\(written)(parent: nil, dependency: \(testDouble ?? "…"))'"
                        + " (GraftMocksPlugin writes one for every dependency protocol)"
                    : "to wire it by hand, pass the dependency yourself: '\(written)(parent: \(site.parentArgument), dependency: …)'"
                diagnostics.append(
                    Diagnostic(
                        .createdOutsideComponent, at: site.location, childName, place, written,
                        notes: [Diagnostic.Note(location: site.location, message: note)]
                    ))
            }
        }
    }

    /// A component's initializer that takes its parent under another label than `parent`
    /// (`init(_ parent: Scope)`, `init(root: RootComponent)`) and no dependency: it can only pass
    /// that parameter on as `super.init(parent:)`, but its calls (`FeedComponent(self)`) are no
    /// edges, so the component they create would find no provider at run time. The body is not
    /// read, so it is a warning at the initializer rather than an error.
    private mutating func reportUnlabelledParents(components: [DependencyGraph.Component], ids: SymbolMap<Int>) {
        // By index: a component is a large value, read in place.
        for id in components.indices {
            for declaring in declarationsByScope[components[id].key] ?? [] where !declaring.declaration.initializers.isEmpty {
                let component = components[id]
                let scope = scope(of: declaring).path
                for initializer in declaring.declaration.initializers where isActive(initializer.condition, used: false) {
                    let parameters = initializer.parameters
                    guard !parameters.contains(where: { $0.label == "parent" }),
                        !parameters.contains(where: { $0.label == "dependency" || takesDependency($0.type, of: component, from: scope, in: declaring.context) }
                        ),
                        let parent = parameters.first(where: { takesParent($0.type, from: scope, in: declaring.context, ids: ids) })
                    else { continue }
                    let signature = "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                    diagnostics.append(
                        Diagnostic(.unlabelledParent, at: initializer.location, signature, component.displayName, parent.label ?? "_"))
                }
            }
        }
    }

    /// Whether `type` is one a parent can be passed as: Graft's `Scope` or `AnyComponent`, or a
    /// component class of the sources, optional or not.
    private func takesParent(_ type: TypeName, from scope: NamePath, in context: NameLookup.Context, ids: SymbolMap<Int>) -> Bool {
        var type = type
        if case .optional(let wrapped) = type { type = wrapped }
        if namesRuntimeType(type, "Scope", from: scope, in: context) || namesRuntimeType(type, "AnyComponent", from: scope, in: context) { return true }
        return declaration(named: type, from: scope, in: context).map { ids[$0] != nil } ?? false
    }

    /// Whether `type` is the dependency protocol of `component`: an initializer taking one wires
    /// the component by hand.
    private func takesDependency(_ type: TypeName, of component: DependencyGraph.Component, from scope: NamePath, in context: NameLookup.Context) -> Bool {
        guard let dependency = component.dependency else { return false }
        return declaration(named: type, from: scope, in: context) == dependency
    }

    /// The rule for calls that do not write the created type as a type (`InstantiationSite.Form`):
    /// a metatype value or a generic parameter that a component calls with `parent: self` could be
    /// any of its children, so the call is an error rather than an edge Graft would silently miss
    /// (any other `init(parent:)` — a tree node's, called from anywhere — creates no component); an
    /// initializer passed as a function value is an error when it is a component's. Nil for an
    /// ordinary call.
    private func formProblem(
        _ site: InstantiationSite, ownerName: String, inComponent: Bool, scope: NamePath?, context: NameLookup.Context?,
        components: [DependencyGraph.Component], ids: SymbolMap<Int>
    ) -> Diagnostic? {
        switch site.form {
        case .call where site.calleeText == nil && site.contextType == nil && inComponent && site.parentArgument == "self":
            // `.init(parent: self)` as an argument, an element or a closure's result.
            return Diagnostic(.createdWithInferredType, at: site.location, ownerName)
        case .call:
            return nil
        case .initOnValue where !inComponent || site.parentArgument != "self",
            .genericParameter where !inComponent || site.parentArgument != "self":
            return nil
        case .initOnValue:
            return Diagnostic(.createdThroughMetatype, at: site.location, ownerName, site.calleeText ?? "…")
        case .genericParameter:
            return Diagnostic(.createdThroughGenericParameter, at: site.location, ownerName, site.calleeText ?? "")
        case .functionValue:
            guard let created = site.createdType, let key = declaration(named: created, from: scope, in: context), let child = ids[key] else {
                return nil
            }
            return Diagnostic(.initializerAsFunctionValue, at: site.location, components[child].displayName, created.lastName ?? created.description)
        }
    }

    /// A component creating something Graft cannot find: if it is a component of a package the
    /// generator does not read, its edge would be missing without a word, so say so.
    private func unknownCallee(_ site: InstantiationSite, created: TypeName, in owner: String?) -> Diagnostic? {
        guard let owner, site.parentArgument == "self", Self.mayNameType(created, site) else { return nil }
        return Diagnostic(.unknownCreatedType, at: site.location, created.description, owner)
    }

    /// Whether a call's callee, which names no declaration Graft reads, may still name a type (a
    /// component): its last name is capitalised (`FeedComponent(parent:)`, not `type._validate(parent:)`),
    /// or it is `.init`.
    private static func mayNameType(_ created: TypeName, _ site: InstantiationSite) -> Bool {
        guard let name = created.lastName else { return false }
        return name.first?.isUppercase == true || site.calleeText == nil
    }
}
