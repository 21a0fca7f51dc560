#if !canImport(SwiftUI)
  /// Runs `body` as SwiftUI's `withAnimation` does, on platforms without SwiftUI (Linux,
  /// Windows, Wasm), so that feature code written for Apple platforms compiles unchanged.
  ///
  /// ```swift
  /// return .run { send in
  ///   let fact = try await self.numberFact.fetch(count)
  ///   withAnimation {
  ///     send(.factResponse(fact))
  ///   }
  /// }
  /// ```
  ///
  /// The body runs at once and its result is returned; the animation is accepted and ignored.
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` as SwiftUI's `withTransaction` does, on platforms without SwiftUI: at once,
  /// returning its result; the transaction is accepted and ignored.
  public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` as SwiftUI's `withTransaction(_:_:_:)` does, on platforms without SwiftUI: at
  /// once, returning its result; the transaction value is accepted and ignored.
  public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>,
    _ value: Value,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
