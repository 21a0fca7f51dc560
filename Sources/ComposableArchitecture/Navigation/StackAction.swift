/// The actions of a navigation stack, as seen by the feature that owns it: an element's actions,
/// and the requests to push and pop elements.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths reach an element's actions by id: `\.path[id: 0].detail.deleteButtonTapped`.
public enum StackAction<State, Action>: CasePathable {
  /// An action of the element with the given id.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with the given id and every element above it.
  case popFrom(id: StackElementID)

  /// Pushes an element with the given id, which must be the next id the stack would hand out.
  indirect case push(id: StackElementID, state: State)

  /// The case paths of ``StackAction``.
  public struct AllCasePaths: Sendable {
    /// The ``element(id:action:)`` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The ``popFrom(id:)`` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The ``push(id:state:)`` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with the given id.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
  /// The case path to one stack element's actions: `\.path[id: 0]`.
  public subscript<State, Action>(
    id id: StackElementID
  ) -> Case<Action> where Value == StackAction<State, Action> {
    self[dynamicMember: \StackAction<State, Action>.AllCasePaths[id: id]]
  }
}

/// The stack action of a reducer of stack elements: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

// Synthesized: `{"push":{"id":1,"state":…}}`, `{"element":{"id":1,"action":…}}`,
// `{"popFrom":{"id":1}}`.
extension StackAction: Decodable where State: Decodable, Action: Decodable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}
