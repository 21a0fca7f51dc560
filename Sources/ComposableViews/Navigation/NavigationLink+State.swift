import ComposableArchitecture

extension NavigationLink {
  /// A link showing `label` that pushes `state` onto the enclosing store-driven
  /// `NavigationStack`, as TCA's SwiftUI extension declares it:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// NavigationLink(state: SyncUpsApp.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
  ///   CardView(syncUp: syncUp)
  /// }
  /// ```
  ///
  /// `nil` makes a link that does nothing.
  public init<P>(
    state: P?,
    @ViewBuilder label: () -> TupleView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = ViewSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(title: nil, label: label(), target: .state(state, location))
  }

  /// A link titled `title` that pushes `state` onto the enclosing store-driven
  /// `NavigationStack`: `NavigationLink("Details", state: Path.State.detail(…))`.
  public init<S: StringProtocol, P>(
    _ title: S,
    state: P?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = ViewSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(title: String(title), label: nil, target: .state(state, location))
  }
}
