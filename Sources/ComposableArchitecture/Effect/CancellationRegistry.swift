import Foundation

/// A cancellation id as the registry sees it: the user's id within a store's navigation path.
@usableFromInline
struct CancelToken: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationIDPath

  init(id: some Hashable & Sendable, path: NavigationIDPath) {
    self.id = id as? AnyHashableSendable ?? AnyHashableSendable(id)
    self.path = path
  }

  /// Calls `body` with this token and with the same id at each path above this one.
  func forEachAncestor(_ body: (CancelToken) -> Void) {
    body(self)
    var path = self.path.path
    while !path.isEmpty {
      path.removeLast()
      body(CancelToken(id: self.id, path: NavigationIDPath(path: path)))
    }
  }

  /// A token for `id` in the navigation path of the current dependency context.
  static func current(_ id: some Hashable & Sendable) -> Self {
    Self(id: id, path: DependencyValues._current.navigationIDPath)
  }
}

/// Something the registry can cancel: a running task, or one that is about to start.
final class CancellationHandle: Sendable {
  private let state = LockIsolated<(cancel: (@Sendable () -> Void)?, isCancelled: Bool)>(
    (nil, false)
  )

  /// Attaches the way to cancel the task this handle stands for; cancels at once if
  /// cancellation came first.
  func attach(_ cancel: @escaping @Sendable () -> Void) {
    let cancelled = self.state.withValue { state -> Bool in
      state.cancel = cancel
      return state.isCancelled
    }
    if cancelled { cancel() }
  }

  func cancel() {
    let cancel = self.state.withValue { state -> (@Sendable () -> Void)? in
      state.isCancelled = true
      return state.cancel
    }
    cancel?()
  }
}

/// The process-wide table of cancellable effects, keyed by ``CancelToken``.
///
/// An effect is registered under its id at its own navigation path and at every path above it, as
/// upstream does: `.cancel(id:)` from a feature reaches the effects with that id of the feature and
/// of every feature presented below it, never those of its parents or siblings.
///
/// Mutated in place under a lock: `LockIsolated.withValue` copies the value out and back, which
/// would copy the whole table on every registration.
final class CancellationRegistry: @unchecked Sendable {
  static let shared = CancellationRegistry()

  private let lock = NSLock()
  private var entries: [CancelToken: [ObjectIdentifier: CancellationHandle]] = [:]

  func register(_ handle: CancellationHandle, for token: CancelToken) {
    self.lock.withLock {
      token.forEachAncestor { self.entries[$0, default: [:]][ObjectIdentifier(handle)] = handle }
    }
  }

  func unregister(_ handle: CancellationHandle, for token: CancelToken) {
    self.lock.withLock {
      token.forEachAncestor { token in
        self.entries[token]?[ObjectIdentifier(handle)] = nil
        if self.entries[token]?.isEmpty == true { self.entries[token] = nil }
      }
    }
  }

  func cancel(_ token: CancelToken) {
    let handles = self.lock.withLock { self.entries.removeValue(forKey: token) }
    handles?.values.forEach { $0.cancel() }
  }

  /// How many ids are registered in the namespace `path` or in those below it.
  func registeredCount(under path: NavigationIDPath) -> Int {
    self.lock.withLock {
      self.entries.keys.count { $0.path.path.starts(with: path.path) }
    }
  }

  func isRegistered(_ token: CancelToken) -> Bool {
    self.lock.withLock { self.entries[token] != nil }
  }
}
