import Graft

// A five-level graph whose providers GraftPlugin generates for this target:
// Level0 (root) → Level1 → Level2 → Level3 → Level4 → Level5.

final class Token {}

final class Level0: BootstrapComponent {
    var rootToken: Token { shared { Token() } }
    var next: Level1 { Level1(parent: self) }
}

protocol Level1Dependency: Dependency {
    var rootToken: Token { get }
}

final class Level1: Component<Level1Dependency> {
    var level1Token: Token { shared { Token() } }
    var next: Level2 { Level2(parent: self) }
}

protocol Level2Dependency: Dependency {
    var rootToken: Token { get }
    var level1Token: Token { get }
}

final class Level2: Component<Level2Dependency> {
    var level2Token: Token { shared { Token() } }
    var next: Level3 { Level3(parent: self) }
}

protocol Level3Dependency: Dependency {
    var level1Token: Token { get }
}

final class Level3: Component<Level3Dependency> {
    var next: Level4 { Level4(parent: self) }
}

/// `level1Token` resolves three levels up.
protocol Level4Dependency: Dependency {
    var level1Token: Token { get }
    var level2Token: Token { get }
}

final class Level4: Component<Level4Dependency> {
    var level4Token: Token { shared { Token() } }
    var next: Level5 { Level5(parent: self) }
}

protocol Level5Dependency: Dependency {
    var rootToken: Token { get }
    var level4Token: Token { get }
}

/// Five levels below the root.
final class Level5: Component<Level5Dependency> {
    var level5Token: Token { shared { Token() } }
}
