import Graft

/// The app's own base for pluginized components, as Needle's sample declares one: a generic
/// subclass of `PluginizedComponent` where an app puts what all its scopes share. Graft reads
/// through it: `GameComponent`'s dependency, plugin extension and non-core component are its
/// generic arguments here.
open class UberPluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope>:
    PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent>
{}
