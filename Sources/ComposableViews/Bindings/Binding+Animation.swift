import ComposableArchitecture

extension Binding {
  /// The same binding: both hosts draw a change at once, so there is nothing to animate. Accepted
  /// so that `Picker("Filter", selection: $store.filter.animation())` compiles.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }
}
