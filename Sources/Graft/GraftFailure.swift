/// How the runtime stops the process when the graph it was given cannot work. It always prints
/// its message, in optimized builds too (`fatalError`, never `precondition`, which stops silently
/// under `-O`).
enum GraftFailure {
    /// Stops the process with `message`.
    static func stop(_ message: String) -> Never {
        fatalError(message)
    }

    /// Stops the process because a shared factory needs its own value: `property` names it.
    static func sharedCycle(_ property: String, acrossThreads: Bool) -> Never {
        stop(
            "Graft: \(property) reads itself while it is being created"
                + (acrossThreads ? ", through shared factories running on other threads" : "")
                + "; a shared factory must not depend on its own value."
        )
    }

    /// The message for a component created with `init(parent:)` for which no generated provider
    /// matches its parent chain.
    static func missingProviderMessage(component: String, parentPath: [String], dependency: String) -> String {
        let path = (["^"] + parentPath + [component]).joined(separator: "->")
        return """
            Graft: no dependency provider for \(component) at \(path). \
            The generated providers for this graph are missing or out of date. \
            Apply the GraftPlugin build plugin to the app target that links these components, \
            or create \(component) with init(parent:dependency:) and pass an object that conforms to \(dependency) yourself.
            """
    }

    /// Stops the process with `missingProviderMessage`.
    static func missingProvider(component: String, parentPath: [String], dependency: String) -> Never {
        stop(missingProviderMessage(component: component, parentPath: parentPath, dependency: dependency))
    }
}
