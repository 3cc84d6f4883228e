import Foundation

/// The outcome of running a program.
struct ProcessOutput {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Runs programs for end-to-end tests, collecting their output.
enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` and waits for it; `input`, if any, is its
    /// standard input, a pipe (written before the output is read, so keep it small).
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil, input: String? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let standardInput = input.map { _ in Pipe() }
        if let standardInput { process.standardInput = standardInput }
        try process.run()
        if let input, let standardInput {
            // Written whole, then closed: the process reads a pipe, which has no size, to its end.
            try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        // Read both pipes while the process runs, so a full pipe cannot block it.
        let group = DispatchGroup()
        let collected = Collected()
        group.enter()
        DispatchQueue.global().async {
            collected.setOutput(output.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            collected.setError(error.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        process.waitUntilExit()
        group.wait()
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: collected.output, as: UTF8.self),
            standardError: String(decoding: collected.error, as: UTF8.self)
        )
    }

    /// The Swift compiler driver: next to `swift` on PATH, or in /opt/swift.
    static var swiftc: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")
    }
}

/// Bytes read from two pipes on two threads.
///
/// `@unchecked Sendable`: each property is written by one reader thread and read only after
/// `DispatchGroup.wait()`, which orders the writes before the reads.
private final class Collected: @unchecked Sendable {
    private(set) var output = Data()
    private(set) var error = Data()
    func setOutput(_ data: Data) { output = data }
    func setError(_ data: Data) { error = data }
}
