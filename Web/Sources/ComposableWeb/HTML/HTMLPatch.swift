/// One edit of the browser's DOM, the unit of what a session sends after a change.
///
/// A patch addresses a node by its path: the child indices from the page's root, as the DOM
/// is at the moment the patch is applied (patches apply in order). ``HTMLNode/patches(to:)``
/// computes them; ``json`` is their compact wire form, e.g. `["t",[0,1,0],"3"]`.
public enum HTMLPatch: Sendable, Equatable {
  /// Set the text of the text node at `path`.
  case setText(path: [Int], text: String)
  /// Set an attribute of the element at `path`.
  case setAttribute(path: [Int], name: String, value: String)
  /// Remove an attribute of the element at `path`.
  case removeAttribute(path: [Int], name: String)
  /// Insert `node` as the child at `index` of the element at `path`.
  case insertChild(path: [Int], index: Int, node: HTMLNode)
  /// Remove the child at `index` of the element at `path`.
  case removeChild(path: [Int], index: Int)
  /// Move the child at `from` of the element at `path` to `to` (an index among the children
  /// after it was taken out).
  case moveChild(path: [Int], from: Int, to: Int)
  /// Replace the node at `path`, and everything under it, with `node`.
  case replace(path: [Int], node: HTMLNode)

  /// The patch as a JSON array: an operation letter (`t`, `a`, `r`, `i`, `d`, `m`, `x`), the
  /// path, then the operands; inserted and replacing nodes travel as HTML.
  public var json: String {
    var output = ""
    write(to: &output)
    return output
  }

  func write(to output: inout String) {
    func path(_ path: [Int]) {
      output += "["
      output += path.map(String.init).joined(separator: ",")
      output += "]"
    }
    switch self {
    case .setText(let p, let text):
      output += "[\"t\","
      path(p)
      output += ","
      JSON.writeString(text, to: &output)
    case .setAttribute(let p, let name, let value):
      output += "[\"a\","
      path(p)
      output += ","
      JSON.writeString(name, to: &output)
      output += ","
      JSON.writeString(value, to: &output)
    case .removeAttribute(let p, let name):
      output += "[\"r\","
      path(p)
      output += ","
      JSON.writeString(name, to: &output)
    case .insertChild(let p, let index, let node):
      output += "[\"i\","
      path(p)
      output += ",\(index),"
      JSON.writeString(node.html, to: &output)
    case .removeChild(let p, let index):
      output += "[\"d\","
      path(p)
      output += ",\(index)"
    case .moveChild(let p, let from, let to):
      output += "[\"m\","
      path(p)
      output += ",\(from),\(to)"
    case .replace(let p, let node):
      output += "[\"x\","
      path(p)
      output += ","
      JSON.writeString(node.html, to: &output)
    }
    output += "]"
  }
}

extension [HTMLPatch] {
  /// The patches as one JSON array.
  public var json: String {
    var output = "["
    for (index, patch) in enumerated() {
      if index > 0 { output += "," }
      patch.write(to: &output)
    }
    output += "]"
    return output
  }
}
