import ComposableWeb
import Foundation
import SyncUpsKit

let arguments = Array(CommandLine.arguments.dropFirst())
if let address = WebHost.address(in: arguments) {
  // `SyncUps --web [ADDRESS:PORT]`: each browser tab gets its own store over the shared file.
  SyncUpsApp.prepareWeb(arguments: arguments)
  do {
    let host = try WebConfiguration(address: address).host
    try await WebHost.serve(at: address, title: "Sync-ups") { _ in
      SyncUpsApp.webTab()
    } onListening: { port in
      FileHandle.standardOutput.write(Data("SyncUps: serving http://\(host):\(port)/\n".utf8))
    }
  } catch {
    FileHandle.standardError.write(Data("SyncUps: \(error)\n".utf8))
    exit(EXIT_FAILURE)
  }
} else {
  await SyncUpsApp.run(arguments: arguments)
}
