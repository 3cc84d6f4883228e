/// One provider class: a dependency protocol bound to ancestors at given distances.
struct ProviderShape: Hashable, Sendable {
    struct Field: Hashable, Sendable {
        let requirement: String
        let typeText: String
        let distance: Int
        let ancestor: Int
        /// How the property is reached from the ancestor: `""`, `".pluginExtension"` or `".nonCoreComponent"`.
        let access: String
        let property: String
    }

    let dependency: String
    let fields: [Field]
    /// The provider of a non-core component holds its owner (the parent) `unowned`: the owner holds
    /// the non-core component, which holds the provider.
    let ownerIsUnowned: Bool
    /// For a component created by a non-core component, which holds its owner weakly: the owner
    /// (at distance 2), which the provider keeps alive as long as the component lives.
    let keptOwner: Int?

    /// The ancestors the provider keeps, by distance.
    var ancestors: [(distance: Int, component: Int)] {
        var seen: [Int: Int] = [:]
        for field in fields { seen[field.distance] = field.ancestor }
        if let keptOwner { seen[2] = keptOwner }
        return seen.keys.sorted().compactMap { distance in seen[distance].map { (distance, $0) } }
    }
}
