@_spi(Navigation) import Sharing

extension UIBinding {
  /// A binding to a shared value, for example to bind shared state to a control.
  ///
  /// ```swift
  /// @Shared(.appStorage("volume")) var volume = 5.0
  /// let slider = UIBinding($volume)
  /// ```
  ///
  /// Reading the binding reads the shared value (and is observed as that read is); writing it
  /// mutates the shared value with `withLock`.
  @MainActor
  public init(_ base: Shared<Value>) {
    self.init(
      location: UIBindingLocation(
        id: [base._referenceIdentifier],
        get: { base.wrappedValue },
        set: { newValue in base.withLock { $0 = newValue } }
      )
    )
  }
}
