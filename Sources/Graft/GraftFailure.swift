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
            Either the generated providers for this graph are missing or out of date \
            (apply the GraftPlugin build plugin to the app target that links these components), \
            or \(component) is created where the generator cannot see its type, on a path it does not know \
            (write the type at the call, as \(component)(parent: self) inside the parent component), \
            or create \(component) with init(parent:dependency:) and pass an object that conforms to \(dependency) yourself \
            (in a test: a mock from GraftMocksPlugin given to the component at the top of the chain provides for the components below it, \
            as long as the components on the path and the mock provide everything they need).
            """
    }

    /// Stops the process with `missingProviderMessage`.
    static func missingProvider(component: String, parentPath: [String], dependency: String) -> Never {
        stop(missingProviderMessage(component: component, parentPath: parentPath, dependency: dependency))
    }

    /// Stops the process because a non-core component was used after its owner was released.
    static func ownerReleased(component: String, owner: String) -> Never {
        stop(
            "Graft: \(component) was used after its owner, \(owner), was released. A non-core component lives as long as "
                + "the pluginized component that owns it: keep \(owner) alive while anything \(component) created is in use."
        )
    }

    /// Stops the process because a pluginized component's plugin extension has no generated provider.
    static func missingPluginExtension(component: String, pluginExtension: String) -> Never {
        stop(
            "Graft: no plugin extension provider for \(component) (\(pluginExtension)). "
                + "The generated providers for this graph are missing or out of date. "
                + "Apply the GraftPlugin build plugin to the app target that links these components, "
                + "or create \(component) with init(parent:dependency:pluginExtension:) and pass the plugin extension yourself."
        )
    }

    /// Stops the process because a pluginized component made for a test has no non-core component.
    static func noNonCoreComponent(component: String) -> Never {
        stop(
            "Graft: \(component) was created with init(parent:dependency:pluginExtension:), which creates no non-core component; "
                + "read what you need through pluginExtension, or create \(component) with init(parent:)."
        )
    }
}
