// swift-tools-version: 6.2
// The TicTacToe app: an executable and a LoggedIn feature target in this package, three feature
// packages beside it, and Graft's plugin applied to the app target, which checks the whole graph
// (every feature's components included) on each build. The app target is on default main-actor
// isolation, as new Xcode app projects are, and the feature packages at SwiftPM's default: the
// generated file compiles in that mix (its root component is `nonisolated`, as Swift requires of a
// subclass of `BootstrapComponent` in such a module).
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "TicTacToe",
    dependencies: [
        .package(name: "Graft", path: graftPath),
        .package(path: "Packages/Models"),
        .package(path: "Packages/LoggedOutFeature"),
        .package(path: "Packages/GameFeature"),
        .package(path: "Packages/ScoreSheetFeature"),
    ],
    targets: [
        .executableTarget(
            name: "TicTacToe",
            dependencies: [
                "LoggedIn",
                .product(name: "Graft", package: "Graft"),
                .product(name: "Models", package: "Models"),
                .product(name: "LoggedOut", package: "LoggedOutFeature"),
                .product(name: "ScoreSheet", package: "ScoreSheetFeature"),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
        .target(
            name: "LoggedIn",
            dependencies: [
                .product(name: "Graft", package: "Graft"),
                .product(name: "Models", package: "Models"),
                .product(name: "Game", package: "GameFeature"),
                .product(name: "ScoreSheet", package: "ScoreSheetFeature"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
