import ComposableArchitecture
import ComposableWeb
import Foundation

// Serves the demo: `swift run --package-path Web WebCounterDemo [--host ADDRESS] [--port PORT]`.
// `--help`, an unknown flag or a bad value ends here, before the server starts.
let configuration = DemoOptions.parseOrExit().configuration
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
