import Foundation

// One overload per type user defaults can hold, as SwiftUI's `@AppStorage` offers.

extension SharedReaderKey {
  /// A key for a `Bool` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: Bool = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `Bool` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for an `Int` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: Int = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `Int` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `Double` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: Double = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `Double` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `String` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: String = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `String` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `[String]` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: [String] = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `[String]` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<[String]?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `Data` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: Data = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `Data` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `Date` kept in user defaults:
  /// `@Shared(.appStorage("key")) var value: Date = …`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: PropertyListLookup())
  }

  /// A key for an optional `Date` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: PropertyListLookup()))
  }

  /// A key for a `URL` kept in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: URLLookup())
  }

  /// A key for an optional `URL` kept in user defaults; `nil` removes it.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: URLLookup()))
  }

  /// A key for a value kept in user defaults as its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: RawRepresentableLookup(base: PropertyListLookup()))
  }

  /// A key for an optional value kept in user defaults as its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value?> {
    AppStorageKey(
      key, store: store,
      lookup: OptionalLookup(
        base: RawRepresentableLookup<Value, PropertyListLookup<Int>>(base: PropertyListLookup())
      )
    )
  }

  /// A key for a value kept in user defaults as its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: RawRepresentableLookup(base: PropertyListLookup()))
  }

  /// A key for an optional value kept in user defaults as its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value?> {
    AppStorageKey(
      key, store: store,
      lookup: OptionalLookup(
        base: RawRepresentableLookup<Value, PropertyListLookup<String>>(base: PropertyListLookup())
      )
    )
  }

  /// A key for a `Codable` value kept in user defaults as its JSON encoding. The overloads for
  /// the types user defaults hold, and for raw-representable values, are preferred to it.
  ///
  /// ```swift
  /// @Shared(.appStorage("settings")) var settings = Settings()
  /// ```
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: CodableLookup())
  }

  /// A key for an optional `Codable` value kept in user defaults as its JSON encoding; `nil`
  /// removes it.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: OptionalLookup(base: CodableLookup<Value>()))
  }
}
