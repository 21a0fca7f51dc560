/// The state of a child feature that a parent presents: a sheet, a drill-down, an alert. `nil`
/// when nothing is presented.
///
/// Declare it with the ``Presents()`` macro and integrate the child with
/// `Reducer.ifLet(_:action:destination:)`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// .ifLet(\.$destination, action: \.destination)
/// ```
///
/// The projected value (`$destination`) is what `ifLet` works on. The child state is boxed, so a
/// parent stays small however large its child is, and a feature can present itself recursively.
@propertyWrapper
@dynamicMemberLookup
public struct PresentationState<State> {
  private var storage: Storage
  /// The child that the presentation reducer last saw presented, so that it can cancel that
  /// child's effects when another reducer dismissed it. Not part of the value: equality, hashing
  /// and coding ignore it, and setting ``wrappedValue`` keeps it.
  @usableFromInline
  var presentedID: NavigationID? {
    get { self.presented?.id }
    set { self.presented = newValue.map(PresentedID.init) }
  }
  // Boxed, so that the wrapper stays two words: reducers reach it through key paths, and a larger
  // value costs those accesses an allocation.
  private var presented: PresentedID?

  /// Wraps optional child state.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented child's state, or `nil`.
  public var wrappedValue: State? {
    get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(newValue)
      }
    }
  }

  /// The presentation state itself, reached as `$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented state, if it is in the given case of an enum of destinations.
  ///
  /// ```swift
  /// state.$destination[case: \.alert]
  /// ```
  ///
  /// As upstream, only the presented case can be modified through it: modifying another case (or
  /// nothing presented) is reported as an issue (`Can't modify unrelated case "alert"`) and
  /// dropped.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self.wrappedValue.flatMap { $0[case: path] } }
    set {
      guard self[case: path] != nil else {
        reportUnrelatedCaseModification(current: self.wrappedValue)
        return
      }
      self.wrappedValue = newValue.map(path.callAsFunction)
    }
  }

  /// The presentation of one case of an enum of destinations: `$destination.alert`.
  ///
  /// Setting it to `nil` dismisses the destination only if it is in that case.
  public subscript<Case>(
    dynamicMember path: CaseKeyPath<State, Case>
  ) -> PresentationState<Case> where State: CasePathable {
    get { PresentationState<Case>(wrappedValue: self[case: path]) }
    set {
      if let presented = newValue.wrappedValue {
        self.wrappedValue = path(presented)
      } else if self[case: path] != nil {
        self.wrappedValue = nil
      }
    }
  }

  /// The presentation of a part of the presented state.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: self.wrappedValue?[keyPath: keyPath])
  }
}

extension PresentationState {
  /// The box that holds the child state; copied on write.
  private final class Storage: @unchecked Sendable {
    var state: State?
    init(_ state: State?) { self.state = state }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

// The box is never shared mutably: writes to a shared box copy it first.
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Presentation state dumps as the optional child state it holds.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

/// The boxed ``NavigationID`` of a presented child (see `PresentationState.presentedID`).
private final class PresentedID: Sendable {
  let id: NavigationID
  init(_ id: NavigationID) { self.id = id }
}
