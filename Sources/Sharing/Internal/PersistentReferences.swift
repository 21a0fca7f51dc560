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

  static func storage<Key: SharedReaderKey>(
    for key: Key,
    initialValue: () -> Key.Value,
    persistence: (Key.Value) -> Persistence<Key.Value>
  ) -> SharedStorage<Key.Value> {
    let keyType = (key as? any DefaultedKey)?.baseKeyType ?? ObjectIdentifier(Key.self)
    let cacheKey = CacheKey(keyType: keyType, id: AnyHashable(key.id))
    let (storage, isNew): (SharedStorage<Key.Value>, Bool) = Self.lock.withLock {
      if let existing = Self.storages[cacheKey]?.storage as? SharedStorage<Key.Value> {
        return (existing, false)
      }
      let value = initialValue()
      let storage = SharedStorage(value: value, persistence: persistence(value))
      Self.storages[cacheKey] = WeakStorage(storage)
      if let retaining = (key as? any DefaultedKey)?.baseKey as? any RetainingKey
        ?? key as? any RetainingKey
      {
        retaining.retain(storage)
      }
      return (storage, true)
    }
    if isNew {
      storage.start()
    }
    return storage
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
