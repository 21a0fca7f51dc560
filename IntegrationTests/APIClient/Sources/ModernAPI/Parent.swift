import ComposableArchitecture
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Reducer
public struct Parent {
  @ObservableState
  public struct State: Equatable {
    public var counter = Counter.State()
    public var optionalCounter: Counter.State?
    @Presents public var alert: AlertState<Action.Alert>?
    @Presents public var sheet: Sheet.State?
    public var path = StackState<Counter.State>()
    public var confirmed = 0
    public init() {}
  }

  public enum Action {
    case alert(PresentationAction<Alert>)
    case counter(Counter.Action)
    case deleteTapped
    case optionalCounter(Counter.Action)
    case path(StackActionOf<Counter>)
    case sheet(PresentationAction<Sheet.Action>)
    case showSheetTapped

    public enum Alert: Equatable { case confirm }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirm)):
        state.confirmed += 1
        return .none
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .send(.confirm, animation: .default)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .showSheetTapped:
        state.sheet = Sheet.State()
        return .none
      case .alert, .counter, .optionalCounter, .path, .sheet:
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    .forEach(\.path, action: \.path) { Counter() }
  }
}

@Reducer
public struct Sheet: Sendable {
  @ObservableState
  public struct State: Equatable { public init() {} }
  public enum Action: Equatable { case animatedCloseTapped, transactionCloseTapped }
  @Dependency(\.dismiss) var dismiss
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .animatedCloseTapped:
        return .run { _ in await self.dismiss(animation: .default) }
      case .transactionCloseTapped:
        return .run { _ in await self.dismiss(transaction: Transaction(animation: .smooth)) }
      }
    }
  }
}

/// A row of a collection feature whose actions travel as JSON.
public enum RowAction: Codable, Equatable, Sendable { case toggle, rename(String) }
