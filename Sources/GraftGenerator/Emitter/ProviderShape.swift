/// One provider class: a dependency protocol bound to ancestors at given distances.
struct ProviderShape: Hashable, Sendable {
    struct Field: Hashable, Sendable {
        /// The requirement's name as an identifier (backticked when it is a keyword).
        let requirement: String
        let typeText: String
        let distance: Int
        let ancestor: Int
        /// How the property is reached from the ancestor: `""`, `".pluginExtension"` or `".nonCoreComponent"`.
        let access: String
        /// The providing property's name as an identifier (backticked when it is a keyword).
        let property: String
        /// Whether the providing property may be isolated to a global actor (`Provider.mayBeIsolated`).
        let mayBeIsolated: Bool
    }

    let dependency: String
    let fields: [Field]
    /// The provider of a non-core component holds its owner (the parent) `unowned`: the owner holds
    /// the non-core component, which holds the provider.
    let ownerIsUnowned: Bool

    /// The ancestors the provider keeps, by distance.
    var ancestors: [(distance: Int, component: Int)] {
        // A path has one ancestor at each distance, so fields at the same distance agree.
        var result: [(distance: Int, component: Int)] = []
        for field in fields where !result.contains(where: { $0.distance == field.distance }) {
            result.append((field.distance, field.ancestor))
        }
        return result.sorted { $0.distance < $1.distance }
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
