// swift-tools-version: 6.0
// Needle's pluginized TicTacToe, migrated by changing the import: core components in the app
// target, their non-core halves in TicTacToeIntegrations, the score sheet in its own module, and
// Graft's plugin on the app target.
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "PluginizedTicTacToe",
    dependencies: [.package(name: "Graft", path: graftPath)],
    targets: [
        .target(name: "ScoreSheet", dependencies: [.product(name: "Graft", package: "Graft")]),
        .target(name: "TicTacToeIntegrations", dependencies: ["ScoreSheet", .product(name: "Graft", package: "Graft")]),
        .executableTarget(
            name: "TicTacToe",
            dependencies: ["ScoreSheet", "TicTacToeIntegrations", .product(name: "Graft", package: "Graft")],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
