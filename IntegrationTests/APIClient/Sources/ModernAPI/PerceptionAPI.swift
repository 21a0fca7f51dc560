import Foundation
import Perception

// Issue 23: code written against swift-perception compiles and behaves as it does upstream.

@Perceptible
final class PerceptibleSettings {
  var volume = 5
  @PerceptionIgnored var cache = 0
}

@MainActor
@Perceptible
final class PerceptibleViewModel {
  var title = "Untitled"
}

/// Counts `onChange` calls, which may come from any thread.
final class PerceptionChanges: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

/// Tracks perceptible models as a view layer does and returns what did not behave as upstream's.
@MainActor
public func runPerceptionAPI() -> [String] {
  var failures: [String] = []
  let settings = PerceptibleSettings()
  let changes = PerceptionChanges()
  let volume = withPerceptionTracking {
    settings.volume
  } onChange: {
    changes.increment()
  }
  settings.cache += 1
  if changes.value != 0 { failures.append("@PerceptionIgnored is tracked") }
  settings.volume = volume + 1
  if changes.value != 1 { failures.append("withPerceptionTracking: \(changes.value) changes") }

  let model = PerceptibleViewModel()
  let titleChanges = PerceptionChanges()
  withObservationTracking {
    _ = model.title
  } onChange: {
    titleChanges.increment()
  }
  model.title = "Draft"
  if titleChanges.value != 1 { failures.append("a @Perceptible class is Observable") }
  func requiresPerceptible(_ value: some Perceptible) -> Bool { true }
  if !requiresPerceptible(model) { failures.append("Perceptible conformance") }
  return failures
}
