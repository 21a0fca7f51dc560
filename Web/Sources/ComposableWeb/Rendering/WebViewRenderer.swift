import ComposableArchitecture
@_spi(Rendering) import ComposableViews

/// Draws views as HTML: the web's sibling of the terminal's renderer.
///
/// Each render resolves the root view into a `ResolvedView` tree and maps every primitive to
/// ``HTMLNode``s: texts to styled spans, stacks to flex boxes, controls to buttons and inputs
/// whose handlers call the controls' closures (a button's action, a binding's setter), lists and
/// `ForEach` elements to rows keyed by their ids, presentations to `<dialog>`s, and the top of a
/// navigation stack to the page's URL path. The lifecycle modifiers met while rendering run after
/// the render, through a `ViewLifecycleRunner`: a `task` starts when its view appears in the page
/// and is cancelled when it goes.
@MainActor
final class WebViewRenderer {
  private let content: @MainActor () -> any View
  private let lifecycles = ViewLifecycleRunner()
  private var pending: [(key: ViewPath, lifecycle: ViewLifecycle)] = []
  private var stack: ResolvedNavigationStack?

  /// The URL path of the navigation stack as last rendered: `/` at its root, then one component
  /// per pushed screen (its element id).
  private(set) var path = "/"

  init(content: @escaping @MainActor () -> any View) {
    self.content = content
  }

  /// Renders the views, noting their lifecycle modifiers for ``runLifecycle()``.
  func render() -> HTMLNode {
    var pass = Pass()
    let children = pass.nodes(ResolvedView.resolve(content()))
    pending = pass.lifecycles.entries
    stack = pass.stack
    path = pass.stack.map(Self.path(of:)) ?? "/"
    return .element("div", ["class": "tca-view"], children: children)
  }

  /// Runs the `onAppear`, `onDisappear` and `task` modifiers of views that came or went in the
  /// last render. Called after the render, outside its observation tracking.
  func runLifecycle() {
    guard !lifecycles.isEmpty || !pending.isEmpty else { return }
    lifecycles.update(to: pending)
  }

  /// Takes every view off the page: their `onDisappear` actions run, their tasks are cancelled.
  func stop() {
    pending = []
    runLifecycle()
  }

  /// Follows the browser to `path` (its back button): pops the top screen when the path is
  /// shallower than the stack.
  func navigate(to path: String) {
    guard let stack, let pop = stack.pop else { return }
    let depth = path.split(separator: "/").count
    if depth < stack.elementIDs.count { pop() }
  }

  static func path(of stack: ResolvedNavigationStack) -> String {
    "/" + stack.elementIDs.map { String($0.debugDescription.drop { $0 == "#" }) }
      .joined(separator: "/")
  }
}

/// One render's walk over a resolved tree.
@MainActor
private struct Pass {
  var lifecycles = ViewLifecycleRegistry()
  /// The innermost navigation stack met.
  var stack: ResolvedNavigationStack?
  /// The `onSubmit` action of the views being walked.
  var submit: (@MainActor () -> Void)?
  /// The selection of the list being walked, for its rows.
  var selection: ResolvedSelection?

  mutating func nodes(_ views: [ResolvedView]) -> [HTMLNode] {
    views.flatMap { nodes($0) }
  }

  /// The style of a box that puts its children one under the other, each as wide as it needs.
  static let column = "display:flex;flex-direction:column;align-items:flex-start"

  private static func box(_ style: String, _ children: [HTMLNode]) -> HTMLNode {
    .element("div", ["style": style], children: children)
  }

  // swift-format-ignore
  private mutating func nodes(_ view: ResolvedView) -> [HTMLNode] {
    switch view.kind {
    case let .text(text, style):
      var attributes: [String: String] = [:]
      if let css = WebStyle.css(style) { attributes["style"] = css }
      return [.element("span", attributes, children: [.text(text)])]

    case let .stack(axis, alignment, spacing, children):
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

    case let .spacer(minLength):
      return [Self.box("flex:1 1 auto;min-width:\(minLength)ch;min-height:\(minLength)em", [])]

    case .divider:
      return [.element("hr")]

    case let .button(button):
      var attributes = ["type": "button"]
      if case let .character(character)? = button.key { attributes["accesskey"] = String(character) }
      switch button.role {
      case .destructive?: attributes["class"] = "destructive"
      case .cancel?: attributes["class"] = "cancel"
      case nil: break
      }
      let action = MainActorValue(button.action)
      return [
        .element("button", attributes, children: [.text(button.title)]).on(.click) { _ in action.value() }
      ]

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
      let select = HTMLNode.element("select", ["aria-label": title], children: children)
        .on(.change) { payload in
          guard let index = Int(payload), tags.indices.contains(index) else { return }
          choose.value(tags[index])
        }
      return [.element("label", children: [.text(title + " "), select])]

    case let .stepper(title, onIncrement, onDecrement):
      return [
        .element(
          "span", ["class": "stepper"],
          children: [
            .text(title + " "),
            Self.stepperButton("−", label: "Decrement", onDecrement),
            Self.stepperButton("+", label: "Increment", onIncrement),
          ])
      ]

    case let .progress(label, fraction):
      var bar = HTMLNode.element("progress", ["max": "1"])
      if let fraction { bar = bar.attribute("value", "\(fraction)") }
      return [.element("div", ["class": "progress"], children: [bar] + (label.map { [.text(" " + $0)] } ?? []))]

    case let .scroll(children):
      return [Self.box("overflow:auto;max-height:100%", nodes(children))]

    case let .list(selection, rows):
      let outer = self.selection
      self.selection = selection
      defer { self.selection = outer }
      return [.element("div", ["role": "list", "class": "list"], children: rows.flatMap { row($0) })]

    case let .section(header, content):
      // One view a line under the header, as the terminal lays a section out: texts side by
      // side would run together.
      var children: [HTMLNode] = []
      if !header.isEmpty { children.append(.element("h3", children: nodes(header))) }
      children += nodes(content)
      return [.element("section", ["style": Self.column], children: children)]

    case let .form(children):
      return [Self.box("display:flex;flex-direction:column;gap:.5em", nodes(children))]

    case let .forEach(forEach):
      return [Self.box("display:contents", elements(forEach) { pass, views in pass.nodes(views) })]

    case let .tag(_, content):
      return nodes(content)

    case let .padding(edges, length, content):
      let vertical = "\(Double(length) * 0.5)em"
      let horizontal = "\(length)ch"
      let sides = [
        edges.contains(.top) ? vertical : "0", edges.contains(.trailing) ? horizontal : "0",
        edges.contains(.bottom) ? vertical : "0", edges.contains(.leading) ? horizontal : "0",
      ]
      return [Self.box("padding:" + sides.joined(separator: " "), nodes(content))]

    case let .border(color, content):
      return [Self.box("border:1px solid \(color.map(WebStyle.css) ?? "currentColor");padding:.25em .5ch", nodes(content))]

    case let .background(color, content):
      return [Self.box("background:\(WebStyle.css(color))", nodes(content))]

    case let .navigationTitle(title, content):
      return [.element("h1", ["class": "navigation-title"], children: [.text(title)])] + nodes(content)

    case let .toolbar(items, content):
      // An item whose views are all conditional and absent (a terminal-only hint) takes no room.
      let items = items.filter { !$0.content.isEmpty }
      let top = items.filter { $0.placement != .bottomBar && $0.placement != .status }
      let bottom = items.filter { $0.placement == .bottomBar || $0.placement == .status }
      var result: [HTMLNode] = []
      if !top.isEmpty {
        result.append(.element("div", ["class": "toolbar", "style": "display:flex;gap:1ch"], children: top.flatMap { nodes($0.content) }))
      }
      result += nodes(content)
      if !bottom.isEmpty {
        result.append(.element("footer", ["class": "toolbar", "style": "display:flex;gap:1ch;justify-content:space-between;margin-top:1em"], children: bottom.flatMap { nodes($0.content) }))
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
      let base = Self.box("display:contents", nodes(content))
      guard let presentation else { return [base] }
      let dismiss = MainActorValue(presentation.dismiss)
      let dialog = HTMLNode.element(
        "dialog",
        [
          "open": "", "data-modal": "", "class": "\(presentation.style)",
          "role": presentation.style == .sheet ? "dialog" : "alertdialog",
        ],
        children: nodes(presentation.content)
      )
      .on(.cancel) { _ in dismiss.value() }
      return [base, dialog.key("dialog")]

    case let .navigationStack(stack):
      self.stack = stack
      var children: [HTMLNode] = []
      if let pop = stack.pop.map(MainActorValue.init) {
        children.append(
          HTMLNode.link("‹ Back", path: Self.parentPath(of: stack)) { pop.value() }
            .attribute("class", "back"))
      }
      let screen = HTMLNode.element("div", ["class": "screen"], children: nodes(stack.screen))
        .key(WebViewRenderer.path(of: stack))
      children.append(screen)
      return [.element("nav", ["class": "navigation-stack"], children: children)]
    }
  }

  /// A list's row: a `ForEach` gives one row per element, keyed by its id; a tagged row of a
  /// list with a selection chooses its tag when clicked.
  private mutating func row(_ view: ResolvedView) -> [HTMLNode] {
    switch view.kind {
    case .forEach, .section, .tag: row(view.kind)
    default: [.element("div", ["role": "listitem"], children: nodes([view]))]
    }
  }

  private mutating func row(_ kind: ResolvedView.Kind) -> [HTMLNode] {
    switch kind {
    case let .forEach(forEach):
      // Each element is a row tagged with its id.
      return [
        Self.box(
          "display:contents",
          (0..<forEach.count).map { index in
            let id = forEach.id(index)
            let row = ResolvedView.Kind.tag(id, content: forEach.content(index))
            return Self.box("display:contents", self.row(row)).key("\(id.base)")
          })
      ]
    case let .section(header, content):
      var children: [HTMLNode] = []
      if !header.isEmpty { children.append(.element("h3", children: nodes(header))) }
      children += content.flatMap { row($0) }
      return [.element("section", ["role": "group"], children: children)]
    case let .tag(tag, content):
      var item = HTMLNode.element("div", ["role": "listitem"], children: nodes(content))
      if let selection, selection.accepts(tag) {
        let choose = MainActorValue(selection.select)
        item = item.attribute("aria-selected", selection.isSelected(tag) ? "true" : "false")
          .on(.click) { _ in choose.value(tag) }
      }
      return [item]
    default:
      return []
    }
  }

  /// The elements of a `ForEach`, each wrapped in a node keyed by its id.
  private mutating func elements(
    _ forEach: ResolvedForEach, _ content: (inout Pass, [ResolvedView]) -> [HTMLNode]
  ) -> [HTMLNode] {
    (0..<forEach.count).map { index in
      let id = forEach.id(index)
      return Self.box("display:contents", content(&self, forEach.content(index))).key("\(id.base)")
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
      case let .tag(tag, content): [(tag, text(of: content))]
      case let .forEach(forEach):
        // An element is an option tagged with its id, unless its views carry tags of their own.
        (0..<forEach.count).flatMap { index -> [(tag: AnyHashable, label: String)] in
          let content = forEach.content(index)
          let tagged = options(in: content)
          return tagged.isEmpty ? [(forEach.id(index), text(of: content))] : tagged
        }
      case let .stack(_, _, _, children): options(in: children)
      default: []
      }
    }
  }

  /// The texts of views, joined: an option's label.
  static func text(of views: [ResolvedView]) -> String {
    views.map { view -> String in
      switch view.kind {
      case let .text(text, _): text
      case let .button(button): button.title
      case let .stack(_, _, _, children), let .padding(_, _, children), let .background(_, children),
        let .border(_, children):
        text(of: children)
      default: ""
      }
    }
    .filter { !$0.isEmpty }
    .joined(separator: " ")
  }
}

/// A control's closure or binding, carried into its handler. Handlers are `@Sendable` so that
/// a node can be, but they are `@MainActor` and a session runs them only on the main actor,
/// where the resolved views' closures and bindings live.
private struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
