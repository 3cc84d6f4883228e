import Graft
import OpenCombine

/// Formats a count for display.
public final class CountFormatter {
    private let unit: String

    /// Creates a formatter for counts of `unit`.
    public init(unit: String) { self.unit = unit }

    /// `3 taps`.
    public func format(_ count: Int) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
}

/// What the counter scene needs: an app-wide stream of clock ticks, which is a Combine subject, and
/// a formatter.
public protocol CounterDependency: Dependency {
    /// Ticks of the app's clock.
    var ticks: PassthroughSubject<Void, Never> { get }
    /// How counts are shown.
    var formatter: CountFormatter { get }
}

/// The counter scene's scope: the factory of its view model. Its own subjects and cancellables are
/// ordinary properties: a child could be given `events`; `cancellables` is private.
public final class CounterComponent: Component<CounterDependency> {
    /// What happened in the scene, for analytics.
    public let events = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    /// A new view model, wired to the app's ticks.
    public func makeViewModel() -> CounterViewModel {
        let viewModel = CounterViewModel(ticks: dependency.ticks, formatter: dependency.formatter)
        viewModel.status.sink { [events] in events.send("status \($0)") }.store(in: &cancellables)
        return viewModel
    }
}

/// The counter screen's state. Inputs are subjects the view sends to; outputs are a `@Published`
/// text and a status subject the view subscribes to.
public final class CounterViewModel: ObservableObject {
    /// Tapped by the user.
    public let increment = PassthroughSubject<Void, Never>()
    /// Resets the count.
    public let reset = PassthroughSubject<Void, Never>()
    /// `idle` until the first tap, then `counting`.
    public let status = CurrentValueSubject<String, Never>("idle")
    /// The text shown.
    @Published public private(set) var text: String
    private var count = 0
    private var cancellables = Set<AnyCancellable>()

    /// Creates the view model; every tick of the clock counts as a tap.
    public init(ticks: PassthroughSubject<Void, Never>, formatter: CountFormatter) {
        text = formatter.format(0)
        for input in [increment, ticks] {
            input
                .sink { [unowned self] in
                    count += 1
                    text = formatter.format(count)
                    if status.value != "counting" { status.send("counting") }
                }
                .store(in: &cancellables)
        }
        reset
            .sink { [unowned self] in
                count = 0
                text = formatter.format(0)
                status.send("idle")
            }
            .store(in: &cancellables)
    }
}

/// A view bound to a view model: it renders each change as a line of text.
public final class CounterView {
    private var cancellables = Set<AnyCancellable>()
    /// The lines rendered so far.
    public private(set) var rendered: [String] = []

    /// Binds the view to `viewModel`.
    public init(viewModel: CounterViewModel) {
        viewModel.$text.sink { [unowned self] in rendered.append("label: \($0)") }.store(in: &cancellables)
        viewModel.status.sink { [unowned self] in rendered.append("status: \($0)") }.store(in: &cancellables)
    }
}
