/// The actions of a presented child feature, as seen by its parent: the child's own actions, and
/// the request to dismiss it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through it to the child's actions: `\.destination.add.saveButtonTapped`
/// is the child's action wrapped in ``presented(_:)``.
public enum PresentationAction<Action>: CasePathable {
  /// The user interface or the child asked to dismiss the child. The presentation reducer sets
  /// the child state to `nil`, which cancels the child's effects.
  case dismiss

  /// An action of the presented child.
  indirect case presented(Action)

  /// The case paths of ``PresentationAction``.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The ``dismiss`` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The ``presented(_:)`` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the presented child's actions, reached directly: `\.destination.alert`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      Self.presented(AnyCasePath(keyPath))
    }

    /// A case of the presented child's actions, as the presentation actions of that case alone,
    /// for scoping a store to one destination.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      Self.presentation(AnyCasePath(keyPath))
    }

    // The closures are built apart from the subscripts, whose `CasePathable` requirement they do
    // not need and must not capture.
    private static func presented<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(casePath.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return casePath.extract(from: action)
        }
      )
    }

    private static func presentation<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> {
      AnyCasePath(
        embed: {
          switch $0 {
          case .dismiss: .dismiss
          case let .presented(action): .presented(casePath.embed(action))
          }
        },
        extract: {
          switch $0 {
          case .dismiss: .dismiss
          case let .presented(action): casePath.extract(from: action).map { .presented($0) }
          }
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
