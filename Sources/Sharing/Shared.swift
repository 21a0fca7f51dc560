/// A property wrapper for state shared between features, and optionally persisted.
///
/// All copies of a shared value, and every value derived from it, read and write one storage:
/// a change made by one feature is seen by every other at once.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.fileStorage(.homeDirectory.appending(component: "sync-ups.json")))
///   var syncUps: IdentifiedArrayOf<SyncUp> = []
///   @Shared var syncUp: SyncUp
/// }
///
/// // In the reducer:
/// state.$syncUps.withLock { $0.append(syncUp) }
/// // Deriving a child's shared value:
/// if let syncUp = Shared(state.$syncUps[id: id]) {
///   state.destination = .detail(SyncUpDetail.State(syncUp: syncUp))
/// }
/// ```
///
/// The value is read through the property (`syncUp.title`) and mutated only with
/// ``withLock(_:fileID:filePath:line:column:)``. In a `TestStore`, changes to shared values are
/// part of what a step asserts: `$0.$syncUp.withLock { $0.title = "Daily" }`.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: ReferenceBox<any SharedReference<Value>>

  init(reference: any SharedReference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// The storage (or path into one) this shared value and its copies read and write now.
  var reference: any SharedReference<Value> { self.box.reference }

  /// Creates a shared value with no persistence.
  ///
  /// ```swift
  /// DetailFeature.State(syncUp: Shared(value: SyncUp(id: SyncUp.ID())))
  /// ```
  public init(value: sending Value) {
    self.init(reference: SharedStorage(value: value))
  }

  /// Creates a shared value from another, as the property wrapper's `$` syntax does:
  /// `_syncUp = Shared(projectedValue: syncUp)`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now, otherwise a shared value that reads
  /// and writes the wrapped value.
  ///
  /// ```swift
  /// guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let reference = UnwrappedReference(base: base.reference) else { return nil }
    self.init(reference: reference)
  }

  /// The current value.
  ///
  /// Assigning to it is deprecated: it writes through the lock, but a read-modify-write such as
  /// `count += 1` is then two separate accesses that another writer can come between. Mutate with
  /// ``withLock(_:fileID:filePath:line:column:)`` instead.
  public var wrappedValue: Value {
    get { self.reference.contextualValue }
    @available(
      *, deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set { self.withLock { $0 = newValue } }
  }

  /// The shared value itself, for `$value.withLock`, derivation and passing to child features.
  ///
  /// Assigning to it points this shared value, and every copy of it, at another shared value, and
  /// notifies those who observe the value:
  ///
  /// ```swift
  /// state.$syncUp = Shared(value: syncUp)
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set {
      // Those who observed the value read it through the storage this one leaves.
      self.reference.root.touch()
      self.box.reference = newValue.reference
    }
  }

  /// Mutates the value with exclusive access.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// Inside a test store's assertion, it mutates the value the test expects instead.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    try self.reference.modify(operation)
  }

  /// A shared value for a member of this one: `$syncUp.title` is a `Shared<String>`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: self.reference, keyPath: keyPath))
  }

  /// A read-only shared value for a read-only member of this one.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: ReadOnlyReference(base: self.reference, keyPath: keyPath))
  }

  /// A read-only shared value computed from this one.
  ///
  /// ```swift
  /// let titles = $syncUps.read { $0.map(\.title) }
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { self.reference.root.isLoading }

  /// The error of the last load, if it failed (the value stays what it was).
  public var loadError: (any Error)? { self.reference.root.loadError }

  /// The error of the last save, if it failed.
  public var saveError: (any Error)? { self.reference.root.saveError }

  /// Loads the value from its key again.
  public func load() async throws {
    try await self.reference.root.load()
  }

  /// Saves the value to its key now (without waiting for a debounced save).
  public func save() async throws {
    try await self.reference.root.save()
  }
}

extension Shared where Value: Sendable {
  /// Creates a shared value persisted by `key`, starting from `wrappedValue` when the key holds
  /// nothing yet.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Creates a shared value persisted by a key that has a default value.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(reference: Self.storage(for: key, initialValue: key.defaultValue))
  }

  /// Creates a shared value persisted by a key that has a default value, overriding the default.
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedKey<Value>).Default) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Creates a shared optional persisted by `key`, `nil` until the key holds a value.
  ///
  /// ```swift
  /// @Shared(.appStorage("lastSyncUpID")) var lastSyncUpID: String?
  /// ```
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared value from a key that must hold a value: throws the key's load error, or
  /// an error when it holds nothing.
  ///
  /// ```swift
  /// let user = try await Shared(require: .fileStorage(.currentUserURL))
  /// ```
  ///
  /// The value it loaded is the shared value's: it is not loaded a second time.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await requiredValue(of: key)
    self.init(reference: Self.storage(for: key, initialValue: { value }, loadsInitially: false))
  }

  /// Points this shared value, and every copy of it, at another key, and loads that key's value.
  /// Until it is loaded, the key starts from the current value.
  ///
  /// ```swift
  /// try await $currentUser.load(.fileStorage(.userURL(id: userID)))
  /// ```
  public func load(_ key: some SharedKey<Value>) async throws {
    let value = self.wrappedValue
    let storage = Self.storage(for: key, initialValue: { value }, loadsInitially: false)
    self.box.reference = storage
    try await storage.load()
  }

  private static func storage<Key: SharedKey<Value>>(
    for key: Key, initialValue: () -> Value, loadsInitially: Bool = true
  ) -> SharedStorage<Value> {
    PersistentReferences.storage(
      for: key,
      initialValue: initialValue,
      loadsInitially: loadsInitially,
      persistence: { Persistence(key: key, initialValue: $0) }
    )
  }
}

