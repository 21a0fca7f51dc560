import ComposableArchitecture
import Foundation

@testable import SyncUpsKit

/// A key that stands for a process starting at the same moment as another: its first load reads
/// `base`, then runs `meanwhile` (the other process's whole start) before it answers, so that
/// whatever it read is out of date by the time its process acts on it. The race of two processes'
/// first starts, made deterministic.
struct StartingAtOnceKey: SharedKey {
  typealias Value = IdentifiedArrayOf<SyncUp>

  let base: any SharedKey<Value>
  let meanwhile: LockIsolated<(@Sendable () async -> Void)?>

  init(_ base: any SharedKey<Value>, meanwhile: @escaping @Sendable () async -> Void) {
    self.base = base
    self.meanwhile = LockIsolated(meanwhile)
  }

  var id: AnyHashable {
    func id(of key: some SharedKey) -> AnyHashable { AnyHashable(key.id) }
    return id(of: self.base)
  }

  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    self.base.load(
      context: context,
      continuation: LoadContinuation { result in
        let meanwhile = self.meanwhile.withValue { meanwhile in
          defer { meanwhile = nil }
          return meanwhile
        }
        Task {
          await meanwhile?()
          continuation.resume(with: result)
        }
      }
    )
  }

  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }

  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}
