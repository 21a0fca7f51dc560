import Foundation
import ComposableArchitecture
import ComposableWeb

// Serves the demo: `swift run --package-path Web WebCounterDemo [--host ADDRESS] [--port PORT]`.
var configuration = WebConfiguration()
configuration.title = "ComposableWeb demo"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--host":
    configuration.host = arguments.popFirst() ?? configuration.host
  case "--port":
    configuration.port = arguments.popFirst().flatMap(Int.init) ?? configuration.port
  default:
    print("usage: WebCounterDemo [--host ADDRESS] [--port PORT]")
    exit(2)
  }
}

let server = WebServer(configuration: configuration) { path in
  let store = Store(initialState: DemoFeature.State(path: path)) { DemoFeature() }
  return WebScene(
    path: { store.path },
    navigate: { store.send(.pathChanged($0)) },
    render: { DemoPage.body(store) }
  )
}
let host = configuration.host
try await server.run { port in
  // Unbuffered, so that a script reading the pipe sees it at once.
  FileHandle.standardOutput.write(Data("WebCounterDemo listening on http://\(host):\(port)\n".utf8))
}
