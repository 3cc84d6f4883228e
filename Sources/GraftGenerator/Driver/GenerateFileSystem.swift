/// The files a `graft generate` run reads and writes, as `GenerateDriver` sees them: the command
/// line gives it the disk; tests give it files in memory.
public protocol GenerateFileSystem: Sendable {
    /// The bytes of the file at `path`, or `GenerateFailure.io` naming the reason
    /// (`cannot read 'A.swift': No such file or directory`).
    func read(_ path: String) throws(GenerateFailure) -> [UInt8]
    /// What the file system says about the regular file at `path` without reading it; nil when
    /// there is none.
    func stamp(_ path: String) -> DiskStamp?
    /// Writes each source to its path as a set: all of them, or, when one cannot be written, none
    /// (each as it was). A file whose bytes are unchanged is not written and keeps its stamp.
    func write(_ outputs: [(source: GeneratedSource, path: String)]) throws(GenerateFailure)
    /// Removes the file at `path`; nothing when there is none.
    func remove(_ path: String) throws(GenerateFailure)
    /// Removes what runs that were killed while writing left beside `paths`.
    func removeAbandonedTemporaryFiles(of paths: [String])
    /// The time now, in seconds since 1970.
    func now() -> Double
}

/// What the file system says about a file without reading it — on the disk, its device, inode,
/// size, modification and change times — which changes whenever its bytes may have.
public struct DiskStamp: Equatable, Sendable {
    /// The numbers that make the stamp; two stamps are equal when all are.
    public let values: [Int64]
    /// The modification time, in seconds since 1970.
    public let modified: Double
    /// The size in bytes.
    public let size: Int64

    /// Creates a stamp.
    public init(values: [Int64], modified: Double, size: Int64) {
        self.values = values
        self.modified = modified
        self.size = size
    }

    /// The stamp as the record keeps it: the values, comma-separated (written as bytes: a rerun
    /// makes one for every input).
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20 * values.count)
        for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            withDecimalDigits(of: Int(value)) { bytes.append(bytesOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a `graft generate` run stopped before it could report on the graph.
public enum GenerateFailure: Error, Equatable, Sendable {
    /// A file cannot be read or written: the message (`cannot write 'A.swift': Permission denied`).
    case io(String)
}
