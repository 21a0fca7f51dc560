/// An action for one element of a collection feature, identified by the element's id.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// // …
/// store.send(.rows(.element(id: row.id, action: .toggleTapped)))
/// ```
///
/// Case key paths reach an element's actions by id: `\.rows[id: 1].toggleTapped`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with the given id.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: Sendable {
    /// The ``element(id:action:)`` case.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The actions of the element with the given id.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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

extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension Case {
  /// The case path to one element's actions: `\.rows[id: 1]`.
  public subscript<ID: Hashable & Sendable, Action>(
    id id: ID
  ) -> Case<Action> where Value == IdentifiedAction<ID, Action> {
    self[dynamicMember: \IdentifiedAction<ID, Action>.AllCasePaths[id: id]]
  }
}

/// The identified action of a reducer's elements: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
