import Foundation

/// What a recorded state's JSON does not say and a generated test needs to write a value of it as
/// Swift: a struct's type and its fields in the order its memberwise initializer takes them,
/// the labels of an enum case's payloads in order, and which numbers are dates and durations.
///
/// A recording holds them by path from the state (`".syncUpsList.addSyncUp"`; `[]` for any
/// element of a collection, `.detail` for an enum case's payload, `.push.state` for one of its
/// payloads), each path once, on the first line whose state reaches it (see `RecordingFormat`).
struct RecordedType: Codable, Equatable {
  /// The type's name as a test in the feature's module writes it (`SyncUpForm.State`).
  var type: String
  /// A struct's fields, or an enum case's payload labels, in declaration order; a field that is
  /// optional ends with `?`, as a recording leaves a `nil` one out. `nil` when the type is
  /// written otherwise (a date), or cannot be written by its memberwise initializer (a generic
  /// type, a private one).
  var fields: [String]?
  /// The cases of an enum coded as its raw value that the recording met, by raw value
  /// (`{"bubblegum":"bubblegum"}`): the raw value need not be the case's name.
  var cases: [String: String]?

  /// The type, with the cases another sighting of it met too.
  func merging(_ other: RecordedType?) -> RecordedType {
    guard let other, other.type == self.type, let cases = other.cases else { return self }
    var merged = self
    merged.cases = cases.merging(self.cases ?? [:]) { $1 }
    return merged
  }
}

extension RecordedType {
  /// The types of a value and of the values it holds, by path. `names` keeps what was learnt
  /// about each type, which a recording meets again at every step.
  static func types(of value: Any, names: TypeNames = TypeNames()) -> [String: RecordedType] {
    var types: [String: RecordedType] = [:]
    self.collect(value, path: "", names: names, into: &types)
    return types
  }

  /// What the walk learns about each type once: its name and whether a test can write it, and
  /// whether it is a property wrapper.
  final class TypeNames {
    private var names: [ObjectIdentifier: (name: String, isWritable: Bool)] = [:]
    private var wrappers: [ObjectIdentifier: Bool] = [:]

    /// A type's name; not writable for a generic type's name or a private one's.
    func name(of type: Any.Type) -> (name: String, isWritable: Bool) {
      if let known = self.names[ObjectIdentifier(type)] { return known }
      let name = typeName(type)
      let known = (name, !name.contains { "<( ".contains($0) })
      self.names[ObjectIdentifier(type)] = known
      return known
    }

    /// Whether a struct's synthesized `Codable` conformance and memberwise initializer name a
    /// value of this type after the wrapped field (`syncUps` for `_syncUps`).
    func isPropertyWrapper(_ type: Any.Type) -> Bool {
      if let known = self.wrappers[ObjectIdentifier(type)] { return known }
      let name = String(reflecting: type)
      let isWrapper = [
        "Sharing.Shared<", "Sharing.SharedReader<", "ComposableArchitecture.PresentationState<",
        "ComposableArchitecture.BindingState<",
      ].contains { name.hasPrefix($0) }
      self.wrappers[ObjectIdentifier(type)] = isWrapper
      return isWrapper
    }
  }

  private static func collect(
    _ value: Any, path: String, names: TypeNames, into types: inout [String: RecordedType]
  ) {
    switch value {
    case is String, is Bool, is Int, is Double, is StackElementID:
      return
    case is UUID:
      types[path] = RecordedType(type: "UUID")
      return
    case is Date:
      types[path] = RecordedType(type: "Date")
      return
    case is Duration:
      types[path] = RecordedType(type: "Duration")
      return
    default:
      break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let child = mirror.children.first {
        self.collect(child.value, path: path, names: names, into: &types)
      }
    case .collection, .set:
      for child in mirror.children {
        self.collect(child.value, path: "\(path)[]", names: names, into: &types)
      }
    case .enum:
      guard let child = mirror.children.first, let name = child.label else {
        // A case without payload, coded as its raw value when it has one.
        if let rawValue = (value as? any RawRepresentable)?.rawValue,
          rawValue is String || rawValue is Int, !(value is any CustomStringConvertible)
        {
          types[path] = RecordedType(
            type: names.name(of: mirror.subjectType).name, cases: ["\(rawValue)": "\(value)"]
          ).merging(types[path])
        }
        return
      }
      let payload = Mirror(reflecting: child.value)
      guard payload.displayStyle == .tuple else {
        self.collect(child.value, path: "\(path).\(name)", names: names, into: &types)
        return
      }
      // Several payloads: their labels as the recording's JSON keys them (`_1` when unlabeled).
      let labels = payload.children.enumerated().map { offset, child in
        guard let label = child.label, !label.hasPrefix(".") else { return "_\(offset)" }
        return label
      }
      types["\(path).\(name)"] = RecordedType(
        type: names.name(of: payload.subjectType).name, fields: labels
      )
      for (label, child) in zip(labels, payload.children) {
        self.collect(child.value, path: "\(path).\(name).\(label)", names: names, into: &types)
      }
    case .struct:
      // A collection of its own (a navigation stack) is coded as an array of its elements.
      if let collection = value as? any Collection {
        for element in Self.elements(of: collection) {
          self.collect(element, path: "\(path)[]", names: names, into: &types)
        }
        return
      }
      let (name, isWritable) = names.name(of: mirror.subjectType)
      let isObservable = mirror.children.contains { $0.label == RecordingFormat.registrarKey }
      var fields: [String]? = []
      for child in mirror.children {
        guard var label = child.label else {
          fields = nil
          continue
        }
        // Observation's registrar is no initializer argument; an observable field's storage,
        // and a property wrapper's, is `_field`, and the initializer takes `field`.
        if label.hasPrefix("_$") { continue }
        if label.hasPrefix("_"),
          isObservable || names.isPropertyWrapper(Swift.type(of: child.value))
        {
          label.removeFirst()
        }
        let isOptional = Mirror(reflecting: child.value).displayStyle == .optional
        fields?.append(isOptional ? "\(label)?" : label)
        self.collect(child.value, path: "\(path).\(label)", names: names, into: &types)
      }
      // A generic type's or a private one's name is not what a test writes.
      types[path] = RecordedType(type: name, fields: isWritable ? fields : nil)
    default:
      return
    }
  }

  private static func elements(of collection: some Collection) -> [Any] {
    collection.map { $0 }
  }
}
