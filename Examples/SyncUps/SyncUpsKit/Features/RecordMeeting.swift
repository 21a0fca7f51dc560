import ComposableArchitecture
import Foundation

/// A meeting in progress: each attendee speaks in turn for their share of the time while the
/// speech client transcribes. When the last speaker's time is up the meeting is saved to the
/// sync-up; it can also be ended early, saved or discarded. The terminal bell rings each time
/// the next speaker's turn begins.
@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Codable, Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    /// Set when speech cannot be transcribed: the meeting is recorded without a transcript.
    var isSpeechRecognitionUnavailable = false
    var secondsElapsed = 0
    var speakerIndex = 0
    @Shared var syncUp: SyncUp
    var transcript = ""

    /// The time left in the whole meeting.
    var durationRemaining: Duration {
      self.syncUp.duration - .seconds(self.secondsElapsed)
    }
  }

  enum Action: Codable {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case speechFailure
    case speechRecognitionUnavailable
    case speechResult(SpeechRecognitionResult)
    case timerTick

    @CasePathable
    enum Alert: Codable, Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.terminalBell) var terminalBell
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await self.dismiss() }

      case .alert(.presented(.confirmSave)):
        return .merge(self.saveMeeting(&state), .run { _ in await self.dismiss() })

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .run { _ in await self.terminalBell.ring() }

      case .onTask:
        return .run { send in
          await self.onTask(send: send)
        }

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case .speechRecognitionUnavailable:
        state.isSpeechRecognitionUnavailable = true
        return .none

      case let .speechResult(result):
        state.transcript = result.transcript
        return .none

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if state.secondsElapsed == state.syncUp.duration.components.seconds {
            return .merge(self.saveMeeting(&state), .run { _ in await self.dismiss() })
          }
          state.speakerIndex += 1
          return .run { _ in await self.terminalBell.ring() }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Adds the meeting to the sync-up; the effect keeps it should a database refuse the save
  /// because someone else changed the sync-up at the same moment (see `withLockMergingIfRefused`).
  private func saveMeeting(_ state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: self.uuid(), date: self.now, transcript: state.transcript)
    return state.$syncUp.withLockMergingIfRefused { _ = $0.meetings.insert(meeting, at: 0) }
  }

  /// Transcribes speech, if allowed, while a timer ticks every second.
  private func onTask(send: Send<Action>) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        guard await self.speechClient.requestAuthorization() == .authorized else {
          await send(.speechRecognitionUnavailable)
          return
        }
        do {
          for try await result in await self.speechClient.startTask() {
            await send(.speechResult(result))
          }
        } catch {
          await send(.speechFailure)
        }
      }
      group.addTask {
        for await _ in self.clock.timer(interval: .seconds(1)) {
          await send(.timerTick)
        }
      }
    }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks what to do with a meeting ended before its time; one that has run past its last
  /// speaker cannot be discarded.
  static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  /// Says transcription stopped, and offers to go on without it or to discard the meeting.
  static let speechRecognizerFailed = Self {
    TextState("Speech recognition failure")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Continue meeting")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard meeting")
    }
  } message: {
    TextState(
      """
      The speech recognizer has failed for some reason and so your meeting will no longer be \
      recorded. What do you want to do?
      """
    )
  }
}
