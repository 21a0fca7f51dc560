@_spi(Rendering) import ComposableViews

/// A third host, for tests: draws a resolved tree as an indented outline of its primitives,
/// one per line, such as `VStack { Text "Count: 3"; Button "Increment" (+) }` spread over
/// lines. It also collects the lifecycle modifiers it met, as a host does while drawing.
@MainActor
struct Outline {
  private(set) var lines: [String] = []
  private(set) var lifecycles = ViewLifecycleRegistry()

  /// The outline of `view`, resolved at the root.
  static func of(_ view: some View) -> String {
    var outline = Outline()
    outline.add(ResolvedView.resolve(view), depth: 0)
    return outline.text
  }

  var text: String { lines.joined(separator: "\n") }

  mutating func add(_ views: [ResolvedView], depth: Int) {
    for view in views { add(view, depth: depth) }
  }

  private mutating func line(_ text: String, _ depth: Int) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  private mutating func block(_ title: String, _ depth: Int, _ children: [ResolvedView]) {
    line(title + " {", depth)
    add(children, depth: depth + 1)
    line("}", depth)
  }

  private mutating func add(_ view: ResolvedView, depth: Int) {
    switch view.kind {
    case let .text(content, style):
      line("Text \(quoted(content))\(describe(style))", depth)
    case let .stack(axis, alignment, spacing, children):
      var arguments: [String] = []
      if alignment != .leading { arguments.append("alignment: .\(alignment)") }
      if spacing != (axis == .vertical ? 0 : 1) { arguments.append("spacing: \(spacing)") }
      let name = axis == .vertical ? "VStack" : "HStack"
      block(name + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"), depth, children)
    case let .zStack(alignment, children):
      block("ZStack(alignment: \(alignment.horizontal), \(alignment.vertical))", depth, children)
    case let .symbol(symbol):
      line("Image(systemName: \(quoted(symbol.name))) \(symbol.glyph)", depth)
    case let .spacer(minLength):
      line(minLength == 0 ? "Spacer" : "Spacer(minLength: \(minLength))", depth)
    case .divider:
      line("Divider", depth)
    case let .shape(shape):
      line("Shape \(shape.paint)", depth)
    case let .button(button):
      var text = "Button \(quoted(button.title))"
      if let key = button.key { text += " (\(key))" }
      if let role = button.role { text += " role: .\(role)" }
      guard !button.label.isEmpty else { return line(text, depth) }
      block(text + " label:", depth, button.label)
    case let .textField(title, text):
      line("TextField \(quoted(title)) = \(quoted(text.wrappedValue))", depth)
    case let .toggle(title, isOn):
      line("Toggle \(quoted(title)) = \(isOn.wrappedValue ? "on" : "off")", depth)
    case let .picker(title, selection, content):
      block("Picker \(quoted(title)) = \(selection.selectedTag().map { "\($0.base)" } ?? "nil")", depth, content)
    case let .stepper(title, onIncrement, onDecrement):
      let directions = [onDecrement.map { _ in "-" }, onIncrement.map { _ in "+" }].compactMap { $0 }
      line("Stepper \(quoted(title)) [\(directions.joined(separator: "|"))]", depth)
    case let .progress(label, fraction):
      let amount = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "spinner"
      line("ProgressView\(label.map { " " + quoted($0) } ?? "") \(amount)", depth)
    case let .scroll(children):
      block("ScrollView", depth, children)
    case let .list(selection, rows):
      let selected = selection.map { " selection: \($0.selectedTag().map { "\($0.base)" } ?? "nil")" } ?? ""
      block("List" + selected, depth, rows)
    case let .section(header, content, footer):
      line("Section {", depth)
      block("header", depth + 1, header)
      add(content, depth: depth + 1)
      if !footer.isEmpty { block("footer", depth + 1, footer) }
      line("}", depth)
    case let .form(children):
      block("Form", depth, children)
    case let .forEach(forEach):
      line("ForEach {", depth)
      for index in 0..<forEach.count {
        block("[\(forEach.id(index).base)]", depth + 1, forEach.content(index))
      }
      line("}", depth)
    case let .tag(tag, content):
      block(".tag(\(tag.base))", depth, content)
    case let .padding(edges, length, content):
      block(".padding(\(edges == .all ? "" : "\(edges.rawValue), ")\(length))", depth, content)
    case let .border(color, content):
      block(".border(\(color.map { ".\($0)" } ?? ""))", depth, content)
    case let .background(color, content):
      block(".background(.\(color))", depth, content)
    case let .styled(style, content):
      var parts: [String] = []
      if let color = style.foreground { parts.append(".foregroundStyle(.\(color))") }
      if let color = style.tint { parts.append(".tint(.\(color))") }
      if let font = style.font { parts.append(".font(.\(font.textStyle))") }
      if style.isBold { parts.append(".bold()") }
      if let buttonStyle = style.buttonStyle { parts.append(".buttonStyle(.\(buttonStyle))") }
      if let pickerStyle = style.pickerStyle { parts.append(".pickerStyle(.\(pickerStyle))") }
      block(parts.joined(), depth, content)
    case let .frame(frame, content):
      let bounds = [
        ("minWidth", frame.minWidth), ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
        ("maxHeight", frame.maxHeight),
      ]
      .compactMap { name, value in value.map { "\(name): \($0 == .max ? ".infinity" : "\($0)")" } }
      block(".frame(\(bounds.joined(separator: ", ")))", depth, content)
    case let .navigationTitle(title, content):
      block(".navigationTitle(\(quoted(title)))", depth, content)
    case let .toolbar(items, content):
      line(".toolbar {", depth)
      for item in items { block("ToolbarItem(.\(item.placement))", depth + 1, item.content) }
      line("} content: {", depth)
      add(content, depth: depth + 1)
      line("}", depth)
    case let .lifecycle(lifecycle, content):
      lifecycles.register(lifecycle, at: view.id)
      block(".\(lifecycle.kind)\(lifecycle.id.map { "(id: \($0.base))" } ?? "")", depth, content)
    case let .onSubmit(_, content):
      block(".onSubmit", depth, content)
    case let .onKeyPress(key, _, content):
      block(".onKeyPress(\(key))", depth, content)
    case let .focused(binding, content):
      block(".focused(\(binding.isRequested ? "requested" : "not requested"))", depth, content)
    case let .prefersFocus(content):
      block(".prefersFocus", depth, content)
    case let .presentation(presentation, content):
      // Nothing presented: the modifier draws nothing of its own.
      guard let presentation else { return add(content, depth: depth) }
      add(content, depth: depth)
      block("\(presentation.style)", depth, presentation.content)
    case let .navigationStack(stack):
      block("NavigationStack(depth: \(stack.elementIDs.count))", depth, stack.screen)
    }
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }

  private func describe(_ style: Style) -> String {
    var parts: [String] = []
    if style.isBold { parts.append("bold") }
    if style.isDim { parts.append("dim") }
    if style.isInverse { parts.append("inverse") }
    if let color = style.foregroundColor { parts.append(".\(color)") }
    return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
  }
}

/// The first button titled `title` in `views`, looking inside every container, element and
/// presentation; a host would find it by the control the user pressed.
@MainActor
func button(_ title: String, in views: [ResolvedView]) -> ResolvedButton? {
  for view in views {
    if let found = button(title, in: view) { return found }
  }
  return nil
}

@MainActor
private func button(_ title: String, in view: ResolvedView) -> ResolvedButton? {
  switch view.kind {
  case let .button(button):
    return button.title == title ? button : nil
  case .text, .symbol, .spacer, .divider, .shape, .textField, .toggle, .stepper, .progress:
    return nil
  case let .stack(_, _, _, children), let .zStack(_, children), let .scroll(children), let .form(children),
    let .list(_, children), let .picker(_, _, children):
    return ComposableViewsTests.button(title, in: children)
  case let .section(header, content, footer):
    return ComposableViewsTests.button(title, in: header + content + footer)
  case let .forEach(forEach):
    return ComposableViewsTests.button(title, in: forEach.allContent)
  case let .tag(_, content), let .padding(_, _, content), let .border(_, content),
    let .background(_, content), let .navigationTitle(_, content), let .lifecycle(_, content),
    let .onSubmit(_, content), let .onKeyPress(_, _, content), let .focused(_, content),
    let .prefersFocus(content), let .styled(_, content), let .frame(_, content):
    return ComposableViewsTests.button(title, in: content)
  case let .toolbar(items, content):
    return ComposableViewsTests.button(title, in: content + items.flatMap(\.content))
  case let .presentation(presentation, content):
    return ComposableViewsTests.button(title, in: (presentation?.content ?? []) + content)
  case let .navigationStack(stack):
    return ComposableViewsTests.button(title, in: stack.screen)
  }
}
