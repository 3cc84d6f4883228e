import Graft
import Foundation

public final class Clock {
    public init() {}
}

public protocol FeatureDependency: Dependency {
    var clock: Clock { get }
    var started: Date { get }
}

public final class FeatureComponent: Component<FeatureDependency> {}
