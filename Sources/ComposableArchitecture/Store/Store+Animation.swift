#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Store {
  /// Sends an action to the store with an animation.
  ///
  /// ```swift
  /// store.send(.toggleTapped, animation: .default)
  /// ```
  ///
  /// Where SwiftUI exists the state change is animated; elsewhere the action is sent as usual and
  /// the animation is ignored.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action to the store in a transaction.
  ///
  /// Where SwiftUI exists the state change happens in the transaction; elsewhere the action is
  /// sent as usual and the transaction is ignored.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      self.send(action)
    }
  }
}
