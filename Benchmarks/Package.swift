// swift-tools-version: 6.1
// Graft's benchmarks, in a package of their own so that the main package keeps zero dependencies.
// Run: swift package --package-path Benchmarks benchmark   (see Benchmarks/README.md)
import PackageDescription

let package = Package(
    name: "GraftBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Graft", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The main package's synthetic codebases, through a symbolic link: scaffolding for
        // benchmarks and tests, not one of Graft's products.
        .target(name: "SyntheticCorpus", path: "Sources/SyntheticCorpus"),
        .executableTarget(
            name: "GeneratorBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "_GraftGeneratorCore", package: "Graft"),
                "SyntheticCorpus",
            ],
            path: "Benchmarks/GeneratorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Graft", package: "Graft"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
                .plugin(name: "GraftPlugin", package: "Graft"),
            ]
        ),
    ]
)
