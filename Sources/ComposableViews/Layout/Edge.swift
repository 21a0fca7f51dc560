/// A side of a view, for ``View/padding(_:_:)``.
public enum Edge: Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of sides: `.horizontal`, `.vertical`, `.all`, or any combination.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
