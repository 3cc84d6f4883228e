extension GraphBuilderState {
    /// Resolves each component's dependency protocol (subclasses inherit their base's), by key,
    /// reporting dependencies that are missing or are not dependency protocols.
    mutating func resolveDependencies(
        _ candidates: [ComponentCandidate], protocols: [SymbolID: DependencyGraph.DependencyProtocol], byKey: SymbolMap<ComponentCandidate>
    ) -> [SymbolID: SymbolID] {
        var resolved: [SymbolID: SymbolID] = [:]
        resolved.reserveCapacity(candidates.count)
        // Each class that names its own dependency is looked up on its own: on every core.
        let tops = candidates.filter(\.ownsTypes)
        let found = concurrentMap(tops) { state, candidate in state.dependencyKey(of: candidate, protocols: protocols) }
        for (candidate, key) in zip(tops, found) {
            if let key { resolved[candidate.symbol] = key }
        }
        for candidate in candidates where !candidate.ownsTypes {
            resolved[candidate.symbol] = resolved[Self.topOfHierarchy(candidate, byKey: byKey).symbol]
        }
        return resolved
    }

    /// The key of the dependency protocol of `candidate` (the top of its class hierarchy), or nil
    /// for `EmptyDependency` and for a dependency that is missing or is not a dependency protocol,
    /// which is reported.
    private mutating func dependencyKey(
        of candidate: ComponentCandidate, protocols: [SymbolID: DependencyGraph.DependencyProtocol]
    ) -> SymbolID? {
        let name = candidate.declaration.declaration.qualifiedName
        guard let type = candidate.dependency else { return nil }
        // `Component<NameDependency & CountDependency>`, also through a typealias: a provider
        // conforms to one protocol, which the user declares and names.
        func reportComposition(of members: [TypeName]) {
            let declared = candidate.declaration.declaration.name
            let stem = declared.hasSuffix("Component") && declared != "Component" ? String(declared.dropLast("Component".count)) : declared
            let suggested = stem + "Dependency"
            diagnostics.append(
                Diagnostic(
                    .dependencyComposition, at: candidate.dependencyLocation, candidate.dependencyText, name, suggested,
                    members.map(\.description).joined(separator: ", "), suggested
                ))
        }
        if case .composition(let members) = type {
            reportComposition(of: members)
            return nil
        }
        let scope = candidate.declaration.inheritanceScope
        let context = candidate.declaration.context
        if let found = lookup.resolveVisible(type, from: scope, in: context)
            ?? (namesRuntimeType(type, "EmptyDependency", from: scope, in: context) ? nil : lookup.resolve(type, from: scope, in: context))
        {
            // `Component<FeatureDependency>` or, through `typealias Feature = FeatureDependency`, `Component<Feature>`.
            if let named = declaration(aliasedBy: found, in: context), protocols[named] != nil {
                return named
            } else if let members = composition(aliasedBy: found, in: context) {
                reportComposition(of: members)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .notADependencyProtocol, at: candidate.dependencyLocation, candidate.dependencyText, name,
                        type.lastName ?? candidate.dependencyText
                    ))
            }
        } else if !namesRuntimeType(type, "EmptyDependency", from: scope, in: context) {
            let written = type.lastName ?? candidate.dependencyText
            let similar = protocols.values.filter { EditDistance.isClose(written, lookup.lastName(of: lookup.path(of: $0.key)).text) }
            diagnostics.append(
                Diagnostic(
                    .unknownDependencyProtocol, at: candidate.dependencyLocation, candidate.dependencyText, name,
                    notes: similar.sorted { $0.location < $1.location }.prefix(3).map {
                        Diagnostic.Note(location: $0.location, message: "did you mean '\($0.qualifiedName)'?")
                    }
                ))
        }
        return nil
    }

    /// Gathers a component's providers: its own and its extensions', then its superclasses', then
    /// those that extensions of the protocols they conform to add (`ProviderEligibility`).
    /// `showsModule`: another component has the same qualified name, so messages name the module.
    mutating func makeComponent(
        id: Int, candidate: ComponentCandidate, byKey: SymbolMap<ComponentCandidate>, dependency: SymbolID?, showsModule: Bool
    ) -> DependencyGraph.Component {
        let active = candidate.declaration
        let name = candidate.symbol
        // The offered properties, and the names among them: a property is a large value, moved
        // once into its place rather than through a table's growth.
        var offered: [DependencyGraph.Provider] = []
        var visible: Set<Name> = []
        var hidden: [DependencyGraph.Provider] = []
        var untyped: [DependencyGraph.Provider] = []
        var isSendable = false
        // Each property of `current` (the component or a superclass, named `currentName`), from
        // `declaring`, its body or an extension of it or of a protocol it conforms to; `classAccess`
        // is what else limits who reads it (its class's access, or a mixin's protocol's);
        // `isolated`: whether its class or protocol may isolate its members to a global actor, and
        // whether it certainly isolates them to the main actor.
        func consider(
            _ property: PropertyDeclaration, in declaring: ActiveDeclaration, of current: SymbolID, named currentName: String,
            access classAccess: AccessLevel, isolated: (may: Bool, mainActor: Bool) = (false, false)
        ) {
            let module = declaring.module
            let availability = Availability.of(property.attributes, declaredIn: declaring.declaration.attributes)
            let offer = ProviderEligibility.offer(property, inherited: current != name, availability: availability)
            guard let type = property.type else {
                if offer == .untyped {
                    untyped.append(
                        DependencyGraph.Provider(
                            name: property.name, type: .unparsed(""), identity: .type(.unparsed("")),
                            accessLevel: min(property.accessLevel, classAccess),
                            module: module, location: property.location, declaringComponent: currentName,
                            declaringComponentKey: current, mayBeIsolated: false
                        ))
                }
                return
            }
            let declaringScope = scope(of: declaring).path
            // `some Service` provides `any Service`: generated code reads it as the requirement's
            // type, to which Swift converts the opaque value.
            let offeredType: TypeName = if case .opaque(let constraint) = type { constraint } else { type }
            // Certainly on the main actor implies may be isolated: the first is looked at only then.
            let mayBeIsolated = isolated.may || Isolation.mayIsolate(property.attributes) || Isolation.mayIsolate(declaring.declaration.attributes)
            let provider = DependencyGraph.Provider(
                name: property.name, type: type, identity: identity(of: offeredType, from: declaringScope, in: declaring.context),
                accessLevel: min(property.accessLevel, classAccess), module: module,
                location: property.location, declaringComponent: currentName, declaringComponentKey: current,
                mayBeIsolated: mayBeIsolated,
                isMainActor: mayBeIsolated && !property.modifiers.contains(.nonisolated)
                    && (isolated.mainActor || Isolation.isolatesToMainActor(property.attributes)
                        || Isolation.isolatesToMainActor(declaring.declaration.attributes)),
                getterEffects: property.getterEffects, availability: availability,
                mark: property.attributes.isEmpty && declaring.declaration.attributes.isEmpty
                    ? .none : Availability.typeMark(property.attributes + declaring.declaration.attributes)
            )
            if current == name { reportAmbiguousNames(in: type, at: property.location, from: declaringScope, of: declaring) }
            if offer == .hidden {
                hidden.append(provider)
            } else if offer == .provider, visible.insert(property.name).inserted {
                // The nearest class's property of a name: classes are visited from the component up.
                offered.append(provider)
            }
        }
        // The classes from the component up, how each is isolated, and the protocols each conforms to.
        var classes: [(key: SymbolID, name: String, access: AccessLevel, isolation: (may: Bool, mainActor: Bool))] = []
        var owner: SymbolID? = name
        var seen: Set<SymbolID> = []
        while let current = owner, seen.insert(current).inserted {
            isSendable =
                isSendable
                || (declarationsByScope[current] ?? []).contains { Isolation.declaresSendable($0.declaration) }
            let classAccess = byKey[current]?.declaration.declaration.accessLevel ?? active.declaration.accessLevel
            let currentName =
                byKey[current].map { Self.displayName(of: $0.declaration, showsModule: showsModule) }
                ?? lookup.qualifiedName(of: current)
            classes.append((current, currentName, classAccess, (false, false)))
            owner = byKey[current]?.superclass
        }
        // A class is isolated as its declaration says, or as its superclass is.
        var inherited = (may: false, mainActor: false)
        for index in classes.indices.reversed() {
            let declared = isolation(declaredBy: classes[index].key)
            inherited = (inherited.may || declared.may, inherited.mainActor || declared.mainActor)
            classes[index].isolation = inherited
            isSendable = isSendable || declared.sendable
        }
        for (current, currentName, classAccess, isolation) in classes {
            for (property, declaring) in properties(of: current) {
                consider(property, in: declaring, of: current, named: currentName, access: classAccess, isolated: isolation)
            }
        }
        // Then the runtime's classes the component's kind inherits, as extended in the sources
        // (`extension Component { var logger: Logger { … } }`), most derived first.
        let kinds =
            !extendsRuntimeTypes
            ? []
            : RuntimeComponentType.kinds(
                isRoot: candidate.isRoot, isNonCore: candidate.isNonCore, isPluginized: Self.topOfHierarchy(candidate, byKey: byKey).plugin != nil)
        let componentName = classes[0].name
        // A loop, not `map`: a closure calling a method of the builder copied the whole state.
        var conformed: [(protocols: [SymbolID], foreign: [Name], unreadable: [InheritedType])] = []
        conformed.reserveCapacity(classes.count)
        for entry in classes { conformed.append(conformances(of: entry.key)) }
        // What `where Self: …` clauses are checked against, made when one is met: the classes and
        // the protocols they conform to.
        var admitting: (classes: Set<SymbolID>, protocols: Set<SymbolID>)?
        func admits(_ declaring: ActiveDeclaration) -> Bool {
            guard !declaring.declaration.selfConstraints.isEmpty else { return true }
            let sets = admitting ?? (Set(classes.map(\.key)), Set(conformed.map(\.protocols).joined()))
            admitting = sets
            return applies(declaring, toClasses: sets.classes, conforming: sets.protocols)
        }
        for kind in kinds where kind != .scope {
            for (property, declaring) in properties(in: runtimeExtensions[kind] ?? [], named: kind.name)
            where admits(declaring) {
                consider(property, in: declaring, of: name, named: componentName, access: .open)
            }
        }
        // A class's member hides what a protocol extension adds under its name, as in Swift.
        var mixedIn: Set<SymbolID> = []
        var foreignMixedIn: Set<Name> = []
        for ((current, currentName, classAccess, _), conformances) in zip(classes, conformed) {
            for conformance in conformances.protocols where mixedIn.insert(conformance).inserted {
                // What limits who reads a mixin's property is its protocol's access, not the class's;
                // what an extension of a `@MainActor` protocol adds is isolated as the protocol is.
                let declared = protocolDeclarations[conformance]?.declaration
                let access = declared?.accessLevel ?? classAccess
                let attributes = declared?.attributes ?? []
                let isolation = (may: Isolation.mayIsolate(attributes), mainActor: Isolation.isolatesToMainActor(attributes))
                for (property, declaring) in properties(of: conformance) where admits(declaring) {
                    consider(property, in: declaring, of: current, named: currentName, access: access, isolated: isolation)
                }
            }
            // A protocol of another module is public: its extension limits its properties itself.
            for foreign in conformances.foreign where foreignMixedIn.insert(foreign).inserted {
                for (property, declaring) in properties(in: foreignExtensions[foreign] ?? [], named: foreign) where admits(declaring) {
                    consider(property, in: declaring, of: current, named: currentName, access: .open)
                }
            }
        }
        if !conformed[0].unreadable.isEmpty {
            reportUnreadableConformances(conformed[0].unreadable, of: componentName, mixingIn: foreignMixedIn)
        }
        // Last, `extension Scope { … }`, the runtime's protocol every component conforms to.
        if kinds.contains(.scope) {
            for (property, declaring) in properties(in: runtimeExtensions[.scope] ?? [], named: RuntimeComponentType.scope.name)
            where admits(declaring) {
                consider(property, in: declaring, of: name, named: componentName, access: .open)
            }
        }
        var providers = offered.sorted { $0.name.text < $1.name.text }
        providers.reserveCapacity(offered.count + hidden.count + untyped.count)
        providers += hidden.sorted { $0.location < $1.location }
        providers += untyped.sorted { $0.location < $1.location }
        return DependencyGraph.Component(
            id: id, key: name, qualifiedName: active.declaration.qualifiedName,
            displayName: Self.displayName(of: active, showsModule: showsModule),
            module: active.module, location: active.declaration.location,
            accessLevel: active.declaration.accessLevel, isRoot: candidate.isRoot,
            isGeneric: !active.declaration.genericParameters.isEmpty, dependency: dependency,
            superclass: candidate.superclass, providers: providers, offeredCount: offered.count, hiddenCount: hidden.count,
            isSendable: isSendable, isNonCore: candidate.isNonCore, isIsolated: classes[0].isolation.may,
            mark: typeMark(active)
        )
    }

    /// Whether the extension `declaring` applies to a component whose classes are `classes` and
    /// which conforms to `protocols`: each type its `where` clause requires `Self` to be
    /// (`extension Themed where Self: LoggedInComponent`) is one of the classes or one of the
    /// protocols. A requirement Graft cannot decide (of another type than `Self`, or of a type it
    /// does not find) counts as met: a property taken that Swift would not apply fails the build at
    /// a line Graft wrote, where one left out could wire a farther ancestor's property in silence.
    private func applies(_ declaring: ActiveDeclaration, toClasses classes: Set<SymbolID>, conforming protocols: Set<SymbolID>) -> Bool {
        for constraint in declaring.declaration.selfConstraints {
            let members: [TypeName] = if case .composition(let parts) = constraint.type { parts } else { [constraint.type] }
            for member in members {
                guard let found = declaration(named: member, from: declaring.inheritanceScope, in: declaring.context) else { continue }
                guard protocolDeclarations[found] != nil ? protocols.contains(found) : classes.contains(found) else { return false }
            }
        }
        return true
    }

    /// The protocols of the sources that the class `key` conforms to in its declaration and its
    /// extensions, with the protocols they refine, in the order met: their extensions' properties
    /// are members of the class (a mixin, `extension Naming { var name: String { … } }`), those of
    /// a constrained extension when it applies (`applies(_:toClasses:conforming:)`). `foreign`: the
    /// last names of those it conforms to that no declaration of the sources has but an extension
    /// extends (`foreignExtensions`), whose properties are mixins too; `unreadable`, when there are
    /// such extensions, the others that no declaration of the sources has, which may refine them.
    private func conformances(of key: SymbolID) -> (protocols: [SymbolID], foreign: [Name], unreadable: [InheritedType]) {
        var result: [SymbolID] = []
        var foreign: [Name] = []
        var unreadable: [InheritedType] = []
        var seen: Set<SymbolID> = []
        func add(_ inherited: ArraySlice<InheritedType>, of declaring: ActiveDeclaration) {
            for type in inherited {
                let reached = self.inherited(type.type, from: declaring.inheritanceScope, in: declaring.context)
                // The type itself, or each member of a composition.
                for member in 0..<(reached.members?.count ?? 1) {
                    let (written, declaration) = reached.members?[member] ?? (type.type, reached.declaration)
                    if let found = declaration {
                        guard protocolDeclarations[found] != nil, seen.insert(found).inserted else { continue }
                        result.append(found)
                    } else if !foreignExtensions.isEmpty, let last = written.lastName.map(Name.init) {
                        let named = InheritedType(text: written.description, type: written, location: type.location)
                        if foreignExtensions[last] != nil {
                            if !foreign.contains(last) { foreign.append(last) }
                        } else if !Self.requiresNothingOfAClass(named) {
                            unreadable.append(named)
                        }
                    }
                }
            }
        }
        for declaring in declarationsByScope[key] ?? [] {
            // A class's first inherited type is its superclass, whose conformances are its own.
            add(declaring.declaration.inheritedTypes.dropFirst(declaring.declaration.kind == .class ? 1 : 0), of: declaring)
        }
        var next = 0
        while next < result.count, let refining = protocolDeclarations[result[next]] {
            next += 1
            add(refining.declaration.inheritedTypes[...], of: refining)
        }
        return (result, foreign, unreadable)
    }

    /// Reports each protocol the component conforms to that no declaration of the sources has
    /// (`unreadable`, from `conformances(of:)`) when an extension of another such protocol adds a
    /// property by the name of a requirement: Graft cannot tell whether the first refines the
    /// second, which would make that property the component's (`extension Equatable { var tag … }`
    /// and `Hashable`). `mixingIn`: the protocols whose extensions the component has already.
    private mutating func reportUnreadableConformances(_ unreadable: [InheritedType], of component: String, mixingIn: Set<Name>) {
        guard let (extended, property) = foreignProviders.first(where: { !mixingIn.contains($0.extended) }) else { return }
        for inherited in unreadable where inherited.type.lastName != extended.text {
            diagnostics.append(
                Diagnostic(
                    .unreadableConformance, at: inherited.location, component, inherited.text, extended.text, property.name.text,
                    notes: [Diagnostic.Note(location: property.location, message: "'\(property.name.text)' is added here")]
                ))
        }
    }

    /// Finds `foreignProviders` among the properties of `foreignExtensions`, once: those named like
    /// one of `requirements`. Only a warning reads them, so the graph does not depend on the `#if`
    /// conditions around them (`isCompiled(_:)`): an app's `#if os(iOS) extension UIView { … }`
    /// would otherwise count against the conditions Graft resolves.
    mutating func collectForeignProviders<Requirements: Sequence<DependencyGraph.Requirement>>(requirements: Requirements) {
        let names = Set(requirements.map(\.name))
        for (extended, declarations) in foreignExtensions {
            for declaring in declarations {
                for property in declaring.declaration.properties
                where !property.isStatic && names.contains(property.name) && isCompiled(property.condition) {
                    foreignProviders.append((extended, property))
                }
            }
        }
        foreignProviders.sort { $0.property.location < $1.property.location }
    }

    /// Whether the declaration of the class `key` may isolate it and its members to a global
    /// actor, by an attribute (`@MainActor final class …`) or by a conformance in it to a protocol
    /// of the sources that has one, from which Swift infers the class's isolation; whether it
    /// certainly isolates them to the main actor; and whether such a conformance is to a
    /// `@MainActor` protocol, which Swift 6 also makes the class (and its subclasses) `Sendable`,
    /// where the attribute alone does not (`Component` is not `Sendable`).
    private func isolation(declaredBy key: SymbolID) -> (may: Bool, mainActor: Bool, sendable: Bool) {
        // Read in place: a declaration is a large value, and nearly every class has neither.
        guard let declarations = declarationsByScope[key], let index = declarations.firstIndex(where: { $0.declaration.kind == .class }),
            !declarations[index].declaration.attributes.isEmpty || declarations[index].declaration.inheritedTypes.count > 1
        else { return (false, false, false) }
        let primary = declarations[index]
        var may = Isolation.mayIsolate(primary.declaration.attributes)
        let attributed = Isolation.isolatesToMainActor(primary.declaration.attributes)
        var sendable = false
        for inherited in primary.declaration.inheritedTypes.dropFirst() {
            for named in inheritedDeclarations(inherited.type, from: primary.inheritanceScope, in: primary.context) {
                guard let attributes = protocolDeclarations[named]?.declaration.attributes else { continue }
                may = may || Isolation.mayIsolate(attributes)
                sendable = sendable || Isolation.isolatesToMainActor(attributes)
            }
        }
        return (may, attributed || sendable, sendable)
    }

    /// What `@available` restricts of naming the type `active` declares: what it says of the type
    /// and of each type enclosing it (`Availability.Mark`).
    func typeMark(_ active: ActiveDeclaration) -> Availability.Mark {
        guard !markedTypes.isEmpty, var symbol = active.symbol else { return .none }
        var mark = Availability.Mark.none
        while true {
            if let own = markedTypes[symbol] { mark = mark.union(own) }
            guard let scope = lookup.parent(of: lookup.path(of: symbol)), let enclosing = lookup.symbol(of: scope, module: lookup.module(of: symbol))
            else { return mark }
            symbol = enclosing
        }
    }

    /// How messages and pictures name a component: `Outer.Name`, or `Module.Outer.Name` when
    /// components of several modules share the name.
    static func displayName(of active: ActiveDeclaration, showsModule: Bool) -> String {
        let name = active.declaration.qualifiedName
        guard showsModule, let module = active.module else { return name }
        return module + "." + name
    }

    /// The instance properties of a type, from its body and all its extensions, that are compiled.
    private mutating func properties(of key: SymbolID) -> [(PropertyDeclaration, ActiveDeclaration)] {
        properties(in: declarationsByScope[key] ?? [], named: lookup.lastName(of: lookup.path(of: key)))
    }

    /// The compiled instance properties of `declarations`, the body and extensions of a type whose
    /// last name is `lastName`: the graph depends on the conditions around any extension of that name.
    private mutating func properties(in declarations: [ActiveDeclaration], named lastName: Name) -> [(PropertyDeclaration, ActiveDeclaration)] {
        var result: [(PropertyDeclaration, ActiveDeclaration)] = []
        for condition in conditionalExtensions[lastName] ?? [] {
            noteUndecided(in: condition)
        }
        for active in declarations {
            for property in active.declaration.properties where !property.isStatic {
                guard isActive(property.condition, used: false) else { continue }
                result.append((property, active))
            }
        }
        return result
    }
}
