import ComposableArchitecture
import Testing

@testable import ComposableTerminal

/// The shelf's screen written as upstream's SwiftUI views are: presentations and the stack
/// from bindings to scoped stores.
struct BoundShelfView: View {
  @Bindable var store: StoreOf<Shelf>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        Text("Shelf").bold()
        ForEach(store.books, id: \.self) { title in
          Button(title) { store.send(.openButtonTapped(title)) }
        }
        Button("Add", key: "a") { store.send(.addButtonTapped) }
        Button("Clear", key: "c") { store.send(.clearButtonTapped) }
        Button("Options", key: "o") { store.send(.optionsButtonTapped) }
      }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
        BookFormView(store: formStore)
        Button("Save") { store.send(.saveButtonTapped) }
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
      .confirmationDialog($store.scope(state: \.destination?.options, action: \.destination.options))
    } destination: { elementStore in
      if let detailStore = elementStore.scope(state: \.detail, action: \.detail) {
        Text(detailStore.title).bold()
      }
    }
  }
}

struct BookFormView: View {
  @Bindable var store: StoreOf<BookForm>

  var body: some View {
    TextField("Title", text: $store.title)
  }
}

@MainActor
struct BindingPresentationTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 12)) { BoundShelfView(store: store) }
  }

  @Test func aSheetFromABindingEditsTheChildAndEscDismisses() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("a")
    driver.type("Emma")
    #expect(store.destination?.add?.title == "Emma")
    driver.press(.escape)
    #expect(store.destination == nil)
    #expect(store.log == ["dismiss"])
  }

  @Test func alertAndDialogButtonsFromBindingsSendTheirActions() {
    let store = Store(initialState: Shelf.State(books: ["Dune", "Brave New World"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press("o")
    #expect(driver.text.contains("Shelf options"))
    driver.press(.backTab, .enter)
    #expect(store.books == ["Brave New World", "Dune"])
    driver.press("c")
    #expect(driver.text.contains("Clear the shelf?"))
    driver.press(.escape)
    #expect(store.destination == nil)
    driver.press("c", .left, .enter)
    #expect(store.books.isEmpty)
    #expect(store.log == ["sort", "dismiss", "confirmClear"])
  }

  @Test func aNavigationStackFromABindingShowsTheTopScreen() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press(.enter)
    #expect(driver.text.contains("Dune"))
    #expect(!driver.text.contains("Options"))
  }
}
