/// Renders emission plans into bytes: the one place the text of generated files is written, for
/// the providers' files, every `#if` configuration and the test doubles. It decides nothing that
/// changes what the code does; `Planner` has decided that.
struct Printer: Sendable {
    /// How the output module names each component, by id.
    let componentNames: [String]
    /// What precedes a member an extension of each component class declares, by id:
    /// `nonisolated ` in a class that may be isolated to a global actor, whose members would be.
    let memberMarks: [String]
    /// What `@available` says of each component class (`Availability.Mark`), by id; empty when it
    /// says nothing of any.
    let componentMarks: [Availability.Mark]
    /// The graph whose paths the comments describe.
    let resolved: ResolvedGraph

    init(_ plan: EmissionPlan) {
        self.componentNames = plan.componentNames
        self.componentMarks = plan.componentMarks
        let isolated = plan.nonisolatedMembers
        self.memberMarks = plan.componentNames.indices.map { Isolation.memberMark(isIsolated: $0 < isolated.count && isolated[$0]) }
        self.resolved = plan.resolved
    }

    /// What `@available` says of the component class `component`.
    private func mark(of component: Int) -> Availability.Mark {
        component < componentMarks.count ? componentMarks[component] : .none
    }

    // MARK: - Files

    /// Each file of `plan`, after `prologue` (written first, so that a file of many megabytes is
    /// not copied to put it in front): imports, providers, forwarding extensions, lookups, plugin
    /// extensions. Providers and lookups are written on every core.
    static func print(_ plan: EmissionPlan, after prologue: String = "") -> [SourceWriter] {
        let printer = Printer(plan)
        let files = plan.files
        // Each file's lists, so that writing an item does not copy its file's plan.
        let (providerLists, lookupLists) = (files.map(\.providers), files.map(\.lookups))
        var outs = files.map { file in
            var out = SourceWriter(capacity: 2_048 + prologue.utf8.count)
            out.append(prologue)
            if let imports = file.imports { Self.imports(imports, into: &out) }
            return out
        }
        for (index, file) in files.enumerated() where !file.providers.isEmpty {
            // Why `nonisolated`: a provider of a `@MainActor` dependency protocol (or in a module
            // whose default isolation is the main actor) is itself isolated, but the lookups that
            // create it are not. The ancestors are set once by the initialiser and only read after,
            // with the isolation of the requirement being read.
            outs[index] += "\n// MARK: - Providers\n"
            outs[index] += "// Providers are created by nonisolated lookups; their ancestors are set once, then only read.\n"
        }
        let providers = files.indices.flatMap { file in files[file].providers.indices.map { (file, $0) } }
        writeConcurrently(providers, file: \.0, into: &outs) { item, out in
            out += "\n"
            printer.providerClass(providerLists[item.0][item.1], into: &out)
        }
        for (index, file) in files.enumerated() {
            printer.forwardingExtensions(file.forwarding, shared: file.forwardingIsShared, into: &outs[index])
        }
        for (index, file) in files.enumerated() where !file.lookups.isEmpty {
            outs[index] += "\n// MARK: - Lookups\n"
            if let table = file.table { printer.tableHead(table, into: &outs[index]) }
        }
        // The lines of the tables, then the lookups of their own.
        let numbers = files.map { $0.table.map { TableNumbers($0, components: printer.componentNames.count) } }
        let lookups = files.indices.flatMap { file in files[file].lookups.indices.map { (file, $0) } }
        writeConcurrently(lookups.filter { lookupLists[$0.0][$0.1].inTable }, file: \.0, into: &outs) { item, out in
            if let numbers = numbers[item.0] { Self.tableLines(lookupLists[item.0][item.1], numbers: numbers, into: &out) }
        }
        for (index, file) in files.enumerated() where file.table != nil { outs[index] += "    \"\"\"\n)\n" }
        writeConcurrently(lookups.filter { !lookupLists[$0.0][$0.1].inTable }, file: \.0, into: &outs) { item, out in
            out += "\n"
            printer.lookupExtension(lookupLists[item.0][item.1], into: &out)
        }
        for (index, file) in files.enumerated() {
            printer.childLookups(file, into: &outs[index])
            printer.pluginExtensions(file.pluginExtensions, into: &outs[index])
        }
        return outs
    }

    /// The banner and the header, followed by an empty line.
    static func prologue(header: String?) -> String {
        var out = Emitter.banner + "\n"
        if let header, !header.isEmpty {
            out += header.hasSuffix("\n") ? header : header + "\n"
        }
        return out + "\n"
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

    // MARK: - Imports

    /// A file's import declarations (`ImportPlan.declarations(outputModule:)`).
    static func imports(_ plan: ImportPlan.Declarations, into out: inout SourceWriter) {
        switch plan.runtime {
        case .none: break
        case .plain: out += "\(plan.accessMark("Graft"))import Graft\n"
        case .generatedCode: out += "@_spi(\(RuntimeContract.spi)) \(plan.accessMark("Graft"))import Graft\n"
        }
        for (module, testable) in plan.unconditional {
            out += testable ? "@testable \(plan.accessMark(module))import \(module)\n" : "\(plan.accessMark(module))import \(module)\n"
        }
        for (condition, modules) in plan.conditional {
            out += "#if \(condition)\n"
            for module in modules { out += "\(plan.accessMark(module))import \(module)\n" }
            out += "#endif\n"
        }
    }

    // MARK: - Providers

    /// A provider class, with a comment naming the first of its paths for each protocol: a
    /// subclass of `GraftLinksN` that declares nothing when it shares its forwarding properties,
    /// the members written out otherwise.
    func providerClass(_ provider: EmissionPlan.ProviderClass, into out: inout SourceWriter) {
        for conformance in provider.conformances {
            out += "/// \(conformance.protocolName) for "
            for (position, path) in conformance.paths.prefix(3).enumerated() {
                if position > 0 { out += ", " }
                out.append(path: resolved.paths[path].components, of: resolved)
            }
            out += conformance.paths.count > 3 ? " and \(conformance.paths.count - 3) more paths.\n" : ".\n"
        }
        let ancestors = provider.ancestors
        let access = provider.isShared ? "" : "private "
        out += "\(provider.mark.attributes)"
        if provider.sharesWitnesses {
            // `nonisolated`: in a module whose default isolation is the main actor, the class would
            // be isolated, and the initialiser it inherits is not.
            out += "nonisolated \(access)final class \(provider.name): \(RuntimeContract.links)\(ancestors.count)<"
            for (position, ancestor) in ancestors.enumerated() {
                if position > 0 { out += ", " }
                out += "\(componentNames[ancestor.component])"
            }
            out += ">"
            for conformance in provider.conformances { out += ", \(conformance.conformance)" }
            out += "\(Isolation.uncheckedSendableMark(provider.requiresSendable)) {}\n"
            return
        }
        out += "\(access)final class \(provider.name): \(provider.conformances[0].conformance)"
        if provider.fromTable { out += ", \(RuntimeContract.linksConstructible)" }
        out += "\(Isolation.uncheckedSendableMark(provider.requiresSendable)) {\n"
        if provider.fromTable {
            out += "    nonisolated static var \(RuntimeContract.linkTypes) { ["
            for (position, ancestor) in ancestors.enumerated() { out += "\(position > 0 ? ", " : "")\(componentNames[ancestor.component]).self" }
            out += "] }\n"
            if !ancestors.isEmpty { out += "\n" }
        }
        for ancestor in ancestors {
            let mark = Isolation.ancestorStorageMark(isSendable: ancestor.isSendable)
            let ownership = provider.shape.ownerIsUnowned && ancestor.link == 1 ? "unowned " : ""
            out += "    private \(mark)\(ownership)let ancestor\(ancestor.link): \(componentNames[ancestor.component])\n"
        }
        if provider.fromTable {
            // Created by the runtime from the links its table matched.
            out += "\n"
            if ancestors.isEmpty {
                out += "    nonisolated \(RuntimeContract.linksInitializer) {}\n"
            } else {
                out += "    nonisolated \(RuntimeContract.linksInitializer) {\n"
                for (position, ancestor) in ancestors.enumerated() {
                    out +=
                        "        self.ancestor\(ancestor.link) = unsafeDowncast(links[\(position)].takeUnretainedValue(), to: \(componentNames[ancestor.component]).self)\n"
                }
                out += "    }\n"
            }
        }
        if !provider.fromTable && !ancestors.isEmpty || provider.fromCode {
            // Created by a lookup written as code (the test doubles', a generic class's), which
            // passes the ancestors by label.
            out += "\n"
            out += "    nonisolated init("
            for (position, ancestor) in ancestors.enumerated() {
                out += "\(position > 0 ? ", " : "")ancestor\(ancestor.link): \(componentNames[ancestor.component])"
            }
            out += ") {\n"
            for ancestor in ancestors {
                out += "        self.ancestor\(ancestor.link) = ancestor\(ancestor.link)\n"
            }
            out += "    }\n"
        }
        if !provider.shape.fields.isEmpty {
            if provider.fromTable || !ancestors.isEmpty { out += "\n" }
            for field in provider.shape.fields {
                let name = GeneratedName.identifier(field.requirement)
                out += "    \(field.mark.attributes)var \(name): \(field.typeText) { ancestor\(field.link)\(field.access.text).\(name) }\n"
            }
        }
        out += "}\n"
    }

    /// The constrained extensions of `GraftLinkedN` that a file's sharing providers read from, after
    /// the providers: file-private, or with `shared` internal, read by the providers of every file.
    func forwardingExtensions(_ extensions: [EmissionPlan.ForwardingExtension], shared: Bool, into out: inout SourceWriter) {
        guard !extensions.isEmpty else { return }
        out += "\n// MARK: - Forwarding\n"
        out +=
            shared
            ? "// The requirements of the providers of every generated file, read from the ancestor of each type at each position.\n"
            : "// The requirements of the providers above, read from the ancestor of each type at each position.\n"
        let access = shared ? "" : "fileprivate "
        for (link, members) in extensions {
            out +=
                "\n\(mark(of: link.component).attributes)nonisolated \(access)extension \(RuntimeContract.linked)\(link.position) where A\(link.position) == \(componentNames[link.component]) {\n"
            for (requirement, member) in members {
                out += "    var \(requirement): \(member.typeText) { \(RuntimeContract.link)\(link.position).\(requirement) }\n"
            }
            out += "}\n"
        }
    }

    // MARK: - Lookups

    /// The file-private protocol through which the test doubles of a file find the providers of
    /// the components created below the components they are given to, and its one requirement.
    static let testDoubleLookup = "GraftTestDoubleLookup"
    static let testDoubleLookupMethod = "graftTestDependency(for componentType: AnyObject.Type, parent: any Scope) -> AnyObject?"

    // MARK: - Lookup tables

    /// A table's numbers: each component's (by id, -1 when not listed) and each provider's.
    struct TableNumbers: Sendable {
        let components: [Int]
        let providers: [String: Int]

        init(_ table: EmissionPlan.LookupTable, components count: Int) {
            var components = Array(repeating: -1, count: count)
            for (number, component) in table.classes.enumerated() { components[component] = number }
            self.components = components
            self.providers = Dictionary(uniqueKeysWithValues: table.providers.enumerated().map { ($1, $0) })
        }

        /// `component`'s number in the table: the planner lists every class its lines name
        /// (`Planner.planTables`), so a class it did not list is a bug, never a number written.
        func number(of component: Int) -> Int {
            let number = components[component]
            precondition(number >= 0, "component \(component) is not in its file's table")
            return number
        }
    }

    /// A lookup table's declaration up to its lines: the comment, the classes and the providers.
    func tableHead(_ table: EmissionPlan.LookupTable, into out: inout SourceWriter) {
        out += "// How `Component.init(parent:)` finds a provider: a line a check, in the order they are tried, with\n"
        out += "// the component class, the classes of the parent chain (nearest first), then after \">\" the provider\n"
        out += "// and the distances of the links it reads, as numbers into the lists (the format: LookupTable.swift\n"
        out += "// in the Graft runtime).\n"
        out +=
            "\(table.isDeprecated ? Availability.Mark.deprecated.attributes : "")nonisolated \(table.isPrivate ? "private " : "")let \(table.name) = \(RuntimeContract.lookupTable)(\n"
        out += "    classes: [\n"
        for component in table.classes {
            Self.listed(componentNames[component], of: "AnyObject.Type", under: mark(of: component).condition, into: &out)
        }
        out += "    ],\n"
        out += "    providers: [\n"
        for (index, provider) in table.providers.enumerated() {
            let condition = index < table.providerMarks.count ? table.providerMarks[index].condition : nil
            Self.listed(provider, of: "any \(RuntimeContract.linksConstructible).Type", under: condition, into: &out)
        }
        out += "    ],\n"
        out += "    entries: \"\"\"\n"
    }

    /// A class in a table's list of classes or providers: under `condition` (`#available(iOS 17, *)`)
    /// when it has one, and `GraftUnavailable` where it does not hold, so that the numbers of the
    /// lines stay the same everywhere.
    private static func listed(_ name: String, of type: String, under condition: String?, into out: inout SourceWriter) {
        guard let condition else {
            out += "        \(name).self,\n"
            return
        }
        out += "        { () -> \(type) in if \(condition) { return \(name).self } else { return \(RuntimeContract.unavailable).self } }(),\n"
    }

    /// A lookup's lines in its table: each subclass's checks (`=`: they serve that class only),
    /// then the class's own, which also serve its subclasses that have none.
    static func tableLines(_ lookup: EmissionPlan.LookupExtension, numbers: TableNumbers, into out: inout SourceWriter) {
        func lines(_ checks: [EmissionPlan.Check], component: Int, exact: Bool) {
            for check in checks {
                out += exact ? "    =" : "    "
                out += "\(numbers.number(of: component))"
                if check.among.isEmpty {
                    for link in check.classes { out += " \(numbers.number(of: link))" }
                } else {
                    for classes in check.among {
                        out += " ="
                        for (position, link) in classes.enumerated() { out += position == 0 ? "\(numbers.number(of: link))" : "|\(numbers.number(of: link))" }
                    }
                }
                // The planner numbers every provider its lines name (`Planner.planTables`).
                guard let provider = numbers.providers[check.provider] else { preconditionFailure("provider \(check.provider) is not in its file's table") }
                out += " > \(provider)"
                for distance in check.needed { out += " \(distance)" }
                out += "\n"
            }
        }
        for (subclass, checks) in lookup.subclasses { lines(checks, component: subclass, exact: true) }
        lines(lookup.checks, component: lookup.component, exact: false)
    }

    /// In the first file: the list of every file's tables, and the conformances of the classes
    /// that create components, through which the runtime finds them.
    func childLookups(_ file: EmissionPlan.File, into out: inout SourceWriter) {
        guard !file.childLookups.isEmpty else { return }
        let tablesMark = file.tablesAreDeprecated ? Availability.Mark.deprecated : .none
        out +=
            "\n\(tablesMark.attributes)nonisolated private let graftGraphTables: [\(RuntimeContract.lookupTable)] = [\(file.tables.joined(separator: ", "))]\n"
        for (component, retroactive) in file.childLookups {
            out +=
                "\n\(tablesMark.union(mark(of: component)).attributes)@_spi(\(RuntimeContract.spi)) extension \(componentNames[component]): \(retroactive ? "@retroactive " : "")\(RuntimeContract.childLookup) {\n"
            out += "    \(memberMarks[component])public static var \(RuntimeContract.childLookupRequirement) { graftGraphTables }\n"
            out += "}\n"
        }
    }

    // MARK: - Lookup extensions (the test doubles')

    /// A lookup extension: the subclasses' checks, each behind a check of the exact class, then
    /// the class's own; `return nil` after the last unless it always returns.
    func lookupExtension(_ lookup: EmissionPlan.LookupExtension, into out: inout SourceWriter) {
        let type = componentNames[lookup.component]
        out += "\(lookup.mark.attributes)"
        switch lookup.conformance {
        case .testDoubles:
            out += "extension \(type): \(Self.testDoubleLookup) {\n"
            out += "    \(memberMarks[lookup.component])static func \(Self.testDoubleLookupMethod) {\n"
        case .runtime(let retroactive):
            out += "@_spi(\(RuntimeContract.spi)) extension \(type): \(retroactive ? "@retroactive " : "")\(RuntimeContract.dependencyLookup) {\n"
            out += "    \(memberMarks[lookup.component])public static func \(RuntimeContract.dependencyLookupMethod) {\n"
        }
        for (subclass, checks) in lookup.subclasses {
            out += "        if ObjectIdentifier(componentType) == ObjectIdentifier(\(componentNames[subclass]).self) {\n"
            let exhaustive = self.checks(checks, indent: "            ", into: &out)
            if !exhaustive { out += "            return nil\n" }
            out += "        }\n"
        }
        // After an unconditional return, another would be a warning ("will never be executed").
        if !checks(lookup.checks, indent: "        ", into: &out) { out += "        return nil\n" }
        out += "    }\n"
        out += "}\n"
    }

    /// One `if` per check: match the classes of the parent chain, then build the provider. The
    /// chain is matched by the runtime's `graftAncestorsN` (`N` ≤ 8 links a call, a longer chain
    /// continuing from the last link of the call before), which type-checks in half the time of
    /// one `as?` per link; a check with a gate, under `if #available(…)`. Returns whether the text
    /// ends with an unconditional return.
    private func checks(_ checks: [EmissionPlan.Check], indent: String, into out: inout SourceWriter) -> Bool {
        /// The matched chain's calls: `chain` holds links 1…8, `chain2` links 9…16, and so on.
        let linksPerCall = RuntimeContract.arity
        func call(_ number: Int, into out: inout SourceWriter) {
            if number == 0 { out += "chain" } else { out += "chain\(number + 1)" }
        }
        /// The ancestor at `distance` in a check of `links` links: a call's value, or an element of it.
        func ancestor(_ distance: Int, of links: Int, into out: inout SourceWriter) {
            let (number, offset) = (distance - 1).quotientAndRemainder(dividingBy: linksPerCall)
            call(number, into: &out)
            if min(links - number * linksPerCall, linksPerCall) != 1 { out += ".\(offset)" }
        }
        /// `Provider(ancestor1: chain.0, …)`, passing the ancestors the check's provider reads
        /// (unlabelled, nearest first, to a subclass of `GraftLinksN`). A merged check's links are
        /// read from its array, as the one class listed at that distance.
        func providerCall(_ check: EmissionPlan.Check, into out: inout SourceWriter) {
            out += "\(check.provider)("
            for (position, distance) in check.needed.enumerated() {
                if position > 0 { out += ", " }
                if !check.sharesWitnesses { out += "ancestor\(position + 1): " }
                if check.among.isEmpty {
                    ancestor(distance, of: check.classes.count, into: &out)
                } else {
                    out += "unsafeDowncast(chain[\(distance - 1)], to: \(componentNames[check.among[distance - 1][0]]).self)"
                }
            }
            out += ")"
        }
        for check in checks {
            // A check naming a class the app's system may lack stands under its condition.
            if let condition = check.gate.condition {
                var unconditional = check
                unconditional.gate = .none
                out += "\(indent)if \(condition) {\n"
                _ = self.checks([unconditional], indent: indent + "    ", into: &out)
                out += "\(indent)}\n"
                continue
            }
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
                    for (position, component) in classes.enumerated() {
                        if position > 0 { out += ", " }
                        if let condition = check.candidateGates.first(where: { $0.component == component })?.gate.condition {
                            out += "{ () -> AnyObject.Type in if \(condition) { return \(componentNames[component]).self } "
                            out += "else { return \(RuntimeContract.unavailable).self } }()"
                        } else {
                            out += "\(componentNames[component]).self"
                        }
                    }
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
                // The last call's links are matched but may be read by no provider (a pluginized
                // component extends the check to the root): then it is only compared with nil.
                let isRead = end < check.classes.count || check.needed.contains { $0 > first && $0 <= end }
                if number > 0 { out += ", " }
                if isRead {
                    out += "let "
                    call(number, into: &out)
                    out += " = "
                }
                out += "\(RuntimeContract.ancestors)\(end - first)("
                if number == 0 {
                    out += "parent"
                } else {
                    call(number - 1, into: &out)
                    out += ".\(linksPerCall - 1).parent"
                }
                for component in check.classes[first..<end] { out += ", \(componentNames[component]).self" }
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

    // MARK: - Plugin extensions

    /// The plugin extensions of a file, after its lookups.
    func pluginExtensions(_ extensions: [EmissionPlan.PluginExtension], into out: inout SourceWriter) {
        guard !extensions.isEmpty else { return }
        out += "\n// MARK: - Plugin extensions\n"
        for plugin in extensions {
            let ownerType = componentNames[plugin.component]
            out += "\n/// \(plugin.protocolName) of \(plugin.componentName), forwarded to \(plugin.nonCoreName).\n"
            out += "/// Holds the component, which holds the non-core component, for as long as it is used.\n"
            let mark = plugin.mark.attributes
            out += "\(mark)private final class \(plugin.name): \(plugin.conformance)\(Isolation.uncheckedSendableMark(plugin.requiresSendable)) {\n"
            out += "    private \(Isolation.ancestorStorageMark(isSendable: plugin.isSendable))let owner: \(ownerType)\n\n"
            out += "    nonisolated init(owner: \(ownerType)) {\n"
            out += "        self.owner = owner\n"
            out += "    }\n"
            if !plugin.requirements.isEmpty { out += "\n" }
            for (property, type, mark) in plugin.requirements {
                out += "    \(mark.attributes)var \(property): \(type) { owner.nonCoreComponent.\(property) }\n"
            }
            out += "}\n\n"
            out +=
                "\(mark)@_spi(\(RuntimeContract.spi)) extension \(ownerType): \(plugin.retroactive ? "@retroactive " : "")\(RuntimeContract.pluginExtensionLookup) {\n"
            out += "    \(memberMarks[plugin.component])public static func \(RuntimeContract.pluginExtensionLookupMethod) {\n"
            out += "        guard let owner = component as? \(ownerType) else { return nil }\n"
            out += "        return \(plugin.name)(owner: owner)\n"
            out += "    }\n"
            out += "}\n"
        }
    }

    // MARK: - Test doubles

    /// A test double: a final class taking every requirement in its initializer.
    static func testDouble(_ double: EmissionPlan.TestDouble) -> SourceWriter {
        var out = SourceWriter()
        out += "/// A `\(double.protocolName)` for tests: every requirement is passed to the initializer.\n"
        out +=
            "\(double.mark.attributes)final class \(double.name): \(double.conformance)\(double.looksUp ? ", \(RuntimeContract.mockDependencyLookup)" : "")\(Isolation.uncheckedSendableMark(double.requiresSendable)) {\n"
        for requirement in double.requirements {
            out += "    let \(requirement.name): \(requirement.type)\n"
        }
        if !double.requirements.isEmpty { out += "\n" }
        let parameters = double.requirements.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        out += "    init(\(parameters)) {\n"
        for requirement in double.requirements {
            out += "        self.\(requirement.name) = \(requirement.name)\n"
        }
        out += "    }\n"
        if double.looksUp {
            out += "\n    /// The provider of a component created below the component this double is given to.\n"
            out += "    func \(RuntimeContract.mockDependencyLookupMethod) {\n"
            out += "        (componentType as? any \(testDoubleLookup).Type)?.graftTestDependency(for: componentType, parent: parent)\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    /// The file-private protocol the test doubles ask for the providers below them, which the
    /// lookups after them conform the components on those paths to.
    static func testDoubleLookupProtocol(into out: inout SourceWriter) {
        out += "\n/// How the test doubles above find the provider of a component created below the component\n"
        out += "/// they are given to: the lookups below conform the components on those paths.\n"
        out += "private protocol \(testDoubleLookup): AnyObject {\n"
        out += "    static func \(testDoubleLookupMethod)\n"
        out += "}\n"
    }

    // MARK: - Configurations

    /// One configuration's part of a file: the condition that selects it, its body, and the errors
    /// and warnings the file carries for it.
    typealias ConfigurationPart = (condition: String, body: SourceWriter, errors: [Diagnostic], warnings: [Diagnostic])

    /// The condition that holds in any of the configurations `conditions` (each as
    /// `Configurations` writes one): `DEBUG`, or `(DEBUG && os(iOS)) || (!DEBUG && os(iOS))`.
    static func anyOf(_ conditions: [String]) -> String {
        conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " || ")
    }

    /// Writes each configuration's body, with its errors and warnings, under its condition:
    /// configurations with the same text share one branch of an `#if`; one text is written as it is.
    /// The errors and warnings are placed with `#sourceLocation` at their locations, so that
    /// building that configuration fails (or warns) at the user's line.
    static func mirroring(_ parts: [ConfigurationPart], into out: inout SourceWriter) {
        var groups: [(conditions: [String], text: SourceWriter, bytes: [UInt8])] = []
        for part in parts {
            var text = part.body
            for (directive, diagnostic) in part.errors.map({ ("#error", $0) }) + part.warnings.map({ ("#warning", $0) }) {
                // The message, which the compiler locates, starts at the user's line and column: on
                // a line of its own after the directive's, or, at line 1, after the directive.
                let (line, column) = (diagnostic.location.line, diagnostic.location.column)
                text += "\n#sourceLocation(file: \(literal(diagnostic.location.path)), line: \(line > 1 ? line - 1 : line))\n"
                text +=
                    line > 1
                    ? "\(directive)(\n\(String(repeating: " ", count: column - 1))"
                    : "\(String(repeating: " ", count: max(0, column - directive.count - 2)))\(directive)("
                text += "\(literal(diagnostic.message)))\n#sourceLocation()\n"
            }
            groupAlike(&groups, condition: part.condition, text: text)
        }
        underConditions(groups.map { ($0.conditions, $0.text) }, coverAll: true, into: &out)
    }

    /// Adds `text`, written for the configuration `condition`, to the group with the same bytes,
    /// or as a group of its own.
    static func groupAlike(_ groups: inout [(conditions: [String], text: SourceWriter, bytes: [UInt8])], condition: String, text: SourceWriter) {
        let bytes = text.source.bytes
        if let index = groups.firstIndex(where: { $0.bytes == bytes }) {
            groups[index].conditions.append(condition)
        } else {
            groups.append(([condition], text, bytes))
        }
    }

    /// Writes texts each for the configurations of its group: one group covering them all as it
    /// is, otherwise in an `#if` chain whose last branch is `#else` when the groups cover every
    /// configuration (`coverAll`) and nothing is written for the configurations of no group.
    static func underConditions(_ groups: [(conditions: [String], text: SourceWriter)], coverAll: Bool, into out: inout SourceWriter) {
        if coverAll, groups.count < 2 {
            if var only = groups.first?.text { out.append(taking: &only) }
            return
        }
        for (position, var group) in groups.enumerated() {
            let condition = anyOf(group.conditions)
            if position == 0 {
                out += "#if \(condition)\n"
            } else if coverAll, position == groups.count - 1 {
                out += "#else  // \(condition)\n"
            } else {
                out += "#elseif \(condition)\n"
            }
            out.append(taking: &group.text)
        }
        out += "#endif\n"
    }

    /// A Swift string literal holding `text`. Only ASCII bytes are escaped, so the UTF-8 is copied
    /// byte for byte and every other scalar passes through as it is.
    static func literal(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            let escaped: UInt8
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): escaped = byte
            case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
            default:
                out.append(byte)
                continue
            }
            out.append(UInt8(ascii: "\\"))
            out.append(escaped)
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
