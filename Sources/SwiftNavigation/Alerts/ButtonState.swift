import CustomDump
import Foundation
#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of an alert or confirmation dialog, as data: its label, its role and the action it
/// sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Buttons have an identity but compare, hash and dump by content, so that tests can assert on the
/// alerts a feature presents.
public struct ButtonState<Action>: Identifiable {
  /// The button's identity: a new one for every button created, kept by ``map(_:)``.
  public let id: UUID

  /// What tapping the button does.
  public let action: ButtonStateAction<Action>

  /// The button's label.
  public let label: TextState

  /// The button's role, if any.
  public let role: ButtonStateRole?

  /// A button that sends `action` when tapped.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// A button that performs `action` when tapped; without an action it only dismisses.
  ///
  /// ```swift
  /// ButtonState(role: .cancel) { TextState("Cancel") }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), role: role, action: action, label: label())
  }

  private init(
    id: UUID, role: ButtonStateRole?, action: ButtonStateAction<Action>, label: TextState
  ) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// Calls `perform` with the button's action (`nil` when it has none), as a user interface
  /// does when the button is tapped.
  public func withAction(_ perform: (Action?) -> Void) {
    switch self.action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      #if canImport(SwiftUI)
        withAnimation(animation) { perform(action) }
      #else
        // Without SwiftUI an animation only describes itself: the action is performed as is.
        _ = animation
        perform(action)
      #endif
    }
  }

  /// Calls the asynchronous `perform` with the button's action (`nil` when it has none), on the
  /// main actor, as a user interface does when the button is tapped.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    await perform(self.action.action)
  }

  /// Transforms the action the button sends.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id, role: self.role, action: self.action.map(transform), label: self.label
    )
  }
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.label == rhs.label && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.role)
    hasher.combine(self.label)
    hasher.combine(self.action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role {
      children.append(("role", role))
    }
    children.append(("action", self.action))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
