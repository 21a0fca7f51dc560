import ComposableArchitecture
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A spelling of a number, a dependency whose type is its own key.
public struct Speller: TestDependencyKey, Sendable {
  public var spell: @Sendable (Int) -> String
  public init(spell: @escaping @Sendable (Int) -> String) { self.spell = spell }
  public static let testValue = Speller { "\($0)" }
}

extension Speller: DependencyKey {
  public static let liveValue = Speller { "\($0)" }
}

@Reducer
public struct Counter: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var spelled = ""
    public var taskName: String?
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable {
    case animatedIncrementsTapped
    case cancellableWorkTapped
    case incrementTapped
    case incremented
    case namedEffectTapped
    case spellTapped
    case spelled(String)
    case taskNamed(String?)
  }

  enum CancelID { case work }

  @Dependency(Speller.self) var speller

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .animatedIncrementsTapped:
        return .merge(
          .send(.incremented, animation: .spring),
          .run { send in
            await send(.incremented, animation: .easeInOut(duration: 0.3).delay(0.1).speed(2))
            await send(.incremented, transaction: Transaction(animation: .bouncy))
            await MainActor.run {
              withAnimation(.snappy(duration: 0.2, extraBounce: 0.1)) {
                send(.incremented)
              }
              withTransaction(\.disablesAnimations, true) {
                send(.incremented)
              }
            }
          }
          .animation(.linear(duration: 1).repeatCount(2, autoreverses: false))
        )
      case .cancellableWorkTapped:
        return .run { send in
          await withTaskCancellation(id: CancelID.work, cancelInFlight: true, isolation: #isolation) {
            await send(.incremented)
          }
        }
      case .incrementTapped, .incremented:
        state.count += 1
        return .none
      case .namedEffectTapped:
        return .run(priority: .userInitiated, name: "Counter.namedEffect") { send in
          await send(.taskNamed(Task.name))
        }
      case .spellTapped:
        return self.spell(state.count)
      case let .spelled(spelled):
        state.spelled = spelled
        return .none
      case let .taskNamed(name):
        state.taskName = name
        return .none
      }
    }
  }

  func spell(_ count: Int) -> EffectOf<Self> {
    .run { send in await self.sendSpelling(count, send: send) }
  }

  func sendSpelling(_ count: Int, send: SendOf<Self>) async {
    await send(.spelled(self.speller.spell(count)))
  }
}

/// The animations feature code reaches for, written as on Apple platforms.
public let animations: [Animation] = [
  .default, .linear, .linear(duration: 1), .easeIn, .easeIn(duration: 1), .easeOut,
  .easeOut(duration: 1), .easeInOut, .easeInOut(duration: 1), .spring, .spring(),
  .spring(duration: 0.4, bounce: 0.2), .spring(response: 0.3, dampingFraction: 0.7),
  .interactiveSpring(), .bouncy, .bouncy(duration: 0.3), .smooth, .smooth(extraBounce: 0.1),
  .snappy, .snappy(duration: 0.2), .default.speed(2).delay(1).repeatCount(3),
  .easeIn.repeatForever(autoreverses: false),
]

/// Both forms of `onChange(of:)`: the effect-returning one and the reducer-builder one.
@Reducer
public struct Search: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var query = ""
    public var log: [String] = []
    public init() {}
  }

  public enum Action: Equatable {
    case queryChanged(String)
    case searched(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .none
      case let .searched(query):
        state.log.append("searched \(query)")
        return .none
      }
    }
    .onChange(of: \.query) { oldQuery, state in
      state.log.append("\(oldQuery)→\(state.query)")
      return .send(.searched(state.query))
    }
    .onChange(of: \.query) { oldQuery, newQuery in
      Reduce { state, _ in
        state.log.append("builder \(oldQuery)→\(newQuery)")
        return .none
      }
    }
  }
}
