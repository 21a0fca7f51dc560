import ComposableArchitecture
import ComposableTerminal

let screen = MainActor.assumeIsolated {
  Screen(rendering: Text("TerminalProbe"), size: Size(width: 20, height: 1))
}
print(screen.text)
