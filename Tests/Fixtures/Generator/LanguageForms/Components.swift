import Graft

final class Network {}
final class Database {}
final class Theme {}

typealias Scoped<D> = Graft.Component<D>
typealias SettingsScope = Component<SettingsDependency>

/// The root, with providers spread over the class body and an extension in another file.
final class AppComponent: BootstrapComponent {
    var network: Network { shared { Network() } }
    var settings: SettingsComponent { .init(parent: self) }
    var features: Features.Catalog { Features.Catalog(parent: self) }
    var accent: Accent { shared { Accent() } }
    var label: String { "app" }
    var pageSize: Int { 50 }
    /// Deprecated: still the provider, read by a member generated code marks deprecated too, so the
    /// build stays free of warnings.
    @available(*, deprecated, message: "read the session's token")
    var legacyToken: String { "legacy" }
    /// Created through a typealias of the component: an edge as `OnboardingComponent(parent: self)` is.
    var onboarding: Onboarding { Onboarding(parent: self) }
}

protocol BaseDependency: Dependency {
    var network: Network { get }
}

/// Requirements inherited from BaseDependency.
protocol SettingsDependency: BaseDependency {
    var database: Database { get }
}

/// A component declared through a typealias of Component<D>.
final class SettingsComponent: SettingsScope {
    func makeAdvanced() -> AdvancedSettingsComponent? { .init(parent: self) }
}

protocol AdvancedDependency: Dependency {
    var theme: Theme { get }
    var database: Database { get }
    var label: String { get }
    var legacyToken: String { get }
}

/// A component declared through a generic typealias, with its superclass clause on several lines.
class AdvancedSettingsComponent: Scoped<
    AdvancedDependency
> {}

/// A subclass of a component: it inherits the dependency and the edges.
final class ExperimentalSettingsComponent: AdvancedSettingsComponent {}

enum Features {
    protocol CatalogDependency: Dependency {
        var network: Network { get }
    }

    /// A nested component, named by its qualified name.
    final class Catalog: Component<CatalogDependency> {
        var theme: Theme { shared { Theme() } }
        /// Unavailable: it provides nothing, and AdvancedSettingsComponent reads AppComponent's `label`.
        @available(*, unavailable, message: "no label here")
        var label: String { "catalog" }
        var experimental: ExperimentalSettingsComponent { ExperimentalSettingsComponent.init(parent: self) }
        var advanced: AdvancedSettingsComponent { AdvancedSettingsComponent(parent: self) }
    }
}

/// Typealiases where Swift reads the type they name: an inherited protocol, a dependency, a
/// created component and an extended one (in Extensions.swift).
typealias NetworkNeeds = BaseDependency
typealias OnboardingNeeds = OnboardingDependency
typealias Onboarding = OnboardingComponent

protocol OnboardingDependency: NetworkNeeds {}

final class OnboardingComponent: Component<OnboardingNeeds> {
    /// An opaque type provides the existential the requirement names.
    var greeter: some Greeter { EnglishGreeter() }
    var step: OnboardingStepComponent { OnboardingStepComponent(parent: self) }
}

protocol OnboardingStepDependency: Dependency {
    var theme: Theme { get }
    var network: Network { get }
    var accent: Accent { get }
    var session: Session { get }
    var greeter: any Greeter { get }
    var label: String { get }
    var pageSize: Int { get }
    var retries: Int { get }
}

/// Defaults: a requirement no ancestor provides is read from here; one an ancestor provides
/// (`pageSize`, AppComponent's) is read from the ancestor.
extension OnboardingStepDependency {
    var pageSize: Int { 20 }
    var retries: Int { 3 }
}

protocol Greeter {
    var greeting: String { get }
}

struct EnglishGreeter: Greeter {
    let greeting = "hello"
}

final class Session {}

final class Accent: Sendable {
    static let shared = Accent()
}

/// A mixin: what an extension of a protocol adds is a member of each class that conforms to it
/// (OnboardingComponent, in Extensions.swift), nearer than AppComponent's `accent`.
protocol Themed {}

extension Themed {
    var accent: Accent { Accent.shared }
}

/// A mixin of a protocol of another module: OnboardingComponent conforms to it (in
/// Extensions.swift), so its `label` is nearer than AppComponent's.
extension CustomStringConvertible where Self: AnyObject {
    var label: String { "labelled \(description)" }
}

/// Reads `theme` from the extension of `Onboarding`, nearer than AppComponent's.
final class OnboardingStepComponent: Component<OnboardingStepDependency> {}
