import Graft

/// Declared in a later file than its subclass.
class LaterBase: Component<OtherDependency> {}
