@_spi(Rendering) import ComposableViews

/// The bars of one screen (the page, a navigation stack's top screen, a sheet): what the walk
/// over the screen's views collects from their `navigationTitle` and `toolbar` modifiers, drawn
/// around the screen's content as SwiftUI draws them on iOS.
///
/// The bar at the top holds Back and cancellation items on the left, the title (a sheet's) or a
/// principal item in the middle, and the other items on the right; a navigation stack's screen
/// shows its title large under that bar. Bottom-bar items go to a bar at the bottom, on the
/// right, with status items on its left.
struct WebScreenBars {
  /// The innermost `navigationTitle`, as the terminal takes it.
  var title: String?
  private var leading: [HTMLNode] = []
  private var principal: [HTMLNode] = []
  private var trailing: [HTMLNode] = []
  private var status: [HTMLNode] = []
  private var bottom: [HTMLNode] = []

  /// Puts a toolbar item, already rendered, where its placement says.
  mutating func add(_ placement: ToolbarItemPlacement, _ content: [HTMLNode]) {
    let item = HTMLNode.element(
      "div", ["class": "toolbar-item", "data-placement": "\(placement)"], children: content)
    switch placement {
    case .cancellationAction: leading.append(item)
    case .principal: principal.append(item)
    case .status: status.append(item)
    case .bottomBar: bottom.append(item)
    case .automatic, .primaryAction, .confirmationAction, .destructiveAction: trailing.append(item)
    }
  }

  /// The screen's nodes: the bar at the top (with `back` first, when the screen can go back),
  /// the large title unless `isSheet`, the content, then the bottom bar.
  func wrap(_ content: [HTMLNode], back: HTMLNode?, isSheet: Bool) -> [HTMLNode] {
    var result: [HTMLNode] = []
    let leading = (back.map { [$0] } ?? []) + self.leading
    let titleNode = title.map {
      HTMLNode.element("h1", ["class": isSheet ? "navigation-title" : "navigation-title large"], children: [.text($0)])
    }
    var middle = principal
    if isSheet, let titleNode { middle.insert(titleNode, at: 0) }
    if isSheet || !leading.isEmpty || !middle.isEmpty || !trailing.isEmpty {
      result.append(
        .element(
          "header", ["class": "navigation-bar"],
          children: [
            .element("div", ["class": "leading"], children: leading),
            .element("div", ["class": "principal"], children: middle),
            .element("div", ["class": "trailing"], children: trailing),
          ]))
    }
    if !isSheet, let titleNode { result.append(titleNode) }
    result += content
    if !status.isEmpty || !bottom.isEmpty {
      result.append(
        .element(
          "footer", ["class": "toolbar bottom-bar"],
          children: [
            .element("div", ["class": "status"], children: status),
            .element("div", ["class": "items"], children: bottom),
          ]))
    }
    return result
  }
}
