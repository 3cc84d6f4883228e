// swift-tools-version: 6.0
// MVVM with Combine: view models that hold subjects, `@Published` state and cancellables, bound
// to a view, in a feature module whose component injects what the view model needs. Combine is
// Apple-only; OpenCombine provides the same API on Linux.
import PackageDescription

/// Graft is this repository, two levels up, unless GRAFT_PACKAGE_PATH points elsewhere (the
/// end-to-end tests build a copy of the example outside the repository).
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "CombineMVVM",
    dependencies: [
        .package(name: "Graft", path: graftPath),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "Counter",
            dependencies: [.product(name: "Graft", package: "Graft"), .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .executableTarget(
            name: "App",
            dependencies: ["Counter", .product(name: "Graft", package: "Graft"), .product(name: "OpenCombine", package: "OpenCombine")],
            plugins: [.plugin(name: "GraftPlugin", package: "Graft")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
