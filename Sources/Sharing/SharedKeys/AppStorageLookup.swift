import Foundation

/// How an app storage key reads and writes its type of value in user defaults.
protocol AppStorageLookup<Value>: Sendable {
  associatedtype Value
  /// The stored value, or `nil` when there is none (or it is of another type).
  func load(from store: UserDefaults, at key: String) -> Value?
  func save(_ value: Value, to store: UserDefaults, at key: String)
}

/// Property-list values: `Bool`, `Int`, `Double`, `String`, `[String]`, `Data`, `Date`.
struct PropertyListLookup<Value: Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Value? {
    store.object(forKey: key) as? Value
  }
  func save(_ value: Value, to store: UserDefaults, at key: String) {
    store.set(value, forKey: key)
  }
}

/// URLs: a file URL stored as its path, which `UserDefaults.url(forKey:)` reads back as a file
/// URL, as it does the URLs Foundation stores itself; another URL as its absolute string (Linux
/// Foundation would store only its path).
struct URLLookup: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> URL? {
    guard let string = store.string(forKey: key) else { return nil }
    if let url = URL(string: string), url.scheme != nil { return url }
    return store.url(forKey: key)
  }
  func save(_ value: URL, to store: UserDefaults, at key: String) {
    store.set(value.isFileURL ? value.path : value.absoluteString, forKey: key)
  }
}

/// A raw-representable value, stored as its raw value.
struct RawRepresentableLookup<Value: RawRepresentable & Sendable, Base: AppStorageLookup>:
  AppStorageLookup
where Base.Value == Value.RawValue {
  let base: Base
  func load(from store: UserDefaults, at key: String) -> Value? {
    self.base.load(from: store, at: key).flatMap(Value.init(rawValue:))
  }
  func save(_ value: Value, to store: UserDefaults, at key: String) {
    self.base.save(value.rawValue, to: store, at: key)
  }
}

/// An optional value: `nil` removes the key.
struct OptionalLookup<Base: AppStorageLookup>: AppStorageLookup {
  let base: Base
  func load(from store: UserDefaults, at key: String) -> Base.Value?? {
    self.base.load(from: store, at: key).map(Optional.some)
  }
  func save(_ value: Base.Value?, to store: UserDefaults, at key: String) {
    if let value {
      self.base.save(value, to: store, at: key)
    } else {
      store.removeObject(forKey: key)
    }
  }
}

/// A `Codable` value of no type user defaults hold, stored as its JSON encoding; data that does
/// not decode reads as no value.
struct CodableLookup<Value: Codable & Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Value? {
    store.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
  }
  func save(_ value: Value, to store: UserDefaults, at key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    store.set(data, forKey: key)
  }
}
