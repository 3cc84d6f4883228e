import Foundation

@testable import _GraftGeneratorCore

/// Files in memory, with a clock: each write gives a file a new stamp dated now.
final class MemoryFiles: GenerateFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: (bytes: [UInt8], version: Int64, modified: Double)] = [:]
    private var versions: Int64 = 0
    private var reads: [String] = []
    /// The time now; a test moves it on.
    var clock: Double = 1_000_000
    /// Paths a write fails for, as on a read-only disk.
    var unwritable: Set<String> = []

    func put(_ path: String, _ text: String) {
        put(path, bytes: Array(text.utf8))
    }

    func put(_ path: String, bytes: [UInt8]) {
        lock.withLock {
            versions += 1
            files[path] = (bytes, versions, clock)
        }
    }

    func text(_ path: String) -> String? {
        lock.withLock { files[path].map { String(decoding: $0.bytes, as: UTF8.self) } }
    }

    /// The paths read since the last call, sorted.
    func takeReads() -> [String] {
        lock.withLock {
            defer { reads = [] }
            return reads.sorted()
        }
    }

    func read(_ path: String) throws(GenerateFailure) -> [UInt8] {
        let file = lock.withLock {
            reads.append(path)
            return files[path]
        }
        guard let file else { throw .io("cannot read '\(path)': No such file or directory") }
        return file.bytes
    }

    func stamp(_ path: String) -> DiskStamp? {
        lock.withLock {
            files[path].map { DiskStamp(values: [$0.version, Int64($0.bytes.count)], modified: $0.modified, size: Int64($0.bytes.count)) }
        }
    }

    func write(_ outputs: [(source: GeneratedSource, path: String)]) throws(GenerateFailure) {
        if let path = outputs.map(\.path).first(where: unwritable.contains) { throw .io("cannot write '\(path)': Read-only file system") }
        for (source, path) in outputs where lock.withLock({ files[path]?.bytes }) != source.bytes { put(path, bytes: source.bytes) }
    }

    func remove(_ path: String) throws(GenerateFailure) {
        _ = lock.withLock { files.removeValue(forKey: path) }
    }

    func removeAbandonedTemporaryFiles(of paths: [String]) {}

    func now() -> Double {
        lock.withLock { clock }
    }
}
