extension Effect {
  /// Delays this effect by `dueTime`, restarting the delay whenever another effect with the same
  /// id is debounced before it ran.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await api.search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: self.clock)
  /// ```
  public func debounce<ID: Hashable & Sendable, C: Clock>(
    id: ID,
    for dueTime: C.Duration,
    clock: C
  ) -> Self {
    switch self.operation {
    case .none:
      return .none
    default:
      return Self.run { send in
        try await clock.sleep(for: dueTime)
        await self.runInCurrentTask(send: send)
      }
      .cancellable(id: id, cancelInFlight: true)
    }
  }
}
