import Benchmark
import Foundation
import _GraftGeneratorCore
import SyntheticCorpus

/// The synthetic corpora as source files, made once per process.
private func sources(_ specification: CorpusSpecification) -> [SourceFile] {
    SyntheticCorpus.generate(specification).map { SourceFile(path: $0.path, text: $0.text) }
}

private let small = sources(.thousand)
private let large = sources(.tenThousand)
private var largeWithMissing: [SourceFile] {
    var specification = CorpusSpecification.tenThousand
    specification.missingDependencies = 100
    return sources(specification)
}

/// The whole corpus as one file, for lexer throughput.
private let concatenated = SourceFile(path: "All.swift", bytes: large.flatMap(\.bytes))

/// A large real-world Swift file, when `GRAFT_BENCH_REAL_FILE` names one (see Benchmarks/README.md).
private let realFile: SourceFile? = ProcessInfo.processInfo.environment["GRAFT_BENCH_REAL_FILE"].flatMap { path in
    FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: [UInt8]($0)) }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .mallocCountTotal],
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    Benchmark("Generate: 1,000 components / 200 files") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Generator.generate(small))
        }
    }

    Benchmark("Generate: 10,000 components / 2,000 files") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Generator.generate(large))
        }
    }

    let missing = largeWithMissing
    Benchmark("Generate with 100 missing dependencies: 10,000 components") { benchmark in
        for _ in benchmark.scaledIterations {
            let result = Generator.generate(missing)
            precondition(result.diagnostics.filter { $0.severity == .error }.count >= 100)
            blackHole(result)
        }
    }

    Benchmark("Stage: lex + parse 10,000 components (concurrent)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DeclarationParser.parse(large))
        }
    }

    let parsed = DeclarationParser.parse(large)
    let evaluator = IfConfigEvaluator(defines: [], modules: [])
    Benchmark("Stage: graph 10,000 components") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(GraphBuilder.build(parsed, evaluator: evaluator))
        }
    }

    let (graph, _) = GraphBuilder.build(parsed, evaluator: evaluator)
    Benchmark("Stage: resolve 10,000 components") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Resolver.resolve(graph, outputModule: nil))
        }
    }

    let (resolved, _) = Resolver.resolve(graph, outputModule: nil)
    Benchmark("Stage: emit 10,000 components") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Emitter.emit(resolved, outputModule: nil))
        }
    }

    Benchmark(
        "Lexer: whole corpus as one file (\(concatenated.bytes.count / 1_000) kB)",
        configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(10), maxIterations: 50)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Lexer.tokenize(concatenated))
        }
    }

    if let realFile {
        Benchmark(
            "Lexer: real file (\(realFile.bytes.count / 1_000) kB)",
            configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(10), maxIterations: 200)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Lexer.tokenize(realFile))
            }
        }
    }
}
