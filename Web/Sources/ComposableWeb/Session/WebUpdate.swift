/// What a session sends the browser after its page changed: the patches, the new path if it
/// changed, and the page's version.
public struct WebUpdate: Sendable, Equatable {
  /// The patches from the previous render to this one.
  public var patches: [HTMLPatch]
  /// The new URL path, if the navigation state changed.
  public var path: String?
  /// The number of updates the page has had; the browser gives it back when it reconnects.
  public var version: Int

  /// The update as the server's frame: `{"v":3,"p":[…],"u":"/detail"}`.
  public var json: String {
    var output = "{\"v\":\(version),\"p\":"
    output += patches.json
    if let path {
      output += ",\"u\":"
      JSON.writeString(path, to: &output)
    }
    output += "}"
    return output
  }
}
