import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableTerminal

private struct SignInForm: View {
  enum Field: Hashable { case name, password }
  @FocusState private var focus: Field?
  @FocusState private var isSearching: Bool
  @State private var name = ""
  @State private var password = ""
  @State private var query = ""

  var body: some View {
    TextField("Name", text: $name)
      .focused($focus, equals: .name)
    TextField("Password", text: $password)
      .focused($focus, equals: .password)
    TextField("Search", text: $query)
      .focused($isSearching)
    Button("Next", key: "n") { focus = .password }
    Button("Find", key: "f") { isSearching = true }
    Text("focus: \(focus.map { "\($0)" } ?? "none"), searching: \(isSearching)")
  }
}

/// `MeetingFormView` as upstream writes it: focus in the feature's state, shown through a
/// `@FocusState` bound to it.
private struct FocusBoundMeetingFormView: View {
  @Bindable var store: StoreOf<MeetingForm>
  @FocusState private var focus: MeetingForm.State.Field?

  var body: some View {
    VStack {
      TextField("Title", text: $store.title)
        .focused($focus, equals: .title)
      Stepper("Minutes: \(store.meeting.minutes)", value: $store.meeting.minutes, in: 5...6)
        .focused($focus, equals: .minutes)
    }
    .bind($store.focus, to: $focus)
  }
}

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct EnvironmentProbe: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.locale) private var locale
  @Environment(\.theme) private var theme

  var body: some View {
    Text("\(colorScheme) \(isEnabled) \(sizeClass.map { "\($0)" } ?? "nil") \(locale.identifier) \(theme)")
  }
}

@MainActor
struct FocusStateAndEnvironmentTests {
  @Test func focusStateMovesFocusAndFollowsIt() {
    let driver = HeadlessDriver(size: Size(width: 50, height: 6)) { SignInForm() }
    driver.press(.tab)
    #expect(driver.text.hasSuffix("focus: password, searching: false"))
    driver.press(.tab)
    #expect(driver.text.hasSuffix("focus: none, searching: true"))
    driver.press(.tab, "n")
    #expect(driver.text.hasSuffix("focus: password, searching: false"))
    driver.type("pw")
    driver.press(.tab, .tab, .tab, .enter)
    #expect(driver.text.hasSuffix("focus: none, searching: true"))
    driver.type("tca")
    #expect(driver.text.contains("[pw"))
    #expect(driver.text.contains("[tca"))
  }

  @Test func bindKeepsAFocusStateInStepWithTheStore() {
    let store = Store(initialState: MeetingForm.State(focus: .minutes)) { MeetingForm() }
    let driver = HeadlessDriver(size: Size(width: 30, height: 2)) {
      FocusBoundMeetingFormView(store: store)
    }
    driver.press("+")
    #expect(store.meeting.minutes == 6)
    driver.press(.backTab)
    #expect(store.focus == .title)
    store.focus = .minutes
    driver.press("-")
    #expect(store.meeting.minutes == 5)
    #expect(store.title == "")
  }

  @Test func environmentValuesComeFromAncestorsOrTheirDefaults() {
    let driver = HeadlessDriver(size: Size(width: 50, height: 3)) {
      EnvironmentProbe()
        .environment(\.locale, Locale(identifier: "fr_FR"))
      EnvironmentProbe()
        .environment(\.colorScheme, .dark)
        .environment(\.theme, "sepia")
        .environment(\.locale, Locale(identifier: "en_GB"))
        .disabled(true)
    }
    #expect(driver.text == "light true compact fr_FR plain\ndark false compact en_GB sepia")
  }
}
