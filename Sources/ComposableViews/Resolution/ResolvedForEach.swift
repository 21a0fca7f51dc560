/// A resolved `ForEach`: how many elements, each element's id, and the views for an
/// element, resolved when a host asks for them.
@_spi(Rendering)
public struct ResolvedForEach {
  /// The number of elements.
  public let count: Int
  /// The id of the element at `index`.
  public let id: @MainActor (_ index: Int) -> AnyHashable
  /// Resolves the views of the element at `index`, at the `ForEach`'s path plus the
  /// element's id.
  public let content: @MainActor (_ index: Int) -> [ResolvedView]

  /// The views of every element, in order.
  @MainActor
  public var allContent: [ResolvedView] {
    (0..<count).flatMap(content)
  }
}
