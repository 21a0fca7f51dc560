import ComposableArchitecture
import ConcurrencyExtras
import Dispatch

/// A key that behaves as `base`, except that it can hold a value its subscription delivers, before
/// the shared value takes it, until the test lets it go: the moment between a key reading a newer
/// row and the shared value showing it, made as long as a test needs.
final class HoldingKey<Base: SharedKey>: SharedKey, CustomStringConvertible
where Base.Value: Equatable & Sendable {
  let base: Base
  private let hold = LockIsolated<Hold?>(nil)
  private let saveFinished = LockIsolated<AsyncStream<Void>.Continuation?>(nil)

  /// What to hold, and how the test hears of it and lets it go.
  struct Hold: Sendable {
    let value: Base.Value
    let reached: AsyncStream<Void>.Continuation
    let release: DispatchSemaphore
  }

  init(_ base: Base) {
    self.base = base
  }

  var id: Base.ID { self.base.id }
  var description: String { String(describing: self.base) }

  /// Holds the next delivery of `value`, on the thread that delivers it, until `release` is
  /// signalled; `reached` yields once it is held, `savesFinished` each time a save asked for from
  /// now on finished (the shared value has its result by then).
  func hold(
    whenDelivering value: Base.Value
  ) -> (reached: AsyncStream<Void>, release: DispatchSemaphore, savesFinished: AsyncStream<Void>) {
    let (reached, continuation) = AsyncStream<Void>.makeStream()
    let (savesFinished, saveFinished) = AsyncStream<Void>.makeStream()
    let release = DispatchSemaphore(value: 0)
    self.hold.withValue { $0 = Hold(value: value, reached: continuation, release: release) }
    self.saveFinished.withValue { $0 = saveFinished }
    return (reached, release, savesFinished)
  }

  func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(
      context: context,
      subscriber: SharedSubscriber(
        callback: { [hold = self.hold] result in
          let matching = hold.withValue { pending -> Hold? in
            guard let held = pending, case .success(held.value) = result else { return nil }
            pending = nil
            return held
          }
          if let matching {
            matching.reached.yield()
            matching.release.wait()
          }
          subscriber.yield(with: result)
        },
        onLoading: { subscriber.yieldLoading($0) }
      )
    )
  }

  func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(
      value, context: context,
      continuation: SaveContinuation { [saveFinished] result in
        continuation.resume(with: result.map { _ in () })
        saveFinished.withValue { $0 }?.yield()
      }
    )
  }
}
