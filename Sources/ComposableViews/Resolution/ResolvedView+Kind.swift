extension ResolvedView {
  /// The primitives a view resolves to.
  ///
  /// Containers and modifiers hold their contents already resolved, except a ``ForEach``,
  /// whose elements a host resolves as it needs them (a long list draws only the rows it
  /// shows).
  public enum Kind {
    /// A run of text and how it is styled.
    case text(String, style: Style)
    /// A `VStack` or `HStack`: children along `axis`, `spacing` apart.
    case stack(Axis, alignment: HorizontalAlignment, spacing: Int, children: [ResolvedView])
    /// An `Image(systemName:)`: an SF Symbol and the glyph that stands for it.
    case symbol(SystemSymbol)
    /// A `ZStack`: children drawn over each other, the first at the back, placed by `alignment`.
    case zStack(alignment: Alignment, children: [ResolvedView])
    /// A `Spacer`: flexible space along the stack it is in.
    case spacer(minLength: Int)
    /// A `Divider`: a line across the stack it is in.
    case divider
    /// A ``Shape``, filled or stroked: it takes the room it is given.
    case shape(ResolvedShape)
    /// A `Button`.
    case button(ResolvedButton)
    /// A `TextField` editing `text`; `title` is shown while it is empty.
    case textField(title: String, text: Binding<String>)
    /// A `Toggle`.
    case toggle(title: String, isOn: Binding<Bool>)
    /// A `Picker`: its options are the contents tagged with a value `selection` accepts.
    case picker(title: String, selection: ResolvedSelection, content: [ResolvedView])
    /// A `Stepper`; a `nil` handler is a disabled direction.
    case stepper(
      title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?)
    /// A `ProgressView`: determinate with a `fraction` from 0 to 1, otherwise a spinner.
    case progress(label: String?, fraction: Double?)
    /// A `ScrollView`.
    case scroll(children: [ResolvedView])
    /// A `List`: each child of `rows` is a row; a tagged row (or a `ForEach` element) is
    /// selectable by its tag when there is a `selection`.
    case list(selection: ResolvedSelection?, rows: [ResolvedView])
    /// A `Section`, with its header, its content and its footer (each possibly empty).
    case section(header: [ResolvedView], content: [ResolvedView], footer: [ResolvedView])
    /// A `Form`.
    case form(children: [ResolvedView])
    /// A `ForEach`: one group of views per element, identified by the element's id.
    case forEach(ResolvedForEach)
    /// Views marked with `tag(_:)`: in a list or picker, a row selectable by `tag`.
    case tag(AnyHashable, content: [ResolvedView])
    /// Views with `padding(_:_:)` on `edges`.
    case padding(Edge.Set, length: Int, content: [ResolvedView])
    /// Views with `border(_:)` around them.
    case border(Color?, content: [ResolvedView])
    /// Views with `background(_:)` behind them.
    case background(Color, content: [ResolvedView])
    /// Views with `foregroundStyle(_:)`, `tint(_:)`, `font(_:)`, `bold(_:)`, `buttonStyle(_:)` or
    /// `pickerStyle(_:)`:
    /// the style their texts and controls take unless they set their own.
    case styled(ResolvedStyle, content: [ResolvedView])
    /// Views with `frame(…)`: bounds on their size.
    case frame(ResolvedFrame, content: [ResolvedView])
    /// Views asking for a screen title with `navigationTitle(_:)`.
    case navigationTitle(String, content: [ResolvedView])
    /// Views with `toolbar(content:)` items for their screen.
    case toolbar(items: [ResolvedToolbarItem], content: [ResolvedView])
    /// Views with an `onAppear`, `onDisappear` or `task` modifier.
    case lifecycle(ViewLifecycle, content: [ResolvedView])
    /// Views with `onSubmit(_:)`: the action text fields inside them submit.
    case onSubmit(@MainActor () -> Void, content: [ResolvedView])
    /// Views with `onKeyPress(_:action:)`.
    case onKeyPress(Key, action: @MainActor () -> Void, content: [ResolvedView])
    /// Views with `focused(_:equals:)`: their first focusable control is bound to `binding`.
    case focused(ResolvedFocusBinding, content: [ResolvedView])
    /// Views whose first focusable control should take focus when focus is not already on
    /// the screen: an alert's cancel button.
    case prefersFocus(content: [ResolvedView])
    /// Views that may present an alert, a confirmation dialog or a sheet over themselves.
    case presentation(ResolvedPresentation?, content: [ResolvedView])
    /// A `NavigationStack(path:)` and the screen on top of it.
    case navigationStack(ResolvedNavigationStack)
  }
}
