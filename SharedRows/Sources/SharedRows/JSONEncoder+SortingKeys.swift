import Foundation

extension JSONEncoder {
  /// An encoder whose output is the same for equal values (dictionaries' keys in order), so that
  /// comparing an element's JSON tells whether it changed: the rows keys' default.
  public static func sortingKeys() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}
