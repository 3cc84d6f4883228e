// Every way of writing a class that inherits, directly or not, from Graft's Component, and
// classes that only look like it. The invariant test lists each class with whether the compiler
// says it is a Graft scope, and checks the generator's graph against that.
import Graft

protocol NameDependency: Dependency {
    var name: String { get }
}

protocol OtherDependency: Dependency {
    var count: Int { get }
}

final class Root: BootstrapComponent {
    var name: String { "root" }
    var count: Int { 1 }
}

final class Direct: Component<NameDependency> {}
final class Qualified: Graft.Component<NameDependency> {}
final class Existential: Component<any NameDependency> {}
final class Parenthesized: Component<(NameDependency)> {}
final class Commented: /* the base */ Component<NameDependency> {}
final class Broken: Component<
    NameDependency
> {}
final class WithConformances: Component<NameDependency>, @unchecked Sendable {}
@available(iOS 13, macOS 10.15, *)
final class Attributed: Component<NameDependency> {}
final class Empty: Component<EmptyDependency> {}
final class QualifiedRoot: Graft.BootstrapComponent {}

typealias NameBase = Component<NameDependency>
final class ThroughAlias: NameBase {}
typealias GenericBase<D> = Graft.Component<D>
final class ThroughGenericAlias: GenericBase<OtherDependency> {}

class Intermediate: Component<NameDependency> {}
final class Subclass: Intermediate {}
typealias IntermediateAlias = Intermediate
final class SubclassThroughAlias: IntermediateAlias {}
final class SubclassOfLater: LaterBase {}

enum Aliases {
    typealias Root = BootstrapComponent
    final class Nested: Component<NameDependency> {}
}
final class ThroughNestedAlias: Aliases.Root {}
extension Aliases {
    final class InExtension: Graft.Component<OtherDependency> {}
}

final class Generic<Item>: Component<NameDependency> {}

// Classes that are not Graft scopes, some with Graft-like names.
enum UI {
    class Component {}
    final class Widget: Component {}
}
class Plain {}
final class PlainChild: Plain {}
final class Unrelated {}
