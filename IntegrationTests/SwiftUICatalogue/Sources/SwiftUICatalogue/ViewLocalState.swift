import ComposableArchitecture
import ComposableViews
import Foundation

// View-local state as upstream's apps and SwiftUI's documentation write it: `@State` with
// `$value` bindings, `@Binding` in a child view, `@FocusState` in both forms bound to a feature's
// state with `bind(_:to:)`, and `@Environment` with its built-in values and a key of our own.

@Reducer
struct AgendaForm {
  @ObservableState
  struct State: Equatable {
    var topic = ""
    var minutes = 5
    var focus: Field? = .topic

    enum Field: Hashable {
      case topic
      case minutes
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct AgendaFormView: View {
  @Bindable var store: StoreOf<AgendaForm>
  @FocusState var focus: AgendaForm.State.Field?
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Form {
      TextField("Topic", text: $store.topic)
        .focused($focus, equals: .topic)
      Stepper("\(store.minutes) min", value: $store.minutes, in: 1...60)
        .focused($focus, equals: .minutes)
      Button("Done") { dismiss() }
    }
    .bind($store.focus, to: $focus)
  }
}

struct AgendaNotesView: View {
  @State private var isExpanded = false
  @State private var notes = ""
  @State private var selection: String?
  @FocusState private var isEditingNotes: Bool

  var body: some View {
    NotesHeader(isExpanded: $isExpanded)
    if isExpanded {
      TextField("Notes", text: $notes)
        .focused($isEditingNotes)
      Button("Edit") { isEditingNotes = true }
      Text(selection ?? "Nothing selected")
    }
  }
}

struct NotesHeader: View {
  @Binding var isExpanded: Bool

  var body: some View {
    Toggle("Notes", isOn: $isExpanded)
    Button(isExpanded ? "Hide" : "Show") { isExpanded.toggle() }
  }
}

private struct AgendaAccentKey: EnvironmentKey {
  static let defaultValue = Color.orange
}

extension EnvironmentValues {
  var agendaAccent: Color {
    get { self[AgendaAccentKey.self] }
    set { self[AgendaAccentKey.self] = newValue }
  }
}

struct AgendaBadgeView: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.locale) private var locale
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.agendaAccent) private var accent

  var body: some View {
    if horizontalSizeClass == .compact {
      Text(locale.identifier)
    }
    Text(colorScheme == .dark ? "Dark" : "Light")
      .foregroundStyle(isEnabled ? accent : .gray)
  }
}

struct AgendaScreen: View {
  var body: some View {
    AgendaBadgeView()
      .environment(\.colorScheme, .dark)
      .environment(\.agendaAccent, .purple)
      .environment(\.locale, Locale(identifier: "de_DE"))
    AgendaNotesView()
      .disabled(true)
  }
}
