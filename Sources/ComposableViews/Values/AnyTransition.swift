import ComposableArchitecture
import Foundation

/// How a view enters and leaves the screen: SwiftUI's `AnyTransition`, for
/// ``View/transition(_:)``.
///
/// A description only: neither host animates, so a view appears and goes at once whatever its
/// transition says.
public struct AnyTransition: Sendable {
  private init() {}

  /// No transition.
  public static let identity = AnyTransition()
  /// Fades in and out.
  public static let opacity = AnyTransition()
  /// Slides in from the leading edge and out towards the trailing edge.
  public static let slide = AnyTransition()
  /// Grows in from nothing and shrinks out.
  public static let scale = AnyTransition()

  /// Grows in from `scale` and shrinks back to it.
  public static func scale(scale: CGFloat) -> AnyTransition { AnyTransition() }
  /// Moves in from `edge` and out towards it.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Pushes in from `edge`, pushing the view it replaces out the other side.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moves in from, and out to, `x` and `y` points away.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
