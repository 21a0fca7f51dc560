import CustomDump
import Foundation

/// A value that describes text to show in a user interface: a title, a message, a button label.
///
/// Text is plain data, so that features can hold it in state and tests can compare it:
///
/// ```swift
/// AlertState {
///   TextState("Delete sync-up?")
/// }
/// ```
///
/// Pieces of text combine with `+`. A user interface layer turns text into a string with
/// `String(state:)`.
public struct TextState: Equatable, Hashable, Sendable {
  private var segments: [String]

  /// Text that shows `content` as it is.
  public init<S: StringProtocol>(_ content: S) {
    self.segments = [String(content)]
  }

  /// Text that shows `content` as it is, without localization.
  public init(verbatim content: String) {
    self.segments = [content]
  }

  /// Text made of `lhs` followed by `rhs`.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var text = lhs
    text.segments += rhs.segments
    return text
  }

  // Texts are equal when they read the same, however they were put together.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(state: lhs) == String(state: rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(String(state: self))
  }
}

extension String {
  /// The string that a ``TextState`` shows.
  ///
  /// <!-- snippet: group doc-syncups; given alert: AlertState<SyncUpDetail.Destination.Alert> -->
  /// ```swift
  /// String(state: alert.title)  // "Delete sync-up?"
  /// ```
  ///
  /// Text states hold no localized content, so `locale` does not change the string.
  public init(state: TextState, locale: Locale? = nil) {
    self = state.string
  }
}

extension TextState {
  fileprivate var string: String {
    self.segments.joined()
  }
}

extension TextState: CustomDumpRepresentable {
  /// Text dumps as the string it shows.
  public var customDumpValue: Any {
    String(state: self)
  }
}

extension TextState: CustomStringConvertible {
  public var description: String {
    String(state: self)
  }
}
