/// The emitter's inputs and the tables it derives from them once. A class, so that the closures
/// the pieces are written in (and `spell` passed as one) share it instead of copying it.
final class EmitterState: Sendable {
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
    /// conform the components to the file's own `testDoubleLookup` protocol, which the doubles ask,
    /// since the app's generated code may conform them to the runtime's; the file's imports are the
    /// doubles'.
    let forTestDoubles: Bool

    /// The file-private protocol through which the test doubles of a file find the providers of
    /// the components created below the components they are given to, and its one requirement.
    static let testDoubleLookup = "GraftTestDoubleLookup"
    static let testDoubleLookupMethod = "graftTestDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?"

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
    }

    /// The files of the output: the prologue and one body per file (`emitBodies(files:after:)`).
    func emit(header: String?, files: Int) -> [SourceWriter] {
        emitBodies(files: files, after: Self.prologue(header: header))
    }

    /// The banner and the header, followed by an empty line.
    static func prologue(header: String?) -> String {
        var out = Emitter.banner + "\n"
        if let header, !header.isEmpty {
            out += header.hasSuffix("\n") ? header : header + "\n"
        }
        return out + "\n"
    }

    /// Which of `files` output files holds the lookups (or the plugin extension) of the class
    /// hierarchy topped by `top`: a hash of its declaration key, so that a class stays in its file
    /// while others come and go, and a graph edit rewrites only the files of the classes it touches.
    func file(of top: Int, files: Int) -> Int {
        guard files > 1 else { return 0 }
        var fingerprint = Fingerprint()
        fingerprint.combine(graph.names.key(of: graph.components[top].key))
        return Int(fingerprint.value % UInt64(files))
    }

    /// Everything after the prologue, for each of `files` output files, each after `prologue`
    /// (written first, so that a file of many megabytes is not copied to put it in front): imports,
    /// then the providers, lookups and plugin extensions of the class hierarchies the file holds (see
    /// `file(of:files:)`). A provider class is private to each file whose lookups create it, so a
    /// provider that hierarchies in two files share is written in both. With one file, that file
    /// holds everything.
    func emitBodies(files: Int, after prologue: String = "") -> [SourceWriter] {
        let paths = resolved.paths
        // The distinct provider shapes, in order of first use, and each path's; the shapes of all
        // paths are released once numbered.
        let (shapes, shapeOfPath) = numberedShapes(of: paths)
        // Shapes in a stable order: by protocol, then by the first path that uses them.
        let keys = shapes.map { shape in shape.dependency.map(graph.names.key(of:)) ?? RuntimeContract.emptyDependency }
        let order = shapes.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        // Which providers share their forwarding properties (`SharedWitnesses`).
        let witnesses = SharedWitnesses(shapes: shapes, order: order)

        // For each file, the paths (by index) of each provider class its lookups create.
        let fileOfPath = paths.map { self.file(of: Self.topClass(of: $0.target, superclassIDs: superclassIDs), files: files) }
        // By shape within each file: a file holds only some of the shapes, so a table of all shapes
        // per file would grow with files × shapes.
        var pathsByShapeInFile = Array(repeating: [Int: [Int]](), count: files)
        for position in paths.indices {
            pathsByShapeInFile[fileOfPath[position]][shapeOfPath[position], default: []].append(position)
        }
        var pluginizedInFile = Array(repeating: [Int](), count: files)
        for top in pluginizedTops { pluginizedInFile[file(of: top, files: files)].append(top) }
        // Provider classes are private to their file and numbered there, per flattened protocol
        // name (same-named protocols of two modules share the numbering): a file's names do not
        // change with the providers of other files.
        var namesInFile = Array(repeating: [Int: String](), count: files)
        for file in 0..<files {
            var perProtocol: [String: Int] = [:]
            for index in order where pathsByShapeInFile[file][index] != nil {
                let flattened = GeneratedName.flatten(qualifiedName(of: shapes[index].dependency))
                let number = perProtocol[flattened, default: 0]
                perProtocol[flattened] = number + 1
                namesInFile[file][index] = "\(RuntimeContract.providerPrefix)\(flattened)_\(number)"
            }
        }

        // Lookups: one extension per top-of-hierarchy component class, in the file of that class.
        var pathsByTarget = Array(repeating: [LookupPath](), count: graph.components.count)
        for position in paths.indices {
            let shape = shapeOfPath[position]
            pathsByTarget[paths[position].target].append(
                LookupPath(path: position, provider: namesInFile[fileOfPath[position]][shape] ?? "", sharesWitnesses: witnesses.shares[shape]))
        }
        var targetsByTop = Array(repeating: [Int](), count: graph.components.count)
        for target in pathsByTarget.indices where !pathsByTarget[target].isEmpty {
            targetsByTop[Self.topClass(of: target, superclassIDs: superclassIDs)].append(target)
        }

        // The pieces are independent: write them on every core, then join them in order.
        // A provider's comment names the paths of its file that use it.
        let writer = self
        let (allShapes, allNames, pathsInFile) = (shapes, namesInFile, pathsByShapeInFile)
        let pieces = (0..<files).flatMap { file in order.filter { pathsInFile[file][$0] != nil }.map { (file, $0) } }
        var outs = (0..<files).map { file in
            let inFile = files == 1 ? Array(paths.indices) : paths.indices.filter { fileOfPath[$0] == file }
            // The prologue and imports; the providers and lookups are pieces written on every core.
            var out = SourceWriter(capacity: 2_048 + prologue.utf8.count)
            out.append(prologue)
            if !forTestDoubles { imports(paths: inFile, pluginized: pluginizedInFile[file], into: &out) }
            return out
        }
        // Providers, then lookups, each written on every core and appended in order.
        for file in Set(pieces.map(\.0)) {
            // Why `nonisolated`: a provider of a `@MainActor` dependency protocol (or in a module
            // whose default isolation is the main actor) is itself isolated, but the lookups that
            // create it are not. The ancestors are set once by the initialiser and only read after,
            // with the isolation of the requirement being read.
            outs[file] += "\n// MARK: - Providers\n"
            outs[file] += "// Providers are created by nonisolated lookups; their ancestors are set once, then only read.\n"
        }
        let sharing = witnesses.shares
        Self.writeConcurrently(pieces, file: \.0, into: &outs) { piece, out in
            let (file, index) = piece
            out += "\n"
            writer.providerClass(
                allShapes[index], name: allNames[file][index] ?? "", paths: pathsInFile[file][index] ?? [], sharesWitnesses: sharing[index],
                into: &out)
        }
        for file in 0..<files {
            forwardingExtensions(
                witnesses.extensions(of: order.lazy.filter { pathsInFile[file][$0] != nil }) {
                    self.componentSpellings[$0]
                }, into: &outs[file])
        }
        let tops = targetsByTop.indices.filter { !targetsByTop[$0].isEmpty }
        let fileOfTop = tops.map { self.file(of: $0, files: files) }
        for file in Set(fileOfTop) { outs[file] += "\n// MARK: - Lookups\n" }
        let (pathsForLookups, targetsForLookups) = (pathsByTarget, targetsByTop)
        Self.writeConcurrently(Array(zip(tops, fileOfTop)), file: \.1, into: &outs) { item, out in
            out += "\n"
            writer.lookupExtension(top: item.0, targets: targetsForLookups[item.0], pathsByTarget: pathsForLookups, into: &out)
        }
        for file in 0..<files { pluginExtensions(pluginizedInFile[file], into: &outs[file]) }
        return outs
    }

    /// The distinct provider shapes of `paths`, in order of first use, and the index of each
    /// path's shape. Each shape is made on every core with its hash, so that the table numbering
    /// them hashes integers only.
    private func numberedShapes(of paths: [ResolvedPath]) -> (shapes: [ProviderShape], shapeOfPath: [Int]) {
        let keyed = ConcurrentMap.map(paths) { HashedShape(self.shape(of: $0)) }
        var shapes: [ProviderShape] = []
        var shapeIndex: [HashedShape: Int] = [:]
        var shapeOfPath: [Int] = []
        shapeOfPath.reserveCapacity(paths.count)
        for key in keyed {
            if let existing = shapeIndex[key] {
                shapeOfPath.append(existing)
            } else {
                shapeIndex[key] = shapes.count
                shapeOfPath.append(shapes.count)
                shapes.append(key.shape)
            }
        }
        return (shapes, shapeOfPath)
    }

    /// Writes `items` on every core and appends each one's text, in order, to the output file
    /// `file` picks for it. Each core writes a contiguous run of items into one buffer per file it
    /// reaches (not one per item: fewer allocations); each buffer becomes a piece of its file, so
    /// the text is held once and never copied.
    private static func writeConcurrently<Item: Sendable>(
        _ items: [Item], file: @Sendable (Item) -> Int, into outs: inout [SourceWriter],
        _ write: @Sendable (Item, inout SourceWriter) -> Void
    ) {
        var runs = ConcurrentMap.map(ConcurrentMap.chunks(of: items.count)) { range in
            var segments: [(file: Int, text: SourceWriter)] = []
            for index in range {
                let target = file(items[index])
                if segments.last?.file != target {
                    // Room for the rest of the run at about 1.5 kB an item: a buffer that large is
                    // mapped page by page as it is written, so what is not used costs nothing, while
                    // regrowing would copy the run and hold it twice meanwhile.
                    segments.append((target, SourceWriter(capacity: (range.upperBound - index) * 1_536)))
                }
                write(items[index], &segments[segments.count - 1].text)
            }
            return segments
        }
        for run in runs.indices {
            for segment in runs[run].indices { outs[runs[run][segment].file].append(taking: &runs[run][segment].text) }
            runs[run] = []
        }
    }

    // MARK: - Plugin extensions

    /// The pluginized components on a path, each at the top of its pluginized class hierarchy
    /// (subclasses inherit the conformance), whose plugin extension is fully provided.
    private static func pluginizedTops(resolved: ResolvedGraph, superclassIDs: [Int?]) -> [Int] {
        let graph = resolved.graph
        guard graph.components.contains(where: { $0.plugin != nil }) else { return [] }
        var onPaths = Set<Int>()
        for path in resolved.paths { onPaths.formUnion(path.components) }
        // A pluginized class's hierarchy tops out at the class declaring `PluginizedComponent<…>`.
        let tops = Set(onPaths.filter { graph.components[$0].plugin != nil }.map { topClass(of: $0, superclassIDs: superclassIDs) })
        return tops.sorted().filter { id in
            guard let plugin = graph.components[id].plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { return false }
            let nonCore = graph.components[plugin.nonCore]
            return declaration.requirements.allSatisfy { requirement in nonCore.properties.contains(where: requirement.isSatisfied) }
        }
    }

    /// For each pluginized component, a class conforming to its plugin extension protocol that
    /// forwards every property to the non-core component, and the conformance through which
    /// `PluginizedComponent.init(parent:)` creates it.
    private func pluginExtensions(_ tops: [Int], into out: inout SourceWriter) {
        guard !tops.isEmpty else { return }
        out += "\n// MARK: - Plugin extensions\n"
        for id in tops {
            let component = graph.components[id]
            guard let plugin = component.plugin, let declaration = graph.pluginExtensions[plugin.pluginExtension] else { continue }
            let nonCore = graph.components[plugin.nonCore]
            let name = "GraftPluginExtension_\(GeneratedName.flatten(component.displayName))"
            let ownerType = componentSpellings[id]
            out += "\n/// \(declaration.qualifiedName) of \(component.displayName), forwarded to \(nonCore.displayName).\n"
            out += "/// Holds the component, which holds the non-core component, for as long as it is used.\n"
            out += "private final class \(name): \(spell(declaration.key)) {\n"
            out += "    private \(Isolation.ancestorStorageMark(isSendable: component.isSendable))let owner: \(ownerType)\n\n"
            out += "    nonisolated init(owner: \(ownerType)) {\n"
            out += "        self.owner = owner\n"
            out += "    }\n"
            if !declaration.requirements.isEmpty { out += "\n" }
            for requirement in declaration.requirements {
                let property = Self.identifier(requirement.name)
                out += "    var \(property): \(requirement.spelling.text(naming: spell)) { owner.nonCoreComponent.\(property) }\n"
            }
            out += "}\n\n"
            out += "@_spi(\(RuntimeContract.spi)) extension \(ownerType): \(retroactiveMark(id))\(RuntimeContract.pluginExtensionLookup) {\n"
            out += "    public static func \(RuntimeContract.pluginExtensionLookupMethod) {\n"
            out += "        guard let owner = component as? \(ownerType) else { return nil }\n"
            out += "        return \(name)(owner: owner)\n"
            out += "    }\n"
            out += "}\n"
        }
    }

    /// `@retroactive ` for a conformance of another package's type; within a package it is an error.
    private func retroactiveMark(_ component: Int) -> String {
        Visibility(outputModule: outputModule, packageModules: packageModules).isRetroactive(graph.components[component].module)
            ? "@retroactive " : ""
    }

    // MARK: - Imports

    /// The imports of a file holding `paths` (indices in the resolved paths) and the plugin
    /// extensions of `pluginized` (see `ImportPlan`).
    private func imports(paths: [Int], pluginized: [Int], into out: inout SourceWriter) {
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
        plan.write(into: &out, outputModule: outputModule)
    }

    // MARK: - Providers

    private func shape(of path: ResolvedPath) -> ProviderShape {
        let target = path.target
        let distances = Self.linkDistances(of: path)
        return ProviderShape(
            dependency: graph.components[target].dependency,
            fields: path.bindings.map { binding in
                ProviderShape.Field(
                    requirement: Self.identifier(binding.requirement.name), typeText: binding.requirement.spelling.text(naming: spell),
                    link: (distances.firstIndex(of: binding.distance) ?? 0) + 1,
                    ancestor: path.components[path.components.count - 1 - binding.distance],
                    access: Self.accessor(binding.access), property: Self.identifier(binding.provider.name),
                    mayBeIsolated: binding.provider.mayBeIsolated
                )
            },
            ownerIsUnowned: graph.components[target].isNonCore && path.bindings.contains { $0.distance == 1 }
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

    private static func accessor(_ access: ResolvedPath.Binding.Access) -> String {
        switch access {
        case .direct: return ""
        // Generated code reads the non-core component's property the plugin extension forwards
        // to (checked to exist), without creating the plugin extension object.
        case .pluginExtension, .nonCore: return ".nonCoreComponent"
        case .dependency: return ".dependency"
        }
    }

    /// The provider class `name` of `shape`, whose comment names the first of `paths` (indices in
    /// the resolved paths) that use it: a subclass of `GraftLinksN` that declares nothing when it
    /// shares its forwarding properties (`SharedWitnesses`), the members written out otherwise.
    private func providerClass(_ shape: ProviderShape, name: String, paths: [Int], sharesWitnesses: Bool, into out: inout SourceWriter) {
        out += "/// \(qualifiedName(of: shape.dependency)) for "
        for (position, path) in paths.prefix(3).enumerated() {
            if position > 0 { out += ", " }
            out.append(path: resolved.paths[path].components, of: resolved)
        }
        out += paths.count > 3 ? " and \(paths.count - 3) more paths.\n" : ".\n"
        let ancestors = shape.ancestors
        if sharesWitnesses {
            // `nonisolated`: in a module whose default isolation is the main actor, the class would
            // be isolated, and the initialiser it inherits is not.
            out += "nonisolated private final class \(name): \(RuntimeContract.links)\(ancestors.count)<"
            for (position, ancestor) in ancestors.enumerated() {
                out += "\(position > 0 ? ", " : "")\(componentSpellings[ancestor.component])"
            }
            out += ">, \(spelling.name(dependency: shape.dependency)) {}\n"
            return
        }
        out += "private final class \(name): \(spelling.name(dependency: shape.dependency)) {\n"
        if !ancestors.isEmpty {
            for ancestor in ancestors {
                let mark = Isolation.ancestorStorageMark(isSendable: graph.components[ancestor.component].isSendable)
                let ownership = shape.ownerIsUnowned && ancestor.link == 1 ? "unowned " : ""
                out +=
                    "    private \(mark)\(ownership)let ancestor\(ancestor.link): \(componentSpellings[ancestor.component])\n"
            }
            out += "\n"
            out += "    nonisolated init("
            for (position, ancestor) in ancestors.enumerated() {
                out += "\(position > 0 ? ", " : "")ancestor\(ancestor.link): \(componentSpellings[ancestor.component])"
            }
            out += ") {\n"
            for ancestor in ancestors {
                out += "        self.ancestor\(ancestor.link) = ancestor\(ancestor.link)\n"
            }
            out += "    }\n"
        }
        if !shape.fields.isEmpty {
            if !ancestors.isEmpty { out += "\n" }
            for field in shape.fields {
                out +=
                    "    var \(field.requirement): \(field.typeText) { ancestor\(field.link)\(field.access).\(field.property) }\n"
            }
        }
        out += "}\n"
    }

    /// The constrained extensions of `GraftLinksN` that a file's sharing providers read from, after
    /// the providers.
    private func forwardingExtensions(_ extensions: [(link: SharedWitnesses.Link, members: [(String, SharedWitnesses.Member)])], into out: inout SourceWriter) {
        guard !extensions.isEmpty else { return }
        out += "\n// MARK: - Forwarding\n"
        out += "// The requirements of the providers above, read from the ancestor of each type at each position.\n"
        for (link, members) in extensions {
            out +=
                "\nnonisolated fileprivate extension \(RuntimeContract.links)\(link.arity) where A\(link.position) == \(componentSpellings[link.component]) {\n"
            for (requirement, member) in members {
                out += "    var \(requirement): \(member.typeText) { \(RuntimeContract.link)\(link.position).\(member.property) }\n"
            }
            out += "}\n"
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

    private func lookupExtension(
        top: Int, targets: [Int], pathsByTarget: [[LookupPath]], into out: inout SourceWriter
    ) {
        if forTestDoubles {
            out += "extension \(componentSpellings[top]): \(Self.testDoubleLookup) {\n"
            out += "    static func \(Self.testDoubleLookupMethod) {\n"
        } else {
            out += "@_spi(\(RuntimeContract.spi)) extension \(componentSpellings[top]): \(retroactiveMark(top))\(RuntimeContract.dependencyLookup) {\n"
            out += "    public static func \(RuntimeContract.dependencyLookupMethod) {\n"
        }
        // Subclasses first, most derived first, each behind a check of the exact class.
        let subclasses = targets.filter { $0 != top }.sorted { left, right in
            let (leftDepth, rightDepth) = (classDepth(left), classDepth(right))
            return leftDepth != rightDepth ? leftDepth > rightDepth : left < right
        }
        for subclass in subclasses {
            out += "        if ObjectIdentifier(componentType) == ObjectIdentifier(\(componentSpellings[subclass]).self) {\n"
            let exhaustive = pathChecks(pathsByTarget[subclass], indent: "            ", into: &out)
            if !exhaustive { out += "            return nil\n" }
            out += "        }\n"
        }
        var exhaustive = false
        if targets.contains(top) {
            exhaustive = pathChecks(pathsByTarget[top], indent: "        ", into: &out)
        }
        // After an unconditional return, another would be a warning ("will never be executed").
        if !exhaustive { out += "        return nil\n" }
        out += "    }\n"
        out += "}\n"
    }

    private func classDepth(_ id: Int) -> Int {
        classDepths[id]
    }

    /// One `if` per distinct check, most specific first: match the classes of the parent chain,
    /// then build the provider. The chain is matched by the runtime's `graftAncestorsN` (`N` ≤ 8
    /// links a call, a longer chain continuing from the last link of the call before), which
    /// type-checks in half the time of one `as?` per link.
    ///
    /// A path's check covers the chain up to the farthest ancestor its provider reads from: by the
    /// nearest-ancestor rule those classes decide every binding, whatever is above them, so paths
    /// that differ only higher up share one check. A path with a pluginized component among those
    /// ancestors is checked up to the root, since Needle's rule for pluginized components looks at
    /// the whole path.
    /// Returns whether the text ends with an unconditional return (a dependency with no
    /// requirement needs no check).
    private func pathChecks(_ paths: [LookupPath], indent: String, into out: inout SourceWriter) -> Bool {
        var checks: [Check] = []
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
                Check(
                    paths: [path.components], classes: classes, needed: needed, provider: lookupPath.provider,
                    sharesWitnesses: lookupPath.sharesWitnesses))
        }
        checks = Check.mergingAlike(checks)
        // Merged checks first (they compare exact classes, so they take no chain that another
        // check should); then more specific chains (subclass components along the way) before
        // general ones, then longer before shorter.
        let specificity = checks.map { check in check.classes.reduce(0) { $0 + classDepth($1) } }
        let ordered = checks.indices.sorted { left, right in
            if checks[left].among.isEmpty != checks[right].among.isEmpty { return !checks[left].among.isEmpty }
            if specificity[left] != specificity[right] { return specificity[left] > specificity[right] }
            if checks[left].classes.count != checks[right].classes.count { return checks[left].classes.count > checks[right].classes.count }
            return left < right
        }
        /// The matched chain's calls: `chain` holds links 1…8, `chain2` links 9…16, and so on.
        let linksPerCall = RuntimeContract.arity
        func call(_ number: Int) -> String { number == 0 ? "chain" : "chain\(number + 1)" }
        /// The ancestor at `distance` in a check of `links` links: a call's value, or an element of it.
        func ancestor(_ distance: Int, of links: Int) -> String {
            let (number, offset) = (distance - 1).quotientAndRemainder(dividingBy: linksPerCall)
            return min(links - number * linksPerCall, linksPerCall) == 1 ? call(number) : "\(call(number)).\(offset)"
        }
        /// `Provider(ancestor1: chain.0, …)`, passing the ancestors the check's provider reads
        /// (unlabelled, nearest first, to a subclass of `GraftLinksN`). A merged check's links are
        /// read from its array, as the one class listed at that distance.
        func providerCall(_ check: Check, into out: inout SourceWriter) {
            out += "\(check.provider)("
            for (position, distance) in check.needed.enumerated() {
                out += "\(position > 0 ? ", " : "")\(check.sharesWitnesses ? "" : "ancestor\(position + 1): ")"
                if check.among.isEmpty {
                    out += "\(ancestor(distance, of: check.classes.count))"
                } else {
                    out += "unsafeDowncast(chain[\(distance - 1)], to: \(componentSpellings[check.among[distance - 1][0]]).self)"
                }
            }
            out += ")"
        }
        for position in ordered {
            let check = checks[position]
            let shown = check.paths.prefix(3)
            for path in shown {
                out += "\(indent)// "
                out.append(path: path, of: resolved)
                out += "\n"
            }
            if check.paths.count > shown.count { out += "\(indent)// and \(check.paths.count - shown.count) more paths\n" }
            if check.classes.isEmpty {
                out += "\(indent)return "
                providerCall(check, into: &out)
                out += "\n"
                return true
            }
            if !check.among.isEmpty {
                out += "\(indent)if let chain = \(RuntimeContract.ancestorsAmong)(parent"
                for classes in check.among {
                    out += ", ["
                    for (position, component) in classes.enumerated() { out += "\(position > 0 ? ", " : "")\(componentSpellings[component]).self" }
                    out += "]"
                }
                out += ") {\n\(indent)    return "
                providerCall(check, into: &out)
                out += "\n\(indent)}\n"
                continue
            }
            out += "\(indent)if "
            for (number, first) in stride(from: 0, to: check.classes.count, by: linksPerCall).enumerated() {
                let end = min(first + linksPerCall, check.classes.count)
                let start = number == 0 ? "parent" : "\(call(number - 1)).\(linksPerCall - 1).parent"
                // The last call's links are matched but may be read by no provider (a pluginized
                // component extends the check to the root): then it is only compared with nil.
                let isRead = end < check.classes.count || check.needed.contains { $0 > first && $0 <= end }
                out += "\(number > 0 ? ", " : "")\(isRead ? "let \(call(number)) = " : "")\(RuntimeContract.ancestors)\(end - first)(\(start)"
                for component in check.classes[first..<end] { out += ", \(componentSpellings[component]).self" }
                out += isRead ? ")" : ") != nil"
            }
            out += " {\n"
            out += "\(indent)    return "
            providerCall(check, into: &out)
            out += "\n"
            out += "\(indent)}\n"
        }
        return false
    }

    /// A lookup's check of a parent chain, and the paths it serves.
    struct Check {
        /// The paths the check serves; the first few are described in a comment.
        var paths: [[Int]]
        /// The class of each link the check matches, nearest first.
        let classes: [Int]
        /// The distances of the links the provider reads, nearest first.
        let needed: [Int]
        let provider: String
        let sharesWitnesses: Bool
        /// Whether the check reaches past the farthest link the provider reads (to the root, for a
        /// pluginized component on the way, whose rule reads the whole path).
        var wholeChain: Bool { classes.count > (needed.last ?? 0) }
        /// For checks merged by `mergingAlike`: the classes each link may be, nearest first.
        var among: [[Int]] = []

        /// Checks that build one provider from links at the same distances, and differ only in
        /// links it does not read, become one check that lists the classes found at each distance
        /// (`graftAncestorsAmong`). Whether a link provides a requirement depends on its class
        /// alone, and no listed class at a distance nearer than a read link provides what is read
        /// there (each was skipped on a path of its own), so every chain of listed classes resolves
        /// as these paths do. They merge when that names at most half the classes the separate checks
        /// name: a 19-layer diamond's million checks become one; two or three paths keep theirs.
        static func mergingAlike(_ checks: [Check]) -> [Check] {
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
            var merged: [Check] = []
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
    }

    // MARK: - Names

    /// How the output module names `symbol` (`DeclarationSpelling`).
    func spell(_ symbol: SymbolID) -> String {
        spelling.name(symbol)
    }

    /// The qualified name of a dependency protocol, `EmptyDependency` for none.
    private func qualifiedName(of dependency: SymbolID?) -> String {
        dependency.map(graph.names.qualifiedName(of:)) ?? RuntimeContract.emptyDependency
    }

    /// A property name, backticked when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
