/// A node of an HTML tree: an element with a tag, attributes, children and handlers, or a text.
///
/// A web session renders its page as one `HTMLNode` and sends the browser the difference between
/// two renders as ``HTMLPatch``es. Nodes are values; two trees compare equal when they would
/// serialize to the same HTML with the same handlers declared (the handlers' closures are not
/// compared).
///
/// ```swift
/// let page = HTMLNode.element("main", children: [
///   .element("h1", children: [.text("Counter")]),
///   .button("Increment") { store.send(.incrementButtonTapped) },
/// ])
/// ```
///
/// Children are normalized as the browser's parser would see them: empty texts are dropped and
/// adjacent texts are joined, so a tree and the DOM built from its HTML have the same shape.
public struct HTMLNode: Sendable {
  /// The element's tag, lowercase, or `nil` for a text node.
  public private(set) var tag: String?
  /// The text of a text node; empty for an element.
  public private(set) var text: String
  /// The element's attributes. Serialized in name order.
  public private(set) var attributes: [String: String]
  /// The element's children.
  public private(set) var children: [HTMLNode]
  /// The key that identifies this node among its siblings across renders, if any.
  ///
  /// Give the elements of a list the identity of what they show, so that inserting, removing or
  /// moving an item patches only that item.
  public private(set) var key: String?
  /// What the element does when the browser reports an event on it.
  public private(set) var handlers: [WebEventKind: WebEventHandler]

  /// A text node. Serialized with `&`, `<` and `>` escaped.
  public static func text(_ text: String) -> HTMLNode {
    HTMLNode(tag: nil, text: text, attributes: [:], children: [], key: nil, handlers: [:])
  }

  /// An element.
  ///
  /// - Parameters:
  ///   - tag: The tag name: ASCII letters, digits and `-`.
  ///   - attributes: The attributes. Names are ASCII letters, digits, `-`, `_` and `:`; values
  ///     are escaped on serialization.
  ///   - key: The node's identity among its siblings (see ``key``).
  ///   - children: The element's children (void elements such as `input` take none).
  public static func element(
    _ tag: String,
    _ attributes: [String: String] = [:],
    key: String? = nil,
    children: [HTMLNode] = []
  ) -> HTMLNode {
    precondition(HTMLNode.isValidName(tag, extra: "-"), "invalid HTML tag name: \(tag)")
    for name in attributes.keys {
      precondition(HTMLNode.isValidName(name, extra: "-_:"), "invalid HTML attribute name: \(name)")
    }
    return HTMLNode(
      tag: tag.lowercased(),
      text: "",
      attributes: attributes,
      children: HTMLNode.isVoid(tag.lowercased()) ? [] : HTMLNode.normalized(children),
      key: key,
      handlers: [:]
    )
  }

  /// This node with the given key.
  public func key(_ key: String) -> HTMLNode {
    var copy = self
    copy.key = key
    return copy
  }

  /// This element with an attribute set, or removed when `value` is `nil`.
  public func attribute(_ name: String, _ value: String?) -> HTMLNode {
    precondition(tag != nil, "a text node has no attributes")
    precondition(HTMLNode.isValidName(name, extra: "-_:"), "invalid HTML attribute name: \(name)")
    var copy = self
    copy.attributes[name] = value
    return copy
  }

  /// This element, calling `handler` with the event's payload when the browser reports `event`
  /// on it.
  ///
  /// The session gives the element an opaque control id for the browser to name it by; the
  /// browser never names an action.
  public func on(
    _ event: WebEventKind,
    perform handler: @escaping WebEventHandler
  ) -> HTMLNode {
    precondition(tag != nil, "a text node has no handlers")
    var copy = self
    copy.handlers[event] = handler
    return copy
  }

  /// A copy as the browser gets it: other attributes and children, no handlers.
  func resolved(attributes: [String: String], children: [HTMLNode]) -> HTMLNode {
    var copy = self
    copy.attributes = attributes
    copy.children = children
    copy.handlers = [:]
    return copy
  }

  /// A copy with other children, kept exactly as given (the reference patch applier's edits).
  func with(children: [HTMLNode]) -> HTMLNode {
    var copy = self
    copy.children = children
    return copy
  }

  /// A copy with the text of a text node replaced.
  func with(text: String) -> HTMLNode {
    var copy = self
    copy.text = text
    return copy
  }

  private static func normalized(_ children: [HTMLNode]) -> [HTMLNode] {
    var result: [HTMLNode] = []
    result.reserveCapacity(children.count)
    for child in children {
      if child.tag == nil {
        if child.text.isEmpty { continue }
        if let last = result.last, last.tag == nil {
          result[result.count - 1].text += child.text
          continue
        }
      }
      result.append(child)
    }
    return result
  }

  static func isVoid(_ tag: String) -> Bool {
    switch tag {
    case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
      "track", "wbr":
      true
    default:
      false
    }
  }

  private static func isValidName(_ name: String, extra: String) -> Bool {
    guard let first = name.unicodeScalars.first, isASCIILetter(first) else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      isASCIILetter(scalar) || ("0"..."9").contains(scalar) || extra.unicodeScalars.contains(scalar)
    }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}

extension HTMLNode: Equatable {
  public static func == (lhs: HTMLNode, rhs: HTMLNode) -> Bool {
    lhs.tag == rhs.tag && lhs.text == rhs.text && lhs.attributes == rhs.attributes
      && lhs.key == rhs.key && Set(lhs.handlers.keys) == Set(rhs.handlers.keys)
      && lhs.children == rhs.children
  }
}
