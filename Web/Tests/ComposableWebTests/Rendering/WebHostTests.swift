import ComposableArchitecture
import ComposableViews
import HummingbirdTesting
import Testing

@_spi(Benchmarks) @testable import ComposableWeb

@Suite(.timeLimit(.minutes(1)))
struct WebHostTests {
  @Test func eachPageLoadGetsItsOwnStoreShownByTheViews() async throws {
    var configuration = WebConfiguration()
    configuration.port = 0
    configuration.title = "Counter"
    let stores = LockIsolated<[StoreOf<ViewCounter>]>([])
    let server = WebHost.server(configuration: configuration) { _ in
      let store = Store(initialState: ViewCounter.State(count: 7)) { ViewCounter() }
      stores.withValue { $0.append(store) }
      return store
    } view: { store in
      ViewCounterView(store: store)
    }
    try await server.application().test(.router) { client in
      for _ in 1...2 {
        try await client.execute(uri: "/", method: .get) { response in
          #expect(response.status == .ok)
          let body = String(buffer: response.body)
          #expect(body.contains("<title>Counter</title>"))
          #expect(body.contains(#"<span style="font-weight:bold;color:var(--tca-cyan)">7</span>"#))
          // Without a script, a button submits the page's form.
          #expect(body.contains(#"data-on="click" form="tca-post" name="c" type="submit" value=""#))
          #expect(body.contains(#"">Increment</button>"#))
        }
      }
    }
    #expect(stores.value.count == 2)
    // The server's shutdown ended the sessions.
    #expect(await server.registry.count == 0)
  }

  @MainActor
  @Test func aSessionDiscardedAfterItsLifetimeCancelsItsViewsTasks() async throws {
    let clock = TestClock()
    let events = LockIsolated<[String]>([])
    var configuration = WebConfiguration()
    configuration.clock = clock
    configuration.disconnectedSessionLifetime = .seconds(30)
    let registry = WebSessionRegistry(configuration: configuration) { _ in
      WebScene {
        Text("Loading")
          .task {
            events.withValue { $0.append("start") }
            do {
              try await clock.sleep(for: .seconds(3600))
            } catch {
              events.withValue { $0.append("cancelled") }
            }
          }
          // Runs only if the session takes its views off the page when it ends (a runner that
          // is merely deallocated cancels its tasks, but runs no `onDisappear`).
          .onDisappear { events.withValue { $0.append("disappear") } }
      }
    }
    _ = try registry.openSession(path: "/")
    #expect(await eventually { events.value == ["start"] })

    await clock.advance(by: .seconds(30))

    #expect(await eventually(advancing: clock) { registry.count == 0 })
    #expect(await eventually { events.value.sorted() == ["cancelled", "disappear", "start"] })
  }
}
