import Observation

/// The observation registrar that ``ObservableState()`` stores in each state.
///
/// It wraps the Observation module's `ObservationRegistrar` and carries the state's
/// ``ObservableStateID``. It takes no part in a state's value: two registrars are always equal,
/// hash to nothing, and encode to nothing, so that the `Equatable`, `Hashable` and `Codable`
/// conformances Swift synthesizes for a state compare and encode only its fields.
///
/// The macro-generated accessors call its methods; you do not use it directly.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that stores this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates a registrar, and with it a new identity for the state that stores it.
  public init() {}

  /// Gives the state a new identity.
  public mutating func _$willModify() {
    id = ObservableStateID()
  }

  /// Gives the state a provisional identity for an in-place modification, and returns its own.
  public mutating func _$willModifyInPlace() -> ObservableStateID {
    let id = self.id
    self.id = ObservableStateID()
    return id
  }

  /// Gives the state back the identity it had before ``_$willModifyInPlace()``.
  public mutating func _$didModifyInPlace(restoring id: ObservableStateID) {
    self.id = id
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always `true`: the registrar is not part of a state's value.
  public static func == (_: Self, _: Self) -> Bool { true }

  /// Hashes nothing: the registrar is not part of a state's value.
  public func hash(into hasher: inout Hasher) {}

  /// A decoded state is a new state, with a new registrar and identity.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing: the registrar is not part of a state's value.
  public func encode(to encoder: any Encoder) throws {}
}

extension ObservationStateRegistrar {
  /// Records that `keyPath` of `subject` was read, for the tracking scope in progress.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns `newValue` to a field's storage, notifying observers of `keyPath` unless the new
  /// value is the one already there (per `isIdentityEqual`).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) {
        value = newValue
      }
    }
  }
}

/// What an in-place modification of a field keeps until it ends, to decide then whether the
/// field's observers must be told: nothing of the field's value itself, so that modifying a large
/// collection in place never copies it.
///
/// `@ObservableState`'s `_modify` accessor gets one from the registrar's `willModify`, lets it
/// ``start(_:)`` and ``end(_:)`` around the modification, and hands it to `didModify`. The
/// registrar's calls take the field by value and the modification's take it `inout`, never both
/// in one call: a call that takes `self` along with one of its fields `inout` would copy `self`.
public struct _$FieldModification: Sendable {
  /// The identity of the state the field held before, if it held observable state.
  @usableFromInline var id: ObservableStateID?
  /// The provisional identity given to that state for the modification, if it is a struct.
  @usableFromInline var provisionalID: ObservableStateID?
  /// Whether the field still holds the same state, once `end` compared the identities.
  @usableFromInline var isSameState = false

  @inlinable
  init(id: ObservableStateID?) {
    self.id = id
  }

  /// Starts modifying a field that is not observable state: nothing to do.
  @inlinable
  public mutating func start<Member>(_ member: inout Member) {}

  /// Starts modifying a field holding observable state: a struct state gets a provisional
  /// identity for the duration of the modification.
  @inlinable
  public mutating func start<Member: ObservableState>(_ member: inout Member) {
    guard let id = member._$willModifyInPlace() else { return }
    self.id = id
    self.provisionalID = member._$id
  }

  /// Starts modifying a field holding optional observable state.
  @inlinable
  public mutating func start<Wrapped: ObservableState>(_ member: inout Wrapped?) {
    guard member != nil else { return }
    self.start(&member!)
  }

  /// Ends modifying a field that is not observable state: nothing to do.
  @inlinable
  public mutating func end<Member>(_ member: inout Member) {}

  /// Ends modifying a field holding observable state.
  ///
  /// A struct state that still has its provisional identity was modified, not replaced: it gets
  /// its own identity back. Any other identity means it was replaced (`self = other` in one of
  /// its mutating methods), even by a copy of a state with the same identity as the old one.
  @inlinable
  public mutating func end<Member: ObservableState>(_ member: inout Member) {
    guard let id = self.id, let provisionalID = self.provisionalID else { return }
    self.isSameState = member._$id == provisionalID
    if self.isSameState {
      member._$didModifyInPlace(restoring: id)
    }
  }

  /// Ends modifying a field holding optional observable state.
  @inlinable
  public mutating func end<Wrapped: ObservableState>(_ member: inout Wrapped?) {
    guard member != nil else { return }
    self.end(&member!)
  }

  /// Whether `member` is the state the field held before the modification.
  @inlinable
  func holdsTheSameState<Member: ObservableState>(_ member: Member) -> Bool {
    guard let id = self.id else { return false }
    guard self.provisionalID == nil else { return self.isSameState }
    // An enum state, or a modification that was not started (`@Presents`'s accessors): the same
    // identity means the same state.
    return member._$id._$isIdentical(to: id)
  }
}

/// What an in-place modification of a collection of observable states keeps until it ends: its
/// count and a fingerprint of its elements' identities, in order.
public struct _$CollectionModification: Sendable {
  @usableFromInline let count: Int
  @usableFromInline let fingerprint: UInt64

  @inlinable
  init<C: Collection>(_ elements: C) where C.Element: ObservableState {
    self.count = elements.count
    self.fingerprint = Self.fingerprint(of: elements)
  }

  /// Nothing to do: the elements' identities are all that is kept.
  @inlinable
  public mutating func start<Member>(_ member: inout Member) {}

  /// Nothing to do: the elements' identities are compared by the registrar's `didModify`.
  @inlinable
  public mutating func end<Member>(_ member: inout Member) {}

  /// Whether `elements` are still the same states, in the same order.
  @inlinable
  func holdsTheSameStates<C: Collection>(as elements: C) -> Bool where C.Element: ObservableState {
    elements.count == self.count && Self.fingerprint(of: elements) == self.fingerprint
  }

  @inlinable
  static func fingerprint<C: Collection>(of elements: C) -> UInt64
  where C.Element: ObservableState {
    var fingerprint: UInt64 = 0
    for index in elements.indices {
      fingerprint = elements[index]._$id.mixed(into: fingerprint)
    }
    return fingerprint
  }
}

extension ObservationStateRegistrar {
  /// Called before a field whose type is not observable state is modified in place: its
  /// observers are told now, as nothing cheap can tell afterwards whether it changed.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member
  ) -> _$FieldModification {
    registrar.willSet(subject, keyPath: keyPath)
    return _$FieldModification(id: nil)
  }

  /// Called after a field whose type is not observable state was modified in place.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    _ modification: _$FieldModification
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Called before a field holding observable state is modified in place: keeps only its identity.
  ///
  /// Changes inside the child state notify the child's own observers; the parent's field
  /// notifies only if the modification replaced the child, so that observers of the child's
  /// fields, which read the child through the field, hear of it.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member
  ) -> _$FieldModification {
    _$FieldModification(id: member._$id)
  }

  /// Called after a field holding observable state was modified in place: notifies unless the
  /// field still holds the same state.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    _ modification: _$FieldModification
  ) {
    if !modification.holdsTheSameState(member) {
      registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Called before a field holding optional observable state is modified in place.
  @inlinable
  public func willModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Wrapped?>,
    _ member: Wrapped?
  ) -> _$FieldModification {
    _$FieldModification(id: member?._$id)
  }

  /// Called after a field holding optional observable state was modified in place: notifies
  /// unless it is still `nil`, or still the same state.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Wrapped?>,
    _ member: Wrapped?,
    _ modification: _$FieldModification
  ) {
    if let member {
      if modification.holdsTheSameState(member) { return }
    } else if modification.id == nil {
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath) {}
  }

  /// Called before a collection of observable states (an `Array`, an `IdentifiedArray`, a
  /// `StackState`) is modified in place.
  ///
  /// Mutating an element notifies the observers of that element's fields, and nobody else: the
  /// collection's field notifies only when its elements are no longer the same states in the
  /// same order (one was added, removed, moved or replaced).
  @inlinable
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member
  ) -> _$CollectionModification where Member.Element: ObservableState {
    _$CollectionModification(member)
  }

  /// Called after a collection of observable states was modified in place.
  @inlinable
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    _ modification: _$CollectionModification
  ) where Member.Element: ObservableState {
    if !modification.holdsTheSameStates(as: member) {
      registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }
}

extension ObservationStateRegistrar {
  /// Tells the observers of `keyPath` that it changed.
  public func notify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.withMutation(of: subject, keyPath: keyPath) {}
  }
}
