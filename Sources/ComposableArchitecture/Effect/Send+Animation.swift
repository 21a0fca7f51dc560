#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends an action back into the store with an animation, unless the effect has been
  /// cancelled.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(fact), animation: .default)
  /// }
  /// ```
  ///
  /// Where SwiftUI exists the state change is animated; elsewhere the action is delivered as
  /// usual and the animation is ignored.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self.callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the store in a transaction, unless the effect has been
  /// cancelled.
  ///
  /// Where SwiftUI exists the state change happens in the transaction; elsewhere the action is
  /// delivered as usual and the transaction is ignored.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      self.send(action)
    }
  }
}

/// A convenience for naming the `Send` of a feature's effects: `SendOf<Feature>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
