import ComposableArchitecture
import ComposableWeb

/// The demo's pages, built from ComposableWeb's HTML helpers.
@MainActor
enum DemoPage {
  static func body(_ store: StoreOf<DemoFeature>) -> HTMLNode {
    store.isShowingDetail ? detail(store) : main(store)
  }

  private static func main(_ store: StoreOf<DemoFeature>) -> HTMLNode {
    var children: [HTMLNode] = [
      .element("h1", children: [.text("Counter")]),
      .element("p", ["id": "count"], children: [.text("Count: \(store.count)")]),
      .element("div", children: [
        HTMLNode.button("−") { store.send(.decrementButtonTapped) }.attribute("id", "decrement"),
        HTMLNode.button("+") { store.send(.incrementButtonTapped) }.attribute("id", "increment"),
        HTMLNode.button("Reset…") { store.send(.resetButtonTapped) }.attribute("id", "reset"),
      ]),
      .element("h2", children: [.text("Items")]),
      .element("div", children: [
        HTMLNode.button("Add item") { store.send(.addItemButtonTapped) }.attribute("id", "add"),
        HTMLNode.button("Move last to top") { store.send(.moveLastItemToTopButtonTapped) }
          .attribute("id", "move"),
      ]),
      .element(
        "ul", ["id": "items"],
        children: store.items.map { item in
          .element("li", key: "\(item.id)", children: [
            .text(item.title + " "),
            .button("Remove") { store.send(.removeItemButtonTapped(id: item.id)) },
          ])
        }
      ),
      .element("h2", children: [.text("Greeting")]),
      HTMLNode.textField("Your name", text: store.name) { store.send(.nameChanged($0)) }
        .attribute("id", "name"),
      .element("p", ["id": "greeting"], children: [
        .text(store.name.isEmpty ? "Hello!" : "Hello, \(store.name)!")
      ]),
      HTMLNode.link("Show detail", path: "/detail") { store.send(.detailLinkTapped) }
        .attribute("id", "detail-link"),
    ]
    if store.isShowingResetAlert {
      children.append(
        HTMLNode.dialog(
          title: "Reset the count?",
          message: "The count goes back to zero.",
          actions: [
            HTMLNode.button("Reset") { store.send(.resetConfirmed) }.attribute("id", "confirm"),
            HTMLNode.button("Cancel") { store.send(.resetAlertDismissed) }.attribute("id", "cancel"),
          ]
        ) { store.send(.resetAlertDismissed) }
      )
    }
    return .element("main", key: "main", children: children)
  }

  private static func detail(_ store: StoreOf<DemoFeature>) -> HTMLNode {
    .element("main", key: "detail", children: [
      .element("h1", children: [.text("Detail")]),
      .element("p", ["id": "detail-count"], children: [.text("The count is \(store.count).")]),
      HTMLNode.button("+") { store.send(.incrementButtonTapped) }.attribute("id", "detail-increment"),
      HTMLNode.link("Back", path: "/") { store.send(.backLinkTapped) }.attribute("id", "back-link"),
    ])
  }
}
