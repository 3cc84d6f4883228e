// Graft's TicTacToe example: `--demo` plays a scripted session; without it, an interactive one.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let app = TicTacToeApp()
if CommandLine.arguments.contains("--demo") {
    exit(Demo.run(app) ? 0 : 1)
} else {
    Interactive.run(app)
}
