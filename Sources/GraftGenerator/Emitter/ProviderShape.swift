/// One provider class: a dependency protocol bound to ancestors at given distances.
struct ProviderShape: Hashable, Sendable {
    struct Field: Hashable, Sendable {
        let requirement: String
        let typeText: String
        let distance: Int
        let ancestor: Int
        let property: String
    }

    let dependency: String
    let fields: [Field]

    /// The ancestors the provider keeps, by distance.
    var ancestors: [(distance: Int, component: Int)] {
        var seen: [Int: Int] = [:]
        for field in fields { seen[field.distance] = field.ancestor }
        return seen.keys.sorted().compactMap { distance in seen[distance].map { (distance, $0) } }
    }
}
