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
        .executableTarget(
            name: "GeneratorBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GraftGenerator", package: "Graft"),
                .product(name: "SyntheticCorpus", package: "Graft"),
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
