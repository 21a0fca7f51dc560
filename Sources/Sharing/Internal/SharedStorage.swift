import ConcurrencyExtras
import Foundation
import Observation

/// The storage every shared value derived from one `Shared(value:)` or one key points to.
///
/// Mutations happen in place under a recursive lock (a `withLock` body may read the value, or a
/// value derived from it), are reported to observers through the Observation module, recorded by
/// the test store that runs them, and handed to the key to save.
///
/// The value lives in memory the storage allocates rather than in a stored property: an `inout`
/// access to a class's stored property is checked for exclusivity at run time, so a read of the
/// value inside a `withLock` body would trap as a simultaneous access. Accesses through the
/// pointer are serialized by the lock instead, and a read inside a body sees the value as it is at
/// that moment.
final class SharedStorage<Value>: SharedReference, SharedRoot, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private let _value: UnsafeMutablePointer<Value>
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var _recordingID: Int?
  private let registrar = ObservationRegistrar()
  private let persistence: Persistence<Value>?
  private var subscription: SharedSubscription?
  // Key paths into a generic class are instantiated (and allocated) each time they are evaluated:
  // the storage makes the one observers use once.
  private let valueKeyPath = \SharedStorage<Value>.value

  init(value: Value) {
    self._value = .allocate(capacity: 1)
    self._value.initialize(to: value)
    self.persistence = nil
  }

  init(value: Value, persistence: Persistence<Value>) {
    self._value = .allocate(capacity: 1)
    self._value.initialize(to: value)
    self.persistence = persistence
  }

  deinit {
    self.subscription?.cancel()
    self._value.deinitialize(count: 1)
    self._value.deallocate()
  }

  var root: any SharedRoot { self }

  /// The value as observers see it.
  var value: Value {
    self.registrar.access(self, keyPath: self.valueKeyPath)
    SharedReads.note(self)
    return self.lock.withLock { self._value.pointee }
  }

  func read(_ side: ReadSide) -> Value {
    switch side {
    case .current:
      return self.value
    case let .expected(pass):
      return _SharedChangeTracker.scope?.tracker.expectedValue(of: self, pass: pass) ?? self.value
    case .asserted:
      return _SharedChangeTracker.scope?.tracker.assertedValue(of: self) ?? self.value
    }
  }

  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let scope = _SharedChangeTracker.scope {
      switch scope.mode {
      case let .asserting(pass):
        return try scope.tracker.modifyExpectation(of: self, pass: pass, body)
      case .comparingWithAsserted:
        return try scope.tracker.modifyExpectation(of: self, pass: .givenAsserted, body)
      case .tracking:
        scope.tracker.recordChange(of: self)
      }
    }
    // A recording may still have to encode a state that holds this value as it is now.
    _SharedWriteBarrier.willWrite()
    let result = try self.registrar.withMutation(of: self, keyPath: self.valueKeyPath) {
      try self.lock.withLock { try body(&self._value.pointee) }
    }
    if let persistence = self.persistence, let save = persistence.save {
      save(
        self.untrackedValue, .didSet,
        SaveContinuation(persistence.description, storage: self) { [weak self] result in
          self?.setSaveResult(result)
        }
      )
    }
    return result
  }

  func touch() {
    self.registrar.withMutation(of: self, keyPath: self.valueKeyPath) {}
  }

  /// The value without registering an observation, for the change tracker.
  var untrackedValue: Value {
    self.lock.withLock { self._value.pointee }
  }

  var keyDescription: String? { self.persistence?.description }

  /// Handed out the first time a recording asks, so that storages no recording sees cost nothing.
  var recordingID: Int {
    self.lock.withLock {
      if let id = self._recordingID { return id }
      let id = nextRecordingID.withValue { next in
        next += 1
        return next
      }
      self._recordingID = id
      return id
    }
  }

  /// The key's description, or `value: <value>` for a shared value with no key.
  var description: String {
    self.persistence?.description ?? "value: \(String(reflecting: self.untrackedValue))"
  }

  // MARK: Loading and saving

  var isLoading: Bool {
    self.registrar.access(self, keyPath: \.isLoading)
    return self.lock.withLock { self._isLoading }
  }

  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: \.loadError)
    SharedReads.note(self)
    return self.lock.withLock { self._loadError }
  }

  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: \.saveError)
    SharedReads.note(self)
    return self.lock.withLock { self._saveError }
  }

  /// Loads the key's value for the first time (unless it was just loaded, for
  /// `init(require:)` and `load(_:)`) and follows its changes.
  func start(loadsInitially: Bool = true) {
    guard let persistence else { return }
    if loadsInitially {
      self.setLoading(true)
      persistence.load(
        .initialValue(persistence.initialValue),
        LoadContinuation(persistence.description) { [weak self] result in
          self?.setLoadResult(result)
        }
      )
    }
    let subscription = persistence.subscribe(
      .initialValue(persistence.initialValue),
      SharedSubscriber(
        callback: { [weak self] result in self?.setLoadResult(result) },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    self.lock.withLock { self.subscription = subscription }
  }

  func load() async throws {
    guard let persistence else { return }
    self.setLoading(true)
    // The loaded value is handed from the key to this storage, which guards it with its lock.
    let result = await withCheckedContinuation { continuation in
      persistence.load(
        .userInitiated,
        LoadContinuation(persistence.description) {
          continuation.resume(returning: UncheckedSendable($0))
        }
      )
    }.value
    self.setLoadResult(result)
    if case let .failure(error) = result { throw error }
  }

  func save() async throws {
    guard let persistence, let save = persistence.save else { return }
    let value = self.untrackedValue
    let result = await withCheckedContinuation { continuation in
      save(
        value, .userInitiated,
        SaveContinuation(persistence.description, storage: self) {
          continuation.resume(returning: $0)
        }
      )
    }
    self.setSaveResult(result)
    if case let .failure(error) = result { throw error }
  }

  private func setLoading(_ isLoading: Bool) {
    self.registrar.withMutation(of: self, keyPath: \.isLoading) {
      self.lock.withLock { self._isLoading = isLoading }
    }
  }

  /// Applies what a key loaded or yielded: a value, "use the initial value" (`nil`), or an error
  /// that leaves the value as it is.
  private func setLoadResult(_ result: Result<Value?, any Error>) {
    guard let initialValue = self.persistence?.initialValue else { return }
    switch result {
    case let .success(value):
      _SharedWriteBarrier.willWrite()
      self.registrar.withMutation(of: self, keyPath: self.valueKeyPath) {
        self.lock.withLock { self._value.pointee = value ?? initialValue }
      }
      // Observers are told as a change begins. A key delivers from any thread, so an observer
      // that answers at once on another (a host redrawing) can read the old value and track it
      // again; telling them once more, now that the value is in place, makes that one read it.
      self.registrar.withMutation(of: self, keyPath: self.valueKeyPath) {}
      self.registrar.withMutation(of: self, keyPath: \.loadError) {
        self.lock.withLock { self._loadError = nil }
      }
    case let .failure(error):
      self.registrar.withMutation(of: self, keyPath: \.loadError) {
        self.lock.withLock { self._loadError = error }
      }
    }
    self.setLoading(false)
  }

  /// Applies the result of a save: its error, or, once the value is saved, no error at all (the
  /// source now holds the value, whatever an earlier load failed on).
  private func setSaveResult(_ result: Result<Never?, any Error>) {
    switch result {
    case let .failure(error):
      self.registrar.withMutation(of: self, keyPath: \.saveError) {
        self.lock.withLock { self._saveError = error }
      }
    case .success:
      let (hadSaveError, hadLoadError) = self.lock.withLock {
        (self._saveError != nil, self._loadError != nil)
      }
      if hadSaveError {
        self.registrar.withMutation(of: self, keyPath: \.saveError) {
          self.lock.withLock { self._saveError = nil }
        }
      }
      if hadLoadError {
        self.registrar.withMutation(of: self, keyPath: \.loadError) {
          self.lock.withLock { self._loadError = nil }
        }
      }
    }
  }
}

/// What a storage does with its key, with the key's type erased.
struct Persistence<Value>: @unchecked Sendable {
  let initialValue: Value
  let description: String
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
}

extension Persistence {
  init<Key: SharedReaderKey<Value>>(readerKey key: Key, initialValue: Value) {
    self.initialValue = initialValue
    self.description = describing(key)
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = nil
  }

  /// A writable key seen by a reader: shares its storage with `@Shared` of the same key.
  init(anyKey key: any SharedKey<Value>, initialValue: Value) {
    func open<Key: SharedKey<Value>>(_ key: Key) -> Self {
      Self(key: key, initialValue: initialValue)
    }
    self = open(key)
  }

  init<Key: SharedKey<Value>>(key: Key, initialValue: Value) {
    self.initialValue = initialValue
    self.description = describing(key)
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = { key.save($0, context: $1, continuation: $2) }
  }
}

/// How a shared value names its key: a key with a default by the key alone, as upstream, whose
/// shared values take the key itself and the default as their initial value.
private func describing(_ key: some SharedReaderKey) -> String {
  String(describing: (key as? any DefaultedKey)?.baseKey ?? key)
}

/// The last recording id handed out to a storage.
private let nextRecordingID = LockedValue(0)
