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
        func reportDuplicate(_ second: ActiveDeclaration, of first: ActiveDeclaration) {
            let name = second.declaration.qualifiedName
            diagnostics.append(
                Diagnostic(
                    .duplicateProtocol, at: second.declaration.location, name,
                    notes: [Diagnostic.Note(location: first.declaration.location, message: "'\(name)' is first declared here")]
                ))
        }
        // Two that Swift compiles together, it reports too. Two under `#if`s are compiled together
        // only where both conditions hold, which Graft decides for the protocols a graph is made of;
        // for another (`#if os(Windows)` and `#if os(Linux) || FLAG`, taken as true because the graph
        // does not depend on them) the first is kept, unless a graph protocol reads requirements
        // from it (below).
        var setAside: [(second: ActiveDeclaration, first: ActiveDeclaration, key: SymbolID)] = []
        for active in declarations where active.declaration.kind == .protocol {
            guard let key = active.symbol else { continue }
            if let first = byName[key] {
                let bothConditional = active.declaration.condition != nil && first.declaration.condition != nil
                if !bothConditional || active.declaration.looksLikeGraphDeclaration || first.declaration.looksLikeGraphDeclaration {
                    reportDuplicate(active, of: first)
                } else {
                    setAside.append((active, first, key))
                }
                continue
            }
            byName[key] = active
            protocolDeclarations[key] = active
        }
        protocolsAreExtended = byName.keys.contains { declarationsByScope[$0]?.isEmpty == false }

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
            // A composition (`Dependency, HasName & HasCount`, or a typealias of one) refines each
            // member, named as written in messages.
            var bases: [InheritedBases] = []
            bases.reserveCapacity(active.declaration.inheritedTypes.count)
            for (position, inherited) in active.declaration.inheritedTypes.enumerated() {
                var named: RuntimeBases = []
                for (base, kind) in RuntimeBases.names where state.namesRuntimeType(inherited.type, base, from: scope, in: active.context) {
                    named.insert(kind)
                }
                guard named != .all else {
                    bases.append(InheritedBases(position: position, member: nil, named: named, parent: nil))
                    continue
                }
                let reached = state.inherited(inherited.type, from: active.inheritanceScope, in: active.context)
                guard let members = reached.members else {
                    bases.append(InheritedBases(position: position, member: nil, named: named, parent: reached.declaration.flatMap { indices[$0] }))
                    continue
                }
                for member in members {
                    var memberNamed: RuntimeBases = []
                    for (base, kind) in RuntimeBases.names where state.namesRuntimeType(member.type, base, from: scope, in: active.context) {
                        memberNamed.insert(kind)
                    }
                    let parent = memberNamed == .all ? nil : member.declaration.flatMap { indices[$0] }
                    bases.append(InheritedBases(position: position, member: member.type, named: memberNamed, parent: parent))
                }
            }
            return bases
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
        checkRefinements(names: names, byName: byName, inheritance: inheritance, refined: refined)
        let dependencies = protocols(names.indices.filter { refined[$0].contains(.dependency) }.map { names[$0] }, byName: byName)
        let pluginExtensions = protocols(names.indices.filter { refined[$0].contains(.pluginExtension) }.map { names[$0] }, byName: byName)
        if !setAside.isEmpty {
            let read = Set([dependencies, pluginExtensions].flatMap { $0.values.flatMap { $0.requirements.map(\.declaringProtocol) } })
            for (second, first, key) in setAside where read.contains(key) { reportDuplicate(second, of: first) }
        }
        return (dependencies, pluginExtensions)
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
        // Read in place: a protocol is a large value, and nearly none is either.
        for index in built.indices {
            if built[index]?.isSendable == true { sendableProtocols.insert(names[index]) }
            if let mark = built[index]?.mark, !mark.isEmpty { markedProtocols[names[index]] = mark }
        }
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
        var refined: [SymbolID] = []
        var isSendable = false
        collectRequirements(
            name, byName: byName, into: &requirements, imports: &imports, visiting: [], isolated: false, visited: &refined, sendable: &isSendable)
        // Sorted by name; of the requirements of one name, the first met is kept: a protocol's own
        // hides the one of a protocol it refines.
        let order = requirements.indices.sorted { (requirements[$0].name.text, $0) < (requirements[$1].name.text, $1) }
        var kept: [DependencyGraph.Requirement] = []
        kept.reserveCapacity(order.count)
        for index in order where kept.last?.name != requirements[index].name { kept.append(requirements[index]) }
        if !refined.isEmpty { markDefaults(of: &kept, in: refined) }
        return DependencyGraph.DependencyProtocol(
            key: name, qualifiedName: active.declaration.qualifiedName, module: active.module, location: active.declaration.location,
            accessLevel: active.declaration.accessLevel, requirements: kept, imports: imports,
            mark: typeMark(active), isSendable: isSendable
        )
    }

    private mutating func collectRequirements(
        _ name: SymbolID, byName: [SymbolID: ActiveDeclaration],
        into requirements: inout [DependencyGraph.Requirement], imports: inout [ImportDeclaration], visiting: Set<SymbolID>, isolated: Bool,
        visited: inout [SymbolID], sendable: inout Bool
    ) {
        guard let active = byName[name], !visiting.contains(name) else { return }
        if protocolsAreExtended { visited.append(name) }
        let isolated = isolated || Isolation.mayIsolate(active.declaration.attributes)
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
                    location: properties[index].location, declaringProtocol: name,
                    mayBeIsolated: isolated || Isolation.mayIsolate(properties[index].attributes)
                ))
        }
        for inherited in active.declaration.inheritedTypes {
            // What it names: a protocol of the sources, or Swift's `Sendable`, also through a
            // typealias or a composition (`typealias SendableDependency = Dependency & Sendable`).
            let reached = self.inherited(inherited.type, from: active.inheritanceScope, in: active.context)
            if !sendable, reached.declaration == nil {
                sendable =
                    reached.members.map { $0.contains { $0.declaration == nil && Isolation.isSendable($0.type) } }
                    ?? Isolation.isSendable(inherited.type)
            }
            for parent in reached.members?.compactMap(\.declaration) ?? reached.declaration.map({ [$0] }) ?? [] {
                collectRequirements(
                    parent, byName: byName, into: &requirements, imports: &imports, visiting: visiting.union([name]), isolated: isolated,
                    visited: &visited, sendable: &sendable)
            }
        }
    }

    /// Marks each of `requirements` that an unconstrained extension of a protocol in `protocols`
    /// (the dependency protocol and those it refines) implements with a compiled instance property
    /// of its name and type (`extension FeedDependency { var pageSize: Int { 20 } }`): a provider
    /// that reads no ancestor for it conforms through that default, as Swift lets it. A
    /// constrained extension (`where Self: …`) is no default: it may not apply to the provider.
    private mutating func markDefaults(of requirements: inout [DependencyGraph.Requirement], in protocols: [SymbolID]) {
        var defaults: [Name: [(property: PropertyDeclaration, declaring: ActiveDeclaration)]] = [:]
        for key in protocols {
            for declaring in declarationsByScope[key] ?? []
            where declaring.declaration.kind == .extension && declaring.declaration.selfConstraints.isEmpty
                && !declaring.declaration.hasOtherConstraints
            {
                for property in declaring.declaration.properties where !property.isStatic && property.type != nil {
                    // An unavailable one witnesses nothing (`Availability`).
                    guard isActive(property.condition, used: false),
                        Availability.of(property.attributes, declaredIn: declaring.declaration.attributes) != .unavailable
                    else { continue }
                    defaults[property.name, default: []].append((property, declaring))
                }
            }
        }
        guard !defaults.isEmpty else { return }
        for index in requirements.indices {
            let requirement = requirements[index]
            guard let candidates = defaults[requirement.name] else { continue }
            let match = candidates.first { candidate in
                guard let type = candidate.property.type else { return false }
                return identity(of: type, from: scope(of: candidate.declaring).path, in: candidate.declaring.context) == requirement.identity
            }
            guard let match else { continue }
            requirements[index] = requirement.withDefault(
                DependencyGraph.Requirement.Default(
                    module: match.declaring.module, accessLevel: min(match.property.accessLevel, match.declaring.declaration.accessLevel),
                    location: match.property.location))
        }
    }

    /// The generated providers conform to a dependency protocol with everything it refines, so what
    /// it refines is checked too. A protocol of the sources it refines that is no dependency protocol
    /// itself (`protocol HasLogger { func log() }`) has its members checked as a dependency
    /// protocol's are, as warnings with a note where it is refined (a default in an extension of it
    /// may implement them). An inherited name that reaches no protocol of
    /// the sources (a module the generator does not read, `CustomStringConvertible`) is a warning
    /// at the name unless it asks nothing of a class (`requiresNothingOfAClass`): Graft cannot tell
    /// what it requires, so Swift rejects the generated providers if it requires anything. A
    /// warning, not an error: a marker protocol of such a module requires nothing and builds.
    private mutating func checkRefinements(
        names: [SymbolID], byName: [SymbolID: ActiveDeclaration], inheritance: [[InheritedBases]], refined: [RuntimeBases]
    ) {
        // The protocols dependency and plugin-extension protocols reach, in name order, each with
        // the first refinement met (breadth first).
        var refinedAt = [SourceLocation?](repeating: nil, count: names.count)
        var refiner = [Int](repeating: -1, count: names.count)
        var queue = names.indices.filter { !refined[$0].isEmpty }
        var reached = [Bool](repeating: false, count: names.count)
        for index in queue { reached[index] = true }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            guard let active = byName[names[index]] else { continue }
            for base in inheritance[index] {
                let written = active.declaration.inheritedTypes[base.position]
                // A member of a composition is named on its own.
                let inherited = base.member.map { InheritedType(text: $0.description, type: $0, location: written.location) } ?? written
                if let parent = base.parent {
                    guard !reached[parent] else { continue }
                    reached[parent] = true
                    (refinedAt[parent], refiner[parent]) = (inherited.location, index)
                    queue.append(parent)
                } else if base.named.isEmpty, !Self.requiresNothingOfAClass(inherited) {
                    diagnostics.append(Diagnostic(.refinesUnreadableProtocol, at: inherited.location, active.declaration.qualifiedName, inherited.text))
                }
            }
        }
        for index in names.indices where refined[index].isEmpty {
            guard let location = refinedAt[index], let active = byName[names[index]], let by = byName[names[refiner[index]]] else { continue }
            let note = Diagnostic.Note(
                location: location, message: "dependency protocol '\(by.declaration.qualifiedName)' refines '\(active.declaration.qualifiedName)' here")
            // Warnings: an extension of the protocol may implement the member (a default), and then
            // the generated providers conform.
            let start = diagnostics.count
            reportUnprovidableMembers(of: active, notes: [note])
            for index in start..<diagnostics.count { diagnostics[index] = diagnostics[index].with(severity: .warning) }
        }
    }

    /// Whether an inherited name that no protocol of the sources has is one of Swift's that ask
    /// nothing of the classes Graft writes: `AnyObject`, `Sendable`, `Identifiable` (a class has its
    /// `id`), `Copyable`, `Escapable`, `SendableMetatype`, a suppressed one (`~Copyable`) and the
    /// `class` of old.
    static func requiresNothingOfAClass(_ inherited: InheritedType) -> Bool {
        if inherited.text.hasPrefix("~") { return true }
        guard case .nominal(let parts) = inherited.type, parts.allSatisfy(\.arguments.isEmpty) else { return false }
        let names = parts.map(\.name)
        guard names.count == 1 || (names.count == 2 && names[0] == "Swift"), let last = names.last else { return false }
        return ["AnyObject", "Sendable", "Identifiable", "Copyable", "Escapable", "SendableMetatype", "class"].contains(last)
    }

    /// Reports the members of the protocol `active` that no provider can satisfy, each with `notes`.
    private mutating func reportUnprovidableMembers(of active: ActiveDeclaration, notes: [Diagnostic.Note] = []) {
        let name = active.declaration.qualifiedName
        for function in active.declaration.functions where isActive(function.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresMethod, at: function.location, name, function.name, notes: notes
                ))
        }
        for item in active.declaration.subscripts where isActive(item.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresSubscript, at: item.location, name, notes: notes
                ))
        }
        for initializer in active.declaration.initializers where isActive(initializer.condition, used: false) {
            diagnostics.append(
                Diagnostic(
                    .dependencyRequiresInitializer, at: initializer.location, name, notes: notes
                ))
        }
        for associated in active.declaration.associatedTypes {
            diagnostics.append(
                Diagnostic(
                    .dependencyDeclaresAssociatedType, at: associated.location, name, associated.name, notes: notes
                ))
        }
        let properties = active.declaration.properties
        for index in properties.indices where isActive(properties[index].condition, used: false) {
            // Read in place; copied only for a diagnostic.
            if properties[index].isStatic {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresStaticProperty, at: property.location, name, property.name.text, notes: notes
                    ))
            } else if !properties[index].accessors.isOnlyGet {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresSettableProperty, at: property.location, name, property.name.text, notes: notes
                    ))
            } else if !properties[index].getterEffects.isEmpty {
                let property = properties[index]
                diagnostics.append(
                    Diagnostic(
                        .dependencyRequiresEffectfulGetter, at: property.location, name, property.name.text, property.getterEffects.text, notes: notes
                    ))
            }
        }
    }
}

/// What one inherited type of a protocol (one member of a composition) says of the runtime
/// protocols it refines.
private struct InheritedBases: Sendable {
    /// Which of the protocol's inherited types it is.
    let position: Int
    /// The member of a composition (`HasName & HasCount`, or a typealias of one) it is; nil for
    /// the inherited type itself.
    let member: TypeName?
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
