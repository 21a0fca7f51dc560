import ComposableArchitecture

// Issue 23, shape (b): one feature held by two enum reducers (a destination and a stack path).
// Swift 6.3.1 crashed (signal 11) type-checking this file before the macros declared the
// generated types' conformances inline.

@Reducer
struct ShapeBFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
enum ShapeBDestination {
  case feature(ShapeBFeature)
}

@Reducer
enum ShapeBPath {
  case feature(ShapeBFeature)
}
