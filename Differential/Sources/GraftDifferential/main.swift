// graft-differential: reads every Swift file under the given folders with Graft's parser and with
// swift-syntax, and prints where they disagree. See Differential/README.md.

import DifferentialCore
import Foundation

let usage = """
    usage: graft-differential [--disagreements FILE] [--per-package] PATH...
      Compares Graft's parser with swift-syntax on every .swift file under each PATH.
      --disagreements FILE   write every disagreement to FILE (default: standard output)
      --per-package          also print a table for each PATH
    """

var paths: [String] = []
var disagreementsFile: String?
var perPackage = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--disagreements":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("graft-differential: error: --disagreements needs a file\n\(usage)\n".utf8))
            exit(64)
        }
        disagreementsFile = value
    case "--per-package": perPackage = true
    case "--help", "-h":
        print(usage)
        exit(0)
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("graft-differential: error: no paths given\n\(usage)\n".utf8))
    exit(64)
}

/// Every `.swift` file under `path`, sorted, skipping build folders.
func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("graft-differential: error: no such file or folder '\(path)'\n".utf8))
        exit(1)
    }
    guard isDirectory.boolValue else { return [path] }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasPrefix(".build") || relative.contains("/.build") { continue }
        if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

/// Compares both readers on `files`, two files at a time per core; the result does not depend on the order.
func compare(_ files: [String]) -> Comparison {
    let lock = NSLock()
    var results = [Comparison?](repeating: nil, count: files.count)
    results.withUnsafeMutableBufferPointer { buffer in
        let slots = UncheckedSendable(buffer)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            let bytes = [UInt8](data)
            var comparison = Comparison()
            comparison.add(
                path: files[index], size: bytes.count,
                graft: GraftFacts.facts(path: files[index], bytes: bytes), syntax: SyntaxFacts.facts(bytes: bytes)
            )
            lock.lock()
            slots.value[index] = comparison
            lock.unlock()
        }
    }
    var merged = Comparison()
    for result in results { if let result { merged.merge(result) } }
    return merged
}

var total = Comparison()
var tables: [(String, Comparison)] = []
let start = Date()
for root in paths {
    let package = compare(swiftFiles(under: root))
    tables.append((root, package))
    total.merge(package)
}

if perPackage {
    for (root, comparison) in tables {
        print("## \(root): \(comparison.files) files, agreement \(Comparison.percent(comparison.agreement))\n\n\(comparison.table)\n")
    }
}
let megabytes = Double(total.bytes) / 1_000_000
print("\(total.files) files, \((megabytes * 10).rounded() / 10) MB, \(Int(Date().timeIntervalSince(start))) s; agreement \(Comparison.percent(total.agreement))\n")
print(total.table)
let listing = total.disagreements.sorted().map(\.description).joined(separator: "\n")
if let disagreementsFile {
    FileManager.default.createFile(atPath: disagreementsFile, contents: Data((listing + "\n").utf8))
    print("\n\(total.disagreements.count) disagreements written to \(disagreementsFile)")
} else if !listing.isEmpty {
    print("\n" + listing)
}

/// A buffer shared by `concurrentPerform`'s iterations; each writes only its own slot, under `lock`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
