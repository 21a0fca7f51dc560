import ComposableArchitecture
import Foundation
import Testing

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// A key whose default value is read from another shared value.
  fileprivate static func derived(_ name: String) -> Self {
    Self[.inMemory(name), default: Shared(wrappedValue: 41, .inMemory("\(name)-base")).wrappedValue + 1]
  }
}

// A default computed while the table of keyed storages is locked would deadlock here: the time
// limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct SharedDefaultsTests {
  @Test func defaultValueMayCreateAnotherSharedValue() {
    let name = "outer-\(UUID())"
    let outer = Shared(
      wrappedValue: Shared(wrappedValue: 1, .inMemory("\(name)-inner")).wrappedValue + 1,
      .inMemory(name)
    )
    #expect(outer.wrappedValue == 2)
  }

  @Test func keyDefaultMayCreateAnotherSharedValue() {
    let name = "derived-\(UUID())"
    let value = Shared(.derived(name))
    #expect(value.wrappedValue == 42)
    #expect(SharedReader(.derived(name)).wrappedValue == 42)
  }

  @Test func firstRegisteredStorageOfAKeyWins() {
    let name = "first-\(UUID())"
    let outer = Shared(
      wrappedValue: {
        let inner = Shared(wrappedValue: 1, .inMemory(name))
        inner.withLock { $0 = 10 }
        return 2
      }(),
      .inMemory(name)
    )
    #expect(outer.wrappedValue == 10)
    outer.withLock { $0 = 11 }
    #expect(Shared(wrappedValue: 3, .inMemory(name)).wrappedValue == 11)
  }
}
