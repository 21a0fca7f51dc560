@_spi(Internals) import ComposableArchitecture

/// Views for the case an enum feature's state is in, built by ``CaseLet``s: TCA's view helper
/// before `switch store.case`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// SwitchStore(store) { state in
///   switch state {
///   case .loggedIn:
///     CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
///       LoggedInView(store: store)
///     }
///   case .loggedOut:
///     CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) { store in
///       LoggedOutView(store: store)
///     }
///   }
/// }
/// ```
@available(
  *, deprecated,
  message:
    "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
)
public struct SwitchStore<State, Action>: View, PrimitiveView {
  public let store: Store<State, Action>
  public let content: @MainActor (State) -> TupleView

  /// Views `content` builds from the state; the ``CaseLet``s among them scope `store`.
  public init(
    _ store: Store<State, Action>,
    @ViewBuilder content: @escaping @MainActor (_ initialState: State) -> TupleView
  ) {
    self.store = store
    self.content = content
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    var context = ResolutionContext.current
    context.switchStore = store
    let content = content(store.state)
    context.restore { ResolvedView.append(content, at: path, to: &views) }
  }
}

/// The views of one case of a ``SwitchStore``'s enum state, built from a store of that case.
@available(
  *, deprecated,
  message:
    "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
)
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction>: View, PrimitiveView {
  public let toCaseState: (EnumState) -> CaseState?
  public let fromCaseAction: (CaseAction) -> EnumAction
  public let content: @MainActor (Store<CaseState, CaseAction>) -> TupleView
  let location: ViewSourceLocation

  /// The views `content` builds from a store of the case `toCaseState` extracts, sending
  /// actions embedded by `fromCaseAction`.
  public init(
    _ toCaseState: @escaping (EnumState) -> CaseState?,
    action fromCaseAction: @escaping (CaseAction) -> EnumAction,
    @ViewBuilder then content: @escaping @MainActor (_ store: Store<CaseState, CaseAction>) -> TupleView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.toCaseState = toCaseState
    self.fromCaseAction = fromCaseAction
    self.content = content
    self.location = ViewSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    guard let store = ResolutionContext.current.switchStore as? Store<EnumState, EnumAction> else {
      return
    }
    let (toCaseState, location) = (self.toCaseState, self.location)
    guard let initialState = toCaseState(store.state) else {
      let message = Self.mismatchMessage(state: store.state, location: location)
      let warning = Text(message).onAppear {
        reportIssue(
          message, fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      }
      return ResolvedView.append(warning, at: path, to: &views)
    }
    // Until the enum changes case the store's state is this case; after, the last one seen.
    let caseStore = store.scope(state: { toCaseState($0) ?? initialState }, action: fromCaseAction)
    ResolvedView.append(content(caseStore), at: path, to: &views)
  }

  /// Upstream's warning for a `CaseLet` of a case the state is not in.
  static func mismatchMessage(state: EnumState, location: ViewSourceLocation) -> String {
    """
    Warning: A "CaseLet" at "\(location.fileID):\(location.line)" was encountered when state was set \
    to another case:

        \(debugCaseOutput(state))

    This usually happens when there is a mismatch between the case being switched on and the \
    "CaseLet" view being rendered.

    For example, if ".screenA" is being switched on, but the "CaseLet" view is pointed to \
    ".screenB":

        case .screenA:
          CaseLet(
            /State.screenB, action: Action.screenB
          ) { /* ... */ }

    Look out for typos to ensure that these two cases align.
    """
  }
}

@available(
  *, deprecated,
  message:
    "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
)
extension CaseLet where EnumAction == CaseAction {
  /// The views `content` builds from a store of the case `toCaseState` extracts, sending the
  /// enum's own actions.
  public init(
    state toCaseState: @escaping (EnumState) -> CaseState?,
    @ViewBuilder then content: @escaping @MainActor (_ store: Store<CaseState, CaseAction>) -> TupleView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      toCaseState, action: { $0 }, then: content, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
