import Foundation
import SyncUpsKit

#if Web
  import ComposableWeb
#endif

// `--help`, an unknown flag or a bad value ends here, before anything starts or any file is
// made.
let options = SyncUpsOptions.parseOrExit()
if let address = options.web.address {
  // `SyncUps --web [ADDRESS:PORT]`: each browser tab gets its own store over the shared file.
  // (Without the Web trait, parsing has already refused `--web`.)
  #if Web
    await SyncUpsApp.prepareWeb(options)
    do {
      let host = try WebConfiguration(address: address).host
      // `--inspect` applies to the first tab's store.
      var isFirstTab = true
      try await WebHost.serve(at: address, title: "Sync-ups") { _ in
        defer { isFirstTab = false }
        return SyncUpsApp.webTab(inspect: isFirstTab ? options.inspect : nil)
      } onListening: { port in
        FileHandle.standardOutput.write(Data("SyncUps: serving http://\(host):\(port)/\n".utf8))
      }
      await SyncUpsApp.finishSaving()
    } catch {
      FileHandle.standardError.write(Data("SyncUps: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
  #endif
} else {
  await SyncUpsApp.run(options)
}
