import ComposableArchitecture
import ComposableViews

// `Text(_:style:)` in each style, as SyncUps' meeting rows and VoiceMemos' timers write it.
struct MeetingDateView: View {
  let date: Date

  var body: some View {
    HStack {
      Image(systemName: "calendar")
      Text(date, style: .date)
      Text(date, style: .time)
    }
    Text(date, style: .relative)
    Text(date, style: .offset)
    Text(date, style: .timer).monospacedDigit()
  }
}
