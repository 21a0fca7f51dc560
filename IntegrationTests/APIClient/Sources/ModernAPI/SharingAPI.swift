import ComposableArchitecture
import Foundation

// swift-sharing 2.8's surface as an app uses it: re-pointing shared values, key defaults with an
// optional value, custom keys and their continuations and subscriptions.

extension SharedKey where Self == InMemoryKey<Int?>.Default {
  /// An optional key with a default: `@Shared(.lastScore) var lastScore` is not ambiguous.
  static var lastScore: Self { Self[.inMemory("lastScore"), default: 10] }
}

/// A key that loads what it is given, and says when its subscription ends.
struct EchoKey: SharedKey, Hashable {
  let name: String
  let value: Int

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: self.value)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

/// A `Codable` value of no type user defaults hold: `.appStorage` keeps it as JSON.
struct Preferences: Codable, Equatable, Sendable {
  var volume = 5
}

/// A value that is not `Sendable`: shared values of it are.
final class Scoreboard {
  var scores: [Int] = []
}

@MainActor
func runSharingAPI() async -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: String) {
    if !condition { failures.append("Sharing: \(message)") }
  }

  @Shared(.lastScore) var lastScore
  check(lastScore == 10, "optional key with a default: \(String(describing: lastScore))")

  let score = Shared(value: 1)
  let copy = score
  score.projectedValue = Shared(value: 2)
  check(copy.wrappedValue == 2, "projected-value setter re-points every copy")
  do {
    try await score.load(EchoKey(name: "score", value: 7))
    check(copy.wrappedValue == 7, "load(_ key:): \(copy.wrappedValue)")
    try await SharedReader(value: 0).load(EchoKey(name: "score", value: 7))
  } catch {
    failures.append("Sharing: load(_ key:) threw \(error)")
  }
  check(
    Shared(value: 0).description == "Shared<Int>(value: 0)", "description: \(Shared(value: 0))"
  )

  @SharedReader(.appStorage("api-client-preferences")) var preferences = Preferences()
  check(preferences == Preferences(), "Codable .appStorage")

  let key = InMemoryKey<Int>.Default[.inMemory("count"), default: 3]
  check(key.initialValue == 3, "Default.initialValue")
  check(Set<LoadContext<Int>>([.userInitiated, .initialValue(1)]).count == 2, "LoadContext")

  let cancelled = LockIsolated(false)
  do { _ = SharedSubscription { cancelled.setValue(true) } }
  check(cancelled.value, "SharedSubscription cancels when released")

  let scoreboard = Shared(value: Scoreboard())
  await Task.detached { scoreboard.withLock { $0.scores.append(1) } }.value
  check(scoreboard.wrappedValue.scores == [1], "Shared is Sendable whatever its value")
  let observable: any Observable = scoreboard
  _ = observable
  return failures
}
