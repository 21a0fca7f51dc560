/// Runs `body` with `transaction` added to the current transaction, so that observers of the
/// changes `body` makes receive it.
///
/// ```swift
/// var transaction = UITransaction()
/// transaction.isAnimated = true
/// withUITransaction(transaction) {
///   model.isPresented = true
/// }
/// ```
///
/// Values set by `transaction` replace those of the same keys in the current transaction.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs `body` with one value of the current transaction changed, so that observers of the
/// changes `body` makes receive it.
///
/// ```swift
/// withUITransaction(\.isAnimated, true) {
///   model.isPresented = true
/// }
/// ```
public func withUITransaction<R, V>(
  _ keyPath: WritableKeyPath<UITransaction, V>,
  _ value: V,
  _ body: () throws -> R
) rethrows -> R {
  var transaction = UITransaction.current
  transaction[keyPath: keyPath] = value
  return try UITransaction.$current.withValue(transaction, operation: body)
}
