import CustomDump
import Foundation

/// An alert, as data: a title, an optional message and buttons that send actions.
///
/// A feature holds the alert it presents in its state, usually as a case of its destination:
///
/// <!-- snippet: group doc-syncups; uses SyncUps; given state: inout SyncUpDetail.State -->
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
/// Presented with `Reducer.ifLet(_:action:destination:)`, the alert
/// is dismissed automatically when one of its buttons is tapped, unless the feature presents
/// another alert while handling the button's action.
///
/// Each alert has its own identity (``id``), so that a new alert is told from the one it replaces,
/// but alerts compare, hash and dump by content: a test asserts an alert by building it again.
public struct AlertState<Action>: Identifiable {
  /// The alert's identity: a new one for every alert created, kept by ``map(_:)``.
  public let id: UUID

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
    self.id = UUID()
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }

  /// Transforms the actions the alert's buttons send.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id,
      title: self.title,
      message: self.message,
      buttons: self.buttons.map { $0.map(transform) }
    )
  }

  private init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
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
