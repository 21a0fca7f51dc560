import Foundation

extension Text {
  /// Text drawn exactly as given, never looked up as a key.
  public init(verbatim content: String) {
    self.init(content)
  }

  /// The text of a key, with its interpolated arguments in place. Nothing is localized on these
  /// hosts: the table, bundle and comment are accepted and unused.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// enum Filter: LocalizedStringKey, CaseIterable { case all = "All", active = "Active" }
  /// ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
  /// ```
  // Disfavoured, so that a string literal keeps making plain text, as it always has here.
  @_disfavoredOverload
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(key.text)
  }
}
