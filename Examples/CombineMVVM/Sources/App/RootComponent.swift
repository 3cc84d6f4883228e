import Counter
import Graft
import OpenCombine

/// The app's root scope.
final class RootComponent: BootstrapComponent {
    /// The app's clock: one subject for the whole app.
    var ticks: PassthroughSubject<Void, Never> { shared { PassthroughSubject() } }
    /// Counts are taps.
    var formatter: CountFormatter { shared { CountFormatter(unit: "tap") } }
    /// Errors reported anywhere; nothing below the root needs them.
    let errors = CurrentValueSubject<[String], Never>([])

    /// The counter scene.
    var counter: CounterComponent { CounterComponent(parent: self) }
}
