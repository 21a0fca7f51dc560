import ComposableArchitecture
@_spi(Rendering) import ComposableViews
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ViewLifecycleTests {
  @Test func modifiersRunWhenTheirViewsComeAndGoBetweenResolutions() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let log = Log()
    let view = LifecycleView(store: store, log: log)
    let runner = ViewLifecycleRunner()

    func resolveAndRun() {
      var outline = Outline()
      outline.add(ResolvedView.resolve(view), depth: 0)
      runner.update(to: outline.lifecycles.entries)
    }

    resolveAndRun()
    #expect(log.entries == ["screen appeared"])

    store.send(.incrementButtonTapped)
    resolveAndRun()
    resolveAndRun()
    #expect(log.entries == ["screen appeared", "positive appeared"])

    store.send(.decrementButtonTapped)
    resolveAndRun()
    #expect(log.entries == ["screen appeared", "positive appeared", "positive disappeared"])

    runner.update(to: [])
    #expect(log.entries.last == "screen disappeared")
  }

  @Test func twoModifiersOfOneKindOnOneViewEachGetTheirOwnKey() {
    var registry = ViewLifecycleRegistry()
    var outline = Outline()
    outline.add(ResolvedView.resolve(Text("x").onAppear {}.onAppear {}), depth: 0)

    let keys = outline.lifecycles.entries.map(\.key)
    #expect(keys.count == 2)
    #expect(Set(keys).count == 2)
    registry.register(outline.lifecycles.entries[0].lifecycle, at: .root)
    registry.register(outline.lifecycles.entries[0].lifecycle, at: .root)
    #expect(registry.entries[0].key != registry.entries[1].key)
  }
}

@MainActor
final class Log {
  var entries: [String] = []
}

private struct LifecycleView: View {
  let store: StoreOf<Counter>
  let log: Log

  var body: some View {
    VStack {
      Text("Count: \(store.count)")
      if store.count > 0 {
        Text("Positive")
          .onAppear { log.entries.append("positive appeared") }
          .onDisappear { log.entries.append("positive disappeared") }
      }
    }
    .onAppear { log.entries.append("screen appeared") }
    .onDisappear { log.entries.append("screen disappeared") }
  }
}
