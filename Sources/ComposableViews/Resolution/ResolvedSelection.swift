/// The selection of a resolved `List` or `Picker`, with its value type erased: rows and
/// options carry their tags as `AnyHashable`, and this says which of them can be chosen and
/// which one is.
@_spi(Rendering)
public struct ResolvedSelection {
  /// Whether `tag` has the selection's type, so that its row can be chosen.
  public let accepts: (AnyHashable) -> Bool
  /// Whether `tag` is the value selected now.
  public let isSelected: @MainActor (AnyHashable) -> Bool
  /// The value selected now, if any.
  public let selectedTag: @MainActor () -> AnyHashable?
  /// Chooses `tag`; a tag the selection does not accept changes nothing.
  public let select: @MainActor (AnyHashable) -> Void

  @MainActor
  init<Value: Hashable>(_ binding: Binding<Value>) {
    accepts = { $0 as? Value != nil }
    isSelected = { ($0 as? Value).map { $0 == binding.wrappedValue } ?? false }
    selectedTag = { AnyHashable(binding.wrappedValue) }
    select = { tag in if let value = tag as? Value { binding.wrappedValue = value } }
  }

  @MainActor
  init<Value: Hashable>(optional binding: Binding<Value?>) {
    accepts = { $0 as? Value != nil }
    isSelected = { tag in
      guard let selected = binding.wrappedValue else { return false }
      return (tag as? Value).map { $0 == selected } ?? false
    }
    selectedTag = { binding.wrappedValue.map { AnyHashable($0) } }
    select = { tag in if let value = tag as? Value { binding.wrappedValue = value } }
  }
}
