/// A class whose instances are equal only to themselves and hash by identity.
///
/// ```swift
/// final class Screen: HashableObject {}
/// let screen = Screen()
/// let screens: Set = [screen, screen]  // one element
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether `lhs` and `rhs` are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
