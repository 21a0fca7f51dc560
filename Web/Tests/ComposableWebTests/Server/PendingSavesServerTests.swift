import ComposableArchitecture
import HummingbirdTesting
import HummingbirdWSTesting
import Hummingbird
@_spi(Hosting) import Sharing
import Testing

@_spi(Benchmarks) @testable import ComposableWeb

/// A patch leaves the server once the saves of the change it shows are done (whatever key makes
/// them: here a save begun by hand, as a database key does), so that a `kill -9` right after the
/// browser shows a change as done cannot lose it (Web/EndToEnd/syncups-scaleout-browser.py runs
/// the same against SQLite and PostgreSQL).
@Suite(.timeLimit(.minutes(1)))
struct PendingSavesServerTests {
  @Test func aPatchLeavesOnceTheSavesOfTheChangeItShowsAreDone() async throws {
    let saves = LockIsolated<[PendingSave]>([])
    let (renders, rendered) = AsyncStream<Int>.makeStream()
    var configuration = WebConfiguration()
    configuration.allowedOrigins = ["ws://localhost"]
    configuration.port = 0
    let server = WebServer(configuration: configuration) { _ in
      let count = Shared(value: 0)
      return WebScene {
        rendered.yield(count.wrappedValue)
        return .element("main", children: [
          .element("p", children: [.text("Count: \(count.wrappedValue)")]),
          .button("+") {
            count.withLock { $0 += 1 }
            // A database key's save of the change, under way until the test ends it.
            saves.withValue { $0.append(PendingSaves.begin()) }
          },
        ])
      }
    }
    let savesEnded = LockIsolated(false)
    try await server.application().test(.live) { client in
      let (socket, control) = try await client.execute(uri: "/", method: .get) { response in
        let body = String(buffer: response.body)
        let socket = "/ws?" + socketQuery(ofPage: body)
        let control = String(body.split(separator: #"<button data-cid=""#)[1].prefix(16))
        return (socket, control)
      }
      try await client.ws(socket) { inbound, outbound, _ in
        // Each frame as it arrives, and whether the saves had ended by then.
        let (frames, arrived) = AsyncStream<(text: String, afterSaves: Bool)>.makeStream()
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for try await message in inbound.messages(maxSize: 1 << 16) {
              if case .text(let text) = message { arrived.yield((text, savesEnded.value)) }
            }
            arrived.finish()
          }
          var received = frames.makeAsyncIterator()
          _ = await received.next()
          try await outbound.write(.text(#"{"t":"event","c":"\#(control)","e":"click","v":""}"#))
          // The server rendered the change (its patch is made in the same turn of the main actor).
          for await count in renders where count == 1 { break }
          // A whole request's round trip on another connection: time enough for a patch that
          // does not wait to arrive first.
          try await client.execute(uri: "/favicon.svg", method: .get) { _ in }
          savesEnded.setValue(true)
          for save in saves.value { save.finish() }
          let patch = try #require(await received.next())
          #expect(patch.text == #"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#)
          #expect(patch.afterSaves, "the patch left before the save of the change it shows ended")
          try await outbound.close(.normalClosure, reason: nil)
        }
      }
    }
  }
}
