import Dispatch

/// Frees large values on another core while the caller goes on.
///
/// A graph that depends on conditions only the compiler can decide is built once per
/// configuration; freeing each configuration's working tables takes tens of milliseconds of `free`
/// calls at 10,000 components, which another thread does while the next configuration is built.
/// (A run with one configuration frees nothing before it returns: `GeneratorResult` holds its
/// tables.)
final class BackgroundRelease: Sendable {
    /// Creates a releaser.
    init() {}

    /// Releases `value` (the caller's last reference, handed over with `consume`) on a background
    /// thread.
    func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        #if GRAFT_FUZZING
        // Under the fuzzer, whose leak check runs as soon as an input is done, memory is freed
        // before the run returns, so that an input's allocations are all freed or all reported.
        holder.empty()
        #else
        DispatchQueue.global().async { holder.empty() }
        #endif
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
