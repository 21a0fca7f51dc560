import ComposableArchitecture
import ComposableViews

// The modifiers upstream's apps use: `disabled`, `monospacedDigit`, `italic`, `bold`,
// `textCase`, and those accepted without meaning on these hosts (`transition`,
// `animation(_:value:)`, `textFieldStyle`).
struct TimerStatusView: View {
  @Bindable var store: StoreOf<Timer>

  var body: some View {
    VStack {
      Text("\(store.secondsElapsed)s")
        .monospacedDigit()
        .bold()
        .animation(.default, value: store.secondsElapsed)
      Text("Notes").italic()
      Text("Notes").italic().monospacedDigit().foregroundColor(.red)
      Text("Attendees").textCase(.uppercase)
      if store.isRunning {
        Text("Running").transition(.opacity)
        Text("Running").transition(.move(edge: .bottom).combined(with: .opacity))
        Text("Running").transition(.asymmetric(insertion: .scale, removal: .slide))
      }
      TextField("Title", text: $store.title)
        .textFieldStyle(.roundedBorder)
      TextField("Title", text: $store.title)
        .textFieldStyle(.plain)
      Button("Start") { store.send(.startButtonTapped) }
        .disabled(store.isRunning)
      HStack {
        Button("Stop") { store.send(.stopButtonTapped) }
      }
      .disabled(!store.isRunning)
      .italic()
      .monospacedDigit()
    }
  }
}
