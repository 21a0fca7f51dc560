import CustomDump
import Foundation

/// A confirmation dialog, as data: a title, an optional message and buttons that send actions.
///
/// ```swift
/// state.destination = .confirmationDialog(
///   ConfirmationDialogState(titleVisibility: .visible) {
///     TextState("Share meeting notes?")
///   } actions: {
///     ButtonState(action: .share) { TextState("Share") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
///   }
/// )
/// ```
///
/// Like ``AlertState``, a dialog is dismissed automatically when one of its buttons is tapped,
/// unless the feature presents another one meanwhile, and dialogs have an identity but compare,
/// hash and dump by content.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The dialog's identity: a new one for every dialog created, kept by ``map(_:)``.
  public let id: UUID

  /// Whether the user interface shows the dialog's title.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// The dialog's title.
  public var title: TextState

  /// The dialog's message, if any.
  public var message: TextState?

  /// The dialog's buttons.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog whose title is shown as the platform decides.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// Creates a dialog with a given title visibility.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }

  /// Transforms the actions the dialog's buttons send.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: self.id,
      titleVisibility: self.titleVisibility,
      title: self.title,
      message: self.message,
      buttons: self.buttons.map { $0.map(transform) }
    )
  }

  private init(
    id: UUID,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The user interface decides.
  case automatic
  /// The title is never shown.
  case hidden
  /// The title is always shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility
      && lhs.title == rhs.title
      && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.titleVisibility)
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if self.titleVisibility != .automatic {
      children.append(("titleVisibility", self.titleVisibility))
    }
    children.append(("title", self.title))
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
