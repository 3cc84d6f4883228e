/// Where the app writes what happens.
public protocol Console: AnyObject {
    /// Writes one line.
    func write(_ line: String)
}

/// Writes to standard output.
public final class StandardConsole: Console {
    /// Creates a console.
    public init() {}

    /// Prints the line.
    public func write(_ line: String) {
        print(line)
    }
}
