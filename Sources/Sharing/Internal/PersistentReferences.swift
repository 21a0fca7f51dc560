import Dependencies
import Foundation

/// The storages of keyed shared values, by key: every `@Shared(.key)` whose key has the same id
/// shares one storage while any of them is alive.
enum PersistentReferences {
  private struct CacheKey: Hashable, @unchecked Sendable {
    let keyType: ObjectIdentifier
    let id: AnyHashable
  }

  private final class WeakStorage {
    weak var storage: AnyObject?
    init(_ storage: AnyObject) { self.storage = storage }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var storages: [CacheKey: WeakStorage] = [:]

  /// The storage of `key`: the one already registered for its id, or a new one that starts from
  /// `initialValue` and, unless `loadsInitially` is false, loads the key's value.
  ///
  /// The initial value is computed outside the table's lock, since it may create other shared
  /// values (even of the same key): the first storage registered for a key is the one every
  /// shared value of that key gets, and a storage made meanwhile for it is dropped.
  static func storage<Key: SharedReaderKey>(
    for key: Key,
    initialValue: () -> Key.Value,
    loadsInitially: Bool = true,
    persistence: (Key.Value) -> Persistence<Key.Value>
  ) -> SharedStorage<Key.Value> {
    let keyType = (key as? any DefaultedKey)?.baseKeyType ?? ObjectIdentifier(Key.self)
    let cacheKey = CacheKey(keyType: keyType, id: AnyHashable(key.id))
    if let existing = Self.lock.withLock({ Self.registered(cacheKey, as: Key.Value.self) }) {
      return existing
    }
    let value = initialValue()
    // A dependency being built on another thread (under the dependency cache's lock) may create
    // this key and change it in its initialiser. Resolving a dependency here waits for it to
    // finish, so the storage found below carries that change, as upstream's does.
    _ = DependencyValues._current.context
    let candidate = SharedStorage(value: value, persistence: persistence(value))
    let storage: SharedStorage<Key.Value>? = Self.lock.withLock {
      if let existing = Self.registered(cacheKey, as: Key.Value.self) {
        return existing
      }
      Self.storages[cacheKey] = WeakStorage(candidate)
      // Forget the keys whose storages are gone, each time the table doubles.
      if Self.storages.count >= 64, Self.storages.count.nonzeroBitCount == 1 {
        Self.storages = Self.storages.filter { $0.value.storage != nil }
      }
      if let retaining = (key as? any DefaultedKey)?.baseKey as? any RetainingKey
        ?? key as? any RetainingKey
      {
        retaining.retain(candidate)
      }
      return nil
    }
    if let storage {
      return storage
    }
    candidate.start(loadsInitially: loadsInitially)
    return candidate
  }

  private static func registered<Value>(
    _ cacheKey: CacheKey, as _: Value.Type
  ) -> SharedStorage<Value>? {
    Self.storages[cacheKey]?.storage as? SharedStorage<Value>
  }
}

/// A key whose source is the storage itself (in-memory keys): the source keeps the storage alive,
/// so the value outlives the shared values that use it, and saving it needs no copy.
protocol RetainingKey {
  func retain(_ storage: AnyObject)
}

/// A key with a default value shares its storage with the same key without one.
protocol DefaultedKey {
  var baseKeyType: ObjectIdentifier { get }
  var baseKey: Any { get }
}

extension _SharedKeyDefault: DefaultedKey {
  var baseKeyType: ObjectIdentifier { ObjectIdentifier(Base.self) }
  var baseKey: Any { self.base }
}
