import Graft
#if DEBUG
final class Root: BootstrapComponent {
    public var value: Int { 1 }
    var child: Child { .init(parent: self) }
}
#endif
let wired = Child(parent: nil, dependency: MockChildDependency())
