/// A property wrapper for shared state that a feature reads but does not change.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// // From a shared value a parent owns:
/// ChildFeature.State(syncUps: SharedReader(state.$syncUps))
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: ReferenceBox<any SharedReaderReference<Value>>

  init(reference: any SharedReaderReference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// The storage (or path into one) this shared reader and its copies read now.
  var reference: any SharedReaderReference<Value> { self.box.reference }

  /// A read-only view of a shared value.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Creates a shared reader of a value with no persistence.
  public init(value: sending Value) {
    self.init(reference: SharedStorage(value: value))
  }

  /// Creates a shared reader from another, as the property wrapper's `$` syntax does.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now.
  public init?(_ base: Shared<Value?>) {
    guard let shared = Shared(base) else { return nil }
    self.init(shared)
  }

  /// Unwraps a shared reader of an optional: `nil` when it is `nil` now.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.reference.contextualValue else { return nil }
    let last = LockedValue(value)
    self.init(
      reference: ReadOnlyReference(base: base.reference, description: "\(base.reference)!") {
        optional in
        if let optional { last.set(optional) }
        return optional ?? last.get()
      }
    )
  }

  /// The current value.
  public var wrappedValue: Value {
    self.reference.contextualValue
  }

  /// The shared reader itself. Assigning to it points this reader, and every copy of it, at
  /// another shared value, and notifies those who observe the value.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set {
      self.reference.root.touch()
      self.box.reference = newValue.reference
    }
  }

  /// A shared reader for a member of this value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: ReadOnlyReference(base: self.reference, keyPath: keyPath))
  }

  /// A shared reader computed from this one.
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(reference: ReadOnlyReference(base: self.reference, map: body))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { self.reference.root.isLoading }

  /// The error of the last load, if it failed.
  public var loadError: (any Error)? { self.reference.root.loadError }

  /// Loads the value from its key again.
  public func load() async throws {
    try await self.reference.root.load()
  }
}

extension SharedReader where Value: Sendable {
  /// Creates a shared reader of the value `key` loads, starting from `wrappedValue`.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Creates a shared reader from a key that has a default value.
  public init(_ key: (some SharedReaderKey<Value>).Default) {
    self.init(reference: Self.storage(for: key, initialValue: key.defaultValue))
  }

  /// Creates a shared reader from a key that has a default value, overriding the default.
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: (some SharedReaderKey<Value>).Default
  ) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Creates a shared reader of an optional, `nil` until the key holds a value.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reader from a key that must hold a value.
  ///
  /// The value it loaded is the reader's: it is not loaded a second time.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await requiredValue(of: key)
    self.init(reference: Self.storage(for: key, initialValue: { value }, loadsInitially: false))
  }

  /// Points this shared reader, and every copy of it, at another key, and loads that key's
  /// value. Until it is loaded, the key starts from the current value.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    let value = self.wrappedValue
    let storage = Self.storage(for: key, initialValue: { value }, loadsInitially: false)
    self.box.reference = storage
    try await storage.load()
  }

  private static func storage<Key: SharedReaderKey<Value>>(
    for key: Key, initialValue: () -> Value, loadsInitially: Bool = true
  ) -> SharedStorage<Value> {
    PersistentReferences.storage(
      for: key,
      initialValue: initialValue,
      loadsInitially: loadsInitially,
      persistence: { value in
        if let writable = key as? any SharedKey<Value> {
          return Persistence(anyKey: writable, initialValue: value)
        }
        return Persistence(readerKey: key, initialValue: value)
      }
    )
  }
}
