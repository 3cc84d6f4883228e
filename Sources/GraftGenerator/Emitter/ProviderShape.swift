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

    /// The ancestors the provider keeps, by distance.
    var ancestors: [(distance: Int, component: Int)] {
        var seen: [Int: Int] = [:]
        for field in fields { seen[field.distance] = field.ancestor }
        return seen.keys.sorted().compactMap { distance in seen[distance].map { (distance, $0) } }
    }
}

/// A provider shape with its hash worked out once, where the shape is made (on any core): a table
/// of shapes then hashes one integer per look-up instead of every field's text.
struct HashedShape: Hashable, Sendable {
    let shape: ProviderShape
    let hash: Int

    init(_ shape: ProviderShape) {
        self.shape = shape
        self.hash = shape.hashValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (left: HashedShape, right: HashedShape) -> Bool {
        left.hash == right.hash && left.shape == right.shape
    }
}
