// SwiftUI's modifiers that style everything inside a view: its texts, and its buttons and other
// controls, unless they set their own. Each resolves to `ResolvedView.Kind.styled`.
extension View {
  /// Draws the view's texts and buttons in `color`: a text's own colour and a button's role
  /// colour (a destructive red) still win.
  ///
  /// ```swift
  /// Text("Theme: \(theme.name)")
  ///   .foregroundStyle(theme.accentColor)
  /// ```
  public func foregroundStyle(_ color: Color) -> some View {
    styled { $0.foreground = color }
  }

  /// Gives the view's controls `color` as their accent: the colour of a browser's buttons,
  /// switches and progress bars. A terminal keeps its own.
  ///
  /// ```swift
  /// Button("Start meeting") { store.send(.startMeetingButtonTapped) }
  ///   .tint(syncUp.theme.mainColor)
  /// ```
  public func tint(_ color: Color?) -> some View {
    styled { $0.tint = color }
  }

  /// Draws the view's texts in `font`, unless they set their own.
  ///
  /// ```swift
  /// VStack { … }
  ///   .font(.headline)
  /// ```
  public func font(_ font: Font?) -> some View {
    styled { $0.font = font }
  }

  /// Draws the view's texts and buttons in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    styled { $0.isBold = isActive }
  }

  /// Draws the view's texts in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    styled { $0.isItalic = isActive }
  }

  /// Draws the view's digits with equal widths, so that a changing number keeps its width (a
  /// browser's tabular figures; a terminal's digits always are).
  ///
  /// ```swift
  /// Text("\(store.secondsElapsed)s")
  ///   .monospacedDigit()
  /// ```
  public func monospacedDigit() -> some View {
    styled { $0.isMonospacedDigit = true }
  }

  /// Draws the view's texts in `textCase`, such as a section header in capitals; `nil` leaves
  /// them as written.
  ///
  /// ```swift
  /// Text("Attendees")
  ///   .textCase(.uppercase)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    styled { $0.textCase = textCase }
  }

  /// Disables the controls inside the view when `disabled` is true: they ignore keys, clicks and
  /// typing, and are drawn dimmed. Controls stay disabled under a disabled container whatever
  /// they say themselves, as in SwiftUI.
  ///
  /// ```swift
  /// Button("Save") { store.send(.saveButtonTapped) }
  ///   .disabled(store.title.isEmpty)
  /// ```
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
      .styled { $0.isDisabled = disabled }
  }

  /// Draws the buttons inside the view in `style`.
  ///
  /// ```swift
  /// Button("Start meeting") { store.send(.startMeetingButtonTapped) }
  ///   .buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View {
    let style = ResolvedStyle.ButtonStyle(style)
    return styled { $0.buttonStyle = style }
  }

  /// Draws the pickers inside the view in `style`.
  ///
  /// ```swift
  /// Picker("Theme", selection: $store.theme) { … }
  ///   .pickerStyle(.segmented)
  /// ```
  public func pickerStyle(_ style: some PickerStyle) -> some View {
    let style = ResolvedStyle.PickerStyle(style)
    return styled { $0.pickerStyle = style }
  }

  private func styled(_ change: (inout ResolvedStyle) -> Void) -> some View {
    var style = ResolvedStyle()
    change(&style)
    return ModifiedView(content: self) { [style] in .styled(style, content: $0) }
  }
}
