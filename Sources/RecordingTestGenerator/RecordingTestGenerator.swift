import Foundation

/// Turns a recording (the JSON Lines file `Reducer._record(to:)` writes) into a Swift Testing test
/// that sends the recorded user actions, receives the effects' actions and asserts each change
/// with the smallest assignments.
///
/// ```swift
/// let source = try RecordingTestGenerator(module: "Counter").test(
///   forRecording: Data(contentsOf: URL(fileURLWithPath: "counter.jsonl")),
///   name: "counter.jsonl"
/// )
/// ```
public struct RecordingTestGenerator: Sendable {
  /// The module the feature lives in, imported `@testable` by the test.
  public var module: String
  /// The name of the test function.
  public var testName: String
  /// The name of the test suite (the struct that holds the test), or `nil` to name it after the
  /// recording's file (`counter-session.jsonl`: `RecordedCounterSessionTests`). Two suites of a
  /// module must not share a name: name it after the file it is written to (see
  /// ``suiteName(forFile:)``), which a module has only once.
  public var suiteName: String?

  /// Whether the test runs the feature's effects and receives the actions they send (its
  /// dependencies then to be filled in), rather than sending those actions in their place as the
  /// recording has them, with no effect running.
  public var runsEffects: Bool

  /// Creates a generator for features of `module`.
  public init(
    module: String, testName: String = "recordedSession", suiteName: String? = nil,
    runsEffects: Bool = true
  ) {
    self.module = module
    self.testName = testName
    self.suiteName = suiteName
    self.runsEffects = runsEffects
  }

  /// The suite name for a test written to the file at `path`: its name without the extension, as
  /// a Swift identifier (`RecordedSessionTests` for `Tests/RecordedSessionTests.swift`).
  public static func suiteName(forFile path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    return self.identifier(words: base)
  }

  /// The words of `text` (split at anything but letters and digits), each capitalized, joined:
  /// `CounterSession` for `counter-session`; `_` first if it would start with a digit.
  static func identifier(words text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first else { return "Session" }
    return first.isNumber ? "_\(name)" : name
  }

  /// Why a recording could not be turned into a test.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, naming the file and line.
    public var description: String
  }

  /// The source of a test file for the recording in `data`; `name` identifies it in errors and in
  /// the test's comments.
  public func test(forRecording data: Data, name: String) throws -> String {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // A torn last line (a write cut short) is not part of the recording.
    let isTruncated = !(lines.last?.isEmpty ?? true)
    lines.removeLast()
    let decoder = JSONDecoder()
    func object(at index: Int) throws -> [String: RecordingJSON] {
      let value = try? decoder.decode(RecordingJSON.self, from: Data(lines[index]))
      guard case let .object(object) = value else {
        throw Failure(description: "\(name):\(index + 1): not a JSON object.")
      }
      return object
    }
    guard !lines.isEmpty else {
      throw Failure(description: "\(name): the recording is empty (it has no header).")
    }
    let header = try object(at: 0)
    guard header["format"] == .string("tca-recording"), header["version"] == .integer(1),
      case let .string(featureName)? = header["feature"],
      // Older recordings hold `@ObservableState` values by their storage names (`_count`).
      let initialState = header["state"].map(RecordingSwiftLiteral.fieldNames)
    else {
      throw Failure(description: "\(name):1: not a tca-recording version 1 header.")
    }
    guard let feature = RecordingSourceCheck.dottedName(featureName) else {
      throw Failure(description: "\(name):1: the recorded feature is not a Swift type's name.")
    }

    var steps: [(line: Int, object: [String: RecordingJSON])] = []
    for index in lines.indices.dropFirst() {
      steps.append((index + 1, try object(at: index)))
    }
    // The fields some state shows `nil`: a change inside one is written through `?`.
    let optionals = RecordingStateChanges.optionalFields(
      in: [initialState]
        + steps.compactMap { $0.object["state"].map(RecordingSwiftLiteral.fieldNames) }
    )
    var body: [String] = []
    var state = initialState
    // The shared values of the initial state, by the numbers the recording gave their storages:
    // a recorded action that holds one (`<#shared 1#>`) holds the test store's.
    let sharedRoots = Self.sharedRoots(in: initialState)
    var usedRoots: Set<Int> = []
    let values = RecordingSwiftValues(sharedRoots: sharedRoots.mapValues(\.name))
    values.read(header["types"])
    let initialSource = values.source(for: initialState, at: "")
    let hasEffectActions = steps.contains { $0.object["fromEffect"] == .bool(true) }
    // Effects run on a test clock, advanced by the time that went by between recorded actions;
    // also where none sent anything, so that a timer started just before the app quit runs on
    // it rather than on the unimplemented clock.
    let drivesClock = self.runsEffects && steps.contains { $0.object["time"] != nil }
    var clockTime: Int64 = 0
    // After the last action an effect sent, the clock stays: nothing is left to receive.
    let lastEffectLine = steps.last { $0.object["fromEffect"] == .bool(true) }?.line ?? 0
    var usesRecordedSequence = false
    // The actions effects sent with values (a fetched fact), which a live dependency may have
    // returned: the test cannot run until the user supplies them, unless the recording has the
    // results of the dependencies that gave them.
    var effectResults: [(source: String, action: RecordingJSON)] = []
    var results = RecordingDependencyResults()
    var featureValues = RecordingFeatureValues()
    featureValues.read(initialState)
    for (line, step) in steps {
      if case let .string(reason)? = step["stopped"] {
        throw Failure(description: "\(name):\(line): the recording stopped: \(reason)")
      }
      guard let action = step["action"],
        let newState = step["state"].map(RecordingSwiftLiteral.fieldNames),
        case let .bool(isFromEffect)? = step["fromEffect"]
      else {
        throw Failure(description: "\(name):\(line): not a step of a recording.")
      }
      values.read(step["types"])
      if self.runsEffects {
        try results.read(step["results"], at: "\(name):\(line)")
      }
      if drivesClock, line <= lastEffectLine, let time = step["time"] {
        guard let milliseconds = Self.milliseconds(time) else {
          throw Failure(description: "\(name):\(line): the recorded time is malformed.")
        }
        if milliseconds > clockTime {
          let elapsed = Self.durationSource(milliseconds: milliseconds - clockTime)
          body.append("await clock.advance(by: \(elapsed))")
          clockTime = milliseconds
        }
      }
      if isFromEffect, self.runsEffects, Self.carriesValues(action),
        !featureValues.holdsEveryValue(of: action)
      {
        let source: String
        if case let .string(actionSwift)? = step["actionSwift"],
          let checked = RecordingSourceCheck.expression(actionSwift)
        {
          source = checked
        } else {
          source = RecordingSwiftLiteral.source(for: action)
        }
        if !effectResults.contains(where: { $0.source == source }) {
          effectResults.append((source, action))
        }
      }
      let call: String
      if isFromEffect, self.runsEffects {
        // The recording's path stops where an enum is not `@CasePathable`; an older recording
        // has none, and the cases come from the JSON (see `receivedAction(matching:)`).
        if case let .string(recordedPath)? = step["casePath"] {
          guard let casePath = RecordingSourceCheck.dottedName(recordedPath) else {
            throw Failure(description: "\(name):\(line): the recorded case path is not Swift names.")
          }
          call = "await store.receive(\\.\(casePath))"
        } else {
          guard let matcher = Self.receivedAction(matching: action) else {
            throw Failure(
              description: "\(name):\(line): the action is not an enum case with Swift names."
            )
          }
          call = "await store.receive(\(matcher))"
        }
      } else if case let .string(actionSwift)? = step["actionSwift"],
        var source = RecordingSourceCheck.expression(actionSwift)
      {
        for (reference, root) in sharedRoots where source.contains("<#shared \(reference)#>") {
          source = source.replacingOccurrences(of: "<#shared \(reference)#>", with: root.name)
          usedRoots.insert(reference)
        }
        if source.contains("<#shared ") {
          body.append(
            "// TODO: The action holds a shared value that the initial state does not: "
              + "write it in place of the placeholder."
          )
        }
        if isFromEffect {
          body.append("// Sent by an effect while recording:")
        }
        call = "await store.send(\(source))"
      } else {
        if isFromEffect {
          body.append("// Sent by an effect while recording:")
        }
        call = "await store.send(\(RecordingSwiftLiteral.source(for: action)))"
      }
      // The UUIDs and dates the reducer read for this action, given back to it.
      if case let .object(dependencies)? = step["dependencies"] {
        for (name, type, literal) in [
          ("uuid", "UUIDGenerator", Self.uuidLiteral), ("date", "DateGenerator", Self.dateLiteral),
        ] {
          guard case let .array(values)? = dependencies[name], !values.isEmpty else { continue }
          let literals = try values.map {
            guard let source = literal($0) else {
              throw Failure(description: "\(name):\(line): a recorded \(name) is malformed.")
            }
            return source
          }
          if literals.count == 1 {
            body.append("store.dependencies.\(name) = .constant(\(literals[0]))")
          } else {
            usesRecordedSequence = true
            body.append(
              "store.dependencies.\(name) = \(type)(recorded([\(literals.joined(separator: ", "))]))"
            )
          }
        }
      }
      let assignments = RecordingStateChanges.assignments(
        from: state, to: newState, optionals: optionals, values: values
      )
      if assignments.isEmpty {
        body.append(call)
      } else {
        body.append("\(call) {")
        body.append(contentsOf: assignments.map { "  \($0)" })
        body.append("}")
      }
      state = newState
      featureValues.read(newState)
    }

    effectResults.removeAll { results.supplies($0.action) }
    let overrides = results.overrides()
    usesRecordedSequence = usesRecordedSequence || results.usesRecordedSequence

    let tornLine = isTruncated ? " (its torn last line left out)" : ""
    let withoutEffects = hasEffectActions && !self.runsEffects
    let reducer =
      withoutEffects
      ? """
            // Effects do not run: the actions they sent while recording are sent in their place.
            WithoutEffects(base: \(feature)())
      """
      : "      \(feature)()"
    var source = """
      // Generated by tca-recording from \(RecordingSourceCheck.commentText(name))\(tornLine).
      // Fill in the dependencies marked TODO below, then keep it as a regression test.

      import ComposableArchitecture
      import Foundation
      import Testing

      @testable import \(self.module)

      @MainActor
      struct \(self.suiteName ?? Self.suiteName(forRecording: name)) {
        @Test
        func \(self.testName)() async throws {
          // The recorded initial state.\(initialSource.comment.map { "\n    \($0)" } ?? "")
          let initialState: \(feature).State = \(initialSource.source)

      """
    if drivesClock {
      source += """
            // The effects' clock, advanced as the recorded time went by.
            let clock = TestClock()

        """
    }
    source += """
          let store = TestStore(initialState: initialState) {
      \(reducer)
          } withDependencies: { dependencies in
            // TODO: Override the dependencies the feature uses that the recording cannot supply,
            // so that they return what they returned while it was recorded. (It supplies the
            // UUIDs and dates the reducer read, before each step that read them.)

      """
    if drivesClock {
      source += """
              dependencies.continuousClock = clock
              dependencies.suspendingClock = clock

        """
    }
    if !overrides.isEmpty {
      source += """
              // What the recorded dependencies gave the effects, in the order they gave it:
        \(overrides.map { "      \($0)" }.joined(separator: "\n"))

        """
    }
    if !effectResults.isEmpty {
      // A placeholder, not a comment: the test does not compile, rather than fail at the first
      // step with the dependency unimplemented.
      source += """
              // Effects sent these actions with values that live dependencies may have returned
              // while recording (the clocks, UUIDs and dates are supplied):
        \(effectResults.map { "      //   \($0.source)" }.joined(separator: "\n"))
              // Override those dependencies to return them again (for example
              // `dependencies.apiClient.fetch = { _ in <the value> }`), then delete this
              // placeholder, which keeps the test from compiling until they are:
              <#override the dependencies whose results the effects sent#>

        """
    } else if hasEffectActions, self.runsEffects, overrides.isEmpty {
      source += """
              // Effects run in this test, and the actions it receives are those they sent while
              // recording: override their dependencies too, for example:
              //   dependencies.apiClient.fetch = { _ in <the recorded response> }

        """
    }
    source += "    }\n"
    usedRoots.formUnion(values.usedRoots)
    if !usedRoots.isEmpty {
      source += """

            // The shared values of the store's state that the recorded actions point into, as
            // they did while recording.

        """
      for reference in usedRoots.sorted() {
        let root = sharedRoots[reference]!
        source += "    let \(root.name) = store.state\(root.path)\n"
      }
    }
    if self.runsEffects, hasEffectActions || drivesClock {
      // The app quit here: an effect still running then (a timer) ended with it.
      body.append("// The session ended here, with whatever effects were still running.")
      body.append("await store.skipInFlightEffects(strict: false)")
    }
    source += """

      \(body.map { "    \($0)" }.joined(separator: "\n"))
        }
      }

      """
    if withoutEffects {
      source += """

        /// Runs a feature's reducer without its effects: the test sends the actions they sent while
        /// recording in their place, where the recording has them.
        private struct WithoutEffects<Base: Reducer>: Reducer {
          let base: Base

          func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
            _ = self.base.reduce(into: &state, action: action)
            return .none
          }
        }

        """
    }
    if results.usesRecordedError {
      source += """

        /// An error a dependency threw while recording, as the feature saw it: its description.
        private struct RecordedError: Error, CustomStringConvertible {
          let description: String

          init(_ description: String) {
            self.description = description
          }
        }

        """
    }
    if values.usesRecordedShared {
      source += """

        /// A shared value the recorded state held: a new one where the state's initializer takes a
        /// `Shared`, its value where the field has a default and the initializer takes the value.
        private func recordedShared<Value: Sendable>(_ value: Value) -> Shared<Value> {
          Shared(value: value)
        }

        private func recordedShared<Value>(_ value: Value) -> Value {
          value
        }

        """
    }
    if usesRecordedSequence {
      source += """

        /// The values a step read or a dependency returned, in order (the last one again after
        /// that).
        private func recorded<Value: Sendable>(_ values: [Value]) -> @Sendable () -> Value {
          let next = LockIsolated(0)
          return {
            next.withValue { index in
              defer { index += 1 }
              return values[min(index, values.count - 1)]
            }
          }
        }

        """
    }
    return source
  }

  /// Whether an action holds values (strings, numbers) beyond the cases that name it, the ids of
  /// the stack elements it goes to and the shared values it points to: what an effect sends such
  /// an action with likely came from a dependency (a fetched fact).
  static func carriesValues(_ action: RecordingJSON) -> Bool {
    switch action {
    case .null:
      return false
    case .bool, .integer, .unsigned, .number, .string:
      return true
    case let .array(elements):
      return elements.contains(where: self.carriesValues)
    case let .object(object):
      guard RecordingStateChanges.sharedValue(action) == nil else { return false }
      return object.contains { key, value in
        !(key == "id" && value.isInteger) && self.carriesValues(value)
      }
    }
  }

  /// The shared values a state holds in fields of fields (not in enums or collections): for each
  /// storage's number, a name for it and its path from the state (`.syncUpsList.$syncUps`).
  static func sharedRoots(in state: RecordingJSON) -> [Int: (name: String, path: String)] {
    var roots: [Int: (name: String, path: String)] = [:]
    var names: Set<String> = []
    func visit(_ json: RecordingJSON, path: String) {
      guard case let .object(object) = json, !RecordingSwiftLiteral.isEnumCase(object) else {
        return
      }
      for key in object.keys.sorted() where !key.hasPrefix("_$") {
        // A field that is no Swift name is not a path the test can write.
        let bareName = RecordingStateChanges.fieldName(key)
        guard let field = RecordingSourceCheck.identifier(bareName) else { continue }
        let value = object[key]!
        if let (record, _) = RecordingStateChanges.sharedValue(value) {
          guard case let .object(record) = record, record.count == 1,
            case let .integer(reference)? = record["reference"], roots[reference] == nil
          else { continue }
          var name = bareName
          while names.contains(name) { name += "_" }
          names.insert(name)
          roots[reference] = (RecordingSourceCheck.identifier(name) ?? field, "\(path).$\(field)")
        } else {
          visit(value, path: "\(path).\(field)")
        }
      }
    }
    visit(state, path: "")
    return roots
  }

  /// A recorded time (seconds, to the millisecond) in milliseconds.
  static func milliseconds(_ time: RecordingJSON) -> Int64? {
    switch time {
    case let .integer(seconds) where seconds >= 0:
      let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
      return overflow ? nil : Int64(milliseconds)
    case let .number(seconds) where seconds >= 0 && seconds < 1e12:
      return Int64((seconds * 1000).rounded())
    default:
      return nil
    }
  }

  /// `.seconds(2)`, `.milliseconds(1004)`.
  static func durationSource(milliseconds: Int64) -> String {
    milliseconds.isMultiple(of: 1000)
      ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
  }

  static func uuidLiteral(_ value: RecordingJSON) -> String? {
    guard case let .string(uuid) = value, UUID(uuidString: uuid) != nil else { return nil }
    return "UUID(uuidString: \"\(uuid)\")!"
  }

  static func dateLiteral(_ value: RecordingJSON) -> String? {
    switch value {
    case let .integer(seconds): "Date(timeIntervalSinceReferenceDate: \(seconds))"
    case let .number(seconds): "Date(timeIntervalSinceReferenceDate: \(seconds))"
    default: nil
    }
  }

  /// What a test receives an action with when its recording holds no case path (it was made
  /// before recordings did), from the cases its JSON shows. One case of the feature's `Action`,
  /// which `@Reducer` makes `@CasePathable`, is its case key path (`\.factResponse`). Deeper, the
  /// JSON does not tell whether the enums below are `@CasePathable` (a child's `Delegate` often is
  /// not), and a key path through one that is not does not compile: a predicate matches the same
  /// cases and needs none of them to be,
  /// `{ if case .editor(.presented(.delegate(.saved))) = $0 { true } else { false } }`.
  static func receivedAction(matching action: RecordingJSON) -> String? {
    guard let cases = self.caseNames(of: action) else { return nil }
    guard cases.count > 1 else { return "\\.\(cases[0])" }
    let pattern = cases.dropLast().reversed().reduce(".\(cases.last!)") { inner, name in
      ".\(name)(\(inner))"
    }
    return "{ if case \(pattern) = $0 { true } else { false } }"
  }

  /// The cases an action's JSON shows, outermost first, as deep as each holds a single payload
  /// that is a case too: `[factResponse]` for `{"factResponse":{"_0":"…"}}`,
  /// `[destination, presented, add]` for `{"destination":{"_0":{"presented":{"_0":{"add":{…}}}}}}`.
  static func caseNames(of action: RecordingJSON) -> [String]? {
    guard case let .object(cases) = action, cases.count == 1, let (key, payload) = cases.first,
      let name = RecordingSourceCheck.identifier(key)
    else { return nil }
    // A single positional payload that is itself one case holding a payload: a child's action.
    if case let .object(arguments) = payload, arguments.count == 1, let child = arguments["_0"],
      case let .object(childCases) = child, childCases.count == 1,
      case .object? = childCases.first?.value,
      let childCases = self.caseNames(of: child)
    {
      return [name] + childCases
    }
    return [name]
  }

  /// The suite's name when none is given, from the recording's file name, which a folder of
  /// recordings has once: `RecordedCounterSessionTests` for `counter-session.jsonl`.
  static func suiteName(forRecording name: String) -> String {
    let file = name.split(separator: "/").last.map(String.init) ?? name
    let base = file.hasSuffix(".jsonl") ? String(file.dropLast(".jsonl".count)) : file
    return "Recorded\(self.identifier(words: base))Tests"
  }
}
