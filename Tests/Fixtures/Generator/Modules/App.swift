import Graft
import Feature
import Foundation

final class RootComponent: BootstrapComponent {
    var clock: Clock { shared { Clock() } }
    var started: Date { shared { Date() } }
    var feature: FeatureComponent { Feature.FeatureComponent(parent: self) }
}
