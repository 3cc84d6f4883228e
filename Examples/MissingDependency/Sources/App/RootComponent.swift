import Graft
import Profile

/// The root provides a session, but nothing provides `analytics`.
final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session() } }
    var tracker: Analytics { shared { Analytics() } }
    var profile: ProfileComponent { ProfileComponent(parent: self) }
}
