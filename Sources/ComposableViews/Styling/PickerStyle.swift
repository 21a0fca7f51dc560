/// How the pickers inside a view are drawn, by SwiftUI's built-in styles: pass one to
/// ``View/pickerStyle(_:)``.
///
/// ```swift
/// Picker("Speaker", selection: $store.speaker) { … }
///   .pickerStyle(.segmented)
/// ```
///
/// A browser draws `.automatic` and `.menu` as a menu of the options, `.segmented` as a row of
/// segments, the chosen one raised. A terminal draws every picker its one way (← and → choose).
public protocol PickerStyle: Sendable {}

/// The style of a picker left to its context: a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A picker drawn as a menu of its options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A picker drawn as a row of segments, one per option.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
