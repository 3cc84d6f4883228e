import Counter
import OpenCombine

// A scripted session: the view binds to its view model, the user taps twice, the app's clock
// ticks once, the user resets.
let root = RootComponent()
let counter = root.counter
var analytics: [String] = []
let subscription = counter.events.sink { analytics.append($0) }
let viewModel = counter.makeViewModel()
let view = CounterView(viewModel: viewModel)
viewModel.increment.send()
viewModel.increment.send()
root.ticks.send()
viewModel.reset.send()
for line in view.rendered { print(line) }
print("analytics: \(analytics.joined(separator: ", "))")
subscription.cancel()
