/// How the buttons inside a view are drawn, by SwiftUI's built-in styles: pass one to
/// ``View/buttonStyle(_:)``.
///
/// ```swift
/// let start = Button("Start meeting") { store.send(.incrementButtonTapped) }
///   .buttonStyle(.borderedProminent)
/// ```
///
/// A browser draws them as iOS does: `.automatic` and `.borderless` as tinted text, `.plain`
/// as text in the foreground colour, `.bordered` on a light tinted background, `.borderedProminent`
/// filled with the tint. A terminal draws every button its one way.
public protocol PrimitiveButtonStyle: Sendable {}

/// The style of a button left to its context: tinted text.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A button drawn as tinted text, without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A button drawn as its label alone, in the foreground colour.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A button on a light, tinted rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A button filled with the tint: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
