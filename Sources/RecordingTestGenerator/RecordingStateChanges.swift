/// The smallest assignments that turn one recorded state into the next: one per changed leaf
/// (`$0.count = 1`, `$0.syncUps[0].title = "Design"`), an `append` for elements added at the end
/// of an array, and a whole value only where its shape changed otherwise (an enum that changed
/// case, an optional that appeared).
///
/// Keys are the fields' names as synthesized `Codable` writes them. An `@ObservableState` field
/// is stored as `_field`, under that key: the change is written to `field`. The observation
/// registrar (`_$observationRegistrar`) is not a field.
enum RecordingStateChanges {
  /// `optionals` are the fields the recording shows can be `nil` (see ``optionalFields(in:)``):
  /// a change inside one is written through `?`.
  /// `values` writes the values assigned whole, as Swift where the recording tells how.
  static func assignments(
    from old: RecordingJSON, to new: RecordingJSON, optionals: Set<String> = [],
    values: RecordingSwiftValues = RecordingSwiftValues(sharedRoots: [:])
  ) -> [String] {
    var assignments: [String] = []
    self.collect(
      path: "$0", field: "", isOptional: false, old: old, new: new, optionals: optionals,
      values: values, covered: self.changedSharedRoots(from: old, to: new), into: &assignments
    )
    return assignments
  }

  /// The storages (by reference number) whose whole shared value is in the state and changed:
  /// their change is asserted once, there, and not again through the elements of them that other
  /// states hold, which are the same storage.
  static func changedSharedRoots(from old: RecordingJSON, to new: RecordingJSON) -> Set<Int> {
    func collectRoots(_ json: RecordingJSON, into roots: inout [Int: RecordingJSON]) {
      if let (record, value) = self.sharedValue(json) {
        if case let .object(record) = record, record["id"] == nil,
          case let .integer(reference)? = record["reference"]
        {
          roots[reference] = value
        }
        collectRoots(value, into: &roots)
        return
      }
      switch json {
      case let .object(object): for value in object.values { collectRoots(value, into: &roots) }
      case let .array(array): for value in array { collectRoots(value, into: &roots) }
      default: break
      }
    }
    var (oldRoots, newRoots) = ([Int: RecordingJSON](), [Int: RecordingJSON]())
    collectRoots(old, into: &oldRoots)
    collectRoots(new, into: &newRoots)
    return Set(newRoots.compactMap { $0.value != oldRoots[$0.key] ? $0.key : nil })
  }

  /// The fields of the states that are `nil` (or left out, as synthesized `Codable` leaves out a
  /// `nil` optional) in some state and not in another, by their keys from the root, array
  /// indices and stack ids written `[]`: `_syncUpsList._addSyncUp`.
  static func optionalFields(in states: [RecordingJSON]) -> Set<String> {
    var objects: [String: Int] = [:]
    var present: [String: Int] = [:]
    var optionals: Set<String> = []
    func visit(_ json: RecordingJSON, field: String) {
      switch json {
      case let .object(object) where !RecordingSwiftLiteral.isEnumCase(object):
        if let (_, value) = self.sharedValue(json) {
          visit(value, field: field)
          return
        }
        objects[field, default: 0] += 1
        for (key, value) in object where !key.hasPrefix("_$") {
          if value == .null {
            optionals.insert("\(field).\(key)")
          } else {
            present["\(field).\(key)", default: 0] += 1
          }
          visit(value, field: "\(field).\(key)")
        }
      case let .object(object):
        // An enum case with one payload: its fields are named under the case.
        if let (name, payload) = self.singlePayload(object) {
          visit(payload, field: "\(field).\(name)")
        }
      case let .array(array):
        let isStack = self.isStack(array)
        for element in array {
          // A stack's element is under `element`, beside its id.
          if isStack, case let .object(object) = element, let state = object["element"] {
            visit(state, field: "\(field)[]")
          } else {
            visit(element, field: "\(field)[]")
          }
        }
      default:
        break
      }
    }
    for state in states {
      visit(state, field: "")
    }
    for (field, count) in present {
      let parent = String(field[..<field.lastIndex(of: ".")!])
      if count < objects[parent, default: 0] {
        optionals.insert(field)
      }
    }
    return optionals
  }

  private static func collect(
    path: String, field: String, isOptional: Bool, old: RecordingJSON, new: RecordingJSON,
    optionals: Set<String>, values: RecordingSwiftValues, covered: Set<Int> = [],
    into assignments: inout [String]
  ) {
    guard old != new else { return }
    // A change inside an optional is written through it.
    let base = isOptional ? "\(path)?" : path
    func assignWhole() {
      let (source, comment) = values.source(for: new, at: field)
      if let comment { assignments.append(comment) }
      assignments.append("\(path) = \(source)")
    }
    switch (old, new) {
    case let (.object(old), .object(new))
    where !RecordingSwiftLiteral.isEnumCase(old) && !RecordingSwiftLiteral.isEnumCase(new):
      // Synthesized `Codable` leaves out `nil` optionals: a missing key is `nil`.
      let keys = Set(old.keys).union(new.keys).filter { !$0.hasPrefix("_$") }.sorted()
      let names = keys.compactMap { RecordingSourceCheck.identifier(self.fieldName($0)) }
      // A key that is no Swift name cannot be written as a path: the value is written whole.
      guard names.count == keys.count else { return assignWhole() }
      for (key, name) in zip(keys, names) {
        let (old, new) = (old[key] ?? .null, new[key] ?? .null)
        if let (record, value) = Self.sharedValue(new) {
          guard old != new else { continue }
          if case let .object(pointer) = record, pointer["id"] != nil,
            case let .integer(reference)? = pointer["reference"], covered.contains(reference)
          {
            // An element of a shared collection whose change is asserted on the collection.
            continue
          }
          if let (oldRecord, oldValue) = Self.sharedValue(old), oldRecord == record {
            // A shared value changed in place: the test asserts it with `withLock`.
            var changes: [String] = []
            self.collect(
              path: "$0", field: "\(field).\(key)", isOptional: false, old: oldValue,
              new: value, optionals: optionals, values: values, into: &changes
            )
            // A closure of one call returns its result, which `withLock` returns: `append`'s.
            let statements = changes.indices.filter { !changes[$0].hasPrefix("//") }
            if statements.count == 1, let only = statements.first,
              let call = changes[only].firstIndex(of: "("), !changes[only][..<call].contains(" = ")
            {
              changes[only] = "_ = \(changes[only])"
            }
            let call = changes.contains { !$0.hasPrefix("//") && $0.contains("try ") } ? "try " : ""
            assignments.append("\(call)\(base).$\(name).withLock {")
            assignments.append(contentsOf: changes.map { "  \($0)" })
            assignments.append("}")
          } else {
            assignments.append("\(base).$\(name) = \(RecordingSwiftLiteral.decoding(new))")
          }
          continue
        }
        self.collect(
          path: "\(base).\(name)", field: "\(field).\(key)",
          isOptional: optionals.contains("\(field).\(key)"), old: old, new: new,
          optionals: optionals, values: values, covered: covered, into: &assignments
        )
      }
    case let (.array(old), .array(new))
    where (Self.isStack(old) || old.isEmpty) && (Self.isStack(new) || new.isEmpty):
      // A navigation stack, recorded with its element ids: elements are changed by id.
      let oldElements = Self.stackElements(old)
      let newElements = Self.stackElements(new)
      for (id, _) in oldElements where !newElements.contains(where: { $0.id == id }) {
        assignments.append("\(base)[id: \(id)] = nil")
      }
      for (id, element) in newElements {
        let old = oldElements.first { $0.id == id }?.element ?? .null
        if case let .object(oldCase) = old, case let .object(newCase) = element,
          let (name, oldPayload) = self.singlePayload(oldCase),
          let (newName, newPayload) = self.singlePayload(newCase), name == newName,
          let caseName = RecordingSourceCheck.identifier(name)
        {
          // An element that kept its case changes inside it: `$0.path[id: 0, case: \.detail]?…`.
          self.collect(
            path: "\(base)[id: \(id), case: \\.\(caseName)]",
            field: "\(field)[].\(name)", isOptional: true, old: oldPayload, new: newPayload,
            optionals: optionals, values: values, covered: covered, into: &assignments
          )
        } else {
          self.collect(
            path: "\(base)[id: \(id)]", field: "\(field)[]", isOptional: true, old: old,
            new: element, optionals: optionals, values: values, covered: covered, into: &assignments
          )
        }
      }
    case let (.array(old), .array(new))
    where old.count == new.count && !(Self.isIntegerPair(old) && Self.isIntegerPair(new)):
      for (index, (old, new)) in zip(old, new).enumerated() {
        self.collect(
          path: "\(base)[\(index)]", field: "\(field)[]", isOptional: false, old: old, new: new,
          optionals: optionals, values: values, covered: covered, into: &assignments
        )
      }
    case let (.array(old), .array(new))
    where old.count < new.count && new.starts(with: old):
      for element in new[old.count...] {
        let (source, comment) = values.source(for: element, at: "\(field)[]")
        if let comment { assignments.append(comment) }
        assignments.append("\(base).append(\(source))")
      }
    default:
      assignWhole()
    }
  }

  /// A shared value as a recording writes it, `{"$shared":{…},"value":…}`: where it points, and
  /// its value.
  static func sharedValue(_ json: RecordingJSON) -> (record: RecordingJSON, value: RecordingJSON)? {
    guard case let .object(object) = json, object.count == 2, let record = object["$shared"],
      let value = object["value"]
    else { return nil }
    return (record, value)
  }

  /// The case and payload of an enum case with one unlabeled associated value, as synthesized
  /// `Codable` writes it: `{"detail":{"_0":…}}`.
  private static func singlePayload(
    _ object: [String: RecordingJSON]
  ) -> (name: String, payload: RecordingJSON)? {
    guard RecordingSwiftLiteral.isEnumCase(object), let (name, arguments) = object.first,
      case let .object(arguments) = arguments, arguments.count == 1, let payload = arguments["_0"]
    else { return nil }
    return (name, payload)
  }

  /// Whether an array holds two integers, as a `Duration` encodes (the high and low halves of its
  /// attoseconds): changed, it is assigned whole, decoded, never half by half.
  private static func isIntegerPair(_ array: [RecordingJSON]) -> Bool {
    array.count == 2 && array.allSatisfy(\.isInteger)
  }

  /// Whether an array is a `StackState` as a recording writes it: `[{"element":…,"id":0}]`.
  static func isStack(_ array: [RecordingJSON]) -> Bool {
    array.allSatisfy {
      guard case let .object(object) = $0, object.count == 2, case .integer? = object["id"],
        object["element"] != nil
      else { return false }
      return true
    } && !array.isEmpty
  }

  private static func stackElements(_ array: [RecordingJSON]) -> [(id: Int, element: RecordingJSON)] {
    array.compactMap {
      guard case let .object(object) = $0, case let .integer(id)? = object["id"],
        let element = object["element"]
      else { return nil }
      return (id, element)
    }
  }

  /// `count` for `count`, and for `_count`, an `@ObservableState` field's storage.
  static func fieldName(_ key: String) -> String {
    guard key.hasPrefix("_"), key.count > 1, !key.dropFirst().hasPrefix("_") else { return key }
    return String(key.dropFirst())
  }
}
