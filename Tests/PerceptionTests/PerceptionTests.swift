import Foundation
import Perception
import Testing

@Perceptible
private final class Settings {
  var volume = 5
  var name = "Blob"
  var tags: [String] = []
  @PerceptionIgnored var cache = 0
}

@MainActor
@Perceptible
private final class MainActorModel {
  var count = 0
}

/// A hand-written perceptible type, as upstream's docs show one.
private final class HandWritten: Perceptible, Observable, @unchecked Sendable {
  private let registrar = PerceptionRegistrar()
  private var _count = 0
  var count: Int {
    get {
      registrar.access(self, keyPath: \.count)
      return _count
    }
    set {
      registrar.withMutation(of: self, keyPath: \.count) { _count = newValue }
    }
  }
}

/// Counts `onChange` calls; the closure must be `@Sendable`.
private final class ChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

@Suite(.timeLimit(.minutes(1)))
struct PerceptionTests {
  @Test func trackingFiresOnceForAPropertyRead() {
    let settings = Settings()
    let changes = ChangeCounter()
    let volume = withPerceptionTracking {
      settings.volume
    } onChange: {
      changes.increment()
    }
    #expect(volume == 5)
    settings.name = "Blob Jr."
    #expect(changes.value == 0)
    settings.volume = 6
    settings.volume = 7
    #expect(changes.value == 1)
  }

  @Test func ignoredPropertiesAreNotTracked() {
    let settings = Settings()
    let changes = ChangeCounter()
    withPerceptionTracking {
      _ = settings.cache
    } onChange: {
      changes.increment()
    }
    settings.cache += 1
    #expect(changes.value == 0)
  }

  @Test func assigningAnEqualValueIsNotAChange() {
    let settings = Settings()
    let changes = ChangeCounter()
    withPerceptionTracking {
      _ = settings.volume
    } onChange: {
      changes.increment()
    }
    settings.volume = 5
    #expect(changes.value == 0)
    settings.tags.append("a")
    #expect(changes.value == 0)
    settings.volume = 4
    #expect(changes.value == 1)
  }

  @Test func inPlaceMutationsAreChanges() {
    let settings = Settings()
    let changes = ChangeCounter()
    withPerceptionTracking {
      _ = settings.tags
    } onChange: {
      changes.increment()
    }
    settings.tags.append("a")
    #expect(changes.value == 1)
    #expect(settings.tags == ["a"])
  }

  @Test func perceptionIsObservation() {
    let settings = Settings()
    let changes = ChangeCounter()
    withObservationTracking {
      _ = settings.volume
    } onChange: {
      changes.increment()
    }
    settings.volume += 1
    #expect(changes.value == 1)
    let perceptible: any Perceptible = settings
    let observable: any Observable = settings
    #expect(perceptible is Settings && observable is Settings)
  }

  @Test @MainActor func mainActorClassesAreTracked() {
    let model = MainActorModel()
    let changes = ChangeCounter()
    withPerceptionTracking {
      _ = model.count
    } onChange: {
      changes.increment()
    }
    model.count += 1
    #expect(changes.value == 1)
  }

  @Test func handWrittenRegistrar() throws {
    let model = HandWritten()
    let changes = ChangeCounter()
    withPerceptionTracking {
      _ = model.count
    } onChange: {
      changes.increment()
    }
    model.count = 1
    #expect(changes.value == 1)

    let registrar = PerceptionRegistrar(isPerceptionCheckingEnabled: false)
    #expect(registrar == PerceptionRegistrar())
    #expect(Set([registrar, PerceptionRegistrar()]).count == 1)
    let data = try JSONEncoder().encode([registrar])
    #expect(try JSONDecoder().decode([PerceptionRegistrar].self, from: data).count == 1)
  }
}
