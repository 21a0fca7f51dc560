/// What `foregroundStyle(_:)`, `tint(_:)`, `font(_:)`, `bold(_:)`, `italic(_:)`,
/// `monospacedDigit()`, `textCase(_:)`, `disabled(_:)` and `buttonStyle(_:)` give the texts and
/// controls inside a view, unless they set their own: the part of SwiftUI's environment a host
/// draws. A `nil` leaves what the view's container set.
@_spi(Rendering)
public struct ResolvedStyle: Hashable, Sendable {
  public var foreground: Color?
  public var tint: Color?
  public var font: Font?
  public var isBold = false
  public var isItalic = false
  /// Digits of equal width, so that a changing number keeps its width.
  public var isMonospacedDigit = false
  /// The case the texts are drawn in; `nil` leaves them as written.
  public var textCase: Text.Case?
  /// The controls ignore input and are drawn dimmed. A disabled container disables everything
  /// inside it, as in SwiftUI.
  public var isDisabled = false
  public var buttonStyle: ButtonStyle?
  public var pickerStyle: PickerStyle?

  /// SwiftUI's built-in button styles (see ``PrimitiveButtonStyle``).
  public enum ButtonStyle: Hashable, Sendable {
    case automatic, borderless, plain, bordered, borderedProminent

    init(_ style: some PrimitiveButtonStyle) {
      switch style {
      case is BorderlessButtonStyle: self = .borderless
      case is PlainButtonStyle: self = .plain
      case is BorderedButtonStyle: self = .bordered
      case is BorderedProminentButtonStyle: self = .borderedProminent
      default: self = .automatic
      }
    }
  }

  /// SwiftUI's built-in picker styles (see ``PickerStyle``).
  public enum PickerStyle: Hashable, Sendable {
    case automatic, menu, segmented

    init(_ style: some ComposableViews.PickerStyle) {
      switch style {
      case is MenuPickerStyle: self = .menu
      case is SegmentedPickerStyle: self = .segmented
      default: self = .automatic
      }
    }
  }

  /// `inner` over this: what `inner` sets wins.
  public func merging(_ inner: ResolvedStyle) -> ResolvedStyle {
    ResolvedStyle(
      foreground: inner.foreground ?? foreground, tint: inner.tint ?? tint, font: inner.font ?? font,
      isBold: isBold || inner.isBold, isItalic: isItalic || inner.isItalic,
      isMonospacedDigit: isMonospacedDigit || inner.isMonospacedDigit, textCase: inner.textCase ?? textCase,
      isDisabled: isDisabled || inner.isDisabled, buttonStyle: inner.buttonStyle ?? buttonStyle,
      pickerStyle: inner.pickerStyle ?? pickerStyle)
  }
}
