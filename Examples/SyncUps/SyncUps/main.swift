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
      var configuration = try WebConfiguration(address: address)
      configuration.title = "Sync-ups"
      let host = configuration.host
      // `--inspect` applies to the first tab's store.
      var isFirstTab = true
      // A tab's URL names its screen by ids (`/SYNC-UP-ID`), so that the tab comes back on it
      // when it loads that URL again, here or, after a failover, in another process.
      let server = WebServer(configuration: configuration) { path in
        defer { isFirstTab = false }
        let tab = SyncUpsWebTab(urlPath: path, inspect: isFirstTab ? options.inspect : nil)
        return WebScene(path: { tab.urlPath }, navigate: { tab.navigate(to: $0) }) { tab.view }
      }
      try await server.run { port in
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
