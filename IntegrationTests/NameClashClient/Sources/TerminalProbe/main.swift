import ComposableArchitecture
import ComposableTerminal

let view = HeadlessDriver(rendering: Text("TerminalProbe"), size: Size(width: 20, height: 1))
print(view.text)
