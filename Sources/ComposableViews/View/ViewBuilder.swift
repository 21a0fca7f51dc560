/// Builds the content of a stack, form, section or ``View/body`` from a list of views,
/// with `if`, `if let`, `switch` and `for` as in SwiftUI.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildExpression(_ view: some View) -> any View { view }

  public static func buildBlock() -> TupleView { TupleView([]) }

  public static func buildBlock(_ views: any View...) -> TupleView { TupleView(views) }

  public static func buildOptional(_ view: (any View)?) -> any View { OptionalView(content: view) }

  public static func buildEither(first view: any View) -> any View {
    ConditionalView(isFirst: true, content: view)
  }

  public static func buildEither(second view: any View) -> any View {
    ConditionalView(isFirst: false, content: view)
  }

  public static func buildArray(_ views: [any View]) -> any View { TupleView(views) }

  public static func buildLimitedAvailability(_ view: any View) -> any View { view }

  public static func buildFinalResult(_ view: any View) -> TupleView {
    view as? TupleView ?? TupleView([view])
  }
}
