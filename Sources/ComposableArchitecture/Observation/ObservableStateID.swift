/// The identity of an ``ObservableState`` value.
///
/// Two copies of one state share an identity, while a freshly created state has its own. The
/// observation machinery uses it to decide, in constant time, whether a child state assigned to a
/// parent's field is the one already there (its own fields notify their observers) or a new one
/// (the parent's field must notify); the store uses it to tell child features apart.
///
/// The identity is a reference to a small object compared with `===`: creating one costs a single
/// allocation, comparing two costs nothing, and unlike an object's address it cannot be reused while
/// any copy of the state is alive.
///
/// An enum state in a case whose payload is not observable state (an alert, plain data, or no
/// payload at all) has no object to point to: its identity names the case only. It is stable,
/// so that the case can be told apart from others, but it does not prove that two values are the
/// same state (see `_$isIdentical(to:)`).
public struct ObservableStateID: Hashable, Sendable {
  /// The object whose identity a state carries, or `nil` when the identity only names an enum case.
  private let location: Location?
  /// Distinguishes the cases of an enum state that wrap the same child state.
  private let tag: Int

  private final class Location: Sendable {}

  /// Creates a new, unique identity.
  public init() {
    self.init(location: Location(), tag: 0)
  }

  private init(location: Location?, tag: Int) {
    self.location = location
    self.tag = tag
  }

  /// Whether two identities are the same: same object, same enum case path.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location === rhs.location && lhs.tag == rhs.tag
  }

  /// Hashes the identity's object and enum case path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(location.map(ObjectIdentifier.init))
    hasher.combine(tag)
  }

  /// Whether this identity belongs to one particular state, rather than only naming an enum case.
  public var _$isStateIdentity: Bool {
    location != nil
  }

  /// Whether this identity proves that its value is the same state as the one `other` belongs
  /// to: both belong to one particular state and it is the same.
  public func _$isIdentical(to other: Self?) -> Bool {
    _$isStateIdentity && self == other
  }

  /// The identity of an enum case without observable state: it names the case only.
  public static let _$inert = ObservableStateID(location: nil, tag: 0)

  /// The identity of the enum case numbered `tag` that wraps a value with this identity.
  public func _$tag(_ tag: Int) -> Self {
    // Nested enum states tag an already tagged identity: mix the tags so that each path of cases
    // gets its own value.
    Self(location: location, tag: self.tag &* 31 &+ tag &+ 1)
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
