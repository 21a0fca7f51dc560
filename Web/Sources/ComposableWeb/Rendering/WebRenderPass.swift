import Foundation
import ComposableArchitecture
@_spi(Rendering) import ComposableViews

/// One render's walk over a resolved tree: each primitive to the HTML that the page's
/// stylesheet draws the way SwiftUI would.
@MainActor
struct WebRenderPass {
  var lifecycles = ViewLifecycleRegistry()
  /// The innermost navigation stack met.
  var stack: ResolvedNavigationStack?
  /// The `onSubmit` action of the views being walked.
  var submit: (@MainActor () -> Void)?
  /// The selection of the list being walked, for its rows.
  var selection: ResolvedSelection?
  /// Whether the rows being walked are a `List`'s (ARIA list items).
  var isInList = false
  /// The bars of the screen being walked.
  var bars = WebScreenBars()
  /// The axis of the innermost stack being walked.
  var axis: Axis?
  /// The `pickerStyle` around the views being walked.
  var pickerStyle: ResolvedStyle.PickerStyle?
  /// The room, in dots, that the innermost fixed-size frame gives the shapes inside it.
  var shapeCanvas: CGSize?

  /// The nodes of a screen, inside its bars (see ``WebScreenBars``).
  mutating func screen(_ views: [ResolvedView], back: HTMLNode?, isSheet: Bool) -> [HTMLNode] {
    let outer = bars
    bars = WebScreenBars()
    defer { bars = outer }
    let content = nodes(views)
    return bars.wrap(content, back: back, isSheet: isSheet)
  }

  mutating func nodes(_ views: [ResolvedView]) -> [HTMLNode] {
    views.flatMap { nodes($0) }
  }

  static func box(_ attributes: [String: String], _ children: [HTMLNode]) -> HTMLNode {
    .element("div", attributes, children: children)
  }

  /// A box that takes no room of its own: its children lay out in its parent.
  static func contents(_ children: [HTMLNode]) -> HTMLNode {
    box(["style": "display:contents"], children)
  }

  // swift-format-ignore
  private mutating func nodes(_ view: ResolvedView) -> [HTMLNode] {
    switch view.kind {
    case let .text(text, style):
      var attributes: [String: String] = [:]
      if let css = WebStyle.css(style) { attributes["style"] = css }
      return [.element("span", attributes, children: [.text(text)])]

    case let .stack(axis, alignment, spacing, children):
      let outer = self.axis
      self.axis = axis
      defer { self.axis = outer }
      let direction = axis == .vertical ? "column" : "row"
      let gap = axis == .vertical ? "\(Double(spacing) * 0.5)em" : "\(spacing)ch"
      let align: String
      switch (axis, alignment) {
      case (.horizontal, _): align = "center"
      case (.vertical, .leading): align = "flex-start"
      case (.vertical, .center): align = "center"
      case (.vertical, .trailing): align = "flex-end"
      }
      return [
        .element(
          "div",
          [
            "class": axis == .vertical ? "vstack" : "hstack",
            "style": "display:flex;flex-direction:\(direction);align-items:\(align);gap:\(gap)",
          ],
          children: nodes(children))
      ]

    case let .zStack(alignment, children):
      // One grid cell that every child occupies, later children in front.
      let layers = nodes(children).map { Self.box(["style": "grid-area:1/1"], [$0]) }
      let place = "\(WebStyle.css(alignment.vertical)) \(WebStyle.css(alignment.horizontal))"
      return [Self.box(["class": "zstack", "style": "display:grid;place-items:\(place)"], layers)]

    case let .symbol(symbol):
      // Named for assistive technology by its SF Symbol name, as the glyph means little read out.
      return [.element("span", ["class": "symbol", "role": "img", "aria-label": symbol.name], children: [.text(symbol.glyph)])]

    case let .spacer(minLength):
      return [Self.box(["style": "flex:1 1 auto;min-width:\(minLength)ch;min-height:\(minLength)em"], [])]

    case .divider:
      return [.element("hr")]

    case let .shape(shape):
      return [svg(shape, id: view.id)]

    case let .button(button):
      var attributes = ["type": "button"]
      if case let .character(character)? = button.key { attributes["accesskey"] = String(character) }
      switch button.role {
      case .destructive?: attributes["class"] = "destructive"
      case .cancel?: attributes["class"] = "cancel"
      case nil: break
      }
      let action = MainActorValue(button.action)
      let label = button.label.isEmpty ? [.text(button.title)] : nodes(button.label)
      return [.element("button", attributes, children: label).on(.click) { _ in action.value() }]

    case let .textField(title, text):
      let binding = MainActorValue(text)
      var field = HTMLNode.element(
        "input", ["type": "text", "placeholder": title, "value": text.wrappedValue, "aria-label": title]
      )
      .on(.input) { binding.value.wrappedValue = $0 }
      guard let submit = submit.map(MainActorValue.init) else { return [field] }
      field = field.attribute("name", "text")
      return [
        HTMLNode.element("form", ["style": "display:contents"], children: [field])
          .on(.submit) { _ in submit.value() }
      ]

    case let .toggle(title, isOn):
      let binding = MainActorValue(isOn)
      return [.toggle(title, isOn: isOn.wrappedValue) { binding.value.wrappedValue = $0 }]

    case let .picker(title, selection, content):
      let options = Self.options(in: content).filter { selection.accepts($0.tag) }
      let tags = options.map(\.tag)
      var children: [HTMLNode] = []
      for (index, option) in options.enumerated() {
        var attributes = ["value": "\(index)"]
        if selection.isSelected(option.tag) { attributes["selected"] = "" }
        children.append(.element("option", attributes, children: [.text(option.label)]))
      }
      let choose = MainActorValue(selection.select)
      if pickerStyle == .segmented {
        return [Self.segmented(title, options.map(\.label), selected: options.map { selection.isSelected($0.tag) }) {
          choose.value(tags[$0])
        }]
      }
      let select = HTMLNode.element("select", ["aria-label": title], children: children)
        .on(.change) { payload in
          guard let index = Int(payload), tags.indices.contains(index) else { return }
          choose.value(tags[index])
        }
      return [.element("label", ["class": "picker"], children: [.element("span", children: [.text(title)]), select])]

    case let .stepper(title, onIncrement, onDecrement):
      return [
        .element(
          "span", ["class": "stepper"],
          children: [
            .element("span", children: [.text(title)]),
            Self.stepperButton("−", label: "Decrement", onDecrement),
            Self.stepperButton("+", label: "Increment", onIncrement),
          ])
      ]

    case let .progress(label, fraction):
      var bar = HTMLNode.element("progress", ["max": "1"])
      if let fraction { bar = bar.attribute("value", "\(fraction)") }
      let text = label.map { [HTMLNode.element("span", ["class": "label"], children: [.text($0)])] } ?? []
      return [.element("div", ["class": "progress"], children: [bar] + text)]

    case let .scroll(children):
      return [Self.box(["class": "scroll-view", "style": "overflow:auto;max-height:100%"], nodes(children))]

    case let .list(selection, rows):
      let (outerSelection, outerIsInList) = (self.selection, isInList)
      (self.selection, isInList) = (selection, true)
      defer { (self.selection, isInList) = (outerSelection, outerIsInList) }
      return [.element("div", ["role": "list", "class": "list"], children: rows.flatMap { row($0) })]

    case let .section(header, content, footer):
      return [section(header: header, content: content, footer: footer)]

    case let .form(children):
      return [Self.box(["class": "form"], nodes(children))]

    case let .forEach(forEach):
      // A column of buttons, one per element, is what SwiftUI would put in a `List`: drawn as its
      // rows, each opening its element.
      if axis == .vertical, forEach.count > 0, (0..<forEach.count).allSatisfy({ Self.isLoneButton(forEach.content($0)) }) {
        return [.element("div", ["class": "rows"], children: [row(.forEach(forEach))].flatMap { $0 })]
      }
      return [Self.contents(elements(forEach) { pass, views in pass.nodes(views) })]

    case let .tag(_, content):
      return nodes(content)

    case let .padding(edges, length, content):
      let vertical = "\(Double(length) * 0.5)em"
      let horizontal = "\(length)ch"
      let sides = [
        edges.contains(.top) ? vertical : "0", edges.contains(.trailing) ? horizontal : "0",
        edges.contains(.bottom) ? vertical : "0", edges.contains(.leading) ? horizontal : "0",
      ]
      return [Self.box(["class": "padding", "style": "padding:" + sides.joined(separator: " ")], nodes(content))]

    case let .border(color, content):
      return [
        Self.box(
          ["class": "border", "style": "border:1px solid \(color.map(WebStyle.css) ?? "currentColor");padding:.25em .5ch"],
          nodes(content))
      ]

    case let .background(color, content):
      var css = "background:\(WebStyle.css(color))"
      if let text = WebStyle.readableText(on: color) { css += ";color:" + text }
      return [Self.box(["class": "background", "style": css], nodes(content))]

    case let .styled(style, content):
      let outer = pickerStyle
      pickerStyle = style.pickerStyle ?? pickerStyle
      defer { pickerStyle = outer }
      let content = nodes(content)
      return [Self.box(Self.attributes(of: style), style.isDisabled ? content.map(\.disabled) : content)]

    case let .frame(frame, content):
      let outerCanvas = shapeCanvas
      shapeCanvas = Self.shapeCanvas(of: frame) ?? outerCanvas
      defer { shapeCanvas = outerCanvas }
      return [Self.box(attributes(of: frame), nodes(content))]

    case let .navigationTitle(title, content):
      let result = nodes(content)
      if bars.title == nil { bars.title = title }
      return result

    case let .toolbar(items, content):
      let result = nodes(content)
      // An item whose views are all conditional and absent (a terminal-only hint) takes no room.
      for item in items where !item.content.isEmpty {
        bars.add(item.placement, nodes(item.content))
      }
      return result

    case let .lifecycle(lifecycle, content):
      lifecycles.register(lifecycle, at: view.id)
      return nodes(content)

    case let .onSubmit(action, content):
      let outer = submit
      submit = action
      defer { submit = outer }
      return nodes(content)

    case let .onKeyPress(_, _, content), let .focused(_, content), let .prefersFocus(content):
      return nodes(content)

    case let .presentation(presentation, content):
      // The content stays in one place whether or not something is presented over it, so that
      // presenting inserts the dialog and changes nothing else.
      let base = Self.contents(nodes(content))
      guard let presentation else { return [base] }
      let dismiss = MainActorValue(presentation.dismiss)
      let isSheet = presentation.style == .sheet
      let dialog = HTMLNode.element(
        "dialog",
        [
          "open": "", "data-modal": "", "class": "\(presentation.style)",
          "role": isSheet ? "dialog" : "alertdialog",
        ],
        children: screen(presentation.content, back: nil, isSheet: isSheet)
      )
      .on(.cancel) { _ in dismiss.value() }
      return [base, dialog.key("dialog")]

    case let .navigationStack(stack):
      self.stack = stack
      let back = stack.pop.map(MainActorValue.init).map { pop in
        HTMLNode.element("a", ["href": Self.parentPath(of: stack), "class": "back"], children: [.text("Back")])
          .on(.click) { _ in pop.value() }
      }
      let screen = HTMLNode.element(
        "div", ["class": "screen"], children: screen(stack.screen, back: back, isSheet: false)
      )
      .key(WebViewRenderer.path(of: stack))
      return [.element("nav", ["class": "navigation-stack"], children: [screen])]
    }
  }

  /// The elements of a `ForEach`, each wrapped in a node keyed by its id.
  mutating func elements(
    _ forEach: ResolvedForEach, _ content: (inout WebRenderPass, [ResolvedView]) -> [HTMLNode]
  ) -> [HTMLNode] {
    (0..<forEach.count).map { index in
      let id = forEach.id(index)
      return Self.contents(content(&self, forEach.content(index))).key("\(id.base)")
    }
  }

  private static func stepperButton(
    _ title: String, label: String, _ action: (@MainActor () -> Void)?
  ) -> HTMLNode {
    let button = HTMLNode.element("button", ["type": "button", "aria-label": label], children: [.text(title)])
    guard let action = action.map(MainActorValue.init) else { return button.attribute("disabled", "") }
    return button.on(.click) { _ in action.value() }
  }

  private static func parentPath(of stack: ResolvedNavigationStack) -> String {
    let ids = stack.elementIDs.dropLast().map { String($0.debugDescription.drop { $0 == "#" }) }
    return "/" + ids.joined(separator: "/")
  }

  /// A picker's options: its tagged contents, with their text as the label.
  private static func options(in views: [ResolvedView]) -> [(tag: AnyHashable, label: String)] {
    views.flatMap { view -> [(tag: AnyHashable, label: String)] in
      switch view.kind {
      case let .tag(tag, content): [(tag, ResolvedView.text(of: content))]
      case let .forEach(forEach):
        // An element is an option tagged with its id, unless its views carry tags of their own.
        (0..<forEach.count).flatMap { index -> [(tag: AnyHashable, label: String)] in
          let content = forEach.content(index)
          let tagged = options(in: content)
          return tagged.isEmpty ? [(forEach.id(index), ResolvedView.text(of: content))] : tagged
        }
      case let .stack(_, _, _, children): options(in: children)
      default: []
      }
    }
  }
}
