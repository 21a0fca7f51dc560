/// An alert, as data: a title, an optional message and buttons that send actions.
///
/// A feature holds the alert it presents in its state, usually as a case of its destination:
///
/// ```swift
/// state.destination = .alert(
///   AlertState {
///     TextState("Delete?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) {
///       TextState("Yes")
///     }
///     ButtonState(role: .cancel) {
///       TextState("Nevermind")
///     }
///   } message: {
///     TextState("Are you sure you want to delete this sync-up?")
///   }
/// )
/// ```
///
/// Presented with ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``, the alert
/// is dismissed automatically when one of its buttons is tapped. Alerts compare by content.
public struct AlertState<Action> {
  /// The alert's title.
  public var title: TextState

  /// The alert's message, if any.
  public var message: TextState?

  /// The alert's buttons. A user interface shows a single "OK" button when there are none.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert from a title, buttons and an optional message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }

  /// Transforms the actions the alert's buttons send.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    var alert = AlertState<NewAction>(title: { self.title })
    alert.message = self.message
    alert.buttons = self.buttons.map { $0.map(transform) }
    return alert
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _EphemeralState {}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", self.title)]
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
