extension HTMLNode {
  /// This node and its children with every handler dropped and every form control marked
  /// `disabled`: what `disabled(true)` draws. The session gives a control without handlers no
  /// id, so an event the page sends for it anyway reaches nothing.
  var disabled: HTMLNode {
    guard let tag else { return self }
    var attributes = self.attributes
    if Self.formControls.contains(tag) { attributes["disabled"] = "" }
    return resolved(attributes: attributes, children: children.map(\.disabled))
  }

  private static let formControls: Set<String> = ["button", "input", "select", "textarea"]
}
