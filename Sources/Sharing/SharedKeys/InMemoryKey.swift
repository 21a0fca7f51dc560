import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a value kept in memory for the life of the app (or of the test), shared by every
  /// `@Shared(.inMemory(key))` with the same name.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  ///
  /// The values live in the `defaultInMemoryStorage` dependency: each test gets its own.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key: key, storage: Dependency(\.defaultInMemoryStorage).wrappedValue)
  }
}

/// A key for a value kept in memory. Create one with `.inMemory("name")`.
public struct InMemoryKey<Value: Sendable>: SharedKey, RetainingKey {
  let key: String
  let storage: InMemoryStorage

  /// The key's name within its storage.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: self.key, storage: self.storage)
  }

  /// The value lives in its shared storage, which the in-memory storage keeps: loading returns
  /// the value it holds (the initial value when there is none yet).
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let value = self.storage.value(for: self.key, as: Value.self) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: value)
  }

  /// Nothing else changes an in-memory value: the subscription does nothing.
  public func subscribe(
    context _: LoadContext<Value>, subscriber _: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// The value already lives in the storage the in-memory storage keeps: nothing to save.
  public func save(_ value: Value, context _: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }

  func retain(_ storage: AnyObject) {
    self.storage.retain(storage, for: self.key)
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String { ".inMemory(\(String(reflecting: self.key)))" }
}

/// The identity of an in-memory key: its name within one storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

/// Where in-memory shared values live. The live app has one; each test gets a fresh one, so that
/// tests never see each other's values.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// }
/// ```
public struct InMemoryStorage: Hashable, Sendable {
  private let box = Box()

  /// Creates an empty storage.
  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.box))
  }

  func retain(_ storage: AnyObject, for key: String) {
    self.box.retain(storage, for: key)
  }

  /// The value kept for `key`, if a shared value of that type was made for it.
  func value<Value>(for key: String, as _: Value.Type) -> Value? {
    self.box.storage(for: key, as: Value.self)?.untrackedValue
  }

  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var storages: [String: [AnyObject]] = [:]

    func retain(_ storage: AnyObject, for key: String) {
      self.lock.withLock { self.storages[key, default: []].append(storage) }
    }

    func storage<Value>(for key: String, as _: Value.Type) -> SharedStorage<Value>? {
      self.lock.withLock {
        self.storages[key]?.lazy.compactMap { $0 as? SharedStorage<Value> }.first
      }
    }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` shared values: one for the app, a fresh one in each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
