import Graft

extension AppComponent {
    var database: Database { shared { Database() } }
    var theme: Theme { shared { Theme() } }
}

extension Features.Catalog {
    /// Shadows nothing: the nearest ancestor providing `database` is AppComponent.
    private var hiddenTheme: Theme { Theme() }
}

/// Extends OnboardingComponent through its typealias: `theme` here is the nearest for its children.
extension Onboarding {
    var theme: Theme { shared { Theme() } }
}

extension OnboardingComponent: Themed {}

extension OnboardingComponent: CustomStringConvertible {
    var description: String { "onboarding" }
}

/// What an extension of the runtime's Component adds is a member of every component: OnboardingStep
/// reads `session` from OnboardingComponent, its parent.
extension Component {
    var session: Session { shared { Session() } }
}
