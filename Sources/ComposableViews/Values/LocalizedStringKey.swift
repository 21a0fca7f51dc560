import ComposableArchitecture
import Foundation

/// A key to look text up by, as SwiftUI names it: made from a string literal, with interpolated
/// values as the key's arguments.
///
/// Upstream features keep such keys in their state, for instance as the raw values of an enum:
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable, Hashable {
///   case all = "All"
///   case active = "Active"
/// }
/// ```
///
/// Two keys are equal when their formats (`"Hello, %@"`) and arguments are, as SwiftUI's are.
/// Nothing is localized on platforms without SwiftUI: a dump shows the text with the arguments
/// in place.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String
  let arguments: [String]

  /// A key made from a string that is not a literal.
  public init(_ value: String) {
    self.key = value
    self.arguments = []
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    self.key = stringInterpolation.key
    self.arguments = stringInterpolation.arguments
  }

  /// The text of the key with its arguments in place of their format specifiers.
  var text: String {
    var arguments = self.arguments.makeIterator()
    var text = ""
    var remainder = Substring(self.key)
    while let percent = remainder.firstIndex(of: "%") {
      text += remainder[..<percent]
      remainder = remainder[remainder.index(after: percent)...]
      if remainder.first == "%" {
        text += "%"
        remainder = remainder.dropFirst()
        continue
      }
      let specifier = remainder.prefix { !"@dfs".contains($0) }
      remainder = remainder.dropFirst(specifier.count + 1)
      text += arguments.next() ?? ""
    }
    return text + remainder
  }

  /// Builds a key as SwiftUI does: each interpolated value becomes a format specifier in the key
  /// (`%@` for text, `%lld` for integers, `%lf` for floating-point numbers) and an argument.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      self.key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      self.key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    public mutating func appendInterpolation(_ string: String) {
      self.append(string, specifier: "%@")
    }

    public mutating func appendInterpolation(_ value: some BinaryInteger) {
      self.append("\(value)", specifier: "%lld")
    }

    public mutating func appendInterpolation(
      _ value: some BinaryFloatingPoint & LosslessStringConvertible
    ) {
      self.append("\(value)", specifier: "%lf")
    }

    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      self.append(value.description, specifier: "%@")
    }

    private mutating func append(_ argument: String, specifier: String) {
      self.key += specifier
      self.arguments.append(argument)
    }
  }
}

// As CustomDump shows SwiftUI's keys: by their text.
extension LocalizedStringKey: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.text
  }
}
