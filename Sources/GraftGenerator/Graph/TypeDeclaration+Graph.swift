extension TypeDeclaration {
    /// Whether the declaration looks like part of a dependency graph whatever its `#if` branch: a
    /// class whose superclass's name ends in `Component`, or a protocol refining one whose name
    /// ends in `Dependency`. Their undecided `#if` conditions are resolved in every configuration.
    var looksLikeGraphDeclaration: Bool {
        switch kind {
        case .class:
            return inheritedTypes.first?.type.lastName?.hasSuffix("Component") ?? false
        case .protocol:
            return inheritedTypes.contains { $0.type.lastName?.hasSuffix("Dependency") ?? false }
        default:
            return false
        }
    }
}
