import ComposableArchitecture
import Dispatch
import SharingGRDB

extension SharedReader where Value: Sendable {
  /// Waits, without sleeping or polling, until the reader's value satisfies `predicate`: it
  /// follows the reader's changes through the Observation module.
  ///
  /// The predicate runs inside the observation, so that whatever else it reads (`loadError`, say)
  /// is followed too: a failed fetch changes the error and not the value.
  @MainActor
  func value(where predicate: @escaping (Value) -> Bool) async -> Value? {
    let observations = Observations { () -> (value: Value, matches: Bool) in
      let value = self.wrappedValue
      return (value, predicate(value))
    }
    for await observed in observations where observed.matches {
      return observed.value
    }
    return nil
  }
}

/// A scheduler that delivers a key's values on a queue of its own and tells the test each time
/// it delivered one, so that a test can wait for exactly the next delivery.
final class SignallingScheduler: ValueObservationScheduler, Hashable {
  private let queue = DispatchQueue(label: "SignallingScheduler")
  private let (deliveries, continuation) = AsyncStream.makeStream(of: Void.self)

  func immediateInitialValue() -> Bool { false }

  func schedule(_ action: @escaping @Sendable () -> Void) {
    self.queue.async {
      action()
      self.continuation.yield()
    }
  }

  /// Returns once the scheduler has delivered one more value.
  func nextDelivery() async {
    var iterator = self.deliveries.makeAsyncIterator()
    _ = await iterator.next()
  }

  static func == (lhs: SignallingScheduler, rhs: SignallingScheduler) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
