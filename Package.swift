// swift-tools-version: 6.1
//
// Graft: a compile-time checked dependency-injection graph for Swift.
// The main package has no package dependencies; benchmarks live in Benchmarks/.

import PackageDescription

let package = Package(
    name: "Graft",
    products: [
        /// The runtime library apps link: Component, BootstrapComponent, Dependency, shared { }.
        .library(name: "Graft", targets: ["Graft"]),
        /// The generator's stages (lexer, parser, graph, resolution, emitter) as a library, for
        /// Graft's own side packages (benchmarks, differential testing). Unstable: no API promise,
        /// hence the underscore; use the `graft` command line or the plugins instead.
        .library(name: "_GraftGeneratorCore", targets: ["_GraftGeneratorCore"]),
        /// The command-line generator the plugins run.
        .executable(name: "graft", targets: ["GraftCLI"]),
        /// The build-tool plugin: apply it to the app target to generate and check the graph on every build.
        .plugin(name: "GraftPlugin", targets: ["GraftPlugin"]),
        /// Apply to a test target: writes a test double for every dependency protocol it can see.
        .plugin(name: "GraftMocksPlugin", targets: ["GraftMocksPlugin"]),
        /// `swift package graft-generate`: writes the providers into the sources, for projects without build plugins.
        .plugin(name: "GraftGenerateCommand", targets: ["GraftGenerateCommand"]),
        /// `swift package graft-graph`: prints the resolved graph.
        .plugin(name: "GraftGraphCommand", targets: ["GraftGraphCommand"]),
    ],
    targets: [
        .target(name: "Graft"),
        .target(name: "_GraftGeneratorCore", path: "Sources/GraftGenerator"),
        .executableTarget(name: "GraftCLI", dependencies: ["_GraftGeneratorCore"]),
        .plugin(name: "GraftPlugin", capability: .buildTool(), dependencies: ["GraftCLI"]),
        .plugin(name: "GraftMocksPlugin", capability: .buildTool(), dependencies: ["GraftCLI"]),
        .plugin(
            name: "GraftGenerateCommand",
            capability: .command(
                intent: .custom(verb: "graft-generate", description: "Write Graft's generated providers into the target's sources"),
                permissions: [.writeToPackageDirectory(reason: "Graft writes Graft+<Target>.swift into each target's sources")]
            ),
            dependencies: ["GraftCLI"]
        ),
        .plugin(
            name: "GraftGraphCommand",
            capability: .command(intent: .custom(verb: "graft-graph", description: "Print the resolved dependency graph")),
            dependencies: ["GraftCLI"]
        ),
        // Synthetic codebases for the tests; not a product (Benchmarks/ links the same sources
        // through a symbolic link).
        .target(name: "SyntheticCorpus"),
        .executableTarget(name: "GraftCorpusTool", dependencies: ["SyntheticCorpus"]),
        // The runtime's tests use generated providers, committed in Graft+GraftTests.swift and
        // checked to be what the generator writes today (GoldenTests).
        .testTarget(name: "GraftTests", dependencies: ["Graft"]),
        .testTarget(name: "GraftGeneratorTests", dependencies: ["_GraftGeneratorCore", "GraftCLI", "SyntheticCorpus"]),
        .testTarget(name: "SyntheticCorpusTests", dependencies: ["SyntheticCorpus", "_GraftGeneratorCore"]),
    ],
    swiftLanguageModes: [.v6]
)
