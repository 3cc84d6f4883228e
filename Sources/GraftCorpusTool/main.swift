// graft-corpus: writes a synthetic codebase for benchmarks.
// usage: graft-corpus OUTPUT_DIR [--components N] [--files M] [--depth D] [--fan-out F]
//        [--requirements K] [--missing N] [--models N] [--seed S]

import Foundation
import SyntheticCorpus

var specification = CorpusSpecification(components: 1_000, files: 200)
var arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first, !output.hasPrefix("--") else {
    FileHandle.standardError.write(
        Data(
            "usage: graft-corpus OUTPUT_DIR [--components N] [--files M] [--depth D] [--fan-out F] [--requirements K] [--missing N] [--models N] [--seed S]\n"
                .utf8))
    exit(64)
}
arguments.removeFirst()
while arguments.count >= 2 {
    let option = arguments.removeFirst()
    guard let value = UInt64(arguments.removeFirst()) else {
        FileHandle.standardError.write(Data("graft-corpus: \(option) needs a number\n".utf8))
        exit(64)
    }
    switch option {
    case "--components": specification.components = Int(value)
    case "--files": specification.files = Int(value)
    case "--depth": specification.depth = Int(value)
    case "--fan-out": specification.fanOut = Int(value)
    case "--requirements": specification.requirements = Int(value)
    case "--missing": specification.missingDependencies = Int(value)
    case "--models": specification.modelTypes = Int(value)
    case "--seed": specification.seed = value
    default:
        FileHandle.standardError.write(Data("graft-corpus: unknown option \(option)\n".utf8))
        exit(64)
    }
}
guard arguments.isEmpty else {
    FileHandle.standardError.write(Data("graft-corpus: \(arguments[0]) needs a value\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: output)
for file in SyntheticCorpus.generate(specification) {
    let url = root.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url)
}
