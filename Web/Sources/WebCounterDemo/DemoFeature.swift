import ComposableArchitecture

/// The demo's feature: a counter, a list, a text field, an alert and a second screen.
@Reducer
struct DemoFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var items: IdentifiedArrayOf<Item> = []
    var nextItemID = 1
    var name = ""
    var isShowingResetAlert = false
    var isShowingDetail = false
  }

  struct Item: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case resetButtonTapped
    case resetConfirmed
    case resetAlertDismissed
    case addItemButtonTapped
    case removeItemButtonTapped(id: Int)
    case moveLastItemToTopButtonTapped
    case nameChanged(String)
    case detailLinkTapped
    case backLinkTapped
    case pathChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
      case .incrementButtonTapped:
        state.count += 1
      case .resetButtonTapped:
        state.isShowingResetAlert = true
      case .resetConfirmed:
        state.count = 0
        state.isShowingResetAlert = false
      case .resetAlertDismissed:
        state.isShowingResetAlert = false
      case .addItemButtonTapped:
        state.items.append(Item(id: state.nextItemID, title: "Item \(state.nextItemID)"))
        state.nextItemID += 1
      case .removeItemButtonTapped(let id):
        state.items.remove(id: id)
      case .moveLastItemToTopButtonTapped:
        if let last = state.items.popLast() { state.items.insert(last, at: 0) }
      case .nameChanged(let name):
        state.name = name
      case .detailLinkTapped:
        state.isShowingDetail = true
      case .backLinkTapped:
        state.isShowingDetail = false
      case .pathChanged(let path):
        state.isShowingDetail = path == "/detail"
      }
      return .none
    }
  }
}

extension DemoFeature.State {
  /// The state a tab starts with when it loads `path`: the detail screen for `/detail`, the
  /// first screen for anything else.
  init(path: String) {
    self.init(isShowingDetail: path == "/detail")
  }

  /// The URL path of the screen shown.
  var path: String { isShowingDetail ? "/detail" : "/" }
}
