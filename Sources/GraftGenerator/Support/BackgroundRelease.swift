import Dispatch

/// Frees large values on another core while the caller goes on.
///
/// Freeing the parsed files and the graph builder's tables of a large graph takes tens of
/// milliseconds of `free` calls; the stages after them (resolving, emitting) need none of it, so
/// they run while another thread releases it. Nothing is kept longer than before: the value is
/// released as soon as that thread runs.
enum BackgroundRelease {
    /// Releases `value` (the caller's last reference, handed over with `consume`) on a background
    /// thread.
    static func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        DispatchQueue.global().async { holder.empty() }
    }

    /// Holds a value until a background thread empties it.
    ///
    /// `@unchecked Sendable`: after it is made, only the background thread touches it.
    private final class Holder<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func empty() {
            value = nil
        }
    }
}
