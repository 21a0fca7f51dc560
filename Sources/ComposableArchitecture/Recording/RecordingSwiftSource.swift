import Foundation

/// A value written as Swift source, as a test would write it (`.row(id: 3, action: .tapped)`,
/// `SyncUp(id: UUID(uuidString: "…")!, title: "Design")`), or `nil` when it cannot be written
/// with confidence.
///
/// A recording stores it beside each action's JSON, which does not keep the order of an enum
/// case's labels nor the names of types; `tca-recording` prints it in the test it generates, and
/// falls back to decoding the JSON when it is missing. It covers enums, structs that are not
/// generic, tuples, optionals, arrays, dictionaries, strings, numbers, `Bool`, `UUID`, `Date`,
/// `Duration`, stack element ids and shared values (see `RecordableSharedValue`).
func swiftSource(of value: Any) -> String? {
  switch value {
  case let value as String:
    return String(reflecting: value)
  case let value as Bool:
    return "\(value)"
  case is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
    is UInt64:
    return "\(value)"
  case let value as Double:
    return value.isFinite ? "\(value)" : nil
  case let value as Float:
    return value.isFinite ? "\(value)" : nil
  case let value as StackElementID:
    // A test names stack elements with integer literals.
    return "\(value.generation)"
  case let value as UUID:
    return "UUID(uuidString: \"\(value.uuidString)\")!"
  case let value as Duration:
    return swiftSource(of: value)
  case let value as any RecordableSharedValue:
    return value.recordedSource
  case let value as Date:
    // The number a `Date` encodes as by default, so the test reads like the recording.
    return "Date(timeIntervalSinceReferenceDate: \(value.timeIntervalSinceReferenceDate))"
  case let value as any RecordableBindingAction:
    // While recording, the reducer found where the binding wrote.
    guard case let .resolved(_, keyPath?)? = value.recorded ?? RecordingStep.current?.binding,
      let argument = swiftSource(of: value.value)
    else { return nil }
    return ".set(\(keyPath), \(argument))"
  default:
    break
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first, let name = child.label else {
      // A case without payload has no child; a custom description would not be its name.
      guard !(value is any CustomStringConvertible) else { return nil }
      return ".\(value)"
    }
    let payloadMirror = Mirror(reflecting: child.value)
    if payloadMirror.displayStyle == .tuple {
      guard let arguments = swiftArguments(payloadMirror) else { return nil }
      return ".\(name)(\(arguments))"
    }
    return swiftSource(of: child.value).map { ".\(name)(\($0))" }
  case .optional:
    guard let child = mirror.children.first else { return "nil" }
    return swiftSource(of: child.value)
  case .tuple:
    return swiftArguments(mirror).map { "(\($0))" }
  case .collection, .set:
    let elements = mirror.children.map { swiftSource(of: $0.value) }
    guard !elements.contains(where: { $0 == nil }) else { return nil }
    return "[\(elements.compactMap { $0 }.joined(separator: ", "))]"
  case .dictionary:
    var pairs: [String] = []
    for child in mirror.children {
      let pair = Mirror(reflecting: child.value).children.map { swiftSource(of: $0.value) }
      guard pair.count == 2, let key = pair[0], let value = pair[1] else { return nil }
      pairs.append("\(key): \(value)")
    }
    return pairs.isEmpty ? "[:]" : "[\(pairs.sorted().joined(separator: ", "))]"
  case .struct:
    // Generic wrappers (shared state, presentation state) are not built by their memberwise
    // initializer.
    guard !String(reflecting: type(of: value)).contains("<") else { return nil }
    let name = typeName(type(of: value))
    var arguments: [String] = []
    for child in mirror.children {
      guard var label = child.label else { return nil }
      // Observation's registrar and identity are not initializer arguments; an observable
      // field's storage is `_field`.
      if label.hasPrefix("_$") { continue }
      if label.hasPrefix("_") { label.removeFirst() }
      guard let argument = swiftSource(of: child.value) else { return nil }
      arguments.append("\(label): \(argument)")
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  default:
    return nil
  }
}

/// The arguments of an enum case or a tuple: `id: 3, action: .tapped`, `1, "x"`.
private func swiftArguments(_ mirror: Mirror) -> String? {
  var arguments: [String] = []
  for child in mirror.children {
    guard let argument = swiftSource(of: child.value) else { return nil }
    if let label = child.label, !label.hasPrefix(".") {
      arguments.append("\(label): \(argument)")
    } else {
      arguments.append(argument)
    }
  }
  return arguments.joined(separator: ", ")
}

/// A duration as a user writes it: `.seconds(300)`, `.milliseconds(1500)`, or in the largest unit
/// that holds it whole, down to `.nanoseconds`; `nil` below a nanosecond.
private func swiftSource(of duration: Duration) -> String? {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 {
    return ".seconds(\(seconds))"
  }
  for (unit, attosecondsPerUnit) in [
    ("milliseconds", Int64(1_000_000_000_000_000)), ("microseconds", 1_000_000_000_000),
    ("nanoseconds", 1_000_000_000),
  ] where attoseconds % attosecondsPerUnit == 0 {
    let perSecond = 1_000_000_000_000_000_000 / attosecondsPerUnit
    let (total, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
    guard !overflow else { return nil }
    let (sum, sumOverflow) = total.addingReportingOverflow(attoseconds / attosecondsPerUnit)
    guard !sumOverflow else { return nil }
    return ".\(unit)(\(sum))"
  }
  return nil
}

/// A shared value, in a recorded action, as the test `tca-recording` writes refers to it: the
/// storage it points to as a placeholder, `<#shared 1#>`, which the generator replaces with the
/// shared value of the test store's state that is that storage (`syncUps`); an element of it as
/// `Shared(<#shared 1#>[id: …])!`.
protocol RecordableSharedValue {
  var recordedSource: String? { get }
}

extension Shared: RecordableSharedValue where Value: Encodable {
  var recordedSource: String? {
    let encoder = JSONEncoder()
    encoder.userInfo[._sharedReferences] = true
    guard let data = try? encoder.encode(self),
      case let .object(object)? = try? JSONDecoder().decode(RecordedJSON.self, from: data),
      case let .object(record)? = object["$shared"],
      case let .integer(reference)? = record["reference"],
      record["member"] == nil
    else { return nil }
    let placeholder = "<#shared \(reference)#>"
    guard let id = record["id"] else { return placeholder }
    return id.swiftLiteral.map { "Shared(\(placeholder)[id: \($0)])!" }
  }
}
