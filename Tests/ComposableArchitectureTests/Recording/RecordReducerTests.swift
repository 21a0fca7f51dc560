@testable import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordReducerTests {
  @Test func recordsAHeaderThenEachActionWithItsOriginAndTheStateAfterIt() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter()._record(to: url)
      }
      store.send(.incrementButtonTapped)
      await store.send(.factButtonTapped).finish()
      store.send(.addTwoButtonTapped)
      store.send(.setCount(to: 7, reason: "test"))
    }
    // The store is gone: the recording is complete.
    let lines = try Data(contentsOf: url).recordingLines
    #expect(
      lines == [
        #"{"feature":"RecordedCounter","format":"tca-recording","state":{"count":0},"types":{"":{"fields":["count","fact?"],"type":"RecordedCounter.State"}},"version":1}"#,
        #"{"action":{"incrementButtonTapped":{}},"actionSwift":".incrementButtonTapped","fromEffect":false,"state":{"count":1}}"#,
        #"{"action":{"factButtonTapped":{}},"actionSwift":".factButtonTapped","fromEffect":false,"state":{"count":1}}"#,
        #"{"action":{"factResponse":{"_0":"1 is a good number."}},"actionSwift":".factResponse(\"1 is a good number.\")","casePath":"factResponse","fromEffect":true,"state":{"count":1,"fact":"1 is a good number."}}"#,
        #"{"action":{"addTwoButtonTapped":{}},"actionSwift":".addTwoButtonTapped","fromEffect":false,"state":{"count":2,"fact":"1 is a good number."}}"#,
        #"{"action":{"incrementButtonTapped":{}},"actionSwift":".incrementButtonTapped","casePath":"incrementButtonTapped","fromEffect":true,"state":{"count":3,"fact":"1 is a good number."}}"#,
        #"{"action":{"setCount":{"reason":"test","to":7}},"actionSwift":".setCount(to: 7, reason: \"test\")","fromEffect":false,"state":{"count":7,"fact":"1 is a good number."}}"#,
        "",
      ]
    )
  }

  @Test func readsTheRecordingBack() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: RecordedCounter.State(count: 40)) {
        RecordedCounter()._record(to: url)
      }
      await store.send(.factButtonTapped).finish()
      store.send(.addTwoButtonTapped)
    }
    let recording = try Recording<RecordedCounter.State, RecordedCounter.Action>(contentsOf: url)
    #expect(recording.feature == "RecordedCounter")
    #expect(recording.initialState == RecordedCounter.State(count: 40))
    #expect(!recording.isTruncated)
    #expect(recording.steps.map(\.action) == [
      .factButtonTapped, .factResponse("40 is a good number."), .addTwoButtonTapped,
      .incrementButtonTapped,
    ])
    #expect(recording.steps.map(\.isFromEffect) == [false, true, false, true])
    #expect(recording.steps.map(\.line) == [2, 3, 4, 5])
    #expect(recording.steps.last?.state == RecordedCounter.State(count: 42, fact: "40 is a good number."))
  }

  @Test func switchedOffItIsTheBaseReducerAndWritesNothing() {
    let reducer = RecordedCounter()._record(to: nil)
    #expect(reducer._resolvedReducer() is RecordedCounter)
  }

  @Test func createsTheFileOnlyWhenTheFirstActionArrives() throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: RecordedCounter.State()) {
      RecordedCounter()._record(to: url)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    store.send(.incrementButtonTapped)
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aValueThatCannotBeEncodedStopsTheRecordingWithALineThatSaysWhy() throws {
    struct Measure: Reducer {
      struct State: Codable, Equatable { var value = 0.0 }
      enum Action: Codable { case divideByZero, increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .divideByZero: state.value = .nan
        case .increment: state.value += 1
        }
        return .none
      }
    }
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    withKnownIssue {
      let store = Store(initialState: Measure.State()) {
        Measure()._record(to: url)
      }
      store.send(.increment)
      store.send(.divideByZero)
      store.send(.increment)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Recording stopped. Could not encode ")
          && $0.rawValue.contains("Measure.State at action 2 of RecordReducerTests.Measure: ")
      }
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix(#"{"stopped":"Could not encode"#))
    #expect(throws: RecordingError.self) {
      try Recording<Measure.State, Measure.Action>(contentsOf: url)
    }
  }

  /// Outside tests, each step holds when its action came on the store's `continuousClock`, since
  /// the first action, in seconds cut to the millisecond; under test (an unimplemented clock),
  /// none does.
  @Test func eachStepHoldsWhenItsActionCameOnTheStoresClock() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let clock = TestClock()
    do {
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter()._record(to: url)
      } withDependencies: {
        $0.context = .live
        $0.continuousClock = clock
      }
      await clock.advance(by: .seconds(5))
      store.send(.incrementButtonTapped)
      await clock.advance(by: .milliseconds(1004))
      store.send(.incrementButtonTapped)
      await clock.advance(by: .nanoseconds(999_999))
      store.send(.incrementButtonTapped)
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines[1].hasSuffix(#","time":0}"#))
    #expect(lines[2].hasSuffix(#","time":1.004}"#))
    #expect(lines[3].hasSuffix(#","time":1.004}"#))
    // A recording with times reads back as one without.
    let recording = try Recording<RecordedCounter.State, RecordedCounter.Action>(contentsOf: url)
    await recording.assertReplays { RecordedCounter() }
  }

  @Test func aFileThatCannotBeCreatedIsReportedWhereTheRecordingIsSetUp() {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-folder-\(UUID().uuidString)/session.jsonl")
    withKnownIssue {
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter()._record(to: url)
      }
      store.send(.incrementButtonTapped)
      store.send(.incrementButtonTapped)
      #expect(store.count == 2)
    } matching: { issue in
      issue.sourceLocation?.fileName == "RecordReducerTests.swift"
        && issue.comments.contains {
          $0.rawValue.hasPrefix("Could not record RecordedCounter to \(url.path): ")
        }
    }
  }

  @Test func aTornLastLineIsSkipped() throws {
    let recorded = """
      {"feature":"RecordedCounter","format":"tca-recording","state":{"count":0},"version":1}
      {"action":{"incrementButtonTapped":{}},"fromEffect":false,"state":{"count":1}}
      {"action":{"incrementButtonTapped":{}},"fromEffect":false,"sta
      """
    let recording = try Recording<RecordedCounter.State, RecordedCounter.Action>(
      data: Data(recorded.utf8), name: "torn.jsonl"
    )
    #expect(recording.isTruncated)
    #expect(recording.steps.count == 1)
  }

  @Test func aMalformedLineInTheMiddleIsAnErrorNamingTheLine() throws {
    let recorded = """
      {"feature":"RecordedCounter","format":"tca-recording","state":{"count":0},"version":1}
      {"action":{"explode":{}},"fromEffect":false,"state":{"count":1}}
      {"action":{"incrementButtonTapped":{}},"fromEffect":false,"state":{"count":1}}

      """
    let error = #expect(throws: RecordingError.self) {
      try Recording<RecordedCounter.State, RecordedCounter.Action>(
        data: Data(recorded.utf8), name: "bad.jsonl"
      )
    }
    #expect(error?.description.hasPrefix("bad.jsonl:2: not a step of RecordedCounter.Action") == true)
  }

  @Test func memoryStaysWithinTheBufferHoweverManyActions() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let capacity = 8
    let actionCount = 20_000
    var maximumPending = 0
    do {
      let reducer = RecordedCounter()._record(to: url, bufferCapacity: capacity)
      let store = Store(initialState: RecordedCounter.State()) { reducer }
      for _ in 1...actionCount {
        store.send(.incrementButtonTapped)
      }
      let writer = try #require(reducer.session?.writer)
      writer.flush()
      maximumPending = writer.maximumPendingCount
    }
    #expect(maximumPending > 0)
    #expect(maximumPending <= capacity)
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == actionCount + 2)
    #expect(lines[actionCount].contains(#""count":\#(actionCount)}"#))
  }
}

extension RecordReducerTests {
  /// The store's actor only copies a step's values: the line is encoded on the writer's thread.
  @Test func linesAreEncodedOffTheStoresThread() throws {
    struct Probe: Reducer {
      struct State: Encodable {
        var count = 0

        func encode(to encoder: any Encoder) throws {
          _ = Probe.encodingThreads.withValue { $0.insert(UInt(pthread_self())) }
          var container = encoder.singleValueContainer()
          try container.encode(self.count)
        }
      }
      enum Action: Encodable { case increment }
      static let encodingThreads = LockIsolated<Set<UInt>>([])

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Probe.State()) { Probe()._record(to: url) }
      store.send(.increment)
      store.send(.increment)
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == 4)
    #expect(lines[2].contains(#""state":2"#))
    #expect(!Probe.encodingThreads.value.isEmpty)
    #expect(!Probe.encodingThreads.value.contains(UInt(pthread_self())))
  }
}
