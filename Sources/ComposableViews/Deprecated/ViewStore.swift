import ComposableArchitecture

/// A store's state, transformed for a view, and a way to send it actions: the view layer of TCA
/// before `@ObservableState`, kept so that views written with it compile and run.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// Button("\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
/// ```
///
/// Reading ``state`` reads the store's state, so a host draws a view again when what it read
/// changes, as it does for a store of observable state. `removeDuplicates` is accepted for
/// upstream's signature: a host already draws only when the state changed.
@available(
  *, deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@dynamicMemberLookup
@MainActor
public final class ViewStore<ViewState, ViewAction> {
  private let readState: @MainActor () -> ViewState
  private let sendAction: @MainActor (ViewAction) -> StoreTask

  /// A view store of `store`, seeing its state through `toViewState` and sending its actions
  /// through `fromViewAction`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.readState = { toViewState(store.state) }
    self.sendAction = { store.send(fromViewAction($0)) }
  }

  /// A view store of `store`, seeing its state through `toViewState`.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// The view's state, read from the store now.
  public var state: ViewState { readState() }

  /// A field of the view's state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action` to the store.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendAction(action)
  }

  /// A binding that reads the view's state with `get` and sends what `valueToAction` makes of a
  /// new value.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) -> Binding<Value> {
    Binding(get: { get(self.state) }, set: { self.send(valueToAction($0)) })
  }

  /// A binding that reads the view's state with `get` and sends `action` on any new value.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send action: ViewAction
  ) -> Binding<Value> {
    binding(get: get, send: { _ in action })
  }
}

@available(
  *, deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore where ViewState: Equatable {
  /// A view store of `store`, seeing its state through `toViewState`.
  public convenience init<State>(
    _ store: Store<State, ViewAction>, observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// A view store of `store`, seeing its state through `toViewState` and sending its actions
  /// through `fromViewAction`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }
}

/// A view store of a reducer's whole domain.
@available(
  *, deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
