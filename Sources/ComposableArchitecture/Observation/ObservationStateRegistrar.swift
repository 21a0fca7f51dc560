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

  /// Called before a field is modified in place; returns what the matching `didModify` needs to
  /// decide whether to notify.
  ///
  /// A field whose type is not observable state is about to change: its observers are told now.
  /// Nothing of the field is kept, so modifying a large collection in place never copies it.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member
  ) -> ObservableStateID? {
    registrar.willSet(subject, keyPath: keyPath)
    return nil
  }

  /// Called after a field whose type is not observable state was modified in place.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    _ oldID: ObservableStateID?
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Called before a field holding observable state is modified in place: keeps only its identity.
  ///
  /// Changes inside the child state notify the child's own observers; the parent's field notifies
  /// only if the modification replaced the child with another state.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member
  ) -> ObservableStateID? {
    member._$id
  }

  /// Called after a field holding observable state was modified in place: notifies unless the
  /// field still holds the same state (an enum case without observable state always notifies, as
  /// nothing cheap can tell whether its payload changed).
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    _ oldID: ObservableStateID?
  ) {
    if !member._$id._$isIdentical(to: oldID) {
      registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Called before a field holding optional observable state is modified in place.
  @inlinable
  public func willModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Wrapped?>,
    _ member: Wrapped?
  ) -> ObservableStateID? {
    member?._$id
  }

  /// Called after a field holding optional observable state was modified in place.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Wrapped?>,
    _ member: Wrapped?,
    _ oldID: ObservableStateID?
  ) {
    switch (member?._$id, oldID) {
    case (nil, nil):
      return
    case let (id?, oldID):
      if id._$isIdentical(to: oldID) { return }
    case (nil, _?):
      break
    }
    registrar.withMutation(of: subject, keyPath: keyPath) {}
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
