/// One resolved `toolbar(content:)` item: where it goes and what it shows.
@_spi(Rendering)
public struct ResolvedToolbarItem {
  public let placement: ToolbarItemPlacement
  public let content: [ResolvedView]
}
