import Dependencies
import Foundation
import IssueReporting

extension DependencyValues {
  /// Whether an `.appStorage` key whose name contains a "." or starts with "@" is reported, as
  /// key-value observation on Apple platforms cannot follow such a key. `true` by default; turn
  /// it off for keys whose format you do not control.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.appStorageKeyFormatWarningEnabled = false
  /// }
  /// ```
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningEnabledKey.self] }
    set { self[AppStorageKeyFormatWarningEnabledKey.self] = newValue }
  }
}

private enum AppStorageKeyFormatWarningEnabledKey: DependencyKey {
  static let liveValue = true
  static let testValue = true
}

/// Reports a key name that key-value observation cannot follow, with upstream's words: code
/// shared with Apple platforms should not use one.
func reportInvalidKeyFormat(_ key: String) {
  let containsPeriod = key.contains(".")
  guard containsPeriod || key.hasPrefix("@") else { return }
  @Dependency(\.appStorageKeyFormatWarningEnabled) var isEnabled
  guard isEnabled else { return }
  let character = containsPeriod ? "." : "@"
  reportIssue(
    """
    A Shared app storage key (\(key.debugDescription)) contains an invalid character \
    (\(character.debugDescription)) for key-value observation. External updates will be \
    observed less efficiently and accurately via notification center, instead.

    Please reformat this key by removing invalid characters in order to ensure efficient, \
    cross-process observation.

    If you cannot control the format of this key and would like to silence this warning, \
    override the '\\.appStorageKeyFormatWarningEnabled' dependency at the entry point of \
    your application. For example:

        import Dependencies

        @main
        struct MyApp: App {
          init() {
            prepareDependencies {
              $0.appStorageKeyFormatWarningEnabled = false
            }
            // ...
          }
          // ...
        }
    """
  )
}

/// The store object last given for each suite name.
private let storesBySuite = LockedValue<[String: ObjectIdentifier]>([:])

/// Reports a second store object for a suite that already has one (in debug builds, as
/// upstream): two objects for one suite do not see each other's writes.
func reportNewStoreForExistingSuite<Value>(_ store: UserDefaults, key: AppStorageKey<Value>) {
  #if DEBUG
    guard let suiteName = suiteName(of: store) else { return }
    let id = ObjectIdentifier(store)
    let previous = storesBySuite.withValue { stores in
      defer { stores[suiteName] = id }
      return stores[suiteName]
    }
    guard let previous, previous != id else { return }
    reportIssue(
      """
      '@Shared(\(key))' was given a new store object for an existing suite name \
      (\(suiteName.debugDescription)).

      Shared app storage for a given suite should all share the same store object to \
      ensure synchronization and observation. For example, define a store as a \
      'static let' and refer to this single instance when creating shared app storage:

          extension UserDefaults {
            nonisolated(unsafe) static let mySuite = UserDefaults(
              suiteName: \(suiteName.debugDescription)
            )!
          }

          @Shared(.appStorage(\(key.key.debugDescription), store: .mySuite) var myProperty
      """
    )
  #endif
}

/// The suite name of user defaults made with `UserDefaults(suiteName:)`. Foundation does not
/// publish it: on Linux it is the `suite` the object stores (Apple's objects expose nothing to
/// reflection, and are not checked).
private func suiteName(of store: UserDefaults) -> String? {
  var mirror: Mirror? = Mirror(reflecting: store)
  while let current = mirror {
    if let suite = current.children.first(where: { $0.label == "suite" }) {
      return suite.value as? String
    }
    mirror = current.superclassMirror
  }
  return nil
}
