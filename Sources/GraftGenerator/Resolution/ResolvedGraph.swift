/// The graph with every path from a root resolved: for each path to a component, which ancestor
/// provides each of its requirements.
public struct ResolvedGraph: Sendable {
    /// The graph that was resolved.
    let graph: DependencyGraph
    /// Every path from a root to a non-root component whose requirements all resolved, sorted by the
    /// component's name and then by the names along the path.
    let paths: [ResolvedPath]
    /// Components on no path from a root, by id.
    let unreachable: [Int]

    /// The ids of the components on a path, in order.
    var componentsOnPaths: [Int] { ResolvedPath.components(on: paths, count: graph.components.count) }

    /// The path written the way diagnostics write it: `^->Root->LoggedIn->Game`.
    func describe(_ path: [Int]) -> String {
        var bytes: [UInt8] = []
        describe(path, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `describe(path)` as UTF-8 to `bytes`, for the emitter, which writes one or more
    /// such descriptions for every component without making a string of each.
    func describe(_ path: [Int], into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "^"))
        for id in path {
            bytes.append(UInt8(ascii: "-"))
            bytes.append(UInt8(ascii: ">"))
            bytes.appendUTF8(graph.components[id].displayName)
        }
    }
}

/// One path from a root to a component, with each requirement bound to the ancestor providing it.
struct ResolvedPath: Hashable, Sendable {
    /// Component ids from the root (first) to the component (last).
    let components: [Int]
    /// One binding per requirement of the component's dependency protocol, sorted by name.
    let bindings: [Binding]

    /// Creates a resolved path.
    init(components: [Int], bindings: [Binding]) {
        self.components = components
        self.bindings = bindings
    }

    /// The component the path leads to.
    var target: Int { components[components.count - 1] }

    /// The ids, in order, of the components of `count` on one of `paths`: marked path by path in
    /// an array, not gathered into a hashed set (a graph may have millions of paths, each naming
    /// every component on it).
    static func components(on paths: [ResolvedPath], count: Int) -> [Int] {
        var onPaths = [Bool](repeating: false, count: count)
        for path in paths {
            for id in path.components { onPaths[id] = true }
        }
        return onPaths.indices.filter { onPaths[$0] }
    }

    /// `paths` in the order of a resolved graph's paths: by the component each leads to, then by
    /// its parent, and so on up to the root (ids follow qualified names, so this is the order of
    /// the names from the target up), a path before the longer ones it ends. The paths' numbers
    /// are sorted, comparing the paths in place from their ends, and the paths moved once: a graph
    /// with many paths sorts millions of pairs, and moving a path retains its arrays.
    static func sorted(_ paths: [ResolvedPath]) -> [ResolvedPath] {
        let order = paths.withUnsafeBufferPointer { paths in
            (0..<Int32(paths.count)).sorted { left, right in
                paths[Int(left)].components.withUnsafeBufferPointer { left in
                    paths[Int(right)].components.withUnsafeBufferPointer { right in
                        var (position, other) = (left.count - 1, right.count - 1)
                        while position >= 0, other >= 0 {
                            if left[position] != right[other] { return left[position] < right[other] }
                            position -= 1
                            other -= 1
                        }
                        return position < 0 && other >= 0
                    }
                }
            }
        }
        return order.map { paths[Int($0)] }
    }

    /// A requirement and the ancestor property that satisfies it on one path, by their indices:
    /// plain numbers, however many paths copy them.
    struct Binding: Hashable, Sendable {
        /// The requirement's index in the requirements of the component's dependency protocol
        /// (`DependencyGraph.requirements(of:)`).
        let requirement: Int
        /// How far up the path the providing ancestor is: 1 for the parent.
        let distance: Int
        /// The providing property's index in the `providers` of the component that declares it
        /// (the ancestor, or its non-core component); when the ancestor offers a protocol's
        /// requirements (`.pluginExtension`, `.dependency`: `DependencyGraph.offeringProtocol`), the
        /// offered requirement's index in that protocol's.
        let provider: Int
        /// Where on the ancestor the property is.
        let access: Access

        /// Creates a binding.
        init(requirement: Int, distance: Int, provider: Int, access: Access = .direct) {
            self.requirement = requirement
            self.distance = distance
            self.provider = provider
            self.access = access
        }

        /// The providing ancestor's id on `path` (component ids, root first), the path it binds on.
        func ancestor(on path: [Int]) -> Int {
            path[path.count - 1 - distance]
        }

        /// Where a pluginized ancestor's property is.
        enum Access: Hashable, Sendable {
            /// On the ancestor itself.
            case direct
            /// A requirement of the ancestor's plugin extension (paths without non-core components).
            case pluginExtension
            /// On the ancestor's non-core component (paths through a non-core component).
            case nonCore
            /// A requirement of the test double the ancestor, the top of its chain, was given
            /// (paths resolved for the mocks plugin).
            case dependency
        }
    }
}

extension DependencyGraph {
    /// The protocol whose requirements component `id` offers as properties through `access` (its
    /// plugin extension, or the test double it was given); nil for the other accesses.
    func offeringProtocol(of id: Int, _ access: ResolvedPath.Binding.Access) -> DependencyProtocol? {
        let component = components[id]
        switch access {
        case .pluginExtension: return component.plugin.flatMap { pluginExtensions[$0.pluginExtension] }
        case .dependency: return component.dependency.flatMap { protocols[$0] }
        case .direct, .nonCore: return nil
        }
    }

    /// The requirement `binding` on `path` binds, of the dependency protocol of the component
    /// `path` leads to.
    func requirement(of binding: ResolvedPath.Binding, on path: [Int]) -> Requirement {
        requirements(of: path[path.count - 1])[binding.requirement]
    }

    /// The component whose `providers` hold the property `binding` on `path` reads (the ancestor,
    /// or its non-core component); nil when the ancestor offers a protocol's requirement.
    func providingComponent(of binding: ResolvedPath.Binding, on path: [Int]) -> Int? {
        let id = binding.ancestor(on: path)
        switch binding.access {
        case .direct: return id
        case .nonCore: return components[id].plugin?.nonCore
        case .pluginExtension, .dependency: return nil
        }
    }

    /// The property `binding` on `path` reads, as the provider it is: a property of the ancestor
    /// or of its non-core component, or a requirement the ancestor offers as a property of its
    /// plugin extension (`Owner.pluginExtension`) or of its test double (`Owner.dependency`).
    func provider(of binding: ResolvedPath.Binding, on path: [Int]) -> Provider {
        if let owner = providingComponent(of: binding, on: path) { return components[owner].providers[binding.provider] }
        let id = binding.ancestor(on: path)
        let component = components[id]
        // `NearestAncestor` binds only requirements the ancestor's protocol has.
        guard let declaration = offeringProtocol(of: id, binding.access) else {
            preconditionFailure("\(component.displayName) offers no protocol's requirements")
        }
        let requirement = declaration.requirements[binding.provider]
        return Provider(
            name: requirement.name, type: requirement.type, identity: requirement.identity,
            accessLevel: declaration.accessLevel, module: declaration.module, location: requirement.location,
            declaringComponent: component.displayName + (binding.access == .dependency ? ".dependency" : ".pluginExtension"),
            declaringComponentKey: component.key, mayBeIsolated: propertyMayBeIsolated(of: binding, on: path)
        )
    }

    /// Whether the property `binding` on `path` reads may be isolated to a global actor
    /// (`Provider.mayBeIsolated`), read in place: a component's property says so itself; a test
    /// double's requirement may be (the double is the test's); a plugin extension's is taken not
    /// to be. (Neither offered kind is read through a shared forwarding property either way:
    /// `SharedWitnesses` writes out every field read through a member of its ancestor.)
    func propertyMayBeIsolated(of binding: ResolvedPath.Binding, on path: [Int]) -> Bool {
        if let owner = providingComponent(of: binding, on: path) { return components[owner].providers[binding.provider].mayBeIsolated }
        return binding.access == .dependency
    }

    /// What `@available` says of the property `binding` on `path` reads, for the member that reads
    /// it (`Provider.mark`): a component's property says so itself; a requirement a component
    /// offers is read as unrestricted.
    func propertyMark(of binding: ResolvedPath.Binding, on path: [Int]) -> Availability.Mark {
        providingComponent(of: binding, on: path).map { components[$0].providers[binding.provider].mark } ?? .none
    }

    /// How the property `binding` on `path` reads is reached from the providing ancestor: `name`,
    /// `pluginExtension.name` or `nonCoreComponent.name`.
    func propertyPath(of binding: ResolvedPath.Binding, on path: [Int]) -> String {
        // A property satisfies only a requirement of its own name (`RequirementMatch`): the bound
        // requirement's name is the property's, with no provider to make for it.
        let name = requirement(of: binding, on: path).name.text
        switch binding.access {
        case .direct: return name
        case .pluginExtension: return "pluginExtension." + name
        case .nonCore: return "nonCoreComponent." + name
        case .dependency: return "dependency." + name
        }
    }
}
