#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Effect {
  /// An effect that feeds an action back into the store with an animation.
  ///
  /// ```swift
  /// case .closeButtonTapped:
  ///   return .send(.delegate(.close), animation: .default)
  /// ```
  ///
  /// The action is delivered synchronously, as with ``send(_:)``. Where SwiftUI does not exist
  /// the animation is ignored.
  public static func send(_ action: Action, animation: Animation? = nil) -> Self {
    Self.send(action).animation(animation)
  }

  /// Sends the actions of this effect's asynchronous work with an animation.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(try await self.numberFact.fetch(count)))
  /// }
  /// .animation()
  /// ```
  ///
  /// Where SwiftUI does not exist the animation is ignored and actions are delivered as usual.
  public func animation(_ animation: Animation? = .default) -> Self {
    self.transaction(Transaction(animation: animation))
  }

  /// Sends the actions of this effect's asynchronous work in a transaction.
  ///
  /// Actions that the effect sends synchronously (``send(_:)``) are delivered as part of the
  /// action that returned it, and are not wrapped. Where SwiftUI does not exist the transaction
  /// is ignored and actions are delivered as usual.
  public func transaction(_ transaction: Transaction) -> Self {
    let transaction = UncheckedSendable(transaction)
    return self.rewritingRuns { run in
      Run(priority: run.priority, name: run.name, dependencies: run.dependencies) { send in
        await run.operation(
          Send { action in
            withTransaction(transaction.value) { send(action) }
          }
        )
      }
    }
  }
}

/// A convenience for naming the effects of a feature: `EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
