import Dispatch

/// Frees large values on another core while the caller goes on.
///
/// Freeing the parsed files and the graph builder's tables of a large graph takes tens of
/// milliseconds of `free` calls; resolving the graph needs none of it, so it runs while another
/// thread releases them. The caller waits before a stage that allocates much (emitting), so that
/// the stage reuses the freed memory instead of adding to the peak.
final class BackgroundRelease: Sendable {
    private let group = DispatchGroup()

    /// Creates a releaser with nothing to release.
    init() {}

    /// Releases `value` (the caller's last reference, handed over with `consume`) on a background
    /// thread.
    func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        DispatchQueue.global().async(group: group) { holder.empty() }
    }

    /// Returns once everything handed over has been released.
    func wait() {
        group.wait()
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
