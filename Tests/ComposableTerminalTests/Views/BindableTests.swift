import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@Reducer
struct MeetingForm {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var meeting = Meeting()
    var focus: Field?

    enum Field: Hashable {
      case title
      case minutes
    }
  }

  struct Meeting: Equatable {
    var minutes = 5
    var notes = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct MeetingFormView: View {
  @Bindable var store: StoreOf<MeetingForm>

  var body: some View {
    TextField("Title", text: $store.title)
      .focused($store.focus, equals: .title)
    Stepper("Minutes: \(store.meeting.minutes)", value: $store.meeting.minutes, in: 5...6)
      .focused($store.focus, equals: .minutes)
    TextField("Notes", text: $store.meeting.notes)
  }
}

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
  }

  enum Action {
    case queryChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query): state.query = query
      }
      return .none
    }
  }
}

struct SearchView: View {
  @Bindable var store: StoreOf<Search>

  var body: some View {
    TextField("Search", text: $store.query.sending(\.queryChanged))
  }
}

/// A child view handed a binding, as in SwiftUI: `$title` is the binding it was given.
struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Title", text: $title)
  }
}

@MainActor
struct BindableTests {
  @Test func aChildViewsBindingWritesThroughToTheStore() {
    let store = Store(initialState: MeetingForm.State()) { MeetingForm() }
    @Bindable var bindable = store
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      TitleEditor(title: $bindable.title)
    }
    driver.type("Retro")
    #expect(store.title == "Retro")
  }

  @Test func bindableStoreFieldsSendBindingActions() {
    let store = Store(initialState: MeetingForm.State()) { MeetingForm() }
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      MeetingFormView(store: store)
    }
    driver.type("Standup")
    #expect(store.title == "Standup")
    driver.press(.tab, "+", "+")
    #expect(store.meeting.minutes == 6)
    driver.press(.tab)
    driver.type("ok")
    #expect(store.meeting.notes == "ok")
    #expect(driver.text.contains("Minutes: 6 [-|+]"))
  }

  @Test func sendingBindsAFieldToAnActionOfItsOwn() {
    let store = Store(initialState: Search.State()) { Search() }
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      SearchView(store: store)
    }
    driver.type("tca")
    #expect(store.query == "tca")
    #expect(driver.text == "[tca                         ]")
  }

  @Test func bindableObjectsAndFieldsOfBindings() {
    let model = Model()
    @Bindable var bindable = model
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      Toggle("On", isOn: $bindable.isOn)
    }
    driver.press(.enter)
    #expect(model.isOn)

    let pair = Binding.constant((1, 2))
    #expect(pair.1.wrappedValue == 2)
  }

  @Test func focusFollowsTheStoresFocusFieldAndWritesItBack() {
    let store = Store(initialState: MeetingForm.State(focus: .minutes)) { MeetingForm() }
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      MeetingFormView(store: store)
    }
    // The state asked for the stepper: "+" steps instead of typing into the title.
    driver.press("+")
    #expect(store.meeting.minutes == 6)
    #expect(store.title == "")

    driver.press(.backTab)
    #expect(store.focus == .title)
    driver.press(.down, .down)
    #expect(store.focus == nil)

    store.focus = .title
    driver.type("x")
    #expect(store.title == "x")
  }
}
