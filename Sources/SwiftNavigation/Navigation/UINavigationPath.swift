import Foundation

/// A type-erased list of the values a navigation stack shows, as SwiftUI's `NavigationPath` is.
///
/// ```swift
/// var path = UINavigationPath()
/// path.append(SyncUp.ID())
/// path.append("Settings")
/// path.count  // 2
/// path.removeLast()
/// ```
///
/// A path whose values are all `Codable` can be saved with ``codable`` and restored with
/// ``init(_:)-(CodableRepresentation)``.
public struct UINavigationPath: Equatable {
  var elements: [Element]

  /// An empty path.
  public init() {
    self.elements = []
  }

  /// A path of the values of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { .eager(AnyHashable($0)) }
  }

  /// A path restored from its codable representation.
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public init(_ codable: CodableRepresentation) {
    self.elements = codable.elements
  }

  /// The number of values in the path.
  public var count: Int {
    self.elements.count
  }

  /// Whether the path is empty.
  public var isEmpty: Bool {
    self.elements.isEmpty
  }

  /// Adds a value at the end of the path.
  public mutating func append<V: Hashable>(_ value: V) {
    self.elements.append(.eager(AnyHashable(value)))
  }

  /// Removes the last `k` values of the path.
  public mutating func removeLast(_ k: Int = 1) {
    self.elements.removeLast(k)
  }

  /// The path as a value that can be encoded, or `nil` when one of its values is not `Encodable`.
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public var codable: CodableRepresentation? {
    var encoded: [Element] = []
    for element in self.elements {
      guard let element = element.encoded() else { return nil }
      encoded.append(element)
    }
    return CodableRepresentation(elements: encoded)
  }

  /// A value of a path: the value itself, or its encoded form until it is needed.
  enum Element: Equatable {
    case eager(AnyHashable)
    case lazy(tag: String, json: String)

    /// The value, decoded if it has not been.
    var value: AnyHashable? {
      switch self {
      case let .eager(value):
        return value
      case let .lazy(tag, json):
        guard
          let type = _typeByName(tag) as? any (Decodable & Hashable).Type,
          let value = try? JSONDecoder().decode(type, from: Data(json.utf8))
        else { return nil }
        return AnyHashable(value)
      }
    }

    /// The element in its encoded form, or `nil` when its value cannot be encoded.
    func encoded() -> Self? {
      switch self {
      case .lazy:
        return self
      case let .eager(value):
        guard let encodable = value.base as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard
          let data = try? encoder.encode(encodable),
          let json = String(data: data, encoding: .utf8)
        else { return nil }
        return .lazy(tag: _mangledTypeName(type(of: value.base)) ?? "", json: json)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      if case let .lazy(lhsTag, lhsJSON) = lhs, case let .lazy(rhsTag, rhsJSON) = rhs {
        return lhsTag == rhsTag && lhsJSON == rhsJSON
      }
      return lhs.value == rhs.value
    }
  }
}

extension UINavigationPath {
  /// A navigation path in a form that can be encoded and decoded, for state restoration.
  ///
  /// It encodes as a flat list of strings, from the last value of the path to the first: for each
  /// value its type's mangled name, then its JSON.
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public struct CodableRepresentation: Codable, Equatable {
    var elements: [UINavigationPath.Element]

    init(elements: [UINavigationPath.Element]) {
      self.elements = elements
    }

    /// Decodes a path encoded by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [UINavigationPath.Element] = []
      while !container.isAtEnd {
        let tag = try container.decode(String.self)
        let json = try container.decode(String.self)
        elements.insert(.lazy(tag: tag, json: json), at: 0)
      }
      self.elements = elements
    }

    /// Encodes the path, last value first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in self.elements.reversed() {
        guard case let .lazy(tag, json) = element else { continue }
        try container.encode(tag)
        try container.encode(json)
      }
    }
  }
}
