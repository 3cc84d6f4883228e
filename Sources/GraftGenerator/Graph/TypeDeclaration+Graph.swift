extension TypeDeclaration {
    /// Whether the declaration looks like part of a dependency graph whatever its `#if` branch: a
    /// class whose superclass's name ends in `Component`, or a protocol refining one whose name
    /// ends in `Dependency` or `PluginExtension`. Their undecided `#if` conditions are resolved in every configuration.
    var looksLikeGraphDeclaration: Bool {
        switch kind {
        case .class:
            return inheritedTypes.first?.type.lastName?.hasSuffix("Component") ?? false
        case .protocol:
            return inheritedTypes.contains { inherited in
                inherited.type.lastName.map { $0.hasSuffix("Dependency") || $0.hasSuffix("PluginExtension") } ?? false
            }
        default:
            return false
        }
    }
}
