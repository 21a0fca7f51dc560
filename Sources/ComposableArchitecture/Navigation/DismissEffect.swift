#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Dismisses the feature it is called from, when that feature is presented or pushed onto a
/// stack.
///
/// A child feature dismisses itself without knowing how it was presented:
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // …
/// case .closeButtonTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// The parent receives `.destination(.dismiss)` (or `.path(.popFrom(id:))` for a stack element),
/// the child's state goes away and its effects, the calling one included, are cancelled.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?
  /// Whether this is the one a presented child's reducer sees, which dismisses through the
  /// running effect's own (see `withPresentedDependencies`).
  var forwardsToRunningEffect = false

  /// A dismiss effect that runs `dismiss`, for example to observe dismissal in a test.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init() {
    self.dismiss = nil
  }

  /// Dismisses the presented feature.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard
      let dismiss = self.presentedDismiss(
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    else { return }
    await dismiss()
  }

  /// Dismisses the presented feature with an animation.
  ///
  /// ```swift
  /// return .run { _ in await self.dismiss(animation: .default) }
  /// ```
  ///
  /// Where SwiftUI does not exist the animation is ignored and the feature is dismissed as usual.
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.callAsFunction(
      transaction: Transaction(animation: animation),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Dismisses the presented feature in a transaction.
  ///
  /// Where SwiftUI does not exist the transaction is ignored and the feature is dismissed as
  /// usual.
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard
      let dismiss = self.presentedDismiss(
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    else { return }
    let transaction = UncheckedSendable(transaction)
    await MainActor.run {
      withTransaction(transaction.value) { dismiss() }
    }
  }

  /// The closure that dismisses the presented feature, or `nil` (reported) when the feature is
  /// not presented.
  private func presentedDismiss(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> (@MainActor @Sendable () -> Void)? {
    guard let dismiss = self.dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss).
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return nil
    }
    return dismiss
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the current feature, when it is presented or pushed onto a stack. See
  /// ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the current feature is presented (by `ifLet` on presentation state) or pushed onto a
  /// stack, that is, whether ``dismiss`` can dismiss it.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// // …
  /// return self.isPresented ? .run { _ in await self.dismiss() } : .none
  /// ```
  public var isPresented: Bool {
    self.dismiss.dismiss != nil
  }
}
