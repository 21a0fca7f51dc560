import CounterKit
import Foundation

#if Web
  import ComposableWeb
#endif

// `--help`, an unknown flag or a bad value ends here, before anything starts.
let options = CounterOptions.parseOrExit()
if let address = options.web.address {
  // `Counter --web [ADDRESS:PORT]`: each browser tab gets its own counter. (Without the Web
  // trait, parsing has already refused `--web`.)
  #if Web
    do {
      let host = try WebConfiguration(address: address).host
      // `--inspect` applies to the first tab's store.
      var isFirstTab = true
      try await WebHost.serve(at: address, title: "Counter") { _ in
        defer { isFirstTab = false }
        return CounterApp.webTab(options, isInspected: isFirstTab)
      } onListening: { port in
        FileHandle.standardOutput.write(Data("Counter: serving http://\(host):\(port)/\n".utf8))
      }
    } catch {
      FileHandle.standardError.write(Data("Counter: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
  #endif
} else {
  await CounterApp.run(options)
}
