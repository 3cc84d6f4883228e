// swift-tools-version: 6.0
// Clean Architecture + MVVM + Coordinator, the shape of apps built with a runtime container such as
// Factory or Swinject, expressed with Graft: a domain layer (entities, use cases, repository
// protocols), a data layer (repositories over an API client and a store), a feature whose
// component builds its view models by constructor injection, and an app whose coordinator owns the
// scopes. The graph is checked by the plugin on every build: a forgotten "registration" is a
// build error at the requirement, not a crash.
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "CleanArchitecture",
    dependencies: [.package(name: "Graft", path: graftPath)],
    targets: [
        // The domain and data layers know nothing of dependency injection.
        .target(name: "Domain"),
        .target(name: "Data", dependencies: ["Domain"]),
        .target(name: "FeedFeature", dependencies: ["Domain", .product(name: "Graft", package: "Graft")]),
        .executableTarget(
            name: "App",
            dependencies: ["Domain", "Data", "FeedFeature", .product(name: "Graft", package: "Graft")],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
