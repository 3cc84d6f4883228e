// swift-tools-version: 6.0
// Clean Architecture + MVVM + Coordinator, the shape of apps built with a runtime container such as
// Factory or Swinject, expressed with Graft: a domain layer (entities, `async` use cases behind
// protocols, repository protocols), a data layer (repositories over a network client), three feature
// modules whose components build their view models by constructor injection and open each other's
// scenes, and an app whose coordinator owns the signed-out and signed-in scopes. The graph is checked
// by the plugin on every build: a forgotten "registration" is a build error at the requirement, not a
// crash. Each feature's tests give its components generated test doubles (GraftMocksPlugin).
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."
let graft = Target.Dependency.product(name: "Graft", package: "Graft")
let mocks = Target.PluginUsage.plugin(name: "GraftMocksPlugin", package: "Graft")

let package = Package(
    name: "CleanArchitecture",
    dependencies: [.package(name: "Graft", path: graftPath)],
    targets: [
        // The domain and data layers know nothing of dependency injection.
        .target(name: "Domain"),
        .target(name: "Data", dependencies: ["Domain"]),
        // Features: each a component per scene, its dependency protocol and its view models.
        .target(name: "LoginFeature", dependencies: ["Domain", graft]),
        .target(name: "ProfileFeature", dependencies: ["Domain", graft]),
        .target(name: "FeedFeature", dependencies: ["Domain", "ProfileFeature", graft]),
        .executableTarget(
            name: "App",
            dependencies: ["Domain", "Data", "LoginFeature", "FeedFeature", "ProfileFeature", graft],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
        .testTarget(name: "LoginFeatureTests", dependencies: ["LoginFeature"], plugins: [mocks]),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature"], plugins: [mocks]),
        .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"], plugins: [mocks]),
    ],
    swiftLanguageModes: [.v6]
)
