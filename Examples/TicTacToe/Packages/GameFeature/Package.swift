// swift-tools-version: 6.0
// A feature package: its component, dependency protocol and screen logic. It depends on the Graft
// runtime only; the app that links it applies the plugin.
import PackageDescription

/// Graft is this repository, four levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../../../.."

let package = Package(
    name: "GameFeature",
    products: [.library(name: "Game", targets: ["Game"])],
    dependencies: [
        .package(name: "Graft", path: graftPath),
        .package(path: "../Models"),
        .package(path: "../ScoreSheetFeature"),
    ],
    targets: [
        .target(
            name: "Game",
            dependencies: [.product(name: "Graft", package: "Graft"), .product(name: "Models", package: "Models"), .product(name: "ScoreSheet", package: "ScoreSheetFeature")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
