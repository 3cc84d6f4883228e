// swift-tools-version: 6.0
// Ordinary app code that once fooled Graft, in four modules built through the plugin: a UI library
// with its own `Component` and `Dependency` types, helpers that extend Graft's types, same-named
// protocols, components and dependency protocols in two modules, a type with a module's name,
// module-qualified and nested types, a component created with generic arguments, and a provider
// that differs between debug and release builds.
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "Configurations",
    dependencies: [.package(name: "Graft", path: graftPath)],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "Services"),
        .target(name: "Profile", dependencies: ["Services", .product(name: "Graft", package: "Graft")]),
        .target(name: "Settings", dependencies: ["Services", .product(name: "Graft", package: "Graft")]),
        .executableTarget(
            name: "App",
            dependencies: ["DesignSystem", "Services", "Profile", "Settings", .product(name: "Graft", package: "Graft")],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
