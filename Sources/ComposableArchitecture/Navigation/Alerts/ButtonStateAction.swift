/// What tapping a button in an alert or confirmation dialog does: send an action, or nothing.
///
/// ```swift
/// ButtonState(role: .cancel, action: .send(nil)) { TextState("Cancel") }
/// ```
public struct ButtonStateAction<Action> {
  /// The kinds of button actions.
  public enum _ActionType {
    case send(Action?)
  }

  /// How the action is performed.
  public let type: _ActionType

  /// An action that sends `action` (or nothing, when it is `nil`) to the feature.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// The action the button sends, if any.
  public var action: Action? {
    switch self.type {
    case let .send(action): action
    }
  }

  /// Transforms the action the button sends.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(self.action))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action
  }
}

extension ButtonStateAction: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(.confirmDeletion)`.
  public var customDumpMirror: Mirror {
    // An unwrapped action dumps on one line: `.send(.confirmDeletion)`.
    let action: Any = if let action = self.action { action } else { self.action as Any }
    return Mirror(self, children: ["send": action], displayStyle: .enum)
  }
}
