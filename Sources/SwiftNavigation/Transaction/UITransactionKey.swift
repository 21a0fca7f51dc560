/// A key for a value of a ``UITransaction``.
///
/// ```swift
/// enum IsAnimatedKey: UITransactionKey {
///   static let defaultValue = false
/// }
/// ```
public protocol UITransactionKey {
  /// The type of the key's values.
  associatedtype Value: Sendable

  /// The value of the key in a transaction that does not set it.
  static var defaultValue: Value { get }
}

/// A transaction key whose value changes how observers run: ``observe(_:)-(UITransaction)->Void``
/// calls its closure inside ``perform(value:operation:)`` of each such key the transaction holds.
///
/// ```swift
/// enum LoggedKey: _UICustomTransactionKey {
///   static let defaultValue = false
///   static func perform(value: Bool, operation: @Sendable () -> Void) {
///     if value { print("applying a logged change") }
///     operation()
///   }
/// }
/// ```
public protocol _UICustomTransactionKey: UITransactionKey, Sendable {
  /// Runs `operation`, an observer's closure, for a transaction whose value of this key is
  /// `value`.
  static func perform(value: Value, operation: @Sendable () -> Void)
}

/// Declares a value of ``UITransaction`` with its key in one line.
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var isAnimated = false
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro UITransactionEntry() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "UITransactionEntryMacro")
