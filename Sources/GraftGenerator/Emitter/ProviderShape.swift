/// One provider class: a dependency protocol bound to ancestors, each read at a link.
///
/// A shape records where each requirement is read as the position of its ancestor among those the
/// provider reads (its link, 1 the nearest), not as the ancestor's distance: paths that read the
/// same properties of the same classes in the same order share one class whatever lies between,
/// and their lookups pass each the ancestors found at its own distances.
struct ProviderShape: Hashable, Sendable {
    /// A requirement read from an ancestor: a value of one string and plain numbers.
    struct Field: Equatable, Sendable {
        /// The requirement's name; the property that provides it has the same name
        /// (`RequirementMatch`). Generated code writes it as `GeneratedName.identifier(_:)` spells it.
        let requirement: Name
        let typeText: String
        /// The ancestor's position among the ancestors the provider reads, nearest first, from 1.
        let link: Int
        let ancestor: Int
        /// How the property is reached from the ancestor.
        let access: Access
        /// Whether the providing property may be isolated to a global actor (`Provider.mayBeIsolated`).
        let mayBeIsolated: Bool
        /// What `@available` says of the providing property (`Provider.mark`): the member that
        /// reads it is marked so.
        let mark: Availability.Mark
    }

    /// How a provider reaches a requirement's property from the ancestor that provides it.
    enum Access: Sendable {
        /// The ancestor's own property.
        case direct
        /// The property of the ancestor's non-core component: the plugin extension forwards to it
        /// (checked to exist), and generated code reads it without creating the extension object.
        case nonCoreComponent
        /// A requirement of the ancestor's dependency, read through `dependency`: a component given
        /// a test double offers the double's requirements at the top of its paths (`NearestAncestor`).
        case dependency

        /// What generated code writes between the ancestor and the property's name.
        var text: String {
            switch self {
            case .direct: ""
            case .nonCoreComponent: ".nonCoreComponent"
            case .dependency: ".dependency"
            }
        }
    }

    /// The dependency protocol it conforms to; nil for `EmptyDependency`.
    let dependency: SymbolID?
    let fields: [Field]
    /// The provider of a non-core component holds its owner (the parent, so its first link)
    /// `unowned`: the owner holds the non-core component, which holds the provider.
    let ownerIsUnowned: Bool
    /// Whether an extension of the protocol also implements a requirement a field reads
    /// (`Requirement.defaultImplementation`). Follows from the dependency and the fields.
    var readsDefaultedRequirement = false

    /// Hashes the shape's numbers, not its text: the dependency, and each field's link, ancestor
    /// and isolation. A shape's fields are its dependency's requirements, in order, read through
    /// properties of the same names, so what the text would add follows from the dependency;
    /// equal shapes hash alike, and comparing two shapes still compares every field.
    func hash(into hasher: inout Hasher) {
        hasher.combine(dependency)
        hasher.combine(ownerIsUnowned)
        hasher.combine(fields.count)
        for field in fields {
            hasher.combine(field.link)
            hasher.combine(field.ancestor)
            hasher.combine(field.mayBeIsolated)
        }
    }

    /// The ancestors the provider keeps, by link.
    var ancestors: [(link: Int, component: Int)] {
        // One array, made to size: this is asked for every provider.
        var result: [(link: Int, component: Int)] = []
        result.reserveCapacity(fields.count)
        forEachLink { result.append(($0.link, $0.ancestor)) }
        result.sort { $0.link < $1.link }
        return result
    }

    /// How many ancestors the provider keeps: `ancestors.count`, without making the array.
    var ancestorCount: Int {
        var count = 0
        forEachLink { _ in count += 1 }
        return count
    }

    /// Calls `body` with the first field at each link, in the fields' order. A path has one
    /// ancestor at each distance, so fields at the same link agree.
    private func forEachLink(_ body: (Field) -> Void) {
        for (index, field) in fields.enumerated() where !fields[..<index].contains(where: { $0.link == field.link }) {
            body(field)
        }
    }
}
