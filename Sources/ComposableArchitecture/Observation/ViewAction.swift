#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An action type that groups the actions a view sends in a `view` case, apart from the actions
/// effects and parents send.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   enum Action: ViewAction {
///     case view(View)
///     case factResponse(String)
///     enum View { case incrementButtonTapped }
///   }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view that sends view actions to its store with `send(.incrementButtonTapped)`, for
/// `send(.view(.incrementButtonTapped))`. The `@ViewAction(for:)` macro conforms views to it.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the view's store.
  associatedtype StoreState

  /// The actions of the view's store.
  associatedtype StoreAction: ViewAction

  /// The view's store.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }

  /// Sends a view action to the store with an animation, as
  /// ``Store/send(_:animation:)`` does for any action:
  ///
  /// ```swift
  /// send(.toggleTapped, animation: .default)
  /// ```
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    self.store.send(.view(action), animation: animation)
  }

  /// Sends a view action to the store in a transaction, as ``Store/send(_:transaction:)`` does
  /// for any action.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    self.store.send(.view(action), transaction: transaction)
  }
}
