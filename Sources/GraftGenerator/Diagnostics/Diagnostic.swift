/// A problem found in the sources, as a value: where, how bad, what, and related places.
public struct Diagnostic: Hashable, Comparable, Sendable {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// Fails the generation.
        case error
        /// Reported; fails only with `--warnings-as-errors`.
        case warning
        /// A related place, printed after the diagnostic it belongs to.
        case note
    }

    /// A related place printed as a `note:` line after the diagnostic.
    public struct Note: Hashable, Sendable {
        /// Where the note points.
        public let location: SourceLocation
        /// What the note says.
        public let message: String

        /// Creates a note.
        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Which diagnostic of the catalog it is.
    public let id: DiagnosticID
    /// How bad the problem is.
    public let severity: Severity
    /// Where the problem is.
    public let location: SourceLocation
    /// The message, without location or severity.
    public let message: String
    /// Related places, in the order they are printed.
    public let notes: [Note]

    /// Creates the diagnostic `id` of the catalog at `location`, its message filled with `arguments`.
    public init(_ id: DiagnosticID, at location: SourceLocation, _ arguments: String..., notes: [Note] = []) {
        self.init(id, id.severity, at: location, message: id.message(arguments), notes: notes)
    }

    /// Creates a diagnostic from its parts: for a copy with another severity or message prefix.
    init(_ id: DiagnosticID, _ severity: Severity, at location: SourceLocation, message: String, notes: [Note]) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// Orders by location, then severity, then message, so that output is deterministic.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity.rawValue < rhs.severity.rawValue }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.notes.map(\.message).lexicographicallyPrecedes(rhs.notes.map(\.message))
    }

    /// The diagnostic as a copy with another severity (for `--warnings-as-errors`).
    public func with(severity: Severity) -> Diagnostic {
        Diagnostic(id, severity, at: location, message: message, notes: notes)
    }
}
