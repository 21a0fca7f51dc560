import ComposableArchitecture
import ComposableTerminal
import Foundation

/// A meeting in progress: the speaker and their time, the whole meeting's progress, `n` or →
/// for the next speaker, Esc or `e` to end early.
struct RecordMeetingView: View {
  let store: StoreOf<RecordMeeting>

  var body: some View {
    VStack(spacing: 1) {
      if store.isSpeechRecognitionUnavailable {
        Text("Speech recognition is unavailable: this meeting is recorded without a transcript.")
          .dim()
      }
      Text(self.speakerLine).font(.title3).foregroundColor(store.syncUp.theme.accentColor)
        .padding(.horizontal, 1)
        .background(store.syncUp.theme.mainColor)
      ProgressView(
        "\(store.secondsElapsed)s elapsed · \(store.durationRemaining.components.seconds)s remaining",
        value: Double(store.secondsElapsed),
        total: Double(max(store.syncUp.duration.components.seconds, 1))
      )
      Section("Speakers") {
        ForEach(Array(store.syncUp.attendees.enumerated()), id: \.element.id) { index, attendee in
          Text(self.speakerRow(index: index, name: attendee.name))
            .bold(index == store.speakerIndex)
            .dim(index < store.speakerIndex)
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .bottomBar) {
        Button("Next speaker", key: "n") { store.send(.nextButtonTapped) }
      }
      ToolbarItem(placement: .bottomBar) {
        Button("End meeting", key: "e") { store.send(.endMeetingButtonTapped) }
      }
    }
    .navigationTitle(store.syncUp.title)
    .onKeyPress(.right) { store.send(.nextButtonTapped) }
    .onKeyPress(.escape) { store.send(.endMeetingButtonTapped) }
    .task { await store.send(.onTask).finish() }
    .alert(store.scope(state: \.alert, action: \.alert))
  }

  /// A line of the speaker list: "▶ Blob (speaking)" for the current speaker, "✓ Blob" for
  /// one who has spoken, "○ Blob" for one still to speak.
  func speakerRow(index: Int, name: String) -> String {
    if index < store.speakerIndex { return "✓ \(name)" }
    if index == store.speakerIndex { return "▶ \(name) (speaking)" }
    return "○ \(name)"
  }

  /// "Speaker 1 of 3: Blob — 0:40 left".
  var speakerLine: String {
    let attendees = store.syncUp.attendees
    guard attendees.indices.contains(store.speakerIndex) else { return "Meeting over" }
    let perAttendee = Int(store.syncUp.durationPerAttendee.components.seconds)
    let left = max(0, perAttendee * (store.speakerIndex + 1) - store.secondsElapsed)
    let name = attendees[store.speakerIndex].name
    return "Speaker \(store.speakerIndex + 1) of \(attendees.count): \(name) — "
      + "\(left / 60):\(String(format: "%02d", left % 60)) left"
  }
}
