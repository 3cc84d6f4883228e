extension GraphBuilderState {
    /// Resolves the plugin extension protocol and the non-core component of each pluginized
    /// component (subclasses inherit their base's), reporting arguments that are neither, and
    /// checks that each non-core component has every property its plugin extensions require.
    mutating func resolvePlugins(
        _ candidates: [ComponentCandidate], byKey: SymbolMap<ComponentCandidate>, ids: SymbolMap<Int>,
        components: inout [DependencyGraph.Component], pluginExtensions: [SymbolID: DependencyGraph.DependencyProtocol]
    ) {
        var resolved: [SymbolID: DependencyGraph.Plugin] = [:]
        for candidate in candidates where candidate.ownsTypes {
            guard let plugin = candidate.plugin, let id = ids[candidate.symbol] else { continue }
            let name = components[id].displayName
            let pluginExtension = declaration(named: plugin.pluginExtension, from: plugin.scope, in: plugin.context)
            let nonCore = declaration(named: plugin.nonCore, from: plugin.scope, in: plugin.context).flatMap { ids[$0] }
            var valid = true
            if pluginExtension.flatMap({ pluginExtensions[$0] }) == nil {
                valid = false
                let written = plugin.pluginExtension.lastName ?? plugin.pluginExtensionText
                diagnostics.append(Diagnostic(.notAPluginExtension, at: plugin.location, plugin.pluginExtensionText, name, written))
            }
            if nonCore.map({ components[$0].isNonCore }) != true {
                valid = false
                let written = plugin.nonCore.lastName ?? plugin.nonCoreText
                diagnostics.append(Diagnostic(.notANonCoreComponent, at: plugin.location, plugin.nonCoreText, name, written))
            }
            guard valid, let pluginExtension, let nonCore else { continue }
            resolved[candidate.symbol] = DependencyGraph.Plugin(pluginExtension: pluginExtension, nonCore: nonCore, location: plugin.location)
        }
        for candidate in candidates where candidate.plugin != nil {
            guard let id = ids[candidate.symbol] else { continue }
            components[id].plugin = resolved[Self.topOfHierarchy(candidate, byKey: byKey).symbol]
        }
        checkPluginExtensions(components, resolved: resolved, ids: ids, pluginExtensions: pluginExtensions)
    }

    /// Every requirement of a plugin extension must be a property of the non-core component: the
    /// generated plugin extension forwards to it.
    private mutating func checkPluginExtensions(
        _ components: [DependencyGraph.Component], resolved: [SymbolID: DependencyGraph.Plugin], ids: SymbolMap<Int>,
        pluginExtensions: [SymbolID: DependencyGraph.DependencyProtocol]
    ) {
        var checked: Set<[Int]> = []
        for key in resolved.keys.sorted(by: { lookup.key(of: $0) < lookup.key(of: $1) }) {
            guard let plugin = resolved[key], let id = ids[key], let protocolDeclaration = pluginExtensions[plugin.pluginExtension] else { continue }
            let nonCore = components[plugin.nonCore]
            guard checked.insert([Int(plugin.pluginExtension.index), plugin.nonCore]).inserted else { continue }
            let owner = components[id]
            for requirement in protocolDeclaration.requirements {
                if nonCore.properties.contains(where: requirement.isSatisfied) { continue }
                var notes = [
                    Diagnostic.Note(
                        location: plugin.location,
                        message:
                            "\(owner.displayName) declares '\(protocolDeclaration.qualifiedName)' as its plugin extension and \(nonCore.displayName) as its non-core component here"
                    )
                ]
                for property in nonCore.properties where property.name == requirement.name {
                    notes.append(
                        Diagnostic.Note(
                            location: property.location,
                            message: "did you mean '\(property.declaringComponent).\(property.name)'? It has type '\(property.type)', not '\(requirement.type)'"
                        ))
                }
                for property in nonCore.hiddenProperties where property.name == requirement.name {
                    notes.append(
                        Diagnostic.Note(
                            location: property.location,
                            message: "'\(property.declaringComponent).\(property.name)' is \(property.accessLevel.rawValue); generated code cannot read it"
                        ))
                }
                diagnostics.append(
                    Diagnostic(
                        .pluginExtensionNotProvided, at: requirement.location, protocolDeclaration.qualifiedName, owner.displayName, requirement.name.text,
                        requirement.type.description, nonCore.displayName, nonCore.displayName, notes: notes
                    ))
            }
        }
    }
}
