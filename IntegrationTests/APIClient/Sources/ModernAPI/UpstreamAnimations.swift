import ComposableArchitecture
import ComposableViews

// A feature shaped as upstream's Animations case study (issue #33): its state keeps a SwiftUI
// `Color` and an effect cycles through SwiftUI's static colours.

@Reducer
struct ColorCycle {
  @ObservableState
  struct State: Equatable {
    var center: CGPoint?
    var color = Color.black
  }

  enum Action: Sendable {
    case cycleButtonTapped
    case setColor(Color)
    case tapped(CGPoint)
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cycleButtonTapped:
        return .run { send in
          for color in [Color.orange, .pink, .purple, .gray, .black] {
            await send(.setColor(color), animation: .linear)
            try await self.clock.sleep(for: .seconds(1))
          }
        }

      case let .setColor(color):
        state.color = color
        return .none

      case let .tapped(point):
        state.center = point
        return .none
      }
    }
  }
}
