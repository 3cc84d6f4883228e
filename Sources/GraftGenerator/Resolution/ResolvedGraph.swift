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

    /// A requirement and the ancestor property that satisfies it on one path.
    struct Binding: Hashable, Sendable {
        /// The requirement of the component's dependency protocol.
        let requirement: DependencyGraph.Requirement
        /// How far up the path the providing ancestor is: 1 for the parent.
        let distance: Int
        /// The providing property.
        let provider: DependencyGraph.Provider
        /// Where on the ancestor the property is.
        let access: Access

        /// Creates a binding.
        init(requirement: DependencyGraph.Requirement, distance: Int, provider: DependencyGraph.Provider, access: Access = .direct) {
            self.requirement = requirement
            self.distance = distance
            self.provider = provider
            self.access = access
        }

        /// How the property is read from the providing ancestor: `name`, `pluginExtension.name` or
        /// `nonCoreComponent.name`.
        var propertyPath: String {
            switch access {
            case .direct: return provider.name
            case .pluginExtension: return "pluginExtension." + provider.name
            case .nonCore: return "nonCoreComponent." + provider.name
            case .dependency: return "dependency." + provider.name
            }
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
