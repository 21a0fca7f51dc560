import ComposableArchitecture

extension Bindable {
  /// A binding to a field of a store's state that sets it with a binding action:
  /// `$store.title` sends `.binding(.set(\.title, newValue))`.
  public subscript<State: ObservableState, Action: BindableAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
    let store = wrappedValue
    return Binding(
      get: { store.state[keyPath: keyPath] },
      set: { store[dynamicMember: keyPath] = $0 }
    )
  }

  /// A binding to a field of a store's state that sets it with a binding view action:
  /// `$store.title` sends `.view(.binding(.set(\.title, newValue)))`.
  public subscript<State: ObservableState, Action: ViewAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member>
  where Value == Store<State, Action>, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    let store = wrappedValue
    return Binding(
      get: { store.state[keyPath: keyPath] },
      set: { store[dynamicMember: keyPath] = $0 }
    )
  }

  /// A field of a store's state, to be bound with the action that sets it:
  /// `$store.title.sending(\.titleChanged)`.
  public subscript<State: ObservableState, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
    _StoreBindable(store: wrappedValue, keyPath: keyPath)
  }
}

/// A field of a store's state on its way to becoming a binding; see
/// ``Bindable/subscript(dynamicMember:)-(KeyPath<State,Member>)``.
@MainActor
@dynamicMemberLookup
public struct _StoreBindable<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A field of this field: `$store.syncUp.title.sending(\.titleChanged)`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> _StoreBindable<State, Action, Member> {
    _StoreBindable<State, Action, Member>(store: store, keyPath: self.keyPath.appending(path: keyPath))
  }

  /// A binding that reads the field and sends `action` with each new value.
  ///
  /// ```swift
  /// TextField("Search", text: $store.query.sending(\.queryChanged))
  /// ```
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
    let store = store
    let keyPath = keyPath
    return Binding(
      get: { store.state[keyPath: keyPath] },
      set: { store.send(action($0)) }
    )
  }
}
