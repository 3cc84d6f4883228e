extension GraphBuilderState {
    /// Finds the protocols that refine `Dependency`, directly or through each other, and those that
    /// refine `PluginExtension`, with their requirements (inherited ones included), and reports
    /// members that cannot be provided.
    mutating func buildProtocols() -> (
        dependencies: [SymbolID: DependencyGraph.DependencyProtocol], pluginExtensions: [SymbolID: DependencyGraph.DependencyProtocol]
    ) {
        // By symbol: same-named protocols of different modules are different protocols.
        var byName: [SymbolID: ActiveDeclaration] = [:]
        byName.reserveCapacity(declarations.count / 2)
        for active in declarations where active.declaration.kind == .protocol {
            guard let key = active.symbol else { continue }
            let name = active.declaration.qualifiedName
            if let first = byName[key] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateProtocol, at: active.declaration.location, name,
                        notes: [Diagnostic.Note(location: first.declaration.location, message: "'\(name)' is first declared here")]
                    ))
                continue
            }
            byName[key] = active
        }

        // What each inherited type of each protocol says by itself: the runtime protocols its name
        // settles, and the protocol it reaches (by index in `names`) for the kinds the name does
        // not settle, through a lookup that also tries modules the file does not import. Looked up
        // on every core; the walk below then reads arrays only. In the order of their keys.
        let names = byName.keys.sorted { lookup.key(of: $0) < lookup.key(of: $1) }
        let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let protocolDeclarations = byName
        let inheritance = concurrentMap(names) { state, name -> [InheritedBases] in
            guard let active = protocolDeclarations[name] else { return [] }
            let scope = active.enclosingScope
            return active.declaration.inheritedTypes.map { inherited in
                var named: RuntimeBases = []
                for (base, kind) in RuntimeBases.names where state.namesRuntimeType(inherited.type, base, from: scope, in: active.context) {
                    named.insert(kind)
                }
                let parent =
                    named == .all ? nil : state.declaration(named: inherited.type, from: active.inheritanceScope, in: active.context)
                return InheritedBases(named: named, parent: parent.flatMap { indices[$0] })
            }
        }

        // Which of the runtime's protocols each protocol refines, directly or through others:
        // worked out once for both kinds.
        var refines = [RuntimeBases?](repeating: nil, count: names.count)
        // The protocols on the chain being followed, to stop at a cycle.
        var visiting = [Bool](repeating: false, count: names.count)
        func bases(of protocolIndex: Int) -> RuntimeBases {
            if let known = refines[protocolIndex] { return known }
            guard !visiting[protocolIndex] else { return [] }
            visiting[protocolIndex] = true
            defer { visiting[protocolIndex] = false }
            var result: RuntimeBases = []
            for base in inheritance[protocolIndex] {
                result.formUnion(base.named)
                if let parent = base.parent {
                    result.formUnion(bases(of: parent).subtracting(base.named))
                }
            }
            refines[protocolIndex] = result
            return result
        }
        let refined = names.indices.map { bases(of: $0) }
        return (
            protocols(names.indices.filter { refined[$0].contains(.dependency) }.map { names[$0] }, byName: byName),
            protocols(names.indices.filter { refined[$0].contains(.pluginExtension) }.map { names[$0] }, byName: byName)
        )
    }

    /// The protocols `names` (keys of `byName`, in order), with their requirements, inherited
    /// ones included; reports members no provider can satisfy.
    private mutating func protocols(
        _ names: [SymbolID], byName: [SymbolID: ActiveDeclaration]
    ) -> [SymbolID: DependencyGraph.DependencyProtocol] {
        // Each protocol is worked out on its own: on every core.
        let built = concurrentMap(names) { state, name in state.dependencyProtocol(name, byName: byName) }
        var result: [SymbolID: DependencyGraph.DependencyProtocol] = [:]
        result.reserveCapacity(built.count)
        for (name, declaration) in zip(names, built) { result[name] = declaration }
        return result
    }

    /// The protocol `name` (a key of `byName`) with its requirements, inherited ones included;
    /// reports its members no provider can satisfy.
    private mutating func dependencyProtocol(_ name: SymbolID, byName: [SymbolID: ActiveDeclaration]) -> DependencyGraph.DependencyProtocol? {
        guard let active = byName[name] else { return nil }
        reportAssumptions(in: active.declaration.condition)
        reportUnprovidableMembers(of: active)
        var requirements: [DependencyGraph.Requirement] = []
        var imports: [ImportDeclaration] = []
        collectRequirements(name, byName: byName, into: &requirements, imports: &imports, visiting: [])
        // Sorted by name; of the requirements of one name, the first met is kept: a protocol's own
        // hides the one of a protocol it refines.
        let order = requirements.indices.sorted { (requirements[$0].name.text, $0) < (requirements[$1].name.text, $1) }
        var kept: [DependencyGraph.Requirement] = []
        kept.reserveCapacity(order.count)
        for index in order where kept.last?.name != requirements[index].name { kept.append(requirements[index]) }
        return DependencyGraph.DependencyProtocol(
            key: name, qualifiedName: active.declaration.qualifiedName, module: active.module, location: active.declaration.location,
            accessLevel: active.declaration.accessLevel, requirements: kept, imports: imports
        )
    }

    private mutating func collectRequirements(
        _ name: SymbolID, byName: [SymbolID: ActiveDeclaration],
        into requirements: inout [DependencyGraph.Requirement], imports: inout [ImportDeclaration], visiting: Set<SymbolID>
    ) {
        guard let active = byName[name], !visiting.contains(name) else { return }
        // The first protocol's imports are its file's array itself (shared, not copied): nearly
        // every protocol refines no other, and 10,000 copies of their files' imports were 5 MB.
        if imports.isEmpty { imports = active.imports } else { imports += active.imports }
        let properties = active.declaration.properties
        requirements.reserveCapacity(requirements.count + properties.count)
        // By index: each property's fields are read in place, not copied with the whole property.
        for index in properties.indices where !properties[index].isStatic && properties[index].accessors.isOnlyGet && properties[index].getterEffects.isEmpty {
            guard isActive(properties[index].condition, used: true), let type = properties[index].type,
                let typeText = properties[index].typeText, let typeNames = properties[index].typeNames
            else { continue }
            let propertyName = properties[index].name
            if visiting.isEmpty { reportAmbiguousNames(in: type, at: properties[index].location, from: active.path, of: active) }
            let identity = identity(of: type, from: active.path, in: active.context)
            // A type whose identity is its written form names no declaration that needs another
            // spelling in the output module (no module, no enclosing type): spelled as written.
            let spelling =
                lookup.isWritten(identity, as: type)
                ? TypeSpelling(parts: [.text(typeText)]) : spelling(of: typeText, names: typeNames, from: active.path, in: active.context)
            requirements.append(
                DependencyGraph.Requirement(
                    name: propertyName, type: type, identity: identity, spelling: spelling,
                    location: properties[index].location, declaringProtocol: name
                ))
        }
        for inherited in active.declaration.inheritedTypes {
            guard let parent = declaration(named: inherited.type, from: active.inheritanceScope, in: active.context) else { continue }
            collectRequirements(parent, byName: byName, into: &requirements, imports: &imports, visiting: visiting.union([name]))
        }
    }

    private mutating func reportUnprovidableMembers(of active: ActiveDeclaration) {
        let name = active.declaration.qualifiedName
        for function in active.declaration.functions where isActive(function.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresMethod, at: function.location, name, function.name
                ))
        }
        for item in active.declaration.subscripts where isActive(item.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresSubscript, at: item.location, name
                ))
        }
        for initializer in active.declaration.initializers where isActive(initializer.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresInitializer, at: initializer.location, name
                ))
        }
        for associated in active.declaration.associatedTypes {
            diagnostics.append(
                Diagnostic(
                    .dependencyDeclaresAssociatedType, at: associated.location, name, associated.name
                ))
        }
        let properties = active.declaration.properties
        for index in properties.indices where isActive(properties[index].condition, used: false) {
            // Read in place; copied only for a diagnostic.
            if properties[index].isStatic {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresStaticProperty, at: property.location, name, property.name.text
                    ))
            } else if !properties[index].accessors.isOnlyGet {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresSettableProperty, at: property.location, name, property.name.text
                    ))
            } else if !properties[index].getterEffects.isEmpty {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresEffectfulGetter, at: property.location, name, property.name.text, property.getterEffects.text
                    ))
            }
        }
    }
}

/// What one inherited type of a protocol says of the runtime protocols it refines.
private struct InheritedBases: Sendable {
    /// The runtime protocols the inherited type's name is.
    let named: RuntimeBases
    /// The protocol the name reaches (its index in the sorted keys), when `named` does not settle
    /// every kind.
    let parent: Int?
}

/// The runtime protocols a dependency or plugin-extension protocol can refine.
struct RuntimeBases: OptionSet, Sendable {
    let rawValue: Int
    /// `Dependency` or `EmptyDependency`: a dependency protocol.
    static let dependency = RuntimeBases(rawValue: 1)
    /// `PluginExtension`: a plugin extension protocol.
    static let pluginExtension = RuntimeBases(rawValue: 2)
    /// Both kinds.
    static let all: RuntimeBases = [.dependency, .pluginExtension]
    /// The runtime's names, and what refining each makes a protocol.
    static let names: [(String, RuntimeBases)] = [("Dependency", .dependency), ("EmptyDependency", .dependency), ("PluginExtension", .pluginExtension)]
}

extension [Accessor] {
    /// Whether these accessors are exactly `get`: a requirement Graft can provide.
    fileprivate var isOnlyGet: Bool { count == 1 && self[0] == .get }
}
