/// The direction a stack lays out its children in.
@_spi(Rendering)
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
}
