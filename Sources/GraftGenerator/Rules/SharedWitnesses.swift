/// Which provider classes take their forwarding properties from extensions they share, and what
/// those extensions hold.
///
/// A provider whose shape allows it subclasses the runtime's `GraftLinksN`, which holds its `N`
/// ancestors, and declares nothing itself: the properties that forward its requirements are
/// members of constrained extensions of the protocol of each position (`extension GraftLinked1
/// where A1 == RootComponent`, which `GraftLinksN` conforms to for each of its positions), one per
/// position and ancestor class, shared by every provider with that ancestor there. The
/// compiler then checks each forwarding property once instead of once per provider, and no
/// provider has stored properties or an initialiser of its own (a third of what the providers of a
/// 1,000-component corpus cost to type-check).
///
/// A provider keeps its own members (the written-out form) when sharing could change what it
/// reads or how: a requirement read through a plugin extension or held `unowned`, a provider
/// property that may be isolated to a global actor (the shared members take the module's default
/// isolation, not the requirement's protocol's), a deprecated one (Swift warns at a deprecated
/// member of a protocol's extension that witnesses a requirement, and not at a class's own:
/// `Availability`), more ancestors than `GraftLinksN` has, a
/// requirement named like `GraftLinksN`'s own properties, a requirement an extension of its
/// protocol implements too (the shared member and that default would be equally good witnesses),
/// two providers that need one member to read differently (another type, another property), or
/// one whose ancestors' extensions would offer one of its requirements twice (the compiler would
/// find the witness ambiguous).
struct SharedWitnesses: Sendable {
    /// One constrained extension: `extension GraftLinked<position> where A<position> == <component>`.
    /// Not one per arity: the providers of every arity share it, and a class's extensions would
    /// cost the compiler a check of each against each of the class's subclasses.
    struct Link: Hashable, Sendable {
        /// 1 for the nearest ancestor the provider reads from.
        let position: Int
        let component: Int
    }

    /// A forwarding property of an extension: `var <requirement>: <typeText> { graftLink<position>.<requirement> }`
    /// (the providing property has the requirement's name).
    struct Member: Equatable, Sendable {
        let typeText: String
    }

    /// The most ancestors a provider subclassing `GraftLinksN` reads from (the runtime declares
    /// `GraftLinks1` … `GraftLinks8`).
    static let maximumArity = RuntimeContract.arity

    /// For each shape (by index), whether its provider subclasses `GraftLinksN`.
    let shares: [Bool]
    /// Each extension's members, by requirement name.
    var members: [Link: [Name: Member]] {
        var result: [Link: [Name: Member]] = [:]
        for (link, requirement, member) in table.all { result[link, default: [:]][requirement] = member }
        return result
    }
    /// For each shape that may share, each of its fields with the extension that would hold it.
    private let linked: [[(field: ProviderShape.Field, link: Link)]]
    /// The members of every extension.
    private let table: MemberTable

    /// Decides for `shapes`, taken in `order` (the first of two providers that need one member to
    /// read differently keeps the shared form).
    init(shapes: [ProviderShape], order: [Int]) {
        // Each shape's fields and links, worked out once and on every core.
        let linked = ConcurrentMap.map(shapes) { shape in Self.canShare(shape) ? Self.linkedFields(of: shape) : [] }
        // A shape that may share has a field for each of its ancestors, so at least one.
        var shares = linked.map { !$0.isEmpty }
        // Each field as its extension and its requirement's name, with the member it needs.
        var keyed = [[(link: Link, requirement: Name, member: Member)]](repeating: [], count: shapes.count)
        for index in order where shares[index] {
            keyed[index] = linked[index].map { field, link in (link, field.requirement, Member(field)) }
        }
        let components = linked.lazy.flatMap { $0.lazy.map { $0.link.component + 1 } }.max() ?? 0
        var members = MemberTable(components: components)
        // Each round drops providers, which only removes members; so rounds end when none is dropped.
        var dropped = true
        while dropped {
            dropped = false
            members = MemberTable(components: components)
            for index in order where shares[index] {
                let fields = keyed[index]
                if fields.contains(where: { field in members[field.link, field.requirement].map { $0 != field.member } ?? false }) {
                    shares[index] = false
                    dropped = true
                    continue
                }
                for field in fields { members.add(field.member, at: field.link, field.requirement) }
            }
            for index in order where shares[index] {
                // Every ancestor is read by some field, so the fields' links are all the
                // provider's extensions.
                var links: [Link] = []
                for field in keyed[index] where !links.contains(field.link) { links.append(field.link) }
                let ambiguous = keyed[index].contains { field in
                    links.count { members[$0, field.requirement] != nil } != 1
                }
                if ambiguous {
                    shares[index] = false
                    dropped = true
                }
            }
        }
        self.shares = shares
        self.table = members
        self.linked = linked
    }

    /// The extensions that the sharing providers among `shapes` (indices) read from, each with the
    /// members they read as generated code names them (`GeneratedName.identifier(_:)`), in a stable order:
    /// by position and the ancestor's spelling, each extension's members by that name.
    func extensions(of shapes: some Sequence<Int>, spelling: (Int) -> String) -> [(link: Link, members: [(String, Member)])] {
        var used: [Link: Set<Name>] = [:]
        for shape in shapes where self.shares[shape] {
            for (field, link) in linked[shape] { used[link, default: []].insert(field.requirement) }
        }
        return used.keys.sorted { left, right in
            (left.position, spelling(left.component), left.component)
                < (right.position, spelling(right.component), right.component)
        }.map { link in
            (
                link,
                used[link, default: []].compactMap { name in table[link, name].map { (GeneratedName.identifier(name), $0) } }.sorted { $0.0 < $1.0 }
            )
        }
    }

    /// Whether a provider of `shape` may share its forwarding properties at all.
    private static func canShare(_ shape: ProviderShape) -> Bool {
        let ancestors = shape.ancestorCount
        return !shape.ownerIsUnowned && !shape.readsDefaultedRequirement && (1...maximumArity).contains(ancestors)
            && shape.fields.allSatisfy { field in
                field.access == .direct && !field.mayBeIsolated && field.mark.isEmpty
                    && !field.requirement.text.hasPrefix(RuntimeContract.link)
            }
    }

    /// Each field of `shape` with the extension that would hold it.
    private static func linkedFields(of shape: ProviderShape) -> [(field: ProviderShape.Field, link: Link)] {
        shape.fields.map { field in
            (field, Link(position: field.link, component: field.ancestor))
        }
    }
}

extension SharedWitnesses {
    /// The members of every extension, each extension's in a short list of its own, found by its
    /// position and ancestor: an extension holds a few members, which a search of its list finds
    /// for less than hashing a key costs (the decision looks members up several times a field in
    /// each of its rounds).
    fileprivate struct MemberTable {
        /// For each extension (`slot(_:)`), its members with their requirements' names.
        private var slots: [[(requirement: Name, member: Member)]]

        /// An empty table for the extensions of components `0..<components`.
        init(components: Int) {
            slots = Array(repeating: [], count: components * SharedWitnesses.maximumArity)
        }

        private static func slot(_ link: Link) -> Int {
            link.component * SharedWitnesses.maximumArity + link.position - 1
        }

        /// The member of extension `link` for requirement `requirement`.
        subscript(link: Link, requirement: Name) -> Member? {
            slots[Self.slot(link)].first { $0.requirement == requirement }?.member
        }

        /// Adds `member` to extension `link` for requirement `requirement`, unless it holds one
        /// already (the decision adds a member only where none differs).
        mutating func add(_ member: Member, at link: Link, _ requirement: Name) {
            let slot = Self.slot(link)
            if !slots[slot].contains(where: { $0.requirement == requirement }) { slots[slot].append((requirement, member)) }
        }

        /// Every member with its extension and requirement.
        var all: [(link: Link, requirement: Name, member: Member)] {
            slots.indices.flatMap { slot in
                let (component, position) = slot.quotientAndRemainder(dividingBy: SharedWitnesses.maximumArity)
                return slots[slot].map { (Link(position: position + 1, component: component), $0.requirement, $0.member) }
            }
        }
    }
}

extension SharedWitnesses.Member {
    init(_ field: ProviderShape.Field) {
        self.init(typeText: field.typeText)
    }
}
