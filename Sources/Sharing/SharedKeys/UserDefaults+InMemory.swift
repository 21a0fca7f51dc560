import Foundation

extension UserDefaults {
  /// A new, empty suite of user defaults, as each test's `defaultAppStorage` is: its values are
  /// not shared with any other suite.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.defaultAppStorage = .inMemory
  /// }
  /// ```
  ///
  /// Where Foundation posts no `UserDefaults.didChangeNotification` (Linux), this suite posts it
  /// on each of its writes, so that `.appStorage` keys see values written to it directly.
  public static var inMemory: UserDefaults {
    let suiteName = "\(NSTemporaryDirectory())co.pointfree.Sharing.\(UUID().uuidString)"
    #if canImport(Darwin)
      return UserDefaults(suiteName: suiteName)!
    #else
      return NotifyingUserDefaults(suiteName: suiteName)!
    #endif
  }
}

#if !canImport(Darwin)
  /// User defaults that announce their changes, as Apple's Foundation does and Linux's does not.
  final class NotifyingUserDefaults: UserDefaults {
    // Every typed setter (`set(_: Int, forKey:)` …) goes through this one.
    override func set(_ value: Any?, forKey defaultName: String) {
      super.set(value, forKey: defaultName)
      NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }

    override func removeObject(forKey defaultName: String) {
      super.removeObject(forKey: defaultName)
      NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }
  }
#endif
