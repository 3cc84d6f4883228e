/// Decides what the generated files hold, as an `EmissionPlan` that `Printer` writes: the distinct
/// provider classes and their names, which of them share forwarding extensions, the checks of
/// each lookup and their order, the plugin extensions, the imports, and the file each class
/// hierarchy goes to. A class, so that the closures the pieces are planned in (and `spell` passed
/// as one) share its tables instead of copying them.
final class Planner: Sendable {
    let resolved: ResolvedGraph
    let outputModule: String?
    let packageModules: Set<String>
    let graph: DependencyGraph
    /// How the output module names declarations.
    let spelling: DeclarationSpelling
    /// How the output module names each component, by id: worked out once, as every provider and
    /// lookup names several.
    let componentSpellings: [String]
    /// For each component, its superclass component's id, if it subclasses one.
    let superclassIDs: [Int?]
    /// For each component, how many component superclasses it has.
    let classDepths: [Int]
    /// The pluginized components whose plugin extensions the file writes.
    let pluginizedTops: [Int]
    /// Whether the paths are those below components given test doubles
    /// (`Resolver.resolveForTestDoubles(_:)`), written after the test doubles: the lookups then
    /// conform the components to the file's own `Printer.testDoubleLookup` protocol, which the doubles ask,
    /// since the app's generated code may conform them to the runtime's; the file's imports are the
    /// doubles'.
    let forTestDoubles: Bool
    /// Whether `@available` says something of a component class or a dependency protocol
    /// (`Availability.Mark`): only then are the plan's values checked for the names they hold.
    let namesMarkedTypes: Bool

    init(resolved: ResolvedGraph, outputModule: String?, packageModules: Set<String>, forTestDoubles: Bool = false) {
        self.forTestDoubles = forTestDoubles
        self.resolved = resolved
        self.outputModule = outputModule
        self.packageModules = packageModules
        self.graph = resolved.graph
        let spelling = DeclarationSpelling(graph: resolved.graph, outputModule: outputModule)
        self.spelling = spelling
        self.componentSpellings = resolved.graph.components.indices.map { spelling.name(resolved.graph.components[$0].key) }
        var ids: [SymbolID: Int] = [:]
        for id in resolved.graph.components.indices { ids[resolved.graph.components[id].key] = id }
        let superclassIDs = resolved.graph.components.map { $0.superclass.flatMap { ids[$0] } }
        self.superclassIDs = superclassIDs
        self.classDepths = resolved.graph.components.map { component in
            var depth = 0
            var current = superclassIDs[component.id]
            while let next = current, depth < superclassIDs.count {
                depth += 1
                current = superclassIDs[next]
            }
            return depth
        }
        self.pluginizedTops = forTestDoubles ? [] : Self.pluginizedTops(resolved: resolved, superclassIDs: superclassIDs)
        let graph = resolved.graph
        self.namesMarkedTypes = !graph.markedProtocols.isEmpty || graph.components.contains { !$0.mark.isEmpty }
    }

    /// Which of `files` output files holds the lookups (or the plugin extension) of the class
    /// hierarchy topped by `top`: a hash of its declaration key, so that a class stays in its file
    /// while others come and go, and a graph edit rewrites only the files of the classes it touches
    /// (and of the provider classes it changes).
    func file(of top: Int, files: Int) -> Int {
        guard files > 1 else { return 0 }
        var fingerprint = Fingerprint()
        fingerprint.combine(graph.names.key(of: graph.components[top].key))
        return Int(fingerprint.value % UInt64(files))
    }

    /// The plan of `files` output files: imports, then the providers, lookups and plugin extensions
    /// of the class hierarchies each file holds (see `file(of:files:)`). A provider class is planned
    /// once, in the first file whose lookups create it. With one file, that file holds everything.
    func plan(files: Int) -> EmissionPlan {
        let paths = resolved.paths
        // The distinct provider shapes, in order of first use, and each path's; the shapes of all
        // paths are released once numbered.
        let (shapes, shapeOfPath) = numberedShapes(of: paths, requirements: spelledRequirements(of: paths))
        // Shapes in a stable order: by protocol, then by the first path that uses them.
        let keys = shapes.map { shape in shape.dependency.map { graph.names.key(of: $0) } ?? RuntimeContract.emptyDependency }
        let order = shapes.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        // Which providers share their forwarding properties (`SharedWitnesses`).
        let witnesses = SharedWitnesses(shapes: shapes, order: order)

        // The file of each path's lookup, and the paths of each shape, in order.
        let fileOfPath = paths.map { self.file(of: Self.topClass(of: $0.target, superclassIDs: superclassIDs), files: files) }
        var pathsOfShape = Array(repeating: [Int](), count: shapes.count)
        for position in paths.indices { pathsOfShape[shapeOfPath[position]].append(position) }
        var pluginizedInFile = Array(repeating: [Int](), count: files)
        for top in pluginizedTops { pluginizedInFile[file(of: top, files: files)].append(top) }
        var planned = (0..<files).map { file in
            // The first file names what every file's paths name: it conforms every class that
            // creates components to the runtime's `GeneratedChildLookup` (`planTables`), whichever
            // file its lookups are in, and, split, holds the forwarding extensions of every file's
            // providers, whose members have the types of every file's requirements.
            let inFile = file == 0 ? Array(paths.indices) : paths.indices.filter { fileOfPath[$0] == file }
            return EmissionPlan.File(imports: forTestDoubles ? nil : imports(paths: inFile, pluginized: pluginizedInFile[file]))
        }
        // Each provider class is written once, in the first file whose lookups create it, and is
        // internal when the lookups of another file create it too: repeated, private, in each file
        // that created it, the compiler checked a class once per file (879 classes instead of 600
        // over eight files at 1,000 components, 3.82 M instructions a component to type-check
        // instead of 3.54 M; PERFORMANCE.md, "Split over files"). A class's name depends only on
        // classes of the same protocol or ancestors, so an edit renames little elsewhere: a
        // class that shares its forwarding properties is named after the ancestors it keeps (which
        // is what makes it, whichever protocols join it); a class of one protocol that writes its
        // members out is numbered among the classes of that protocol's flattened name (same-named
        // protocols of two modules share the numbering). A name already taken gets a number.
        var nameOfShape = Array(repeating: "", count: shapes.count)
        var perProtocol: [String: Int] = [:]
        var taken: Set<String> = []
        var identifierParts = [String?](repeating: nil, count: componentSpellings.count)
        // What `@available` says of each provider class, by name: only those it says something of.
        var markOfProvider: [String: Availability.Mark] = [:]
        func identifierPart(_ component: Int) -> String {
            if let part = identifierParts[component] { return part }
            let part = GeneratedName.identifierPart(componentSpellings[component])
            identifierParts[component] = part
            return part
        }
        for members in providerClasses(order, of: shapes, witnesses: witnesses) {
            let conformances = members.map { index in
                let dependency = shapes[index].dependency
                return EmissionPlan.Conformance(
                    protocolName: qualifiedName(of: dependency), conformance: spelling.name(dependency: dependency), paths: pathsOfShape[index])
            }
            var name: String
            if witnesses.shares[members[0]] {
                // Appended part by part: `joined(separator:)` cost 2,000 instructions a name.
                let ancestors = shapes[members[0]].ancestors
                name = RuntimeContract.providerPrefix + "from_"
                if ancestors.isEmpty { name += "nothing" }
                for (position, ancestor) in ancestors.enumerated() {
                    if position > 0 { name += "_" }
                    name += identifierPart(ancestor.component)
                }
            } else {
                let flattened = GeneratedName.flatten(conformances[0].protocolName)
                let number = perProtocol[flattened, default: 0]
                perProtocol[flattened] = number + 1
                name = "\(RuntimeContract.providerPrefix)\(flattened)_\(number)"
            }
            if !taken.insert(name).inserted {
                let base = name
                var number = 2
                while !taken.insert("\(base)_\(number)").inserted { number += 1 }
                name = "\(base)_\(number)"
            }
            let filesCreating = Set(members.flatMap { pathsOfShape[$0].map { fileOfPath[$0] } })
            let shape = shapes[members[0]]
            let mark = namesMarkedTypes ? self.mark(of: members.map { shapes[$0] }) : .none
            for index in members { nameOfShape[index] = name }
            if !mark.isEmpty { markOfProvider[name] = mark }
            planned[filesCreating.min() ?? 0].providers.append(
                EmissionPlan.ProviderClass(
                    name: name, conformances: conformances, shape: shape,
                    ancestors: shape.ancestors.map { ($0.link, $0.component, graph.components[$0.component].isSendable) },
                    sharesWitnesses: witnesses.shares[members[0]], fromTable: !forTestDoubles, isShared: filesCreating.count > 1,
                    requiresSendable: !graph.sendableProtocols.isEmpty
                        && members.contains { shapes[$0].dependency.map(graph.sendableProtocols.contains) ?? false },
                    mark: mark))
        }
        if files == 1 { planned[0].forwarding = witnesses.extensions(of: order) { self.componentSpellings[$0] } }
        // Split, each extension is written once, in the first file, for the providers of every
        // file: written in each file that reads it (file-private), the compiler checked it once
        // per file (892 extensions over eight files instead of 216 at 1,000 components, 5.35 M
        // instructions a component to type-check instead of 3.82 M; PERFORMANCE.md, "Split over
        // files").
        if files > 1 {
            planned[0].forwarding = witnesses.extensions(of: order) { self.componentSpellings[$0] }
            planned[0].forwardingIsShared = true
        }

        // Lookups: one extension per top-of-hierarchy component class, in the file of that class.
        var pathsByTarget = Array(repeating: [LookupPath](), count: graph.components.count)
        for position in paths.indices {
            let shape = shapeOfPath[position]
            pathsByTarget[paths[position].target].append(
                LookupPath(
                    path: position, provider: nameOfShape[shape], sharesWitnesses: witnesses.shares[shape]))
        }
        var targetsByTop = Array(repeating: [Int](), count: graph.components.count)
        for target in pathsByTarget.indices where !pathsByTarget[target].isEmpty {
            targetsByTop[Self.topClass(of: target, superclassIDs: superclassIDs)].append(target)
        }
        // Planned on every core: a lookup's checks are the most work of the plan.
        let tops = targetsByTop.indices.filter { !targetsByTop[$0].isEmpty }
        let (planner, pathsForLookups, targetsForLookups, providerMarks) = (self, pathsByTarget, targetsByTop, markOfProvider)
        let lookups = ConcurrentMap.map(tops) { top in
            planner.lookupExtension(top: top, targets: targetsForLookups[top], pathsByTarget: pathsForLookups, providerMarks: providerMarks)
        }
        for (top, lookup) in zip(tops, lookups) { planned[file(of: top, files: files)].lookups.append(lookup) }
        if !forTestDoubles {
            planTables(&planned, providerMarks: markOfProvider)
            markProvidersCreatedByCode(&planned)
        }
        for file in 0..<files { planned[file].pluginExtensions = pluginExtensions(pluginizedInFile[file]) }
        let explicit = graph.explicitlyImported[outputModule ?? ""] ?? []
        for file in planned.indices { planImportAccessLevels(of: &planned[file], explicit: explicit) }
        return EmissionPlan(
            componentNames: componentSpellings, nonisolatedMembers: graph.components.map(\.isIsolated),
            componentMarks: namesMarkedTypes ? graph.components.map(\.mark) : [], resolved: resolved, files: planned)
    }

    /// What `@available` says of a provider class serving `shapes`: of the component classes it
    /// keeps and the protocols it conforms to.
    private func mark(of shapes: [ProviderShape]) -> Availability.Mark {
        var mark = Availability.Mark.none
        for ancestor in shapes[0].ancestors { mark = mark.union(graph.components[ancestor.component].mark) }
        for shape in shapes { if let dependency = shape.dependency, let own = graph.markedProtocols[dependency] { mark = mark.union(own) } }
        return mark
    }

    /// The provider classes of `shapes` (indices, in the plan's order), each as the shapes it
    /// serves. A shape that does not share its forwarding properties has a class of its own. The
    /// sharing shapes whose providers keep the same ancestors in the same order, each of another
    /// protocol, share one: such a class declares nothing but its base class, `GraftLinksN` of
    /// those ancestors, and each protocol finds its witnesses in the extensions of those links,
    /// which `SharedWitnesses` has checked offer each requirement once. Each class this saves is
    /// about 0.8 M instructions less for the compiler to type-check (PERFORMANCE.md).
    private func providerClasses(_ indices: [Int], of shapes: [ProviderShape], witnesses: SharedWitnesses) -> [[Int]] {
        var classes: [[Int]] = []
        var sharedByAncestors: [[Int]: Int] = [:]
        for index in indices {
            if witnesses.shares[index] {
                let ancestors = shapes[index].ancestors.map(\.component)
                // A protocol available in fewer places than another has a class of its own: its
                // class is marked so, and the other's may not be (`Availability.Mark`).
                if let existing = sharedByAncestors[ancestors],
                    !classes[existing].contains(where: { shapes[$0].dependency == shapes[index].dependency }),
                    !namesMarkedTypes || protocolMark(shapes[classes[existing][0]]) == protocolMark(shapes[index])
                {
                    classes[existing].append(index)
                    continue
                }
                sharedByAncestors[ancestors] = classes.count
            }
            classes.append([index])
        }
        return classes
    }

    /// What `@available` says of the protocol of `shape`.
    private func protocolMark(_ shape: ProviderShape) -> Availability.Mark {
        shape.dependency.flatMap { graph.markedProtocols[$0] } ?? .none
    }

    /// The distinct provider shapes of `paths`, in order of first use, and the index of each
    /// path's shape. The shapes are made on every core; the table numbering them hashes their
    /// numbers only (`ProviderShape.hash(into:)`).
    private func numberedShapes(
        of paths: [ResolvedPath], requirements: [SymbolID: [SpelledRequirement]]
    ) -> (shapes: [ProviderShape], shapeOfPath: [Int]) {
        let made = ConcurrentMap.map(paths) { self.shape(of: $0, requirements: requirements) }
        var shapes: [ProviderShape] = []
        var shapeIndex: [ProviderShape: Int] = [:]
        var shapeOfPath: [Int] = []
        shapeOfPath.reserveCapacity(paths.count)
        for shape in made {
            if let existing = shapeIndex[shape] {
                shapeOfPath.append(existing)
            } else {
                shapeIndex[shape] = shapes.count
                shapeOfPath.append(shapes.count)
                shapes.append(shape)
            }
        }
        return (shapes, shapeOfPath)
    }

    // MARK: - Plugin extensions

    /// The pluginized components on a path, each at the top of its pluginized class hierarchy
    /// (subclasses inherit the conformance), whose plugin extension is fully provided.
    private static func pluginizedTops(resolved: ResolvedGraph, superclassIDs: [Int?]) -> [Int] {
        let graph = resolved.graph
        guard graph.components.contains(where: { $0.plugin != nil }) else { return [] }
        // A pluginized class's hierarchy tops out at the class declaring `PluginizedComponent<…>`.
        let tops = Set(resolved.componentsOnPaths.filter { graph.components[$0].plugin != nil }.map { topClass(of: $0, superclassIDs: superclassIDs) })
        return tops.sorted().filter { id in
            guard let plugin = graph.components[id].plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { return false }
            let nonCore = graph.components[plugin.nonCore]
            return declaration.requirements.allSatisfy { requirement in nonCore.properties.contains(where: requirement.isSatisfied) }
        }
    }

    /// The plugin extensions of the pluginized components `tops`.
    private func pluginExtensions(_ tops: [Int]) -> [EmissionPlan.PluginExtension] {
        tops.compactMap { id in
            let component = graph.components[id]
            guard let plugin = component.plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { return nil }
            return EmissionPlan.PluginExtension(
                component: id, name: "GraftPluginExtension_\(GeneratedName.flatten(component.displayName))", protocolName: declaration.qualifiedName,
                conformance: spell(declaration.key), componentName: component.displayName, nonCoreName: graph.components[plugin.nonCore].displayName,
                isSendable: component.isSendable, retroactive: isRetroactive(id),
                requirements: declaration.requirements.map { requirement in
                    // The non-core component's property it reads (`plugin-extension-not-provided` when there is none).
                    let property = graph.components[plugin.nonCore].properties.first { $0.name == requirement.name }
                    return (GeneratedName.identifier(requirement.name), requirement.spelling.text(naming: spell), property?.mark ?? .none)
                }, mark: component.mark.union(declaration.mark), requiresSendable: declaration.isSendable)
        }
    }

    /// Whether a conformance of `component` is `@retroactive`: another package's type (within a
    /// package the mark is an error).
    private func isRetroactive(_ component: Int) -> Bool {
        Visibility(outputModule: outputModule, packageModules: packageModules).isRetroactive(graph.components[component].module)
    }

    // MARK: - Imports

    /// The imports of a file holding `paths` (indices in the resolved paths) and the plugin
    /// extensions of `pluginized` (see `ImportPlan`).
    private func imports(paths: [Int], pluginized: [Int]) -> ImportPlan.Declarations {
        var plan = ImportPlan(runtime: .generatedCode)
        // Components and protocols are marked by id first, so that each module is added once.
        var named = Array(repeating: false, count: graph.components.count)
        var targets = Array(repeating: false, count: graph.components.count)
        for position in paths {
            let path = resolved.paths[position]
            for id in path.components { named[id] = true }
            targets[path.target] = true
        }
        var protocols = Set<SymbolID>()
        for id in graph.components.indices {
            if named[id] { plan.add(graph.components[id].module) }
            if targets[id], let dependency = graph.components[id].dependency { protocols.insert(dependency) }
        }
        for id in pluginized {
            guard let plugin = graph.components[id].plugin else { continue }
            protocols.insert(plugin.pluginExtension)
            plan.add(graph.components[plugin.nonCore].module)
        }
        // The protocols are many and the modules they bring few: each core plans the imports of a
        // run of protocols, and the runs' plans are merged.
        let protocolNames = Array(protocols)
        let gathered = ConcurrentMap.map(ConcurrentMap.chunks(of: protocolNames.count)) { range in
            var plan = ImportPlan(runtime: .none)
            for name in protocolNames[range] {
                guard let dependency = self.graph.protocols[name] ?? self.graph.pluginExtensions[name] else { continue }
                plan.add(dependency)
            }
            return plan
        }
        for run in gathered { plan.merge(run) }
        return plan.declarations(outputModule: outputModule)
    }

    /// Sets the access levels of `file`'s imports (`ImportPlan.accessLevels`), from what its
    /// conformances put in the module's interface: those of the runtime's lookups and plugin
    /// extensions, on component classes that are `package` or more.
    private func planImportAccessLevels(of file: inout EmissionPlan.File, explicit: Set<String>) {
        guard let imports = file.imports else { return }
        var conformed = file.childLookups.map(\.component) + file.pluginExtensions.map(\.component)
        for lookup in file.lookups where !lookup.inTable {
            if case .runtime = lookup.conformance { conformed.append(lookup.component) }
        }
        var uses: [String: AccessLevel] = [:]
        for id in conformed where graph.components[id].accessLevel >= .package {
            let level: AccessLevel = graph.components[id].accessLevel >= .public ? .public : .package
            for module in ["Graft", graph.components[id].module ?? ""] { uses[module] = max(uses[module] ?? level, level) }
        }
        file.imports?.accessLevels = ImportPlan.accessLevels(of: imports, explicit: explicit, interfaceUses: uses)
    }

    // MARK: - Providers

    /// A requirement as providers write it: its name, and its type as the output module spells it.
    struct SpelledRequirement: Sendable {
        let name: Name
        let typeText: String
        /// Whether an extension of the protocol implements it (`Requirement.defaultImplementation`).
        var hasDefault = false
    }

    /// The requirements of the dependency protocols of the targets of `paths`, spelled once
    /// however many paths bind them, on every core: by protocol, in the order of its requirements.
    private func spelledRequirements(of paths: [ResolvedPath]) -> [SymbolID: [SpelledRequirement]] {
        var seen = Set<SymbolID>()
        let used = paths.compactMap { path in graph.components[path.target].dependency.flatMap { seen.insert($0).inserted ? $0 : nil } }
        let spelled = ConcurrentMap.map(used) { dependency in
            (self.graph.protocols[dependency]?.requirements ?? []).map { requirement in
                SpelledRequirement(
                    name: requirement.name, typeText: requirement.spelling.text(naming: self.spell),
                    hasDefault: requirement.defaultImplementation != nil)
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(used, spelled))
    }

    private func shape(of path: ResolvedPath, requirements spelled: [SymbolID: [SpelledRequirement]]) -> ProviderShape {
        let target = path.target
        let distances = Self.linkDistances(of: path)
        let dependency = graph.components[target].dependency
        let requirements = dependency.flatMap { spelled[$0] } ?? []
        return ProviderShape(
            dependency: dependency,
            fields: path.bindings.map { binding in
                let requirement = requirements[binding.requirement]
                return ProviderShape.Field(
                    requirement: requirement.name, typeText: requirement.typeText,
                    link: (distances.firstIndex(of: binding.distance) ?? 0) + 1,
                    ancestor: binding.ancestor(on: path.components),
                    access: Self.accessor(binding.access),
                    mayBeIsolated: graph.propertyMayBeIsolated(of: binding, on: path.components),
                    mark: graph.propertyMark(of: binding, on: path.components)
                )
            },
            ownerIsUnowned: graph.components[target].isNonCore && path.bindings.contains { $0.distance == 1 },
            readsDefaultedRequirement: path.bindings.contains { requirements[$0.requirement].hasDefault }
        )
    }

    /// The distances of the ancestors `path`'s provider reads, nearest first, each once: the
    /// provider's links in order (`ProviderShape.Field.link` 1 is the first), which its lookup
    /// passes in this order.
    private static func linkDistances(of path: ResolvedPath) -> [Int] {
        var distances = path.bindings.map(\.distance)
        distances.sort()
        distances.removeDuplicates()
        return distances
    }

    private static func accessor(_ access: ResolvedPath.Binding.Access) -> ProviderShape.Access {
        switch access {
        case .direct: .direct
        case .pluginExtension, .nonCore: .nonCoreComponent
        case .dependency: .dependency
        }
    }

    // MARK: - Lookups

    /// A path a lookup serves, with the provider class it creates.
    private struct LookupPath {
        let path: Int
        let provider: String
        /// Whether the provider subclasses `GraftLinksN`, whose initialiser takes the ancestors unlabelled.
        let sharesWitnesses: Bool
    }

    /// The class at the top of a component's class hierarchy, which carries the conformance.
    private static func topClass(of id: Int, superclassIDs: [Int?]) -> Int {
        var current = id
        var steps = 0
        while let parent = superclassIDs[current], steps < superclassIDs.count {
            current = parent
            steps += 1
        }
        return current
    }

    /// The lookup of the class hierarchy topped by `top`, for the created classes `targets` of it:
    /// subclasses first, most derived first, then the class itself. `providerMarks`: what
    /// `@available` says of each provider class it may create (`EmissionPlan.ProviderClass.mark`).
    private func lookupExtension(
        top: Int, targets: [Int], pathsByTarget: [[LookupPath]], providerMarks: [String: Availability.Mark]
    ) -> EmissionPlan.LookupExtension {
        let subclasses = targets.filter { $0 != top }.sorted { left, right in
            let (leftDepth, rightDepth) = (classDepths[left], classDepths[right])
            return leftDepth != rightDepth ? leftDepth > rightDepth : left < right
        }
        var lookup = EmissionPlan.LookupExtension(
            component: top, conformance: forTestDoubles ? .testDoubles : .runtime(retroactive: isRetroactive(top)),
            subclasses: subclasses.map { ($0, checks(pathsByTarget[$0])) }, checks: targets.contains(top) ? checks(pathsByTarget[top]) : [])
        guard namesMarkedTypes else { return lookup }
        // The conformance is marked as its classes are; a check naming a class or provider
        // restricted further stands under its condition (a conformance marked with it would be
        // missing where a chain of unrestricted classes needs it), and a deprecated one marks
        // the whole extension, which silences the warnings its uses would draw.
        var subject = graph.components[top].mark
        for subclass in subclasses { subject = subject.union(graph.components[subclass].mark) }
        var isDeprecated = subject.isDeprecated
        func gated(_ check: EmissionPlan.Check) -> EmissionPlan.Check {
            var check = check
            var named = providerMarks[check.provider] ?? .none
            if check.among.isEmpty {
                for component in check.classes { named = named.union(graph.components[component].mark) }
            }
            for classes in check.among {
                // A link that may have several classes matches through the others where one is
                // missing: only that one is conditional.
                guard classes.count > 1 else {
                    named = named.union(graph.components[classes[0]].mark)
                    continue
                }
                for component in classes {
                    let own = graph.components[component].mark
                    isDeprecated = isDeprecated || own.isDeprecated
                    let beyond = own.beyond(subject)
                    if beyond.isGated { check.candidateGates.append((component, beyond)) }
                }
            }
            isDeprecated = isDeprecated || named.isDeprecated
            check.gate = named.beyond(subject)
            return check
        }
        lookup.subclasses = lookup.subclasses.map { ($0.component, $0.checks.map(gated)) }
        lookup.checks = lookup.checks.map(gated)
        subject.isDeprecated = isDeprecated
        lookup.mark = subject
        return lookup
    }

    /// The lookup table of each file that has lookups, and in the first file the conformances
    /// through which the runtime finds them: one on the top of the class hierarchy of every
    /// component that creates one (the nearest link of a path), since `Component.init(parent:)`
    /// asks its parent's class.
    private func planTables(_ files: inout [EmissionPlan.File], providerMarks: [String: Availability.Mark]) {
        for file in files.indices where !files[file].lookups.isEmpty {
            var listed = Array(repeating: false, count: graph.components.count)
            var providers: [String] = []
            var providerNumbers: [String: Int] = [:]
            func add(_ checks: [EmissionPlan.Check]) {
                for check in checks {
                    for component in check.classes { listed[component] = true }
                    for classes in check.among { for component in classes { listed[component] = true } }
                    if providerNumbers[check.provider] == nil {
                        providerNumbers[check.provider] = providers.count
                        providers.append(check.provider)
                    }
                }
            }
            for index in files[file].lookups.indices {
                let lookup = files[file].lookups[index]
                let checks = lookup.subclasses.flatMap(\.checks) + lookup.checks
                let named = [lookup.component] + lookup.subclasses.map(\.component) + checks.flatMap { $0.classes + $0.among.joined() }
                guard !named.contains(where: { graph.components[$0].isGeneric }) else { continue }
                files[file].lookups[index].inTable = true
                listed[lookup.component] = true
                for (subclass, checks) in lookup.subclasses {
                    listed[subclass] = true
                    add(checks)
                }
                add(lookup.checks)
            }
            guard files[file].lookups.contains(where: \.inTable) else { continue }
            let name = files.count == 1 ? "graftLookupTable" : "graftLookupTable\(file)"
            let classes = listed.indices.filter { listed[$0] }
            // A table naming a deprecated class is deprecated, and so what names it (`Availability`).
            // A gated class or provider is listed under its condition; the table itself is not.
            let isDeprecated =
                namesMarkedTypes
                && (classes.contains { graph.components[$0].mark.isDeprecated }
                    || files[file].lookups.contains { lookup in lookup.inTable && lookup.mark.isDeprecated })
            files[file].table = EmissionPlan.LookupTable(
                name: name, isPrivate: files.count == 1, classes: classes, providers: providers,
                providerMarks: namesMarkedTypes ? providers.map { providerMarks[$0] ?? .none } : [], isDeprecated: isDeprecated)
            files[0].tables.append(name)
            files[0].tablesAreDeprecated = files[0].tablesAreDeprecated || isDeprecated
        }
        var creators = Set<Int>()
        for path in resolved.paths where path.components.count > 1 {
            creators.insert(Self.topClass(of: path.components[path.components.count - 2], superclassIDs: superclassIDs))
        }
        files[0].childLookups = creators.sorted().map { ($0, isRetroactive($0)) }
    }

    /// Marks the provider classes that a lookup written as code creates (`ProviderClass.fromCode`):
    /// the lookups the tables do not hold, of classes with type parameters.
    private func markProvidersCreatedByCode(_ files: inout [EmissionPlan.File]) {
        var names = Set<String>()
        for file in files {
            for lookup in file.lookups where !lookup.inTable {
                for check in lookup.subclasses.flatMap(\.checks) + lookup.checks where !check.sharesWitnesses { names.insert(check.provider) }
            }
        }
        guard !names.isEmpty else { return }
        for file in files.indices {
            for index in files[file].providers.indices where names.contains(files[file].providers[index].name) {
                files[file].providers[index].fromCode = true
            }
        }
    }

    /// The checks of a lookup for `paths` of one class, in the order they are tried: one per
    /// distinct chain, most specific first, ending at the first that always matches (a dependency
    /// with no requirement needs no check).
    ///
    /// A path's check covers the chain up to the farthest ancestor its provider reads from: by the
    /// nearest-ancestor rule those classes decide every binding, whatever is above them, so paths
    /// that differ only higher up share one check. A path with a pluginized component among those
    /// ancestors is checked up to the root, since Needle's rule for pluginized components looks at
    /// the whole path.
    private func checks(_ paths: [LookupPath]) -> [EmissionPlan.Check] {
        var checks: [EmissionPlan.Check] = []
        // Paths with the same check share it. Nearly every component has one path: the table
        // that finds a shared check is filled only when there are more.
        var index: [[Int]: Int] = [:]
        for lookupPath in paths {
            let path = resolved.paths[lookupPath.path]
            let hops = path.components.count - 1
            let needed = Self.linkDistances(of: path)
            var depth = needed.last ?? 0
            if (1..<(depth + 1)).contains(where: { graph.components[path.components[hops - $0]].plugin != nil }) { depth = hops }
            let classes = (0..<depth).map { path.components[hops - 1 - $0] }
            if paths.count > 1 {
                if let existing = index[classes] {
                    checks[existing].paths.append(path.components)
                    continue
                }
                index[classes] = checks.count
            }
            checks.append(
                EmissionPlan.Check(
                    paths: [path.components], classes: classes, needed: needed, provider: lookupPath.provider,
                    sharesWitnesses: lookupPath.sharesWitnesses))
        }
        checks = Self.mergingAlike(checks)
        // Merged checks first (they compare exact classes, so they take no chain that another
        // check should); then more specific chains (subclass components along the way) before
        // general ones, then longer before shorter.
        let specificity = checks.map { check in check.classes.reduce(0) { $0 + classDepths[$1] } }
        var ordered = checks.indices.sorted { left, right in
            if checks[left].among.isEmpty != checks[right].among.isEmpty { return !checks[left].among.isEmpty }
            if specificity[left] != specificity[right] { return specificity[left] > specificity[right] }
            if checks[left].classes.count != checks[right].classes.count { return checks[left].classes.count > checks[right].classes.count }
            return left < right
        }
        if let always = ordered.firstIndex(where: { checks[$0].classes.isEmpty }) { ordered.removeSubrange((always + 1)...) }
        return ordered.map { checks[$0] }
    }

    /// Checks that build one provider from links at the same distances, and differ only in links
    /// it does not read, become one check that lists the classes found at each distance
    /// (`graftAncestorsAmong`). Whether a link provides a requirement depends on its class alone,
    /// and no listed class at a distance nearer than a read link provides what is read there (each
    /// was skipped on a path of its own), so every chain of listed classes resolves as these paths
    /// do. They merge when that names at most half the classes the separate checks name: a
    /// 19-layer diamond's million checks become one; two or three paths keep theirs.
    static func mergingAlike(_ checks: [EmissionPlan.Check]) -> [EmissionPlan.Check] {
        guard checks.count > 2 else { return checks }
        struct Key: Hashable {
            let provider: String
            let needed: [Int]
            let depth: Int
        }
        var groups: [Key: [Int]] = [:]
        var keys: [Key] = []
        for (position, check) in checks.enumerated() where !check.wholeChain {
            let key = Key(provider: check.provider, needed: check.needed, depth: check.classes.count)
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(position)
        }
        var merged: [EmissionPlan.Check] = []
        var absorbed = Set<Int>()
        for key in keys {
            guard let members = groups[key], members.count > 2 else { continue }
            var among = Array(repeating: [Int](), count: key.depth)
            for member in members {
                for (distance, component) in checks[member].classes.enumerated() where !among[distance].contains(component) {
                    among[distance].append(component)
                }
            }
            let named = among.reduce(0) { $0 + $1.count }
            guard 2 * named <= members.count * key.depth, key.needed.allSatisfy({ among[$0 - 1].count == 1 }) else { continue }
            var check = checks[members[0]]
            check.paths = members.flatMap { checks[$0].paths }
            check.among = among
            merged.append(check)
            absorbed.formUnion(members)
        }
        return merged + checks.indices.filter { !absorbed.contains($0) }.map { checks[$0] }
    }

    // MARK: - Names

    /// How the output module names `symbol` (`DeclarationSpelling`).
    func spell(_ symbol: SymbolID) -> String {
        spelling.name(symbol)
    }

    /// The qualified name of a dependency protocol, `EmptyDependency` for none.
    private func qualifiedName(of dependency: SymbolID?) -> String {
        // A closure, not the method as a value, which would capture a copy of the name tables.
        dependency.map { graph.names.qualifiedName(of: $0) } ?? RuntimeContract.emptyDependency
    }
}
