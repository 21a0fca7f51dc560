/// How a vertical stack places children narrower than itself.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing
}
