#if !canImport(SwiftUI)
  /// A stand-in for SwiftUI's `Transaction` on platforms without SwiftUI (Linux, Windows, Wasm),
  /// so that feature code written for Apple platforms compiles unchanged.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .default)
  /// transaction.disablesAnimations = true
  /// store.send(.toggleTapped, transaction: transaction)
  /// ```
  ///
  /// Actions sent in a transaction are delivered as usual; the terminal user interface accepts
  /// and ignores the transaction.
  public struct Transaction: Sendable {
    /// The animation the transaction's changes would run with.
    public var animation: Animation?

    /// Whether the transaction disables animations of the views it changes.
    public var disablesAnimations = false

    /// Whether the transaction is part of a continuous interaction, such as a drag.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with the given animation.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }
#endif
