import ComposableWeb
import CounterKit
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if let address = WebHost.address(in: arguments) {
  // `Counter --web [ADDRESS:PORT]`: each browser tab gets its own counter.
  do {
    let host = try WebConfiguration(address: address).host
    try await WebHost.serve(at: address, title: "Counter") { _ in
      CounterApp.webTab(arguments: arguments)
    } onListening: { port in
      FileHandle.standardOutput.write(Data("Counter: serving http://\(host):\(port)/\n".utf8))
    }
  } catch {
    FileHandle.standardError.write(Data("Counter: \(error)\n".utf8))
    exit(EXIT_FAILURE)
  }
} else {
  await CounterApp.run(arguments: arguments)
}
