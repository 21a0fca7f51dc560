/// How the text fields inside a view are drawn, by SwiftUI's built-in styles: pass one to
/// ``View/textFieldStyle(_:)``.
///
/// Accepted so that a view written for SwiftUI compiles; both hosts draw every text field their
/// one way (a terminal in brackets, a browser as an input box).
public protocol TextFieldStyle: Sendable {}

/// The style of a text field left to its context.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
