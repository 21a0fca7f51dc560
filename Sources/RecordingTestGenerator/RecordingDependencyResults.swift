/// The results that recorded dependency endpoints gave effects (the `results` of a recording's
/// steps, see `_record(to:dependencies:)`), written as the overrides a test gives its store so
/// that its effects get them again: `dependencies.numberFact.fetch = { _ in "3 is a prime." }`.
struct RecordingDependencyResults {
  /// What one call gave: a value (as Swift), an error (its description), or nothing.
  enum Outcome: Equatable {
    case value(source: String, json: RecordingJSON)
    case threw(String)
    case returned
  }

  struct Endpoint {
    /// The endpoint's path from `DependencyValues`: `numberFact.fetch`.
    var name: String
    var arguments: Int
    /// The type of the values it returned, when it returned some.
    var type: String?
    var calls: [(number: Int, outcome: Outcome)] = []
  }

  /// The endpoints, in the order of their first recorded result.
  private(set) var endpoints: [Endpoint] = []
  /// Whether an override throws a recorded error (the test then declares `RecordedError`).
  private(set) var usesRecordedError = false
  /// Whether an override returns several values in turn (with the test's `recorded(_:)`).
  private(set) var usesRecordedSequence = false

  /// Adds the results of a step (`"results":[…]`).
  mutating func read(_ results: RecordingJSON?, at location: String) throws {
    guard let results else { return }
    guard case let .array(entries) = results else {
      throw RecordingTestGenerator.Failure(description: "\(location): its results are malformed.")
    }
    for entry in entries {
      // The endpoint's path becomes code: `dependencies.numberFact.fetch = …`.
      guard case let .object(entry) = entry, case let .string(endpoint)? = entry["endpoint"],
        let name = RecordingSourceCheck.dottedName(endpoint),
        case let .integer(arguments)? = entry["arguments"], (0...64).contains(arguments),
        case let .integer(number)? = entry["call"]
      else {
        throw RecordingTestGenerator.Failure(
          description: "\(location): a recorded result is malformed."
        )
      }
      let outcome: Outcome
      var type: String?
      if case let .string(description)? = entry["threw"] {
        outcome = .threw(description)
      } else if let value = entry["value"] {
        let values = RecordingSwiftValues(sharedRoots: [:])
        values.read(entry["types"])
        let written = values.source(for: value, at: "")
        // Decoded from JSON where it cannot be written: the override's closure may not throw.
        let source =
          written.comment == nil
          ? written.source : "try!" + written.source.dropFirst("try".count)
        outcome = .value(source: source, json: value)
        if case let .string(name)? = entry["type"] { type = RecordingSourceCheck.typeName(name) }
      } else {
        outcome = .returned
      }
      if let index = self.endpoints.firstIndex(where: { $0.name == name }) {
        self.endpoints[index].calls.append((number, outcome))
        if self.endpoints[index].type == nil { self.endpoints[index].type = type }
      } else {
        self.endpoints.append(
          Endpoint(name: name, arguments: arguments, type: type, calls: [(number, outcome)])
        )
      }
    }
  }

  /// Whether the action holds a value, or an error's description, that an endpoint gave: an
  /// effect that sent it got it from a recorded endpoint, which the test supplies.
  func supplies(_ action: RecordingJSON) -> Bool {
    let given: [RecordingJSON] = self.endpoints.flatMap(\.calls).compactMap {
      switch $0.outcome {
      case let .value(_, json): json
      case let .threw(description): .string(description)
      case .returned: nil
      }
    }
    func contains(_ json: RecordingJSON) -> Bool {
      if given.contains(json) { return true }
      switch json {
      case let .array(elements): return elements.contains(where: contains)
      case let .object(object): return object.values.contains(where: contains)
      default: return false
      }
    }
    return contains(action)
  }

  /// `dependencies.<endpoint> = { … }` for each endpoint, returning its recorded results in the
  /// order of its calls (the last one again after them).
  mutating func overrides() -> [String] {
    self.endpoints.map { endpoint in
      let outcomes = endpoint.calls.sorted { $0.number < $1.number }.map(\.outcome)
      let parameters = Array(repeating: "_", count: endpoint.arguments).joined(separator: ", ")
      func closure(capture: String? = nil, _ body: String) -> String {
        let head = [capture.map { "[next = \($0)]" }, parameters.isEmpty ? nil : parameters]
          .compactMap { $0 }.joined(separator: " ")
        if head.isEmpty { return body.isEmpty ? "{}" : "{ \(body) }" }
        return body.isEmpty ? "{ \(head) in }" : "{ \(head) in \(body) }"
      }
      let value: String
      var distinct: [Outcome] = []
      for outcome in outcomes where !distinct.contains(outcome) { distinct.append(outcome) }
      if distinct.count == 1 {
        switch distinct[0] {
        case let .value(source, _):
          value = closure(source)
        case let .threw(description):
          self.usesRecordedError = true
          value = closure("throw RecordedError(\(RecordingSwiftLiteral.stringLiteral(description)))")
        case .returned:
          value = closure("")
        }
      } else {
        self.usesRecordedSequence = true
        let type = endpoint.type.map { " as [\($0)]" } ?? ""
        var sources: [String] = []
        var throwsSome = false
        for outcome in outcomes {
          switch outcome {
          case let .value(source, _):
            sources.append(source)
          case let .threw(description):
            throwsSome = true
            sources.append("RecordedError(\(RecordingSwiftLiteral.stringLiteral(description)))")
          case .returned:
            sources.append("()")
          }
        }
        let list = sources.joined(separator: ", ")
        if !throwsSome {
          value = closure(capture: "recorded([\(list)]\(type))", "next()")
        } else if !outcomes.contains(where: { if case .threw = $0 { false } else { true } }) {
          self.usesRecordedError = true
          value = closure(capture: "recorded([\(list)])", "throw next()")
        } else {
          self.usesRecordedError = true
          // Values and errors in turn: each as a `Result`.
          let results = zip(outcomes, sources).map { outcome, source in
            if case .threw = outcome { ".failure(\(source))" } else { ".success(\(source))" }
          }
          let resultType = endpoint.type.map { " as [Result<\($0), RecordedError>]" } ?? ""
          value = closure(
            capture: "recorded([\(results.joined(separator: ", "))]\(resultType))",
            "try next().get()"
          )
        }
      }
      return "dependencies.\(endpoint.name) = \(value)"
    }
  }
}
