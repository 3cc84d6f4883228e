/// Which classes are components, and of which kind: the rule behind the graph's components.
///
/// A class is a component when its superclass is one of the runtime's (`Component<D>`,
/// `BootstrapComponent`, `NonCoreComponent<D>`, `PluginizedComponent<D, P, N>`, as the file sees
/// them: a declaration of the sources' own of that name shadows the runtime's), a typealias of one,
/// or a component class (a subclass inherits its superclass's kind, and a generic base's dependency
/// with the type arguments substituted). A generic base whose dependency is a type parameter is no
/// component itself, its subclasses are. A `BootstrapComponent` is a root. A class whose
/// superclass Graft cannot classify but which looks meant to be a component is warned about at its
/// superclass, never left out in silence; two components of one name in one module are an error.
extension GraphBuilderState {
    /// Finds the classes that are components, following typealiases and subclasses, sorted by
    /// qualified name, then module; reports duplicates within a module.
    mutating func classifyComponents() -> [ComponentCandidate] {
        // The classes with a component superclass, first of each key, in order, and each key's place.
        var bases: [(active: ActiveDeclaration, symbol: SymbolID, base: ComponentBase)] = []
        var places: [SymbolID: Int] = [:]
        let classes = declarations.filter { $0.declaration.kind == .class && !$0.declaration.inheritedTypes.isEmpty }
        places.reserveCapacity(classes.count)
        // Each superclass is looked up on its own: on every core.
        let found = concurrentMap(classes) { state, active in
            let superclass = active.declaration.inheritedTypes[0]
            return state.componentBase(
                of: superclass.type, location: superclass.location, text: superclass.text, from: active.inheritanceScope,
                in: active.context, depth: 0)
        }
        // A second class of a key, with the place of the first: a duplicate component if the first
        // is a component (two classes of other kinds are Swift's to report).
        var duplicates: [(active: ActiveDeclaration, first: Int)] = []
        for (active, base) in zip(classes, found) {
            guard let base, let key = active.symbol else {
                reportUnclassifiedSuperclass(active.declaration.inheritedTypes[0], of: active, from: active.inheritanceScope)
                continue
            }
            if let first = places[key] {
                duplicates.append((active, first))
                continue
            }
            places[key] = bases.count
            bases.append((active, key, base))
        }

        // A subclass of a component is classified once its superclass is: passes until none is added.
        var classified = [ComponentCandidate?](repeating: nil, count: bases.count)
        var progress = true
        while progress {
            progress = false
            for place in bases.indices where classified[place] == nil {
                let (active, symbol, base) = bases[place]
                switch base {
                case .component(let dependency, let text, let location):
                    classified[place] = ComponentCandidate(
                        declaration: active, symbol: symbol, isRoot: false, dependency: dependency, dependencyText: text,
                        dependencyLocation: location, superclass: nil
                    )
                case .bootstrap(let location):
                    classified[place] = ComponentCandidate(
                        declaration: active, symbol: symbol, isRoot: true, dependency: nil, dependencyText: "EmptyDependency",
                        dependencyLocation: location, superclass: nil
                    )
                case .nonCore(let dependency, let text, let location):
                    classified[place] = ComponentCandidate(
                        declaration: active, symbol: symbol, isRoot: false, dependency: dependency, dependencyText: text,
                        dependencyLocation: location, superclass: nil, isNonCore: true
                    )
                case .pluginized(let dependency, let text, let location, let plugin):
                    classified[place] = ComponentCandidate(
                        declaration: active, symbol: symbol, isRoot: false, dependency: dependency, dependencyText: text,
                        dependencyLocation: location, superclass: nil, plugin: plugin
                    )
                case .subclass(let parent):
                    guard let inherited = places[parent].flatMap({ classified[$0] }) else { continue }
                    let superclass = active.declaration.inheritedTypes[0]
                    let arguments: [TypeName]
                    if case .nominal(let components) = superclass.type { arguments = components.last?.arguments ?? [] } else { arguments = [] }
                    classified[place] = inherited.inherited(
                        by: active, symbol: symbol, superclass: parent, arguments: arguments, location: superclass.location)
                }
                progress = true
            }
        }
        for (active, first) in duplicates where classified[first] != nil {
            let name = active.declaration.qualifiedName
            diagnostics.append(
                Diagnostic(
                    .duplicateComponent, at: active.declaration.location, name,
                    notes: [Diagnostic.Note(location: bases[first].active.declaration.location, message: "'\(name)' is first declared here")]
                ))
        }
        // By name, then key; the names and keys are read once, not at every comparison.
        let sortKeys = classified.compactMap { $0.map { (name: $0.declaration.declaration.qualifiedName, key: lookup.key(of: $0.symbol), candidate: $0) } }
        let candidates = sortKeys.sorted { ($0.name, $0.key) < ($1.name, $1.key) }.map(\.candidate)
        for candidate in candidates { reportAssumptions(in: candidate.declaration.declaration.condition) }
        return candidates
    }

    /// A class whose superclass Graft cannot classify, but which looks like it is meant to be a
    /// component, gets a warning instead of silently not being one: a superclass that does not read
    /// as a type (`Component<X {`), or one found nowhere whose name ends in `Component` or whose
    /// generic argument is a dependency protocol (`BaseComponent<GameDependency>` from a package the
    /// plugin does not read). `UIViewController`, `ManagedBuffer<Value, Lock>` or
    /// `BaseCoordinator<Routing>` (a protocol that refines no `…Dependency`) stay quiet.
    private mutating func reportUnclassifiedSuperclass(_ superclass: InheritedType, of active: ActiveDeclaration, from scope: NamePath) {
        let name = active.declaration.qualifiedName
        switch superclass.type {
        case .unparsed:
            guard superclass.text.contains("<") else { return }
            diagnostics.append(
                Diagnostic(
                    .unreadableSuperclass, at: superclass.location, superclass.text, name, name
                ))
        case .nominal(let components):
            guard let last = components.last, lookup.resolve(superclass.type, from: scope, in: active.context) == nil,
                !GraphBuilder.runtimeModules.contains(components.first?.name ?? "") || components.count > 2
            else { return }
            // The class's own generic parameters shadow any declaration of their names
            // (`LockStorage<Value>: ManagedBuffer<Value, …>` beside a `protocol Value`), and a protocol
            // counts when it looks like a dependency protocol (`looksLikeGraphDeclaration`).
            let parameters = active.declaration.genericParameters
            let argumentIsDependency = last.arguments.contains { argument in
                if case .nominal(let names) = argument, names.count == 1, parameters.contains(names[0].identifier) { return false }
                guard let found = lookup.resolve(argument, from: scope, in: active.context) else { return false }
                return declarations.contains { $0.symbol == found && $0.declaration.kind == .protocol && $0.declaration.looksLikeGraphDeclaration }
            }
            guard last.name.hasSuffix("Component") || argumentIsDependency else { return }
            diagnostics.append(
                Diagnostic(
                    .unknownSuperclass, at: superclass.location, superclass.text, name, name
                ))
        default:
            return
        }
    }

    /// How a superclass written as `type` relates to the runtime's component classes.
    func componentBase(
        of type: TypeName, location: SourceLocation, text: String, from scope: NamePath, in context: NameLookup.Context, depth: Int
    ) -> ComponentBase? {
        guard depth < 16, case .nominal(let components) = type, let last = components.last else { return nil }
        // A name that reaches a declaration the file sees is that declaration; one that reaches
        // none may be Graft's `Component`; one only declared in modules the file does not import
        // is taken as declared there only when it is not one of Graft's names.
        let isRuntimeName = Self.runtimeBaseArity[last.name] == last.arguments.count
        let visible = lookup.resolveVisible(type, from: scope, in: context)
        if let resolved = visible ?? (isRuntimeName ? nil : lookup.resolve(type, from: scope, in: context)) {
            if let alias = aliases[resolved] {
                let (target, aliasScope) = expand(resolved, alias, arguments: last.arguments)
                return componentBase(
                    of: target, location: location, text: text, from: aliasScope ?? scope, in: context, depth: depth + 1
                )
            }
            return .subclass(of: resolved)
        }
        guard isRuntimeName, GraphBuilder.isRuntimeSpelling(components) else { return nil }
        let arguments = last.arguments
        switch last.name {
        case "BootstrapComponent":
            return .bootstrap(location: location)
        case "NonCoreComponent":
            return .nonCore(dependency: arguments[0], text: arguments[0].description, location: location)
        case "PluginizedComponent":
            let plugin = ComponentCandidate.Plugin(
                pluginExtension: arguments[1], pluginExtensionText: arguments[1].description,
                nonCore: arguments[2], nonCoreText: arguments[2].description, location: location, scope: scope, context: context
            )
            return .pluginized(dependency: arguments[0], text: arguments[0].description, location: location, plugin: plugin)
        default:
            return .component(dependency: arguments[0], text: arguments[0].description, location: location)
        }
    }

    /// The runtime's component base classes and how many generic arguments each takes.
    static let runtimeBaseArity: [String: Int] = ["Component": 1, "BootstrapComponent": 0, "NonCoreComponent": 1, "PluginizedComponent": 3]

    /// The nearest component class in `candidate`'s class hierarchy that names its own dependency
    /// (`ComponentCandidate.ownsTypes`): the top, whose superclass is one of the runtime's, or a
    /// subclass that fills in a generic base's type parameters. Its subclasses inherit its types.
    static func topOfHierarchy(_ candidate: ComponentCandidate, byKey: SymbolMap<ComponentCandidate>) -> ComponentCandidate {
        var current = candidate
        var seen: Set<SymbolID> = []
        while !current.ownsTypes, let parent = current.superclass, let next = byKey[parent], seen.insert(parent).inserted {
            current = next
        }
        return current
    }
}
