import Foundation

/// The identity of an ``ObservableState`` value.
///
/// Two copies of one state share an identity, while a freshly created state has its own. The
/// observation machinery uses it to decide, in constant time, whether a child state assigned to a
/// parent's field is the one already there (its own fields notify their observers) or a new one
/// (the parent's field must notify); the store uses it to tell child features apart.
///
/// The identity is a serial number that is never handed out twice: creating one costs no
/// allocation, copying or comparing one costs no reference counting, and unlike an object's
/// address it cannot be reused by a later state, even after every copy of the first one is gone.
///
/// An enum state in a case whose payload is not observable state (an alert, plain data, or no
/// payload at all) has no serial number of its own: its identity names the case only. It is
/// stable, so that the case can be told apart from others, but it does not prove that two values
/// are the same state (see `_$isIdentical(to:)`).
public struct ObservableStateID: Hashable, Sendable {
  /// The state's serial number, or `0` when the identity only names an enum case.
  @usableFromInline let serial: UInt64
  /// Distinguishes the cases of an enum state that wrap the same child state.
  @usableFromInline let tag: Int

  /// Creates a new, unique identity.
  public init() {
    self.init(serial: SerialNumbers.shared.next(), tag: 0)
  }

  private init(serial: UInt64, tag: Int) {
    self.serial = serial
    self.tag = tag
  }

  /// Whether this identity belongs to one particular state, rather than only naming an enum case.
  public var _$isStateIdentity: Bool {
    serial != 0
  }

  /// Whether this identity proves that its value is the same state as the one `other` belongs
  /// to: both belong to one particular state and it is the same.
  public func _$isIdentical(to other: Self?) -> Bool {
    _$isStateIdentity && self == other
  }

  /// The identity of an enum case without observable state: it names the case only.
  public static let _$inert = ObservableStateID(serial: 0, tag: 0)

  /// The identity of the enum case numbered `tag` that wraps a value with this identity.
  public func _$tag(_ tag: Int) -> Self {
    // Nested enum states tag an already tagged identity: mix the tags so that each path of cases
    // gets its own value.
    Self(serial: serial, tag: self.tag &* 31 &+ tag &+ 1)
  }

  /// Mixes this identity into `fingerprint`, a running summary of a sequence of identities in
  /// which any change of an identity or of the order gives another value.
  @inlinable
  func mixed(into fingerprint: UInt64) -> UInt64 {
    // SplitMix64's finalizer: every bit of the input affects every bit of the output.
    var x = (fingerprint ^ serial) &+ 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(tag)) &* 31
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 31)
  }

  /// The identity of an enum case's payload: its own when it is observable state.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// The identity of an enum case's payload whose type is not known to be observable state: its
  /// own if it is one after all, otherwise ``_$inert``.
  public static func _$id<Value>(for value: Value) -> Self {
    (value as? any ObservableState)?._$id ?? ._$inert
  }
}

/// Hands out the serial numbers of state identities, from any thread.
private final class SerialNumbers: @unchecked Sendable {
  static let shared = SerialNumbers()

  private let lock = NSLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.last += 1
    return self.last
  }
}
