import CustomDump

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What tapping a button in an alert or confirmation dialog does: send an action, or nothing.
///
/// ```swift
/// ButtonState(role: .cancel, action: .send(nil)) { TextState("Cancel") }
/// ```
public struct ButtonStateAction<Action> {
  /// The kinds of button actions.
  public enum _ActionType {
    case send(Action?)
    case animatedSend(Action?, animation: Animation?)
  }

  /// How the action is performed.
  public let type: _ActionType

  /// An action that sends `action` (or nothing, when it is `nil`) to the feature.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// An action that sends `action` with an animation.
  ///
  /// ```swift
  /// ButtonState(action: .send(.confirmDeletion, animation: .default)) { TextState("Delete") }
  /// ```
  ///
  /// Where SwiftUI does not exist the animation is ignored and the action is sent as usual.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action the button sends, if any.
  public var action: Action? {
    switch self.type {
    case let .send(action), let .animatedSend(action, _): action
    }
  }

  /// The animation the action is sent with, if any.
  var animation: Animation? {
    switch self.type {
    case .send: nil
    case let .animatedSend(_, animation): animation
    }
  }

  /// Transforms the action the button sends.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch self.type {
    case let .send(action): .send(transform(action))
    case let .animatedSend(action, animation): .send(transform(action), animation: animation)
    }
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.animation == rhs.animation
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
  /// Dumps as `.send(.confirmDeletion)`, or `.send(.confirmDeletion, animation: .default)`.
  public var customDumpMirror: Mirror {
    // An unwrapped action dumps on one line: `.send(.confirmDeletion)`.
    let action: Any = if let action = self.action { action } else { self.action as Any }
    switch self.type {
    case .send:
      return Mirror(self, children: ["send": action], displayStyle: .enum)
    case let .animatedSend(_, animation):
      return Mirror(
        self,
        children: ["send": (action, animation: animation as Any)],
        displayStyle: .enum
      )
    }
  }
}
