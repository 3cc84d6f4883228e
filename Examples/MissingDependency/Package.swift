// swift-tools-version: 6.0
// An app whose build fails on purpose: the Profile feature needs an `analytics` dependency that no
// ancestor provides, and Graft's plugin reports it as a build error at the requirement.
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere.
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "MissingDependency",
    dependencies: [.package(name: "Graft", path: graftPath)],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["Profile", .product(name: "Graft", package: "Graft")],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
        .target(name: "Profile", dependencies: [.product(name: "Graft", package: "Graft")]),
    ],
    swiftLanguageModes: [.v6]
)
