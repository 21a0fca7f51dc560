import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

@MainActor
@Suite(.serialized)
struct RecordMeetingTests {
  /// Two attendees of three seconds each.
  let syncUp = SyncUp(
    id: UUID(),
    attendees: [Attendee(id: UUID(1), name: "Blob"), Attendee(id: UUID(2), name: "Blob Jr")],
    duration: .seconds(6),
    title: "Design"
  )
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  /// Without `bells` the bell is the failing test client: the test expects no speaker change.
  func makeStore(
    clock: TestClock<Duration>,
    speechClient: SpeechClient,
    bells: LockIsolated<Int>? = nil
  ) -> TestStoreOf<RecordMeeting> {
    TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: self.syncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = self.now
      $0.speechClient = speechClient
      if let bells {
        $0.terminalBell.ring = { bells.withValue { $0 += 1 } }
      }
      $0.uuid = .incrementing
    }
  }

  @Test
  func recordsToTheEndWithTheTranscript() async {
    let clock = TestClock()
    let bells = LockIsolated(0)
    let store = self.makeStore(
      clock: clock,
      speechClient: SpeechClient(
        requestAuthorization: { .authorized },
        startTask: {
          AsyncThrowingStream {
            $0.yield(SpeechRecognitionResult(transcript: "I completed the project"))
            $0.finish()
          }
        }
      ),
      bells: bells
    )

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
    }
    #expect(bells.value == 0)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 3
      $0.speakerIndex = 1
    }
    #expect(bells.value == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 4
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 5
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(
          Meeting(id: UUID(0), date: self.now, transcript: "I completed the project"),
          at: 0
        )
      }
    }
    #expect(store.isDismissed)
    // The meeting's end is not a speaker change.
    #expect(bells.value == 1)
  }

  @Test
  func speechUnavailable() async {
    let clock = TestClock()
    let bells = LockIsolated(0)
    let store = self.makeStore(clock: clock, speechClient: .liveValue, bells: bells)

    await store.send(.onTask)
    await store.receive(\.speechRecognitionUnavailable) {
      $0.isSpeechRecognitionUnavailable = true
    }
    for second in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
        $0.speakerIndex = second < 3 ? 0 : 1
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: UUID(0), date: self.now, transcript: ""), at: 0)
      }
    }
    #expect(store.isDismissed)
    #expect(bells.value == 1)
  }

  @Test
  func endEarlyAndSave() async {
    let clock = TestClock()
    let store = self.makeStore(
      clock: clock,
      speechClient: SpeechClient(
        requestAuthorization: { .authorized },
        startTask: {
          AsyncThrowingStream {
            $0.yield(SpeechRecognitionResult(transcript: "Hello"))
          }
        }
      )
    )

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "Hello"
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    // The meeting is paused while the alert is up.
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: UUID(0), date: self.now, transcript: "Hello"), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test
  func endEarlyAndDiscard() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock, speechClient: .liveValue)

    await store.send(.onTask)
    await store.receive(\.speechRecognitionUnavailable) {
      $0.isSpeechRecognitionUnavailable = true
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings.isEmpty)
  }

  @Test
  func endEarlyAndResume() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock, speechClient: .liveValue)

    let task = await store.send(.onTask)
    await store.receive(\.speechRecognitionUnavailable) {
      $0.isSpeechRecognitionUnavailable = true
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick)
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    #expect(!store.isDismissed)
    await task.cancel()
  }

  @Test
  func nextSpeaker() async {
    let bells = LockIsolated(0)
    let store = self.makeStore(clock: TestClock(), speechClient: SpeechClient(), bells: bells)

    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 3
    }
    #expect(bells.value == 1)
    // The last speaker has no next one: the bell stays quiet and the meeting may end.
    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }
    #expect(bells.value == 1)
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: UUID(0), date: self.now, transcript: ""), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test
  func speechFailure() async {
    let clock = TestClock()
    struct SpeechFailure: Error {}
    let store = self.makeStore(
      clock: clock,
      speechClient: SpeechClient(
        requestAuthorization: { .authorized },
        startTask: {
          AsyncThrowingStream {
            $0.yield(SpeechRecognitionResult(transcript: "I completed the project"))
            $0.finish(throwing: SpeechFailure())
          }
        }
      )
    )

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
  }
}
