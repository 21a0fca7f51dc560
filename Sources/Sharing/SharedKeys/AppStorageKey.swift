import ConcurrencyExtras
import Dependencies
import Foundation

/// A key for a value kept in user defaults. Create one with `.appStorage("name")`.
///
/// ```swift
/// @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// @Shared(.appStorage("theme")) var theme: Theme = .system  // a String raw value
/// ```
///
/// Values are read from and written to the `defaultAppStorage` dependency, a `UserDefaults`:
/// `.standard` in the app, a fresh ``Foundation/UserDefaults/inMemory`` suite in each test. A key
/// the defaults do not hold yet is given the shared value's initial value, as upstream.
///
/// Changes made to the defaults by others are followed through
/// `UserDefaults.didChangeNotification`. Linux has no key-value observing of user defaults, and
/// its Foundation posts no such notification: this key posts it after saving, and so does every
/// write to an ``Foundation/UserDefaults/inMemory`` suite. Code that writes another suite (or
/// `.standard`) directly should post it too.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let store: UncheckedSendable<UserDefaults>
  let lookup: any AppStorageLookup<Value>
  /// The stored object last seen, to tell a change of this key from a change of another one.
  private let lastSeen: LockedValue<AnyEquatableDefault>

  init(_ key: String, store: UserDefaults?, lookup: some AppStorageLookup<Value>) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedSendable(store ?? defaultStore)
    self.lookup = lookup
    self.lastSeen = LockedValue(AnyEquatableDefault(self.store.value.object(forKey: key)))
    reportNewStoreForExistingSuite(self.store.value, key: self)
  }

  /// The name in its user defaults.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: self.key, store: ObjectIdentifier(self.store.value))
  }

  /// Reads the stored value; none (or one of another type) means the initial value. The first
  /// load of a key the defaults do not hold writes the initial value to them.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let store = self.store.value
    if case let .initialValue(initialValue) = context, store.object(forKey: self.key) == nil {
      self.write(initialValue)
    }
    continuation.resume(with: .success(self.lookup.load(from: store, at: self.key)))
  }

  /// Follows changes to the key announced by `UserDefaults.didChangeNotification`.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    reportInvalidKeyFormat(self.key)
    let (key, store, lookup, last) = (self.key, self.store, self.lookup, self.lastSeen)
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in
      // This key's own write, announced while it is made, is no change to follow.
      guard !AppStorageWrite.isWriting else { return }
      let current = AnyEquatableDefault(store.value.object(forKey: key))
      let hasChanged = last.withValue { last in
        defer { last = current }
        return last != current
      }
      guard hasChanged else { return }
      subscriber.yield(with: .success(lookup.load(from: store.value, at: key)))
    }
    let token = UncheckedSendable(observer)
    return SharedSubscription {
      NotificationCenter.default.removeObserver(token.value)
    }
  }

  /// Stores the value (an optional's `nil` removes the key).
  public func save(_ value: Value, context _: SaveContext, continuation: SaveContinuation) {
    self.write(value)
    #if !canImport(Darwin)
      // Foundation posts this only on Apple platforms (an in-memory suite posts it itself); other
      // shared values of this key in other stores learn of the change through it.
      if !(self.store.value is NotifyingUserDefaults) {
        NotificationCenter.default.post(
          name: UserDefaults.didChangeNotification, object: self.store.value
        )
      }
    #endif
    continuation.resume()
  }

  private func write(_ value: Value) {
    AppStorageWrite.$isWriting.withValue(true) {
      self.lookup.save(value, to: self.store.value, at: self.key)
    }
    self.lastSeen.set(AnyEquatableDefault(self.store.value.object(forKey: self.key)))
  }
}

/// Whether an app storage key is writing its own value, whose change notification (posted while
/// the write is made, by an in-memory suite) it must not take for a change made by others.
private enum AppStorageWrite {
  @TaskLocal static var isWriting = false
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String { ".appStorage(\(String(reflecting: self.key)))" }
}

/// The identity of an app storage key: its name in one user defaults.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// A user defaults value compared by its property-list contents, to tell a change of this key from
/// a change of another one.
struct AnyEquatableDefault: Equatable, @unchecked Sendable {
  let object: Any?
  init(_ object: Any?) { self.object = object }
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.object, rhs.object) {
    case (nil, nil): true
    case let (lhs as NSObject, rhs as NSObject): lhs.isEqual(rhs)
    case let (lhs?, rhs?): String(describing: lhs) == String(describing: rhs)
    default: false
    }
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.inMemory) }
}

extension DependencyValues {
  /// The user defaults `.appStorage` keys use: `.standard` live, a fresh suite in each test.
  ///
  /// ```swift
  /// $0.defaultAppStorage = UserDefaults(suiteName: "onboarding-tests")!
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}
