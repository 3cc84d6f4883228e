// swift-tools-version: 6.0
// Graft's differential harness and fuzzer, in a package of their own so that the main package keeps
// zero dependencies. See Differential/README.md for the commands.
import PackageDescription

let package = Package(
    name: "GraftDifferential",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Graft", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Facts about declarations, read by Graft's parser and by swift-syntax, and their comparison.
        .target(
            name: "DifferentialCore",
            dependencies: [
                .product(name: "_GraftGeneratorCore", package: "Graft"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `graft-differential DIR…`: compares both readers over every Swift file under the folders.
        .executableTarget(name: "GraftDifferential", dependencies: ["DifferentialCore"]),
        // The libFuzzer entry point for the lexer, the parser and the whole generate pipeline.
        // Built with `-sanitize=fuzzer,address` by scripts/fuzz.sh; it does not use swift-syntax.
        .executableTarget(name: "GraftFuzz", dependencies: [.product(name: "_GraftGeneratorCore", package: "Graft")]),
        .testTarget(name: "DifferentialCoreTests", dependencies: ["DifferentialCore"]),
    ],
    swiftLanguageModes: [.v6]
)
